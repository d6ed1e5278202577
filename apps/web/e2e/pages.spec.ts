// Every page, checked as cheaply as what it checks allows (docs/testing.md).
// - Every page, without scripts: it answers 200 and reads fully (one heading, title, description,
//   canonical URL, header and footer), and no width from 320 to 1280 px scrolls sideways.
// - One page per template (templates.ts), loaded once with scripts: it hydrates with no console
//   error and no CSP violation, fits every width, and axe finds nothing at 375 and 1280 px.
// Headers, policies, structured data and the sitemap are checked per page by request, in
// production.spec.ts. A new template or page joins these without edits here.
import { expect, test, type Page } from "@playwright/test"

import {
  buildDate,
  expectNoAxeViolations,
  prerenderedPaths,
  sitePaths,
  trackErrors,
  viewports,
  waitForHydration,
  watchCspViolations,
} from "./support"
import { documentRoutes, templates } from "./templates"

// The narrowest phone in use, a common phone, a tablet, the desktop header's narrowest width and a laptop.
const widths = [320, 375, 768, 1024, 1280] as const

/** Each width at which the page is wider than the window (it would scroll sideways). */
async function sidewaysOverflows(page: Page) {
  const overflows: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await page.evaluate(() => document.fonts.ready)
    const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    if (extra > 0) overflows.push(`${width} px: ${extra} px wider than the window`)
  }
  return overflows
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

test("the route table is prerendered, including the 404 page, and every page template is checked", () => {
  const paths = prerenderedPaths()
  expect(paths).toContain("/")
  expect(paths).toContain("/404")
  // A route module that renders a page but has no prerendered page would escape the browser checks.
  expect(
    templates()
      .map((template) => template.file)
      .sort(),
  ).toEqual(documentRoutes().sort())
})

test.describe("every page, without scripts", () => {
  test.use({ javaScriptEnabled: false })
  // A load, seven checks and five widths: the work of the two tests it replaced, and their time.
  test.describe.configure({ timeout: 60_000 })

  for (const path of sitePaths()) {
    test(`${path} reads fully and fits every width from ${widths[0]} to ${widths.at(-1)} px`, async ({
      page,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator("h1")).toHaveCount(1)
      await expect(page.locator("h1")).not.toBeEmpty()
      await expect(page).toHaveTitle(/\S/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${path === "/" ? "/" : path}$`),
      )
      await expect(page.getByRole("banner")).toBeVisible()
      await expect(page.getByRole("contentinfo")).toContainText(`© ${buildDate().slice(0, 4)} `)

      expect(await sidewaysOverflows(page), "the page scrolls sideways").toEqual([])
      await page.setViewportSize({ width: widths[0], height: 800 })
      expect(await cellsOutsideTheWindow(page), `table text outside the window at ${widths[0]} px`).toEqual(
        [],
      )
    })
  }
})

test.describe("one page of each template, with scripts", () => {
  for (const { file, path, status } of templates()) {
    test(`${file} (${path}): hydrates with no error or CSP violation, fits every width, axe-clean at 375 and 1280 px`, async ({
      page,
    }) => {
      // The work of several checks in one load: a hydration, two axe runs and five widths.
      test.slow()
      const errors = trackErrors(page)
      const violations = await watchCspViolations(page)
      await page.setViewportSize(viewports.mobile)
      const response = await page.goto(path)
      expect(response?.status()).toBe(status)
      await waitForHydration(page)
      // Let idle-time work (deferred hydration, notifications, prefetches) run under the policy too.
      await page.waitForTimeout(300)
      await expectNoAxeViolations(page)

      expect(await sidewaysOverflows(page), "the page scrolls sideways").toEqual([])
      await page.setViewportSize({ width: widths[0], height: 800 })
      expect(await cellsOutsideTheWindow(page), `table text outside the window at ${widths[0]} px`).toEqual(
        [],
      )

      await page.setViewportSize(viewports.desktop)
      await expectNoAxeViolations(page)

      expect(await violations(), "CSP violations").toEqual([])
      // The not-found page logs the address it was asked for, and the browser the 404 answer itself.
      const unexpected =
        status === 404
          ? errors.filter((error) => !error.includes(path) && !error.includes("status of 404"))
          : errors
      expect(unexpected, "console errors").toEqual([])
    })
  }
})

test("once the page has loaded, errors carry their stack traces", async ({ page }) => {
  // The script that starts the modules after the first paint (scripts/postbuild.ts) leaves error
  // stacks as the browser records them.
  await page.goto("/")
  await waitForHydration(page)
  const stack = await page.evaluate(() => {
    function raise(): never {
      throw new Error("checked")
    }
    try {
      raise()
    } catch (error) {
      return (error as Error).stack ?? ""
    }
  })
  expect(stack).toMatch(/at raise/)
})

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
    const errors = trackErrors(page)
    const response = await page.goto("/no-such-page")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/)
    await expect(page.getByText("404", { exact: true })).toBeVisible()
    // The path is logged once the page has hydrated, which a quick click can come before.
    await expect.poll(() => errors.some((e) => e.includes("/no-such-page"))).toBe(true)
    await page.getByRole("link", { name: "Back to home" }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("client-side navigation to an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    const errors = trackErrors(page)
    await page.evaluate(() => {
      const router = (window as { __reactRouterDataRouter?: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter
      return router?.navigate("/also-missing")
    })
    await expect(page).toHaveURL(/\/also-missing$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/)
    await expect.poll(() => errors.some((e) => e.includes("/also-missing"))).toBe(true)
  })
})
