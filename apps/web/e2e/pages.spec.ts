// Every page, checked as cheaply as what it checks allows (docs/testing.md).
// - Every page, without scripts: it answers 200 and reads fully (one heading, title, description,
//   canonical URL, header and footer), no width from 320 to 1280 px scrolls sideways, and on a
//   phone its tables stack as labelled rows. A page whose template has a check of its own
//   (page-checks.ts: an article, a service page) runs it in the same load.
// - One page per template (templates.ts), loaded once with scripts: it hydrates with no console
//   error and no CSP violation, fits every width, every band holds its text at 320, 375 and
//   1280 px, the header (desktop and the phone's menu) reaches Tools and the blog and marks the
//   page's section, and axe finds nothing at 375 and 1280 px.
// Headers, policies, structured data and the sitemap are checked per page by request, in
// production.spec.ts. A new template or page joins these without edits here.
import { expect, test } from "@playwright/test"

import {
  cellsOutsideTheWindow,
  headerLinks,
  sectionOf,
  sidewaysOverflows,
  tablesNotStacked,
  textOutsideItsBackground,
} from "./layout"
import { pageChecks } from "./page-checks"

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
import { documentRoutes, routeFileOf, templates } from "./templates"

// The narrowest phone in use, a common phone, a tablet, the desktop header's narrowest width and a laptop.
const widths = [320, 375, 768, 1024, 1280] as const
// The phone widths, at which tables stack as labelled rows.
const phoneWidths = [320, 375] as const

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
    test(`${path} reads fully, fits every width from ${widths[0]} to ${widths.at(-1)} px, its tables stacked on a phone`, async ({
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
      // What its template must show of its record (page-checks.ts), in this same load.
      await pageChecks[routeFileOf(path) ?? ""]?.(page, path)

      expect(await sidewaysOverflows(page, widths), "the page scrolls sideways").toEqual([])
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 800 })
        expect((await tablesNotStacked(page)).problems, `tables not stacked at ${width} px`).toEqual([])
      }
      await page.setViewportSize({ width: widths[0], height: 800 })
      expect(await cellsOutsideTheWindow(page), `table text outside the window at ${widths[0]} px`).toEqual(
        [],
      )
    })
  }
})

test.describe("one page of each template, with scripts", () => {
  for (const { file, path, status } of templates()) {
    test(`${file} (${path}): hydrates with no error or CSP violation, fits every width, every band holds its text, the header reaches Tools and the blog, axe-clean at 375 and 1280 px`, async ({
      page,
    }) => {
      // The work of several checks in one load: a hydration, two axe runs, five widths, three band
      // checks and the header at both layouts.
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

      expect(await sidewaysOverflows(page, widths), "the page scrolls sideways").toEqual([])
      const bandsAt = async (width: number) => {
        await page.setViewportSize({ width, height: 900 })
        expect(
          await textOutsideItsBackground(page),
          `text outside the element painting its background at ${width} px`,
        ).toEqual([])
      }
      await bandsAt(widths[0])
      expect(await cellsOutsideTheWindow(page), `table text outside the window at ${widths[0]} px`).toEqual(
        [],
      )

      // The header marks the section the page belongs to, if it has one there.
      const section = sectionOf(path)
      await bandsAt(viewports.desktop.width)
      const desktopNav = await headerLinks(page, "nav[aria-label='Main']")
      expect(desktopNav.visible, "the desktop header's links").toEqual(["Blog /blog", "Tools /tools"])
      expect(desktopNav.current, "the desktop header's current section").toEqual(section ? [section] : [])
      await page.setViewportSize(viewports.desktop)
      await expectNoAxeViolations(page)

      // Last, as it leaves the menu open: the phone header's menu.
      await bandsAt(viewports.mobile.width)
      await page.getByRole("button", { name: "Menu" }).click()
      const menu = await headerLinks(page, "nav[aria-label='Main menu']")
      expect(menu.visible, "the menu's links").toEqual(["Blog /blog", "Tools /tools"])
      expect(menu.current, "the menu's current section").toEqual(section ? [section] : [])

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
