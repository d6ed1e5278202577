import { expect, test, type Page } from "@playwright/test"

import { sitePaths, waitForHydration } from "./support"

// The narrowest phone in use, a common phone, a tablet, the desktop header's narrowest width and a laptop.
const widths = [320, 375, 768, 1024, 1280] as const

/** How far the page is wider than the window (0 when it does not scroll sideways). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/**
 * Every table cell whose text reaches outside the window: text a reader would only find by guessing
 * that the table scrolls (or could not reach at all).
 */
function cellsOutsideTheWindow(page: Page) {
  return page.evaluate(() => {
    const outside: string[] = []
    for (const cell of document.querySelectorAll<HTMLElement>("main table th, main table td")) {
      const range = document.createRange()
      range.selectNodeContents(cell)
      for (const box of range.getClientRects()) {
        if (box.width === 0) continue
        if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
          const table = cell.closest("table")
          const caption = table?.caption?.textContent ?? table?.previousElementSibling?.textContent ?? "table"
          outside.push(
            `${caption.trim().slice(0, 40)}: "${cell.textContent?.trim().slice(0, 30)}" at ${Math.round(box.left)}-${Math.round(box.right)} px`,
          )
          break
        }
      }
    }
    return outside
  })
}

test.describe("every page at every width", () => {
  for (const path of sitePaths()) {
    test(`${path} does not scroll sideways at ${widths.join(", ")} px, and its tables fit at 320 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: widths[0], height: 800 })
      await page.goto(path)
      await waitForHydration(page)
      await page.evaluate(() => document.fonts.ready)

      const overflows: string[] = []
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        await page.evaluate(() => document.fonts.ready)
        const extra = await sidewaysOverflow(page)
        if (extra > 0) overflows.push(`${width} px: ${extra} px wider than the window`)
      }
      expect(overflows, "the page scrolls sideways").toEqual([])

      await page.setViewportSize({ width: 320, height: 800 })
      await page.evaluate(() => document.fonts.ready)
      expect(await cellsOutsideTheWindow(page), "table text outside the window at 320 px").toEqual([])
    })
  }
})
