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

test.describe("service pages without JavaScript", () => {
  for (const slug of slugs) {
    test(`/services/${slug}: h1, title, description, hero highlights and sections`, async ({ browser }) => {
      const record = servicePages[slug]
      const { page, close } = await staticPage(browser, `/services/${slug}`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.hero.headline)
      await expect(page).toHaveTitle(record.seo.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        record.seo.description,
      )
      for (const highlight of record.hero.highlights)
        await expect(page.getByRole("main")).toContainText(highlight)
      const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()
      expect(headings).toEqual([...record.sections.map((section) => section.heading), record.cta.heading])
      await close()
    })
  }

  test("RPO: Strategy, Sourcing, Screening, Onboarding in order", async ({ browser }) => {
    const { page, close } = await staticPage(browser, "/services/rpo")
    expect(await stepsOf(page, "Four steps from hiring plan to first day")).toEqual([
      "01 Strategy",
      "02 Sourcing",
      "03 Screening",
      "04 Onboarding",
    ])
    await expect(page.getByRole("main")).toContainText("Time-to-hire reduced by up to 50%")
    await close()
  })

  test("Contractual Staffing: four staffing types, six industries and 48-72 hour deployment", async ({
    browser,
  }) => {
    const { page, close } = await staticPage(browser, "/services/contractual-staffing")
    expect(await itemTitles(page, "Four ways to add people")).toEqual([
      "Temporary staffing",
      "Project-based staffing",
      "Contract-to-hire",
      "Seasonal staffing",
    ])
    expect(await itemTitles(page, "Six industries we staff")).toEqual([
      "IT & ITeS",
      "Manufacturing",
      "Retail & E-commerce",
      "BFSI",
      "Healthcare",
      "Logistics",
    ])
    await expect(page.getByRole("heading", { level: 1 })).toContainText("48-72 hours")
    await expect(page.getByRole("main")).toContainText("Staff deployed in 48-72 hours")
    await close()
  })

  test("Payroll Management: Data Collection, Processing, Verification, Disbursement and 100% accuracy", async ({
    browser,
  }) => {
    const { page, close } = await staticPage(browser, "/services/payroll-management")
    expect(await stepsOf(page, "Four steps, every pay cycle")).toEqual([
      "01 Data Collection",
      "02 Processing",
      "03 Verification",
      "04 Disbursement",
    ])
    await expect(page.getByRole("main")).toContainText("100% payroll accuracy")
    await close()
  })

  test("Training & Development: four delivery methods and Assessment, Design, Delivery, Evaluation", async ({
    browser,
  }) => {
    const { page, close } = await staticPage(browser, "/services/training-development")
    expect(await itemTitles(page, "Four ways to deliver")).toEqual([
      "Classroom",
      "Virtual",
      "Blended",
      "On-the-Job",
    ])
    expect(await stepsOf(page, "How we build a programme")).toEqual([
      "01 Assessment",
      "02 Design",
      "03 Delivery",
      "04 Evaluation",
    ])
    await close()
  })

  test("HR Consulting and International Staffing: what it covers, a four-step engagement, outcomes", async ({
    browser,
  }) => {
    for (const slug of ["hr-consulting", "international-staffing"] as const) {
      const { page, close } = await staticPage(browser, `/services/${slug}`)
      const record = servicePages[slug]
      const process = record.sections.find((section) => section.kind === "process")
      expect(process, slug).toBeDefined()
      expect(await stepsOf(page, process?.heading ?? "")).toHaveLength(4)
      await expect(page.getByRole("main")).toContainText(slug === "hr-consulting" ? "30%" : "15+ countries")
      await close()
    }
    const { page, close } = await staticPage(browser, "/services/international-staffing")
    await expect(page.getByRole("main")).toContainText("Emigration Act, 1983")
    await expect(page.getByRole("main")).toContainText("eMigrate")
    await close()
  })

  test.describe("Compliance & Audit", () => {
    test("names the eight labour-law areas with the law that governs each today", async ({ browser }) => {
      const { page, close } = await staticPage(browser, "/services/compliance-audit")
      const acts = page.getByRole("region", { name: "The laws we audit against" }).locator("ul > li")
      await expect(acts).toHaveCount(8)
      const expected = [
        ["Provident fund", "The Employees' Provident Funds and Miscellaneous Provisions Act, 1952"],
        ["Employee state insurance", "The Code on Social Security, 2020"],
        ["Contract labour", "The Occupational Safety, Health and Working Conditions Code, 2020"],
        ["Minimum wages", "The Code on Wages, 2019"],
        ["Gratuity", "The Code on Social Security, 2020"],
        ["Shops and establishment", "Shops and Establishments Acts"],
        ["Industrial disputes", "The Industrial Relations Code, 2020"],
        [
          "Prevention of sexual harassment",
          "The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013",
        ],
      ]
      for (const [index, [area, act]] of expected.entries()) {
        await expect(acts.nth(index)).toContainText(area ?? "")
        await expect(acts.nth(index).getByRole("heading", { level: 3 })).toContainText(act ?? "")
      }
      await expect(acts.nth(2)).toContainText(
        "Contract Labour (Regulation and Abolition) Act, 1970 (repealed 21 November 2025)",
      )
      await close()
    })

    test("runs 01 Assessment, 02 Gap Analysis, 03 Action Plan, 04 Implementation", async ({ browser }) => {
      const { page, close } = await staticPage(browser, "/services/compliance-audit")
      expect(await stepsOf(page, "Our four-step audit process")).toEqual([
        "01 Assessment",
        "02 Gap Analysis",
        "03 Action Plan",
        "04 Implementation",
      ])
      await close()
    })

    test("shows the risk figures: ₹50 lakh+, 6 months, 100% preventable", async ({ browser }) => {
      const { page, close } = await staticPage(browser, "/services/compliance-audit")
      const panel = page.getByRole("region", { name: "The cost of non-compliance" })
      const figures = await panel
        .locator("dl > div")
        .evaluateAll((groups) =>
          groups.map((group) => [
            group.querySelector("dd")?.textContent ?? "",
            group.querySelector("dt")?.textContent ?? "",
          ]),
        )
      expect(figures).toEqual([
        ["₹50 lakh+", "Average penalty cost"],
        ["6 months", "Of disruption risk"],
        ["100%", "Preventable"],
      ])
      await close()
    })

    test("has benefit cards and the services and key areas lists", async ({ browser }) => {
      const { page, close } = await staticPage(browser, "/services/compliance-audit")
      expect(await itemTitles(page, "What a compliance audit gives you")).toHaveLength(6)
      expect(await itemTitles(page, "Our services and the key areas we cover")).toEqual([
        "Services",
        "Key areas",
      ])
      await close()
    })
  })
})

test.describe("calls to action", () => {
  for (const slug of slugs) {
    test(`/services/${slug}: every link to the contact page carries ?service=${interestOf[slug]}`, async ({
      browser,
    }) => {
      const { page, close } = await staticPage(browser, `/services/${slug}`)
      const main = page.getByRole("main")
      const hrefs = await main
        .locator('a[href^="/contact"]')
        .evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute("href")]))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const [label, href] of hrefs) {
        expect(href, `${label}`).toBe(`/contact?service=${interestOf[slug]}`)
      }
      await close()
    })
  }

  test("RPO: Get RPO Quote leads to the contact form with RPO chosen", async ({ browser }) => {
    const { page, close } = await staticPage(browser, "/services/rpo")
    const quotes = page.getByRole("main").getByRole("link", { name: "Get RPO Quote" })
    await expect(quotes).toHaveCount(2)
    for (const link of await quotes.all()) await expect(link).toHaveAttribute("href", "/contact?service=rpo")
    await close()
  })

  test("Contractual Staffing: Request Staff Quote leads to the contact form with staffing chosen", async ({
    browser,
  }) => {
    const { page, close } = await staticPage(browser, "/services/contractual-staffing")
    const quotes = page.getByRole("main").getByRole("link", { name: "Request Staff Quote" })
    await expect(quotes).toHaveCount(2)
    for (const link of await quotes.all())
      await expect(link).toHaveAttribute("href", "/contact?service=staffing")
    await close()
  })

  test("Payroll Management: the second call to action goes to /about", async ({ browser }) => {
    const { page, close } = await staticPage(browser, "/services/payroll-management")
    const cta = page.getByRole("region", { name: servicePages["payroll-management"].cta.heading })
    const links = await cta
      .getByRole("link")
      .evaluateAll((all) => all.map((link) => link.getAttribute("href")))
    expect(links).toEqual(["/contact?service=payroll-management", "/about"])
    await close()
  })

  test("Compliance & Audit: Schedule Compliance Audit, Get Compliance Report and Schedule Audit", async ({
    browser,
  }) => {
    const { page, close } = await staticPage(browser, "/services/compliance-audit")
    const main = page.getByRole("main")
    await expect(main.getByRole("link", { name: "Schedule Compliance Audit" })).toHaveAttribute(
      "href",
      "/contact?service=compliance-audit",
    )
    await expect(main.getByRole("link", { name: "Get Compliance Report" })).toHaveAttribute(
      "href",
      "/contact?service=compliance-audit",
    )
    await expect(main.getByRole("link", { name: "Schedule Audit", exact: true })).toHaveAttribute(
      "href",
      "/contact?service=compliance-audit",
    )
    await close()
  })
})

test.describe("reaching the service pages", () => {
  test.use({ viewport: viewports.desktop })

  for (const service of services) {
    test(`the header's Services menu reaches ${service.title}`, async ({ page }) => {
      await page.goto("/")
      await waitForHydration(page)
      const nav = page.getByRole("navigation", { name: "Main" })
      const trigger = nav.getByRole("button", { name: "Services" })
      await waitForHydrated(trigger)
      await trigger.hover()
      await nav.getByRole("link", { name: new RegExp(`^${escapeRegExp(service.title)}`) }).click()
      await expect(page).toHaveURL(new RegExp(`/services/${service.slug}$`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        servicePages[service.slug].hero.headline,
      )
    })
  }

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
