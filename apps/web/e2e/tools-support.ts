import { expect, type Page } from "@playwright/test"

/** The figure in the breakdown table's row of that name, by column (0: monthly, 1: annual). */
export function cell(page: Page, table: string, row: string, column = 0) {
  const name = new RegExp(`^${row.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)
  return page.getByRole("table", { name: table }).getByRole("row", { name }).getByRole("cell").nth(column)
}

/** Picks an option of a choice group by clicking its label, as a visitor does. */
export async function choose(page: Page, option: string) {
  await page.locator("label", { hasText: option }).click()
  await expect(page.getByRole("radio", { name: option })).toBeChecked()
}
