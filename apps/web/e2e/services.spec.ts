import { serviceOffers } from "@repo/content/service-offers"
import { services } from "@repo/content/services"
import { servicesOverview } from "@repo/content/services/overview"
import { servicePages } from "@repo/content/services/pages"
import { expect, test, type Browser } from "@playwright/test"

import { viewports, waitForHydrated, waitForHydration } from "./support"

/** A page as a visitor without JavaScript gets it: the prerendered HTML alone. */
async function staticPage(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  return { page, close: () => context.close() }
}

test.describe("services overview", () => {
  test("lists the seven services with key features, benefits and Get Started, without JavaScript", async ({
    browser,
  }) => {
    const { page, close } = await staticPage(browser, "/services")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesOverview.hero.headline)
    await expect(page).toHaveTitle(servicesOverview.seo.title)
    const cards = page.getByRole("main").getByRole("article")
    await expect(cards).toHaveCount(7)
    expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining([
        "HR Consulting",
        "RPO Solutions",
        "Contractual Staffing",
        "Payroll Management",
        "International Staffing",
        "Training & Development",
        "Compliance & Audit",
      ]),
    )
    for (const service of services) {
      const card = page.getByRole("article", { name: service.title })
      await expect(card.getByRole("heading", { name: "Key Features" })).toBeVisible()
      await expect(card.getByRole("heading", { name: "Benefits" })).toBeVisible()
      for (const feature of serviceOffers[service.slug].features) await expect(card).toContainText(feature)
      for (const benefit of serviceOffers[service.slug].benefits) await expect(card).toContainText(benefit)
      await expect(card.getByRole("link", { name: `Get Started: ${service.title}` })).toHaveAttribute(
        "href",
        `/services/${service.slug}`,
      )
    }
    await expect(page.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    )
    await expect(page.getByRole("button", { name: "Download Brochure" })).toBeVisible()
    await close()
  })

  test("Get Started opens the service's page", async ({ page }) => {
    await page.goto("/services")
    await waitForHydration(page)
    await page.getByRole("link", { name: "Get Started: Payroll Management" }).click()
    await expect(page).toHaveURL(/\/services\/payroll-management$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      servicePages["payroll-management"].hero.headline,
    )
  })

  test("Download Brochure opens the print dialog", async ({ page }) => {
    await page.addInitScript(() => {
      const calls = { count: 0 }
      Object.assign(window, { __printCalls: calls })
      window.print = () => {
        calls.count += 1
      }
    })
    await page.goto("/services")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Download Brochure" }).click()
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __printCalls: { count: number } }).__printCalls.count),
      )
      .toBe(1)
  })

  test("the printed brochure hides the header, footer and buttons and keeps each card whole", async ({
    page,
  }) => {
    await page.goto("/services")
    await expect(page.getByRole("main").locator("address")).toBeHidden()
    await page.emulateMedia({ media: "print" })
    await expect(page.getByRole("banner")).toBeHidden()
    await expect(page.getByRole("contentinfo")).toBeHidden()
    await expect(page.getByRole("button", { name: "Download Brochure" })).toBeHidden()
    await expect(page.getByRole("link", { name: "Get Started: RPO Solutions" })).toBeHidden()
    const article = page.getByRole("article", { name: "RPO Solutions" })
    await expect(article).toBeVisible()
    expect(await article.evaluate((el) => getComputedStyle(el).breakInside)).toBe("avoid")
    // The footer is gone, so the brochure carries the firm's contact details itself.
    const contact = page.getByRole("main").locator("address")
    await expect(contact).toBeVisible()
    await expect(contact).toContainText("hello@talentrise.example")
  })
})

test.describe("reaching the service pages", () => {
  test.use({ viewport: viewports.desktop })

  test("the header's Services menu links each service page, and reaches them inside the site", async ({
    page,
  }) => {
    await page.goto("/")
    await waitForHydration(page)
    const nav = page.getByRole("navigation", { name: "Main" })
    const trigger = nav.getByRole("button", { name: "Services" })
    const item = (title: string) => nav.getByRole("link", { name: new RegExp(`^${escapeRegExp(title)}`) })
    // Each of the seven items leads to its page; a visitor then takes two of them, the first and
    // the last, moving from page to page inside the site.
    await waitForHydrated(trigger)
    await trigger.hover()
    for (const service of services)
      await expect(item(service.title)).toHaveAttribute("href", `/services/${service.slug}`)
    const first = services[0]
    const last = services.at(-1)
    if (!first || !last) throw new Error("No services")
    for (const service of [first, last]) {
      await waitForHydrated(trigger)
      await trigger.hover()
      await item(service.title).click()
      await expect(page).toHaveURL(new RegExp(`/services/${service.slug}$`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        servicePages[service.slug].hero.headline,
      )
      // Move off the menu so the next hover opens it afresh.
      await page.mouse.move(5, 600)
      await expect(item(service.title)).toBeHidden()
    }
  })

  test("an unknown service reached inside the site shows the not-found page", async ({ page }) => {
    await page.goto("/services")
    await waitForHydration(page)
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate("/services/no-such-service"),
    )
    await expect(page).toHaveURL(/\/services\/no-such-service$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/)
  })

  test("Home's service cards link to the service pages", async ({ page }) => {
    await page.goto("/")
    const links = page.locator("[data-slot=service-cards]").getByRole("link", { name: /^Learn More about / })
    await expect(links).toHaveCount(6)
    for (const link of await links.all()) {
      const name = (await link.textContent())?.replace("Learn More about ", "")
      const service = services.find((candidate) => candidate.title === name)
      expect(service, `${name}`).toBeDefined()
      await expect(link).toHaveAttribute("href", `/services/${service?.slug}`)
    }
    await waitForHydration(page)
    await page.getByRole("link", { name: "Learn More about RPO Solutions" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicePages.rpo.hero.headline)
  })

  test("the footer links to every service page", async ({ page }) => {
    await page.goto("/services/rpo")
    const footer = page.getByRole("contentinfo")
    for (const service of services)
      await expect(footer.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
        "href",
        `/services/${service.slug}`,
      )
    await waitForHydration(page)
    await footer.getByRole("link", { name: "Compliance & Audit", exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      servicePages["compliance-audit"].hero.headline,
    )
  })
})

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
