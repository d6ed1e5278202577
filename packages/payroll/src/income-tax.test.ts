import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { incomeTaxOnSalary, incomeTaxOnTotalIncome, slabTax, type IncomeTax } from "./income-tax"
import { fy2025_26 } from "./test-rules"

describe("income tax, new regime, FY 2025-26", () => {
  // Each case: a published example or one built from the rule text, and the figures it gives.
  it.each<[name: string, tax: () => IncomeTax, expected: Partial<IncomeTax>]>([
    // Published example: "a person earning ₹12.10 lakh pays only ₹10,000 in taxes after getting
    // marginal relief of ₹51,500 on tax liability of ₹61,500" (Inshorts, on the Finance Bill, 2025,
    // https://inshorts.com/en/news/how-does-marginal-relief-help-people-earning-slightly-more-than--12-lakh--1738404753246;
    // the same table in https://ssnews24.com/?p=17588: 12,10,000 → 61,500 before relief).
    // Cess at 4% falls on the relieved tax (Finance Act, 2025, section 2).
    [
      "charges ₹10,000 (before cess) on a total income of ₹12,10,000, after ₹51,500 of marginal relief",
      () => incomeTaxOnTotalIncome(12_10_000, fy2025_26),
      { slabTax: 61_500, marginalRelief: 51_500, taxAfterRelief: 10_000, cess: 400, total: 10_400 },
    ],
    // Published example: "Rs 12 lakh for salaried class after standard deduction" is tax-free, i.e.
    // a salary of ₹12,75,000 (Finance Bill, 2025, reported at
    // https://taxmanagementindia.com/web/tmi_blog_details.asp?id=809079).
    [
      "charges nothing on a salary of ₹12,75,000: ₹12 lakh after the standard deduction",
      () => incomeTaxOnSalary(12_75_000, fy2025_26),
      { taxableIncome: 12_00_000, slabTax: 60_000, rebate: 60_000, total: 0 },
    ],
    // Built from the rule text (section 87A as amended, Memorandum to the Finance Bill, 2025,
    // https://www.indiabudget.gov.in/budget2025-26/doc/memo.pdf): tax at ₹12 lakh is 20,000 + 40,000.
    [
      "rebates the whole ₹60,000 at exactly ₹12 lakh of total income",
      () => incomeTaxOnTotalIncome(12_00_000, fy2025_26),
      { slabTax: 60_000, rebate: 60_000, marginalRelief: 0, total: 0 },
    ],
    // Built from the rule text (same Memorandum): at ₹12,75,000 of total income the slab tax
    // (20,000 + 40,000 + 15% of 75,000 = 71,250) is below the excess (75,000), so no relief is left.
    [
      "gives no marginal relief once the excess over ₹12 lakh passes the slab tax (₹12,75,000 total income)",
      () => incomeTaxOnTotalIncome(12_75_000, fy2025_26),
      { slabTax: 71_250, marginalRelief: 0, taxAfterRelief: 71_250, total: 74_100 },
    ],
  ])("%s", (_name, tax, expected) => {
    expect(tax()).toMatchObject(expected)
  })

  it("charges tax, through marginal relief, on ₹10 of salary above ₹12,75,000", () => {
    const tax = incomeTaxOnSalary(12_75_010, fy2025_26)
    expect(tax.taxableIncome).toBe(12_00_010)
    expect(tax.marginalRelief).toBeGreaterThan(59_000)
    expect(tax.taxAfterRelief).toBe(10)
    expect(tax.total).toBe(10)
  })

  it("applies every slab rate in turn (rule text: 0/5/10/15/20/25/30%)", () => {
    // 4L nil + 20,000 + 40,000 + 60,000 + 80,000 + 1,00,000 + 30% of 6L.
    expect(slabTax(30_00_000, fy2025_26).tax).toBe(20_000 + 40_000 + 60_000 + 80_000 + 1_00_000 + 1_80_000)
    expect(slabTax(4_00_000, fy2025_26).tax).toBe(0)
    expect(slabTax(4_00_010, fy2025_26).tax).toBe(0.5)
  })

  // Section 288A (https://cainindia.org/news/9_2010/incometax_act_section_no_288a.html): paise
  // ignored, a last figure of five or more rounds up.
  it("rounds the total income to the nearest ten rupees (section 288A)", () => {
    expect(incomeTaxOnSalary(13_50_004.99, fy2025_26).taxableIncome).toBe(12_75_000)
    expect(incomeTaxOnSalary(13_50_005, fy2025_26).taxableIncome).toBe(12_75_010)
  })

  it("applies the surcharge from the first rupee above ₹50 lakh", () => {
    expect(incomeTaxOnTotalIncome(50_00_000, fy2025_26).surchargeApplies).toBe(false)
    expect(incomeTaxOnTotalIncome(50_00_010, fy2025_26).surchargeApplies).toBe(true)
    // ₹10 above: tax ₹3 more at 30%, and marginal relief holds tax and surcharge to ₹10 more.
    expect(incomeTaxOnTotalIncome(50_00_010, fy2025_26).surcharge).toBe(7)
  })
})

describe("income tax properties", () => {
  const salaries = fc.integer({ min: 0, max: 60_00_000 })

  it("never decreases as income rises", () => {
    fc.assert(
      fc.property(salaries, salaries, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(incomeTaxOnSalary(high, fy2025_26).total).toBeGreaterThanOrEqual(
          incomeTaxOnSalary(low, fy2025_26).total,
        )
        expect(incomeTaxOnSalary(high, fy2025_26).taxAfterRelief).toBeGreaterThanOrEqual(
          incomeTaxOnSalary(low, fy2025_26).taxAfterRelief,
        )
      }),
      { numRuns: 2000 },
    )
  })

  it("marginal relief never leaves less income after tax than a lower income would", () => {
    // On the tax the relief governs (before cess), for total incomes around the ₹12 lakh limit and
    // across the whole range.
    const around = fc.integer({ min: 11_00_000, max: 13_50_000 })
    const anywhere = fc.integer({ min: 0, max: 50_00_000 })
    for (const incomes of [around, anywhere]) {
      fc.assert(
        fc.property(incomes, incomes, (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          const keep = (income: number) => income - incomeTaxOnTotalIncome(income, fy2025_26).taxAfterRelief
          expect(keep(high)).toBeGreaterThanOrEqual(keep(low))
        }),
        { numRuns: 2000 },
      )
    }
  })

  it("after cess, the relief band keeps at most 4% of the excess less than ₹12 lakh does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80_000 }), (excess) => {
        const income = 12_00_000 + excess
        const tax = incomeTaxOnTotalIncome(income, fy2025_26)
        const kept = income - tax.taxAfterRelief - tax.cess
        expect(kept).toBeGreaterThanOrEqual(12_00_000 - 0.04 * excess)
      }),
    )
  })
})
