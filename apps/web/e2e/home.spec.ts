import { expect, test } from "@playwright/test"
import { homeFigures } from "@repo/content/stats"

import { layOutInFull } from "./layout"
import { waitForHydration } from "./support"

test("Home's prerendered HTML holds every section in order, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/")
  const h1 = page.getByRole("heading", { level: 1 })
  await expect(h1).toContainText(
    "unlock global potential, grow with the right talent and turn ideas into success",
  )
  for (const tile of ["Global", "Experts", "Proven"])
    await expect(page.getByText(tile, { exact: true })).toBeVisible()
  // One band holds every measure once: the track record's four, then the consultants and the
  // success rate from the firm's figures (decisions.md §6; docs/decisions/058-phone-pages.md).
  const figures = page.locator("[data-slot=stats-band]")
  await expect(figures).toHaveCount(1)
  // Each label names what is counted (placements, not "successful" ones: decision 066).
  await expect(figures.locator("dt > span:first-child")).toHaveText(homeFigures.map((figure) => figure.label))
  expect(homeFigures.map((figure) => figure.label)).toEqual([
    "Permanent Placements",
    "Happy Clients",
    "Client Retention",
    "Years Experience",
    "Expert Consultants",
    "Mandate Success Rate",
  ])
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents()
  expect(headings.slice(0, 5)).toEqual([
    "Numbers our clients hold us to",
    "HR services built around how you hire and grow",
    "Industries we serve",
    "A partner that owns the outcome",
    "What our clients say",
  ])
  await expect(
    page.locator("[data-slot=service-cards]").getByRole("link", { name: /^Learn More about / }),
  ).toHaveCount(6)
  await expect(page.locator("section[aria-labelledby] h3").filter({ hasText: /./ })).not.toHaveCount(0)
  await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3)
  await context.close()
})

test("at 375 px Home is at most 9,000 px tall, its industries tags and its service lists folded", async ({
  browser,
}) => {
  // 12,930 px before issue 38; the layout, not the content, made it shorter
  // (docs/decisions/058-phone-pages.md, measured with apps/web/scripts/page-heights.ts).
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  await page.goto("/")
  await waitForHydration(page)
  // The page laid out in full: bands not yet near the screen hold an estimate (home-page.tsx).
  await layOutInFull(page)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeLessThanOrEqual(9_000)
  const features = page.locator("[data-slot=service-cards] details").first()
  await expect(features.getByRole("listitem").first()).toBeHidden()
  await features.locator("summary").click()
  await expect(features.getByRole("listitem").first()).toBeVisible()
  await context.close()
})

test("Home's calls to action lead where a visitor expects", async ({ page }) => {
  await page.goto("/")
  const main = page.getByRole("main")
  await expect(main.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact")
  await expect(
    main.getByRole("link", { name: "Learn More about our services", exact: true }),
  ).toHaveAttribute("href", "/services")
  await expect(main.getByRole("link", { name: "Talk to a consultant" })).toHaveAttribute("href", "/contact")
  await expect(main.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services")
  await expect(main.getByRole("link", { name: "Discuss Your Needs" })).toHaveAttribute("href", "/contact")
  await expect(main.getByRole("link", { name: "Learn More about RPO Solutions" })).toHaveAttribute(
    "href",
    "/services/rpo",
  )
})

test("the headline types through its three phrases", async ({ page }) => {
  // The typewriter runs on timers (each phrase stands 2.2 s, then is erased and the next typed):
  // the page's clock moves on in small steps, each firing the timer that is due, instead of the
  // test waiting for them in real time.
  await page.clock.install()
  await page.goto("/")
  await waitForHydration(page)
  const visible = page.getByTestId("typewriter-visible")
  await expect(visible).toHaveText("unlock global potential")
  for (const phrase of ["grow with the right talent", "turn ideas into success", "unlock global potential"]) {
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100)
          return visible.textContent()
        },
        { intervals: [10], timeout: 10_000 },
      )
      .toBe(phrase)
  }
})

test("with reduced motion the headline holds its first phrase", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" })
  const page = await context.newPage()
  await page.clock.install()
  await page.goto("/")
  await waitForHydration(page)
  // Past the first phrase's pause: an animated headline would now be erasing it, a character
  // every 15 ms.
  await page.clock.runFor(3_000)
  await page.waitForTimeout(300)
  // Read once: a retry could wait until an animated headline came round to this phrase again.
  expect(await page.getByTestId("typewriter-visible").textContent()).toBe("unlock global potential")
  await context.close()
})

test("the footer links to every service, the company pages and the legal pages", async ({ page }) => {
  await page.goto("/")
  const footer = page.getByRole("contentinfo")
  await expect(footer.getByRole("link", { name: "Compliance & Audit" })).toHaveAttribute(
    "href",
    "/services/compliance-audit",
  )
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  )
  await expect(footer.getByRole("link", { name: /on LinkedIn/ })).toHaveAttribute(
    "rel",
    "noopener noreferrer",
  )
  await expect(footer.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  )
  await expect(footer).toContainText("Sector 62")
})
