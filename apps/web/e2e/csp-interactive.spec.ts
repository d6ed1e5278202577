// Every select, menu and dialog of the site opens, locks the page's scroll where it is modal, and
// submits every form, under the production CSP with no `securitypolicyviolation`. Radix Select and
// the scroll lock (react-remove-scroll) insert <style> elements as they open: a policy that blocked
// them left the page scrollable behind an open select or menu.
import { expect, test, type Page } from "@playwright/test"

import { viewports, waitForHydrated, waitForHydration, watchCspViolations } from "./support"

/** Whether the page behind is locked: the scroll lock's style applies `overflow: hidden` to the body. */
const bodyScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow === "hidden")

/** Scrolls the page with the wheel and tells whether it moved. */
async function pageScrolls(page: Page): Promise<boolean> {
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.move(5, 400)
  await page.mouse.wheel(0, 600)
  await page.waitForTimeout(200)
  return (await page.evaluate(() => window.scrollY)) !== before
}

test.describe("under the production CSP", () => {
  test.use({ viewport: viewports.desktop })

  test("the article's Share menu opens, locks the page and closes, with no violation", async ({ page }) => {
    const violations = await watchCspViolations(page)
    await page.goto("/blog/remote-culture")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Share" }).click()
    await expect(page.getByRole("menu")).toBeVisible()
    expect(await bodyScrollLocked(page)).toBe(true)
    await page.keyboard.press("Escape")
    await expect(page.getByRole("menu")).toBeHidden()
    expect(await violations()).toEqual([])
  })

  test("the cookie preferences dialog opens, locks the page and closes, with no violation", async ({
    page,
  }) => {
    const violations = await watchCspViolations(page)
    await page.goto("/cookie-policy")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Manage Cookie Preferences" }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    expect(await bodyScrollLocked(page)).toBe(true)
    expect(await pageScrolls(page)).toBe(false)
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog")).toBeHidden()
    expect(await pageScrolls(page)).toBe(true)
    expect(await violations()).toEqual([])
  })

  test("the header's Services menu opens, and the newsletter form submits, with no violation", async ({
    page,
  }) => {
    const violations = await watchCspViolations(page)
    await page.goto("/blog")
    await waitForHydration(page)
    const nav = page.getByRole("navigation", { name: "Main" })
    const trigger = nav.getByRole("button", { name: "Services" })
    await waitForHydrated(trigger)
    await trigger.hover()
    await expect(nav.getByRole("link", { name: /Payroll/ })).toBeVisible()
    await page.mouse.move(5, 600)
    await expect(nav.getByRole("link", { name: /Payroll/ })).toBeHidden()

    await page.getByRole("textbox", { name: "E-mail address" }).fill(`reader.${Date.now()}@example.in`)
    await page.getByRole("button", { name: "Subscribe" }).click()
    await expect(page.getByText("You're subscribed!").first()).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test("the contact form's Service interest select opens, locks the page and chooses, and the form submits to the data API, with no violation", async ({
    page,
  }) => {
    const violations = await watchCspViolations(page)
    await page.goto("/contact")
    await waitForHydration(page)
    const select = page.getByRole("combobox", { name: "Service interest" })
    await select.click()
    await expect(page.getByRole("listbox")).toBeVisible()
    expect(await bodyScrollLocked(page)).toBe(true)
    expect(await pageScrolls(page)).toBe(false)
    await page.getByRole("option", { name: "Payroll Management", exact: true }).click()
    await expect(select).toHaveText("Payroll Management")
    expect(await bodyScrollLocked(page)).toBe(false)

    const main = page.getByRole("main")
    await main.getByRole("textbox", { name: "First name", exact: true }).fill("Ishita")
    await main.getByRole("textbox", { name: "Last name", exact: true }).fill("Rao")
    await main.getByRole("textbox", { name: "Email", exact: true }).fill(`ishita.${Date.now()}@example.in`)
    await main.getByRole("textbox", { name: "Company", exact: true }).fill("Rao Foods")
    await main
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("We need help with payroll for 80 staff.")
    // The row reaches the data API (connect-src allows its origin).
    const insert = page.waitForResponse(
      (response) => /\/rest\/v1\//.test(response.url()) && response.request().method() === "POST",
    )
    await main.getByRole("button", { name: "Send Message" }).click()
    expect((await insert).status()).toBe(201)
    await expect(page.getByText("Message sent successfully!").first()).toBeVisible()
    expect(await violations()).toEqual([])
  })
})

test.describe("under the production CSP on a phone", () => {
  test.use({ viewport: viewports.mobile })

  test("the header's menu opens with no violation", async ({ page }) => {
    const violations = await watchCspViolations(page)
    await page.goto("/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Menu" }).click()
    await expect(page.getByRole("button", { name: "Services" })).toBeVisible()
    await page.getByRole("button", { name: "Services" }).click()
    expect(await violations()).toEqual([])
  })
})
