import { expect, test } from "@playwright/test"

import { waitForHydration } from "./support"
import { cell, choose } from "./tools-support"

/*
 * The tools follow the law in force on the visitor's date (issue 27): the financial year, wages as
 * the labour codes define them, the bonus headcount, the ESI contribution period, and figures that
 * stay in the address's fragment, which no browser sends to a server.
 */

test.describe("the financial year", () => {
  test("opens on the year of the visitor's date: 15 March 2026 is FY 2025-26, under the 1961 Act", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(2026, 2, 15, 10))
    await page.goto("/tools/in-hand-salary")
    await waitForHydration(page)
    await expect(page.getByRole("radio", { name: "FY 2025-26" })).toBeChecked()
    await expect(page.getByText("Set to FY 2025-26, the year containing 15 March 2026.")).toBeVisible()
    await page.getByRole("textbox", { name: "Annual CTC" }).fill("10,00,000")
    await expect(
      page.getByRole("table", { name: "Income tax, new regime, FY 2025-26 (Income-tax Act, 1961)" }),
    ).toBeVisible()
    await expect(page.getByRole("row", { name: /^Section 87A rebate/ })).toBeVisible()

    // The other year is one choice away, named in the address so a shared link keeps it.
    await choose(page, "FY 2026-27")
    await expect(
      page.getByRole("table", { name: "Income tax, new regime, FY 2026-27 (Income-tax Act, 2025)" }),
    ).toBeVisible()
    await expect(page.getByRole("row", { name: /^Section 156 rebate/ })).toBeVisible()
    await expect(
      page.getByText("You picked FY 2026-27. Today, 15 March 2026, falls in FY 2025-26."),
    ).toBeVisible()
    await expect(page).toHaveURL(/#.*fy=2026-27/)
  })

  test("on 26 November 2026 it is FY 2026-27, and the prerendered page names the date it was built", async ({
    page,
    request,
  }) => {
    // The HTML as a crawler or a visitor without JavaScript gets it: true on the day it was built.
    const html = await (await request.get("/tools/in-hand-salary")).text()
    expect(html).toMatch(/Set to FY \d{4}-\d{2}, the year containing \d{1,2} [A-Z][a-z]+ \d{4}\./)

    await page.clock.setFixedTime(new Date(2026, 10, 26, 10))
    await page.goto("/tools/in-hand-salary")
    await waitForHydration(page)
    await expect(page.getByRole("radio", { name: "FY 2026-27" })).toBeChecked()
    await expect(page.getByText("Set to FY 2026-27, the year containing 26 November 2026.")).toBeVisible()
  })
})

test.describe("wages under the labour codes", () => {
  // Issue 27's example: ₹1,00,000 a month, basic and DA ₹35,000, 10 years. The ₹65,000 of
  // allowances are ₹15,000 over half of the pay, so the wage is ₹50,000 and the gratuity
  // 15/26 × 50,000 × 10 = ₹2,88,461.54, shown as ₹2,88,462 (basic alone gave ₹2,01,923).
  test("gratuity adds back the allowances above half of the pay and says why", async ({ page }) => {
    await page.goto("/tools/gratuity")
    await waitForHydration(page)
    await page.getByRole("textbox", { name: "Last drawn basic + DA, a month" }).fill("35,000")
    await page.getByRole("textbox", { name: "Last drawn total pay, a month" }).fill("1,00,000")
    await page.getByRole("textbox", { name: "Years of service" }).fill("10")
    const table = "Gratuity worked out"
    await expect(cell(page, table, "Excluded pay")).toHaveText("₹65,000")
    await expect(cell(page, table, "Added back: excluded pay above half of pay")).toHaveText("₹15,000")
    await expect(page.getByText(/let excluded pay reach ₹50,000, half of the total pay/)).toBeVisible()
    await expect(cell(page, table, "Wages under the codes")).toHaveText("₹50,000")
    await expect(cell(page, table, "Gratuity payable")).toHaveText("₹2,88,462")
    // Both headline figures fill their row: the amount and the wages it stands on.
    const figures = page.getByRole("region", { name: "Result" }).locator("dl").first().locator("> div")
    await expect(figures).toHaveCount(2)
    await expect(figures.nth(1)).toContainText("Wages under the codes₹50,000")
  })

  test("adds nothing back when the allowances are within half of the pay", async ({ page }) => {
    await page.goto("/tools/gratuity#wages=60,000&total=1,00,000&years=10")
    await waitForHydration(page)
    const table = "Gratuity worked out"
    await expect(cell(page, table, "Wages under the codes")).toHaveText("₹60,000")
    await expect(
      page.getByText("Excluded pay is within half of the pay: nothing is added back"),
    ).toBeVisible()
    await expect(page.getByRole("row", { name: /^Added back/ })).toHaveCount(0)
    // 15/26 × 60,000 × 10 = 3,46,153.85
    await expect(cell(page, table, "Gratuity payable")).toHaveText("₹3,46,154")
  })

  test("employer cost pays PF on basic and DA, gratuity on the codes' wages, and no bonus under 20", async ({
    page,
  }) => {
    await page.goto("/tools/employer-cost")
    await waitForHydration(page)
    await page.getByRole("textbox", { name: "Monthly gross salary" }).fill("1,00,000")
    await page.getByRole("textbox", { name: "Monthly basic + DA" }).fill("35,000")
    await page
      .getByRole("textbox", { name: "HRA, conveyance and other excluded pay, a month" })
      .fill("65,000")
    await choose(page, "Full basic, by joint request")
    const table = "Employer cost breakdown"
    await expect(cell(page, table, "Wages under the codes")).toHaveText("₹50,000")
    // 12% of the ₹35,000 basic = 4,200: 2,083 to EPS (8.33% of the ₹25,000 ceiling), 2,117 to EPF.
    await expect(cell(page, table, "EPF")).toHaveText("₹2,117")
    await expect(page.getByText("On basic and DA, full, by joint request")).toBeVisible()
    // The other reading, unsettled: PF on the ₹50,000 of wages under the codes, shown beside it.
    await expect(page.getByRole("row", { name: /^PF on the codes' wages instead/ })).toBeVisible()
    await expect(cell(page, table, "Gratuity provision")).toHaveText("₹2,404")

    await page.getByRole("textbox", { name: "Monthly gross salary" }).fill("20,000")
    await page.getByRole("textbox", { name: "Monthly basic + DA" }).fill("10,000")
    await page.getByRole("textbox", { name: "HRA, conveyance and other excluded pay, a month" }).fill("")
    // HRA at 40% of basic is excluded by default: wages ₹16,000, bonus on ₹7,000 at 8.33%.
    await expect(cell(page, table, "Wages under the codes")).toHaveText("₹16,000")
    await expect(cell(page, table, "Statutory bonus")).toHaveText("₹583")
    await page.getByRole("textbox", { name: "Employees", exact: true }).fill("19")
    await expect(cell(page, table, "Statutory bonus")).toHaveText("₹0")
    await expect(page.getByText("Establishment under 20: the bonus law does not apply")).toBeVisible()
    // PF applies from 20 employees too; ESI and gratuity from 10.
    await expect(cell(page, table, "EPF")).toHaveText("₹0")
    await page.getByRole("textbox", { name: "Employees", exact: true }).fill("9")
    await expect(cell(page, table, "Gratuity provision")).toHaveText("₹0")
    await expect(page.getByText("Establishment under 10: the ESI chapter does not apply")).toBeVisible()
  })

  // Code on Social Security, 2020, section 2(88): ₹30,000 gross, ₹15,000 basic and ₹15,000 of HRA
  // and conveyance: wages ₹15,000, covered; 3.25% = 487.50, up to ₹488.
  test("ESI covers a ₹30,000 gross whose wages under the code are ₹15,000", async ({ page }) => {
    await page.goto("/tools/employer-cost#gross=30,000&basic=15,000&excl=15,000")
    await waitForHydration(page)
    const table = "Employer cost breakdown"
    await expect(cell(page, table, "ESI")).toHaveText("₹488")
    await expect(page.getByText("3.25% of the wages under the codes")).toBeVisible()
  })

  test("ESI continues to the end of the period for an employee covered at its start", async ({ page }) => {
    await page.goto("/tools/employer-cost#gross=44,000&basic=22,000&excl=22,000")
    await waitForHydration(page)
    const table = "Employer cost breakdown"
    await expect(cell(page, table, "ESI")).toHaveText("₹0")
    await choose(page, "Yes, until the period ends")
    // 3.25% of ₹22,000 of wages
    await expect(cell(page, table, "ESI")).toHaveText("₹715")
    await expect(page.getByText(/covered when the period began, so until it ends/)).toBeVisible()
  })
})

test.describe("figures stay in the browser", () => {
  test("a filled tool reloads from its fragment, and no request carries a figure", async ({ page }) => {
    await page.goto("/tools/gratuity")
    await waitForHydration(page)
    await page.getByRole("textbox", { name: "Last drawn basic + DA, a month" }).fill("35,000")
    await page.getByRole("textbox", { name: "Last drawn total pay, a month" }).fill("1,00,000")
    await page.getByRole("textbox", { name: "Years of service" }).fill("10")
    await expect(page).toHaveURL(/#.*wages=35%2C000/)

    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    await page.reload()
    await waitForHydration(page)
    await expect(cell(page, "Gratuity worked out", "Gratuity payable")).toHaveText("₹2,88,462")
    await page.waitForLoadState("networkidle")
    expect(requests.length).toBeGreaterThan(0)
    // What reaches the server: the document and its assets, with no query and no figure.
    for (const url of requests) {
      expect(url).not.toContain("#")
      expect(url).not.toMatch(/wages|total=|years=|35%2C000|35,000/)
    }
  })

  test("an old ?link opens its figures and moves them into the fragment", async ({ page }) => {
    await page.goto("/tools/gratuity?wages=35,000&total=1,00,000&years=10")
    await waitForHydration(page)
    await expect(cell(page, "Gratuity worked out", "Gratuity payable")).toHaveText("₹2,88,462")
    const url = new URL(page.url())
    expect(url.search).toBe("")
    expect(url.hash).toMatch(/wages=35%2C000/)
    // Replaced, not added: going back leaves the page.
    expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2)
  })

  test("the page says plainly that nothing typed is sent anywhere", async ({ page }) => {
    await page.goto("/tools/employer-cost")
    await expect(page.getByText(/nothing you type is sent anywhere/)).toBeVisible()
    await expect(page.getByText(/after the #, which browsers never send to a server/)).toBeVisible()
  })
})

test.describe("one way of showing a result", () => {
  test("a CTC of ₹1.2 crore gets a result, with the surcharge and its rate", async ({ page }) => {
    await page.goto("/tools/in-hand-salary")
    await waitForHydration(page)
    await page.getByRole("textbox", { name: "Annual CTC" }).fill("1.2 crore")
    const result = page.getByRole("region", { name: "Result" })
    await expect(result.getByRole("term").filter({ hasText: /^Monthly take-home$/ })).toBeVisible()
    await expect(page.getByRole("row", { name: /^Surcharge at 15%/ })).toBeVisible()
    await expect(page.getByRole("alert")).toHaveCount(0)
  })

  test("a fixed-term exit before 21 November 2025 falls under the Payment of Gratuity Act", async ({
    page,
  }) => {
    await page.goto("/tools/gratuity#wages=35,000&total=1,00,000&years=2&months=8&type=fixed-term")
    await waitForHydration(page)
    await expect(
      page.getByText(/^Eligible: 2 years 8 months of service meets the 1 year needed/),
    ).toBeVisible()
    await expect(page.getByText(/Pro rata on the service exactly as rendered/)).toBeVisible()
    await choose(page, "Before 21 Nov 2025")
    await expect(
      page.getByText(/^Not yet eligible: 5 years .* under the Payment of Gratuity Act/),
    ).toBeVisible()
  })

  test("an empty tool shows what its result will hold", async ({ page }) => {
    await page.goto("/tools/gratuity")
    await waitForHydration(page)
    const result = page.getByRole("region", { name: "Result" })
    await expect(result.getByText("Gratuity payable", { exact: true })).toBeVisible()
    await expect(result.getByText("Not worked out yet").first()).toBeAttached()
    await expect(result.getByText("Wages under the codes", { exact: true })).toBeVisible()
    await expect(result.getByText(/Enter the last drawn basic and DA, the total pay/)).toBeVisible()
  })
})
