import { expect, test } from "@playwright/test"

import { expectNoAxeViolationsAtBothWidths } from "./axe-widths"
import { viewports, waitForHydration } from "./support"
import { cell, choose } from "./tools-support"

test.describe("in-hand salary calculator", () => {
  test("reads a CTC typed in lakh, works out the take-home, follows a change of state, axe-clean at both widths", async ({
    page,
  }) => {
    await page.goto("/tools/in-hand-salary")
    await waitForHydration(page)
    await expect(page.getByText("Enter an annual CTC to see the monthly take-home")).toBeVisible()

    const ctc = page.getByRole("textbox", { name: "Annual CTC" })
    await ctc.fill("12.5 lakh")
    await ctc.blur()
    await expect(ctc).toHaveValue("12,50,000")
    await expect(page.getByText("₹12,50,000 (12.5 lakh) a year.")).toBeVisible()

    // Uttar Pradesh by default: no professional tax. Basic 52,083.33; employer PF 3,000 inside CTC
    // (12% of the ₹25,000 ceiling in force since 17 September 2026). Amounts show to the nearest
    // rupee (₹1,01,166.67 and ₹98,166.67 worked out).
    await expect(cell(page, "Salary breakdown", "Gross salary")).toHaveText("₹1,01,167")
    await expect(cell(page, "Salary breakdown", "Professional tax")).toHaveText("₹0")
    await expect(cell(page, "Salary breakdown", "Take-home")).toHaveText("₹98,167")
    // Taxable 12,14,000.04 - 75,000 = 11,39,000 (to the nearest ₹10): within the ₹12 lakh rebate.
    const tax = "Income tax, new regime, FY 2026-27 (Income-tax Act, 2025)"
    await expect(cell(page, tax, "Taxable income")).toHaveText("₹11,39,000")
    await expect(cell(page, tax, "Income tax for the year")).toHaveText("₹0")
    await expect(page.getByRole("status").filter({ hasText: "Monthly take-home" })).toHaveText(
      /Monthly take-home ₹98,167/,
    )

    await page.getByRole("combobox", { name: "State of work" }).selectOption("maharashtra")
    await expect(cell(page, "Salary breakdown", "Professional tax")).toHaveText("₹200")
    await expect(cell(page, "Salary breakdown", "Professional tax", 1)).toHaveText("₹2,500")
    await expect(page.getByText("₹300 in February", { exact: true })).toBeVisible()
    await expect(cell(page, "Salary breakdown", "Take-home")).toHaveText("₹97,967")

    // Maharashtra asks which schedule; a woman above ₹25,000 a month pays the same.
    await choose(page, "Women")
    await expect(cell(page, "Salary breakdown", "Professional tax")).toHaveText("₹200")

    // Filled, with the state's schedule showing: no axe violations at either width.
    await expectNoAxeViolationsAtBothWidths(page)
  })

  test("applies marginal relief just above ₹12 lakh of taxable income", async ({ page }) => {
    await page.goto("/tools/in-hand-salary")
    await waitForHydration(page)
    await choose(page, "On top of CTC")
    await page.getByRole("textbox", { name: "Annual CTC" }).fill("12,85,000")
    // Gross 12,85,000 - 75,000 = 12,10,000: tax 61,500 at slab rates, cut to 10,000, plus 4% cess.
    const tax = "Income tax, new regime, FY 2026-27"
    await expect(cell(page, tax, "Tax at slab rates")).toHaveText("₹61,500")
    await expect(cell(page, tax, "Marginal relief")).toHaveText("₹51,500")
    await expect(cell(page, tax, "Income tax for the year")).toHaveText("₹10,400")
  })

  test("the address carries the inputs, and opening it again restores the result", async ({
    page,
    context,
  }) => {
    await page.goto("/tools/in-hand-salary")
    await waitForHydration(page)
    await page.getByRole("textbox", { name: "Annual CTC" }).fill("8,40,000")
    await page.getByRole("combobox", { name: "State of work" }).selectOption("karnataka")
    await choose(page, "Full basic, by joint request")
    await expect(page).toHaveURL(/#.*ctc=8%2C40%2C000/)
    await expect(page).toHaveURL(/#.*state=karnataka/)
    await expect(page).toHaveURL(/#.*pf=full/)
    expect(new URL(page.url()).search).toBe("")
    const takeHome = await cell(page, "Salary breakdown", "Take-home").textContent()

    const shared = await context.newPage()
    await shared.goto(page.url())
    await waitForHydration(shared)
    await expect(shared.getByRole("textbox", { name: "Annual CTC" })).toHaveValue("8,40,000")
    await expect(shared.getByRole("combobox", { name: "State of work" })).toHaveValue("karnataka")
    await expect(shared.getByRole("radio", { name: "Full basic, by joint request" })).toBeChecked()
    await expect(cell(shared, "Salary breakdown", "Take-home")).toHaveText(takeHome!)
  })

  test("says what is wrong with an impossible input and keeps what was typed", async ({ page }) => {
    await page.goto("/tools/in-hand-salary")
    await waitForHydration(page)
    await page.getByRole("textbox", { name: "Annual CTC" }).fill("6,00,000")
    const basic = page.getByRole("textbox", { name: "Basic, % of CTC" })
    await basic.fill("120")
    await expect(page.getByRole("alert")).toHaveText(/Basic cannot be more than the CTC/)
    await expect(basic).toHaveAttribute("aria-invalid", "true")
    await expect(basic).toHaveValue("120")
    await expect(page.getByRole("table", { name: "Salary breakdown" })).toHaveCount(0)

    await basic.fill("50")
    await page.getByRole("textbox", { name: "Annual CTC" }).fill("-6,00,000")
    await expect(page.getByRole("alert")).toHaveText("Enter the CTC as a positive amount.")
  })

  test("nothing typed leaves the browser", async ({ page }) => {
    await page.goto("/tools/in-hand-salary")
    await waitForHydration(page)
    const origin = new URL(page.url()).origin
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    await page.getByRole("textbox", { name: "Annual CTC" }).fill("24,00,000")
    await page.getByRole("combobox", { name: "State of work" }).selectOption("west-bengal")
    await expect(cell(page, "Salary breakdown", "Professional tax")).toHaveText("₹200")
    await page.waitForLoadState("networkidle")
    // Nothing leaves the site, and no request of its own carries the CTC (24,00,000 in any spelling;
    // a bare "24" would match a content hash such as notify-C1xR024e.js).
    const carriesCtc = (url: string) => /24(,|%2C)?00(,|%2C)?000/i.test(url)
    expect(requests.filter((url) => !url.startsWith(origin) || carriesCtc(url))).toEqual([])
  })
})

test.describe("gratuity calculator", () => {
  test("works out 15/26 of the last basic for each year, with eligibility", async ({ page }) => {
    await page.goto("/tools/gratuity")
    await waitForHydration(page)
    await page.getByRole("textbox", { name: "Last drawn basic + DA, a month" }).fill("60,000")
    await page.getByRole("textbox", { name: "Last drawn total pay, a month" }).fill("1,00,000")
    await page.getByRole("textbox", { name: "Years of service" }).fill("20")
    // Allowances of ₹40,000 are within half of ₹1,00,000: wages stay ₹60,000; 6,92,307.69 shown whole.
    await expect(cell(page, "Gratuity worked out", "Gratuity payable")).toHaveText("₹6,92,308")
    await expect(page.getByText(/^Eligible: 20 years of service/)).toBeVisible()

    // 8 years 7 months count as 9.
    await page.getByRole("textbox", { name: "Years of service" }).fill("8")
    await page.getByRole("textbox", { name: "And months" }).fill("7")
    await expect(cell(page, "Gratuity worked out", "Years counted")).toContainText("9")
  })

  test("stops at the ₹20 lakh ceiling", async ({ page }) => {
    await page.goto("/tools/gratuity#wages=2,00,000&total=2,00,000&years=20")
    await waitForHydration(page)
    await expect(cell(page, "Gratuity worked out", "Wages × 15/26")).toHaveText("₹23,07,692")
    await expect(cell(page, "Gratuity worked out", "Gratuity payable")).toHaveText("₹20,00,000")
  })

  test("makes a fixed-term employee eligible after one year, a permanent one after five; axe-clean filled", async ({
    page,
  }) => {
    await page.goto("/tools/gratuity")
    await waitForHydration(page)
    await page.getByRole("textbox", { name: "Last drawn basic + DA, a month" }).fill("30,000")
    await page.getByRole("textbox", { name: "Last drawn total pay, a month" }).fill("50,000")
    await page.getByRole("textbox", { name: "Years of service" }).fill("2")
    await expect(page.getByText(/^Not yet eligible: 5 years/)).toBeVisible()
    await choose(page, "Fixed-term")
    await expect(page.getByText(/^Eligible: 2 years of service meets the 1 year needed/)).toBeVisible()
    await expect(page).toHaveURL(/#.*type=fixed-term/)

    // Filled: no axe violations at either width.
    await expectNoAxeViolationsAtBothWidths(page)
  })

  test("refuses more than 60 years of service", async ({ page }) => {
    await page.goto("/tools/gratuity")
    await waitForHydration(page)
    await page.getByRole("textbox", { name: "Last drawn basic + DA, a month" }).fill("30,000")
    const years = page.getByRole("textbox", { name: "Years of service" })
    await years.fill("65")
    await expect(page.getByRole("alert")).toHaveText(/more than 60 years is not possible/)
    await expect(years).toHaveValue("65")
  })
})

test.describe("employer cost calculator", () => {
  test("adds each contribution to the gross and totals the cost to company; axe-clean filled", async ({
    page,
  }) => {
    await page.goto("/tools/employer-cost")
    await waitForHydration(page)
    await page.getByRole("textbox", { name: "Monthly gross salary" }).fill("20,000")
    await page.getByRole("textbox", { name: "Monthly basic + DA" }).fill("10,000")
    const table = "Employer cost breakdown"
    // Left empty, HRA at 40% of basic is the excluded pay: wages ₹16,000, ESI 3.25% = ₹520.
    await expect(cell(page, table, "ESI")).toHaveText("₹520")
    // Everything beside basic excluded (HRA and conveyance): wages are the ₹10,000 basic.
    await page
      .getByRole("textbox", { name: "HRA, conveyance and other excluded pay, a month" })
      .fill("10,000")
    await expect(cell(page, table, "EPF")).toHaveText("₹367")
    await expect(cell(page, table, "EPS")).toHaveText("₹833")
    await expect(cell(page, table, "EDLI")).toHaveText("₹50")
    // ESI on the codes' wages: ₹10,000 (excluded pay within half of the pay), 3.25% = ₹325.
    await expect(cell(page, table, "ESI")).toHaveText("₹325")
    await expect(cell(page, table, "Statutory bonus")).toHaveText("₹583")
    await expect(cell(page, table, "Gratuity provision")).toHaveText("₹481")
    await expect(cell(page, table, "Cost to company")).toHaveText("₹22,689")
    // Filled, every contribution showing: no axe violations at either width.
    await expectNoAxeViolationsAtBothWidths(page)
    await page.setViewportSize(viewports.desktop)

    // Above the ceilings: EPS stops at ₹2,083 (8.33% of ₹25,000), no ESI and no bonus.
    await page.getByRole("textbox", { name: "Monthly gross salary" }).fill("60,000")
    await page.getByRole("textbox", { name: "Monthly basic + DA" }).fill("30,000")
    await page
      .getByRole("textbox", { name: "HRA, conveyance and other excluded pay, a month" })
      .fill("30,000")
    await choose(page, "Full basic, by joint request")
    await expect(cell(page, table, "EPS")).toHaveText("₹2,083")
    await expect(cell(page, table, "EPF")).toHaveText("₹1,517")

    // The same pay on a day before 17 September 2026: the ₹15,000 ceiling, EPS at most ₹1,250.
    await page.getByLabel("Pay for the day").fill("2026-09-16")
    await expect(cell(page, table, "EPS")).toHaveText("₹1,250")
    await expect(cell(page, table, "EPF")).toHaveText("₹2,350")
    await expect(page.getByText(/in force on 16 September 2026/)).toBeVisible()
    await expect(cell(page, table, "ESI")).toHaveText("₹0")
    await expect(cell(page, table, "Statutory bonus")).toHaveText("₹0")
  })

  test("refuses a basic above the gross", async ({ page }) => {
    await page.goto("/tools/employer-cost")
    await waitForHydration(page)
    await page.getByRole("textbox", { name: "Monthly gross salary" }).fill("20,000")
    await page.getByRole("textbox", { name: "Monthly basic + DA" }).fill("25,000")
    await expect(page.getByRole("alert")).toHaveText(/Basic pay cannot be more than the gross/)
  })
})

test.describe("tools index and pages", () => {
  test("lists the three calculators and leads to each", async ({ page }) => {
    await page.goto("/tools")
    await page.getByRole("link", { name: /Open calculator about Gratuity calculator/ }).click()
    await expect(page).toHaveURL(/\/tools\/gratuity$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gratuity calculator")
  })

  test("the footer links to the tools", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Payroll tools" })).toHaveAttribute(
      "href",
      "/tools",
    )
  })

  test("each page explains its rules and what it leaves out without JavaScript, and leads to payroll", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/tools/in-hand-salary")
    await expect(page.getByRole("heading", { name: "How it is worked out" })).toBeVisible()
    await expect(page.getByText(/on ₹12,10,000 the tax is ₹10,000/)).toBeVisible()
    await expect(
      page.getByText(/Just above each threshold, marginal relief keeps tax and surcharge/),
    ).toBeVisible()
    await expect(page.getByText(/The calculator needs JavaScript/)).toBeVisible()
    await expect(page.getByRole("link", { name: "Talk to our payroll team" })).toHaveAttribute(
      "href",
      "/contact?service=payroll-management",
    )
    await page.goto("/tools/gratuity")
    await expect(page.getByText(/× 15\/26 × the years of service counted/)).toBeVisible()
    await context.close()
  })

  test("the call to action preselects Payroll Management on the contact form", async ({ page }) => {
    await page.goto("/tools/employer-cost")
    await waitForHydration(page)
    await page.getByRole("link", { name: "Talk to our payroll team" }).click()
    await expect(page).toHaveURL(/\/contact\?service=payroll-management$/)
    await expect(page.getByRole("combobox", { name: /Service interest/ })).toContainText("Payroll Management")
  })
})

test.describe("the statutory rates page", () => {
  test("lists every figure in force with its date and source, links from each tool, axe-clean", async ({
    page,
  }) => {
    // Thirty-seven cards: axe reads them at two widths.
    test.setTimeout(120_000)
    await page.goto("/tools/rates")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The statutory rates our calculators use",
    )
    for (const group of ["Provident fund", "ESI", "Bonus", "Gratuity", "Income tax", "Professional tax"])
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible()
    const ceiling = page.locator('[data-rate="pf-wage-ceiling"]')
    await expect(ceiling.locator('[data-slot="rate-value"]')).toHaveText("₹25,000 a month")
    await expect(ceiling).toContainText("Since17 September 2026")
    await expect(ceiling).toContainText("₹15,000 a month")
    await expect(ceiling.getByRole("link")).toHaveAttribute("href", /^https:\/\/egazette\.gov\.in\//)
    // Every figure the table keeps is listed, each with an official https source.
    await expect(page.locator("[data-rate]")).toHaveCount(37)
    for (const link of await page.locator("[data-rate] a").all())
      expect(await link.getAttribute("href")).toMatch(/^https:\/\//)
    await expectNoAxeViolationsAtBothWidths(page)

    for (const tool of ["/tools/in-hand-salary", "/tools/gratuity", "/tools/employer-cost"]) {
      await page.goto(tool)
      await expect(
        page.getByRole("link", { name: "See every rate, its date and its source" }),
      ).toHaveAttribute("href", "/tools/rates")
    }
    const sitemap = await (await page.request.get("/sitemap.xml")).text()
    expect(sitemap).toContain("/tools/rates</loc>")
  })
})
