import { expect, test } from "@playwright/test"

import {
  buildDate,
  expectNoAxeViolations,
  prerenderedPaths,
  sitePaths,
  trackErrors,
  viewports,
  waitForHydration,
} from "./support"

test("the route table is prerendered, including the 404 page", () => {
  const paths = prerenderedPaths()
  expect(paths).toContain("/")
  expect(paths).toContain("/404")
})

for (const path of sitePaths()) {
  test.describe(`page ${path}`, () => {
    test("reads fully without JavaScript: heading, title, description, canonical URL", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
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
      await context.close()
    })

    test("hydrates without console errors", async ({ page }) => {
      const errors = trackErrors(page)
      await page.goto(path)
      await waitForHydration(page)
      expect(errors).toEqual([])
    })

    for (const [name, viewport] of Object.entries(viewports)) {
      test(`has no axe violations at ${name} width`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(path)
        await waitForHydration(page)
        await expectNoAxeViolations(page)
      })
    }
  })
}

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

  test("the not-found page has no axe violations", async ({ page }) => {
    await page.goto("/no-such-page")
    await waitForHydration(page)
    await expectNoAxeViolations(page)
  })
})
