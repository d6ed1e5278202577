import { expect, test } from "@playwright/test"

import { viewports, waitForHydrated, waitForHydration } from "./support"

test.describe("desktop header", () => {
  test.use({ viewport: viewports.desktop })

  test("the header leads to Careers, marked as the current page there", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    const nav = page.getByRole("navigation", { name: "Main" })
    const careers = nav.getByRole("link", { name: "Careers", exact: true })
    await expect(careers).toBeVisible()
    await careers.click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(nav.getByRole("link", { name: "Careers", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    )
  })

  test("the Services menu works from the keyboard", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" })
    await waitForHydrated(trigger)
    await trigger.focus()
    await page.keyboard.press("Enter")
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Tab")
    await expect(page.locator(":focus")).toHaveAttribute("href", "/services/hr-consulting")
    await page.keyboard.press("Escape")
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
  })

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/#main$/)
  })

  test("moving focus back into the header leaves the page where it was", async ({ page }) => {
    await page.goto("/about")
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
    const header = page.getByRole("banner")
    for (const name of ["Contact Us", "About Us", "Home"]) {
      await header.getByRole("link", { name, exact: true }).focus()
      expect(await page.evaluate(() => window.scrollY), `focus on ${name}`).toBe(1500)
    }
  })

  test("Alt+T focuses the notifications region", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    const region = page.getByRole("region", { name: "Notifications" })
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(false)
    await page.keyboard.press("Alt+KeyT")
    await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  })
})

test.describe("mobile header", () => {
  test.use({ viewport: viewports.mobile, hasTouch: true, isMobile: true })

  test("the hamburger toggles the menu, Services opens on tap, and navigating closes it", async ({
    page,
  }) => {
    await page.goto("/")
    await waitForHydration(page)
    const toggle = page.getByRole("button", { name: "Menu" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.tap()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    const menu = page.getByRole("navigation", { name: "Main" })
    const services = menu.getByRole("button", { name: "Services" })
    await services.tap()
    await expect(services).toHaveAttribute("aria-expanded", "true")
    await expect(menu.getByRole("link", { name: "Payroll Management" })).toBeVisible()
    await menu.getByRole("link", { name: "About Us" }).tap()
    await expect(page).toHaveURL(/\/about$/)
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(menu).toBeHidden()
  })

  test("Careers is in the mobile menu, beside About Us", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Menu" }).tap()
    const menu = page.getByRole("navigation", { name: "Main" })
    await menu.getByRole("link", { name: "Careers" }).tap()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("a window widened from a phone's size to a desktop's gets a working Services menu", async ({
    page,
  }) => {
    await page.goto("/")
    await waitForHydration(page)
    await page.setViewportSize(viewports.desktop)
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden()
    const trigger = nav.getByRole("button", { name: "Services" })
    await waitForHydrated(trigger)
    await trigger.click()
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await expect(nav.getByRole("link", { name: /Payroll Management/ })).toBeVisible()
  })

  test("Escape closes the menu and returns focus to the hamburger", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    const toggle = page.getByRole("button", { name: "Menu" })
    await toggle.tap()
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(toggle).toBeFocused()
  })
})

test.describe("scroll position", () => {
  test.use({ viewport: viewports.desktop })

  test("comes back with Back after a client-side navigation, and after a reload", async ({ page }) => {
    await page.goto("/about")
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
    await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)

    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
  })
})
