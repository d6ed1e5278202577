import { expect, test } from "@playwright/test"

// What went wrong for an app that followed the READMEs before they were complete: the page rendered
// unstyled (no Tailwind), every icon was an empty box (no sprite) and the brand face never loaded.

test.beforeEach(async ({ page }) => {
  await page.goto("/")
  await page.evaluate(() => document.fonts.ready)
})

test("the design system's styles apply: the dark band is dark and the button is a filled button", async ({
  page,
}) => {
  const band = page.locator('[data-slot="stats-band"]')
  await expect(band).toBeVisible()
  const styles = await page.evaluate(() => {
    const band = document.querySelector('[data-slot="stats-band"]')!
    const button = document.querySelector('[data-slot="button"]')!
    return {
      band: getComputedStyle(band).backgroundColor,
      bandPadding: parseFloat(getComputedStyle(band).paddingTop),
      button: getComputedStyle(button).backgroundColor,
      buttonRadius: parseFloat(getComputedStyle(button).borderTopLeftRadius),
    }
  })
  expect(styles.band, "the ink band's background").not.toMatch(/^rgba\(0, 0, 0, 0\)$/)
  expect(styles.bandPadding).toBeGreaterThan(40)
  expect(styles.button, "the primary button's fill").not.toMatch(/^rgba\(0, 0, 0, 0\)$/)
  expect(styles.buttonRadius).toBeGreaterThan(0)
})

test("every icon draws a symbol of the sprite", async ({ page }) => {
  // Icons a layout hides at this width (the phone-only fold's chevron) are not drawn, by design.
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll("main svg use")]
      .filter((use) => use.closest("svg")!.checkVisibility())
      .map((use) => {
        const id = (use.getAttribute("href") ?? "").replace(/^#/, "")
        const symbol = document.getElementById(id)
        const box = use.closest("svg")!.getBoundingClientRect()
        return {
          id,
          symbol: symbol?.tagName.toLowerCase() ?? null,
          shapes: symbol?.children.length ?? 0,
          size: Math.round(box.width),
        }
      }),
  )
  expect(icons.length).toBeGreaterThanOrEqual(4)
  for (const icon of icons) {
    expect(icon.symbol, `#${icon.id}`).toBe("symbol")
    expect(icon.shapes, `#${icon.id} has shapes`).toBeGreaterThan(0)
    expect(icon.size, `#${icon.id} is drawn`).toBeGreaterThan(0)
  }
})

test("text is set in the brand face, loaded from the package", async ({ page }) => {
  const heading = page.getByRole("heading", { level: 1 })
  await expect(heading).toHaveCSS("font-family", /^"Plus Jakarta Sans Variable"/)
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "loaded")
      .map((face) => face.family.replace(/"/g, "")),
  )
  expect(loaded).toContain("Plus Jakarta Sans Variable")
  // An accented letter pulls in the rest of Latin, which resolves from @repo/ui as well.
  await page.evaluate(() => document.fonts.load('1rem "Plus Jakarta Sans Variable Latin"', "é"))
  expect(
    await page.evaluate(() => document.fonts.check('1rem "Plus Jakarta Sans Variable Latin"', "é")),
  ).toBe(true)
})
