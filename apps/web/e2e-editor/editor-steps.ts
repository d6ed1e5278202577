// The editor's screens driven as a member of staff does: shared by the spec and kept apart from the
// build steps, so a change in Decap's markup is fixed in one place.
import { expect, type Page } from "@playwright/test"

/**
 * Opens a screen of the editor. The first time, it passes the sign-in, which the local proxy needs
 * no account for; after that the editor remembers it.
 */
export async function openEditor(page: Page, hash = "") {
  const first = !page.url().includes("/admin")
  await page.goto(`/admin/${hash}`)
  // A new hash alone keeps the editor's state from the last screen: load the screen afresh.
  if (!first) await page.reload()
  if (first) await page.getByRole("button", { name: "Login" }).click()
}

/** Chooses an option of one of Decap's selects (react-select), by the field's label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).filter({ visible: true }).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

/** Adds items to a list field of strings, by the list's label. */
export async function addItems(page: Page, listLabel: string, items: readonly string[]) {
  for (const item of items) {
    await page.getByRole("button", { name: `Add ${listLabel.toLowerCase()}` }).click()
    await page.locator('input[id^="item-field"]').filter({ visible: true }).last().fill(item)
  }
}

/** Publishes the entry now, and waits for the editor to say it is saved. */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).or(page.getByText("Publish now")).first().click()
}

export async function expectFieldError(page: Page, message: string) {
  await expect(page.getByText(message)).toBeVisible()
}

/**
 * Publish is refused with `message` shown beside the field labelled `label`: the message sits in
 * the field's own box, just above its input, and the field is on screen (Publish scrolls to the
 * first refusal).
 */
export async function expectRefusedBeside(page: Page, label: string, message: string | RegExp) {
  // By its label's text: the body's rich text editor is not tied to its label.
  // A translated collection's other side has the same labels, off a phone's screen (decision 104).
  const container = page
    .locator('[class*="ControlContainer"]')
    .filter({ has: page.locator(`label:text-is(${JSON.stringify(label)})`), visible: true })
  const error = container.last().locator('[class*="ControlErrorsList"]').first()
  await expect(error).toContainText(message)
  await expect(error).toBeInViewport()
}

/** Fills a field of the editor afresh: a field showing an error appends to what a fill types. */
export async function refill(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true }).filter({ visible: true })
  await field.fill("")
  await field.fill(value)
}
