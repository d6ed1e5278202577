import { serviceOffers } from "@repo/content/service-offers"
import { services, type ServiceSlug } from "@repo/content/services"
import { servicesOverview } from "@repo/content/services/overview"
import { servicePages } from "@repo/content/services/pages"
import { expect, test, type Browser, type Page } from "@playwright/test"

import { viewports, waitForHydrated, waitForHydration } from "./support"

/** The contact form's Service Interest for each page, as the spec lists the options. */
const interestOf: Record<ServiceSlug, string> = {
  "hr-consulting": "hr-consulting",
  rpo: "rpo",
  "contractual-staffing": "staffing",
  "payroll-management": "payroll-management",
  "international-staffing": "international-staffing",
  "training-development": "training-development",
  "compliance-audit": "compliance-audit",
}
const slugs = Object.keys(interestOf) as ServiceSlug[]

/** A page as a visitor without JavaScript gets it: the prerendered HTML alone. */
async function staticPage(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  return { page, close: () => context.close() }
}

/** The titles of a section's items (its h3s), in document order. */
function itemTitles(page: Page, sectionHeading: string | RegExp) {
  return page
    .getByRole("region", { name: sectionHeading })
    .getByRole("heading", { level: 3 })
    .allTextContents()
}

/** Each numbered step as "01 Title", in document order. */
async function stepsOf(page: Page, sectionHeading: string | RegExp) {
  const items = page.getByRole("region", { name: sectionHeading }).locator("ol > li")
  const steps: string[] = []
  for (const item of await items.all()) {
    const number = await item.locator('[data-slot="process-step-number"]').textContent()
    const title = await item.getByRole("heading", { level: 3 }).textContent()
    steps.push(`${number} ${title}`)
  }
  return steps
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

// Each page renders its record from @repo/content whole: the facts themselves (RPO's steps,
// Compliance's Acts and figures) are checked in packages/content/src/services.test.ts; here, that
// every section, step, card, figure and call to action reaches the page.
test.describe("service pages without JavaScript", () => {
  for (const slug of slugs) {
    test(`/services/${slug} renders its record: hero, every section in order, and calls to action to its service`, async ({
      browser,
    }) => {
      const record = servicePages[slug]
      const { page, close } = await staticPage(browser, `/services/${slug}`)
      const main = page.getByRole("main")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.hero.headline)
      await expect(page).toHaveTitle(record.seo.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        record.seo.description,
      )
      for (const highlight of record.hero.highlights) await expect(main).toContainText(highlight)
      const headings = await main.getByRole("heading", { level: 2 }).allTextContents()
      expect(headings).toEqual([...record.sections.map((section) => section.heading), record.cta.heading])

      for (const section of record.sections) {
        const region = main.getByRole("region", { name: section.heading, exact: true })
        const where = `${slug}: ${section.heading}`
        switch (section.kind) {
          case "process":
            expect(await stepsOf(page, section.heading), where).toEqual(
              section.steps.map((step) => `${step.number} ${step.title}`),
            )
            break
          case "benefits":
          case "cards":
            expect(await itemTitles(page, section.heading), where).toEqual(
              section.items.map((item) => item.title),
            )
            break
          case "split":
            expect(await itemTitles(page, section.heading), where).toEqual(
              section.columns.map((column) => column.title),
            )
            for (const item of section.columns.flatMap((column) => column.items))
              await expect(region, where).toContainText(item)
            break
          case "checklist":
            for (const item of section.items) await expect(region, where).toContainText(item)
            break
          case "acts": {
            const acts = region.locator("ul > li")
            await expect(acts, where).toHaveCount(section.acts.length)
            for (const [index, act] of section.acts.entries()) {
              await expect(acts.nth(index), where).toContainText(act.area)
              await expect(acts.nth(index).getByRole("heading", { level: 3 }), where).toContainText(act.act)
            }
            if (section.note) await expect(region, where).toContainText(section.note.text)
            break
          }
          case "risk": {
            const figures = await region
              .locator("dl > div")
              .evaluateAll((groups) =>
                groups.map((group) => [
                  group.querySelector("dd")?.textContent ?? "",
                  group.querySelector("dt")?.textContent ?? "",
                ]),
              )
            expect(figures, where).toEqual(section.figures.map((figure) => [figure.value, figure.label]))
            break
          }
        }
      }

      // Every link to the contact page arrives with this service chosen; the hero's action and the
      // closing call to action lead where the record says.
      const contactLinks = await main
        .locator('a[href^="/contact"]')
        .evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute("href")]))
      expect(contactLinks.length).toBeGreaterThan(0)
      for (const [label, href] of contactLinks)
        expect(href, `${label}`).toBe(`/contact?service=${interestOf[slug]}`)
      await expect(
        main.getByRole("link", { name: record.hero.action.label, exact: true }).first(),
      ).toHaveAttribute("href", record.hero.action.href)
      const cta = main.getByRole("region", { name: record.cta.heading })
      expect(
        await cta.getByRole("link").evaluateAll((all) => all.map((link) => link.getAttribute("href"))),
      ).toEqual([record.cta.primary.href, ...(record.cta.secondary ? [record.cta.secondary.href] : [])])
      await close()
    })
  }
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
