import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { incomeTaxOnTotalIncome, type IncomeTax, type IncomeTaxRules } from "./income-tax"
import { fy2025_26, fy2026_27 } from "./test-rules"

/*
 * The published worked examples of surcharge and its marginal relief were written for the old
 * regime's slabs (nil to ₹2.5 lakh, 5% to ₹5 lakh, 20% to ₹10 lakh, 30% above). The surcharge rule
 * is the same for both regimes up to ₹5 crore, so the examples pin the arithmetic when the same
 * function is given those slabs.
 */
const oldRegimeSlabs: IncomeTaxRules = {
  financialYear: "2025-26",
  act: "Income-tax Act, 1961",
  standardDeduction: 50_000,
  slabs: [
    { from: 0, to: 2_50_000, rate: 0 },
    { from: 2_50_000, to: 5_00_000, rate: 5 },
    { from: 5_00_000, to: 10_00_000, rate: 20 },
    { from: 10_00_000, to: null, rate: 30 },
  ],
  rebateIncomeLimit: 5_00_000,
  rebateMaximum: 12_500,
  cessRate: 4,
  surcharge: fy2026_27.surcharge,
}

describe("surcharge and its marginal relief: published worked examples", () => {
  it.each<[name: string, income: number, expected: Partial<IncomeTax>, taxAndSurcharge: number]>([
    // Published example, just above ₹50 lakh and with marginal relief: on ₹50,57,500 the tax is
    // ₹13,29,750 and the 10% surcharge ₹1,32,975, but tax and surcharge are capped at ₹13,12,500
    // (the tax on ₹50 lakh) + ₹57,500 = ₹13,70,000 (CA Sunil Kumar Jain, caclubindia,
    // https://www.caclubindia.com/forum/query-on-surcharge-calculation-586165.asp).
    [
      "₹50,57,500: 10% surcharge relieved to ₹40,250",
      50_57_500,
      { slabTax: 13_29_750, surchargeRate: 10, surchargeBeforeRelief: 1_32_975, surchargeRelief: 92_725 },
      13_70_000,
    ],
    // Published example: on ₹51 lakh, tax and 10% surcharge are ₹14,76,750; on ₹50 lakh the tax is
    // ₹13,12,500; the relief is ₹1,64,250 - ₹1,00,000 = ₹64,250
    // (https://gstguntur.com/marginal-relief-on-surcharge/, case 1).
    [
      "₹51 lakh: marginal relief of ₹64,250",
      51_00_000,
      { slabTax: 13_42_500, surchargeBeforeRelief: 1_34_250, surchargeRelief: 64_250 },
      14_12_500,
    ],
    // Published example, just above ₹1 crore: on ₹1.01 crore, tax and 15% surcharge are ₹32,68,875;
    // on ₹1 crore, tax and 10% surcharge are ₹30,93,750; the relief is ₹1,75,125 - ₹1,00,000 =
    // ₹75,125 (same page, case 2).
    [
      "₹1.01 crore: 15% surcharge, marginal relief of ₹75,125",
      1_01_00_000,
      { slabTax: 28_42_500, surchargeRate: 15, surchargeBeforeRelief: 4_26_375, surchargeRelief: 75_125 },
      31_93_750,
    ],
    // Published example, just above ₹2 crore: on ₹2,02,61,550 the tax is ₹58,90,965 and the 25%
    // surcharge ₹14,72,741; on ₹2 crore the tax is ₹58,12,500 and the 15% surcharge ₹8,71,875, and
    // the income above ₹2 crore is ₹2,61,550 (KDK Software, "Marginal Relief calculation above 2
    // Crore", https://support.kdksoftware.com/portal/en/kb/articles/marginal-relief-calculation-above-2-crore).
    // Tax and surcharge: 58,12,500 + 8,71,875 + 2,61,550 = 69,45,925.
    [
      "₹2,02,61,550: 25% surcharge, relieved to the ₹2 crore figure plus the excess",
      2_02_61_550,
      { slabTax: 58_90_965, surchargeRate: 25, surchargeBeforeRelief: 14_72_741.25 },
      69_45_925,
    ],
  ])("%s", (_name, income, expected, taxAndSurcharge) => {
    const tax = incomeTaxOnTotalIncome(income, oldRegimeSlabs)
    expect(tax).toMatchObject(expected)
    expect(tax.taxAfterRelief + tax.surcharge).toBe(taxAndSurcharge)
  })
})

describe("surcharge under the new regime, FY 2026-27 (built from the rule text)", () => {
  const rules = fy2026_27
  // Tax at the slab rates on ₹50 lakh: 20,000 + 40,000 + 60,000 + 80,000 + 1,00,000 + 30% of 26 lakh.
  const taxAt50Lakh = 10_80_000

  it("charges no surcharge on exactly ₹50 lakh", () => {
    const tax = incomeTaxOnTotalIncome(50_00_000, rules)
    expect(tax).toMatchObject({ slabTax: taxAt50Lakh, surcharge: 0, surchargeApplies: false })
    expect(tax.total).toBe(11_23_200)
  })

  it("relieves the 10% surcharge on ₹51 lakh to the excess over ₹50 lakh", () => {
    const tax = incomeTaxOnTotalIncome(51_00_000, rules)
    // Tax 11,10,000; surcharge 1,11,000; cap 10,80,000 + 1,00,000 = 11,80,000.
    expect(tax).toMatchObject({
      slabTax: 11_10_000,
      surchargeRate: 10,
      surchargeBeforeRelief: 1_11_000,
      surchargeRelief: 41_000,
      surcharge: 70_000,
      cess: 47_200,
      total: 12_27_200,
    })
  })

  it("charges the full 10% once the relief runs out (₹60 lakh)", () => {
    const tax = incomeTaxOnTotalIncome(60_00_000, rules)
    expect(tax).toMatchObject({ slabTax: 13_80_000, surcharge: 1_38_000, surchargeRelief: 0 })
    expect(tax.total).toBe(15_78_720)
  })

  it("stops at 25% above ₹5 crore: the new regime has no 37% band", () => {
    const tax = incomeTaxOnTotalIncome(10_00_00_000, rules)
    expect(tax.surchargeRate).toBe(25)
    expect(rules.surcharge.at(-1)).toEqual({ above: 2_00_00_000, rate: 25 })
    expect(fy2025_26.surcharge).toEqual(rules.surcharge)
  })

  it("rounds tax, surcharge and cess together to the nearest ten rupees", () => {
    const tax = incomeTaxOnTotalIncome(1_50_00_010, rules)
    expect(tax.total % 10).toBe(0)
    expect(Math.abs(tax.total - (tax.taxAfterRelief + tax.surcharge + tax.cess))).toBeLessThanOrEqual(5)
  })

  it("never leaves less after tax and surcharge than a lower income would, at any income", () => {
    const keep = (income: number) => {
      const tax = incomeTaxOnTotalIncome(income, rules)
      return income - tax.taxAfterRelief - tax.surcharge
    }
    for (const threshold of [50_00_000, 1_00_00_000, 2_00_00_000]) {
      const around = fc.integer({ min: threshold - 2_00_000, max: threshold + 20_00_000 })
      fc.assert(
        fc.property(around, around, (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(keep(high)).toBeGreaterThanOrEqual(keep(low) - 0.01)
        }),
        { numRuns: 500 },
      )
    }
  })
})
