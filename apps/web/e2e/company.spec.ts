import { expect, test, type Browser, type Page } from "@playwright/test"

import { waitForHydration } from "./support"

/** The spec's openings, as a visitor must find them. */
const openings = [
  { id: "senior-hr-business-partner", title: "Senior HR Business Partner", location: "Mumbai" },
  { id: "talent-acquisition-specialist", title: "Talent Acquisition Specialist", location: "Bangalore" },
  { id: "payroll-manager", title: "Payroll Manager", location: "Delhi" },
  { id: "learning-development-consultant", title: "Learning & Development Consultant", location: "Pune" },
]
const careersEmail = "careers@talentrise.example"

/** A page as the prerendered HTML shows it, with JavaScript off. */
async function withoutJavaScript(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(path)
  await check(page)
  await context.close()
}

test.describe("About", () => {
  test("the prerendered page tells the story, the numbers, mission, vision and values", async ({
    browser,
  }) => {
    await withoutJavaScript(browser, "/about", async (page) => {
      const main = page.getByRole("main")
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(main.getByRole("heading", { level: 2, name: /Built in Noida/ })).toBeVisible()
      await expect(main.getByText("Our Story", { exact: true })).toBeVisible()
      for (const [value, label] of [
        ["150+", "Clients Served"],
        ["10+", "Years Experience"],
        ["50+", "Expert Consultants"],
        ["98%", "Success Rate"],
      ]) {
        const term = main.getByRole("term").filter({ hasText: label })
        await expect(term).toBeVisible()
        await expect(term.locator("xpath=following-sibling::dd")).toHaveText(value!)
      }
      await expect(main.getByRole("region", { name: "Our mission" })).toBeVisible()
      await expect(main.getByRole("region", { name: "Our vision" })).toBeVisible()
      const values = main.getByRole("heading", { level: 3 }).filter({
        hasText: /^(Excellence|Partnership|Innovation|Integrity)$/,
      })
      await expect(values).toHaveText(["Excellence", "Partnership", "Innovation", "Integrity"])
      await expect(main.getByRole("img", { name: /candidate shortlist/ })).toHaveAttribute("width", "640")
    })
  })

  test("the hero's illustration is downloaded on a wide screen only, where it is shown", async ({
    browser,
  }) => {
    for (const [width, shown] of [
      [375, false],
      [1280, true],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      const fetched: string[] = []
      page.on("request", (request) => {
        if (request.url().includes("/images/about-team-")) fetched.push(request.url())
      })
      await page.goto("/about")
      const image = page.getByRole("img", { name: /candidate shortlist/ })
      if (shown) {
        await expect(image).toBeVisible()
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(1)
        expect(fetched, `at ${width} px`).toHaveLength(1)
      } else {
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
        await page.waitForLoadState("networkidle")
        expect(fetched, `at ${width} px`).toEqual([])
      }
      await context.close()
    }
  })

  test("the closing call to action offers two ways to /contact", async ({ page }) => {
    await page.goto("/about")
    const cta = page.getByRole("region", { name: "Let's build your team together" })
    const links = cta.getByRole("link")
    await expect(links).toHaveCount(2)
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/contact")
  })
})

test.describe("Careers", () => {
  test("the prerendered page has the heading, the four perks and the four openings in full", async ({
    browser,
  }) => {
    await withoutJavaScript(browser, "/careers", async (page) => {
      const main = page.getByRole("main")
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Join Our Team")
      for (const perk of ["Career Growth", "Work-Life Balance", "Collaborative Culture", "Global Exposure"])
        await expect(main.getByRole("heading", { level: 3, name: perk })).toBeVisible()
      const cards = main.getByRole("article")
      await expect(cards).toHaveCount(4)
      for (const [i, opening] of openings.entries()) {
        const card = cards.nth(i)
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(opening.title)
        await expect(card.getByRole("definition")).toContainText([
          opening.location,
          "Full-time",
          /\d+-\d+ years/,
        ])
        await expect(card.locator('[data-slot="badge"]')).not.toBeEmpty()
        // Title, facts and a description of a few sentences.
        expect((await card.innerText()).split(/\s+/).length).toBeGreaterThan(45)
        await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/)
      }
      // The resume section names the careers mailbox and links to it.
      const resume = main.getByRole("region", { name: "Don't see the right role?" })
      await expect(resume.getByRole("link", { name: careersEmail })).toHaveAttribute(
        "href",
        new RegExp(`^mailto:${careersEmail}`),
      )
      await expect(resume.getByRole("link", { name: "Send Your Résumé" })).toHaveAttribute(
        "href",
        "/careers/apply",
      )
    })
  })

  test("each opening has its Apply Now form, a jump from the hero and a JobPosting with its date", async ({
    page,
  }) => {
    await page.goto("/careers")
    for (const opening of openings) {
      const apply = page.getByRole("link", { name: `Apply Now: ${opening.title}` })
      await expect(apply).toHaveText("Apply Now")
      await expect(apply).toHaveAttribute("href", `/careers/apply/${opening.id}`)
    }

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const postings = blocks.map((text) => JSON.parse(text)).filter((data) => data["@type"] === "JobPosting")
    expect(postings.map((p) => p.title)).toEqual(openings.map((o) => o.title))
    for (const posting of postings) {
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/)
      expect(posting.employmentType).toBe("FULL_TIME")
    }

    // The hero lists the roles and jumps to each one.
    await waitForHydration(page)
    const index = page.getByRole("navigation", { name: "Now hiring" })
    await index.getByRole("link", { name: /Payroll Manager/ }).click()
    await expect(page).toHaveURL(/#payroll-manager$/)
    await expect(page.getByRole("article", { name: "Payroll Manager" })).toBeInViewport()
  })
})

test.describe("Case studies", () => {
  const titles = [
    /320 engineers/,
    /payroll and compliance across four states/,
    /warehouse associates/,
    /registered nurses/,
  ]

  test("the prerendered page has the four tiles and every study in full", async ({ browser }) => {
    await withoutJavaScript(browser, "/case-studies", async (page) => {
      const main = page.getByRole("main")
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Results our clients can measure")
      for (const [value, label] of [
        ["500+", "Projects Completed"],
        ["98%", "Client Satisfaction"],
        ["500+", "Permanent Placements"],
        ["15+", "Countries"],
      ]) {
        const term = main.getByRole("term").filter({ hasText: label })
        await expect(term.locator("xpath=following-sibling::dd")).toHaveText(value!)
      }
      const studies = main.getByRole("article")
      await expect(studies).toHaveCount(4)
      for (const [i, title] of titles.entries()) {
        const study = studies.nth(i)
        await expect(study.getByRole("heading", { level: 3 })).toHaveText(title)
        for (const term of ["Client", "Industry", "Duration"])
          await expect(study.getByRole("term").filter({ hasText: term })).toBeVisible()
        // Without JavaScript the toggle cannot work, so the full story is shown instead.
        await expect(study.getByRole("heading", { name: "The challenge" })).toBeVisible()
        await expect(study.getByRole("heading", { name: "Our solution" })).toBeVisible()
        // Two headline results on the card, the others in the panel: three or more in all.
        await expect(study.getByRole("list", { name: "Headline results" }).getByRole("listitem")).toHaveCount(
          2,
        )
        expect(await study.locator("[data-slot=case-study-panel] li").count()).toBeGreaterThanOrEqual(1)
        await expect(study.locator('[data-slot="case-study-toggle"] button')).toHaveCount(1)
        await expect(study.locator('[data-slot="case-study-toggle"] button')).toBeHidden()
      }
      await expect(main.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute(
        "href",
        "/contact",
      )
    })
  })

  test("Read Full Case Study expands the study in place and collapses it, by keyboard", async ({ page }) => {
    await page.goto("/case-studies")
    await waitForHydration(page)
    const study = page.getByRole("article").nth(1)
    // Located by its place, not its name: the name changes once the study is open.
    const toggle = study.locator('[data-slot="case-study-toggle"] button')
    await expect(toggle).toHaveAccessibleName("Read Full Case Study")
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`)
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(panel).toBeHidden()
    // Closed, the card still shows its two headline results.
    await expect(study.getByRole("list", { name: "Headline results" }).getByRole("listitem")).toHaveCount(2)
    await expect(study.getByRole("list", { name: "Headline results" })).toBeVisible()
    await expect(study.getByText(/PF inspection had found arrears/)).toBeHidden()

    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(panel).toBeVisible()
    await expect(panel.getByText(/PF inspection had found arrears/)).toBeVisible()
    await expect(panel.getByText(/single payroll process/)).toBeVisible()
    // Its four results: the two headline ones on the card, the other two in the panel.
    await expect(panel.getByRole("listitem")).toHaveCount(2)
    // Reading goes on from the top of what opened, and Show Less waits where it ends.
    await expect(panel).toBeFocused()
    await expect(panel).toBeInViewport()
    const panelBox = await panel.boundingBox()
    const toggleBox = await toggle.boundingBox()
    expect(toggleBox!.y).toBeGreaterThanOrEqual(panelBox!.y + panelBox!.height - 1)
    await expect(toggle).toHaveAccessibleName("Show Less")
    // The others stay closed.
    await expect(page.getByRole("button", { name: "Read Full Case Study" })).toHaveCount(3)

    await page.keyboard.press("Tab")
    await expect(toggle).toBeFocused()
    await page.keyboard.press("Space")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(panel).toBeHidden()
    // Closed, the card still shows its two headline results.
    await expect(study.getByRole("list", { name: "Headline results" }).getByRole("listitem")).toHaveCount(2)
    await expect(study.getByRole("list", { name: "Headline results" })).toBeVisible()
    await expect(toggle).toHaveAccessibleName("Read Full Case Study")
    await expect(toggle).toBeFocused()
    await expect(toggle).toBeInViewport()
  })

  test("Download Case Studies opens the print dialog", async ({ page }) => {
    await page.addInitScript(() => {
      const counter = window as unknown as { printCalls: number }
      counter.printCalls = 0
      window.print = () => {
        counter.printCalls += 1
      }
    })
    await page.goto("/case-studies")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Download Case Studies" }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
      .toBe(1)
  })

  test("the print version shows every study in full, without buttons", async ({ page }) => {
    await page.goto("/case-studies")
    await waitForHydration(page)
    await page.emulateMedia({ media: "print" })
    const panels = page.locator('[data-slot="case-study-panel"]')
    await expect(panels).toHaveCount(4)
    for (const panel of await panels.all()) await expect(panel).toBeVisible()
    const toggles = page.locator('[data-slot="case-study-toggle"] button')
    await expect(toggles).toHaveCount(4)
    for (const toggle of await toggles.all()) await expect(toggle).toBeHidden()
    await expect(page.locator("button", { hasText: "Download Case Studies" })).toHaveCount(1)
    await expect(page.locator("button", { hasText: "Download Case Studies" })).toBeHidden()
    await expect(page.getByRole("banner")).toBeHidden()
    for (const card of await page.getByRole("article").all())
      expect(await card.evaluate((el) => getComputedStyle(el).breakInside)).toBe("avoid")
  })
})
