import { describe, expect, it } from "vitest"

import { toNearestRupee } from "./money"
import { gratuity } from "./gratuity"
import { before } from "./test-rules"

/*
 * Gratuity on wages as the labour codes define them (labour.gov.in, FAQs on Labour Codes, questions
 * 2-6; Code on Social Security, 2020, section 53). The example is issue 27's: ₹1,00,000 a month in
 * all, basic and DA ₹35,000, 10 years. The figure is worked to the paisa (no rule rounds gratuity,
 * decision 040) and shown to the rupee.
 */
describe("gratuity on wages under the codes", () => {
  it("adds the allowances above half of the pay back to wages: ₹50,000, so ₹2,88,462", () => {
    const result = gratuity(
      {
        monthlyWages: 35_000,
        monthlyTotalPay: 1_00_000,
        years: 10,
        months: 0,
        employment: "permanent",
      },
      before,
    )
    expect(result.wages.addedBack).toBe(15_000)
    expect(result.wages.wages).toBe(50_000)
    // 15/26 × 50,000 × 10
    expect(result.amount).toBe(2_88_461.54)
    expect(toNearestRupee(result.amount)).toBe(2_88_462)
  })

  it("is about 43% above the ₹2,01,923 that basic and DA alone gave", () => {
    const basicOnly = gratuity(
      { monthlyWages: 35_000, years: 10, months: 0, employment: "permanent" },
      before,
    )
    const withAllowances = gratuity(
      {
        monthlyWages: 35_000,
        monthlyTotalPay: 1_00_000,
        years: 10,
        months: 0,
        employment: "permanent",
      },
      before,
    )
    expect(toNearestRupee(basicOnly.amount)).toBe(2_01_923)
    expect(Math.round((withAllowances.amount / basicOnly.amount - 1) * 100)).toBe(43)
  })

  it("adds nothing when the allowances are under half of the pay", () => {
    // ₹60,000 basic and DA of ₹1,00,000: the ₹40,000 of allowances are within the ₹50,000 half.
    const result = gratuity(
      {
        monthlyWages: 60_000,
        monthlyTotalPay: 1_00_000,
        years: 20,
        months: 0,
        employment: "permanent",
      },
      before,
    )
    expect(result.wages.addedBack).toBe(0)
    // The same as the rule-text example on ₹60,000 alone: ₹60,000 × 15/26 × 20.
    expect(result.amount).toBe(6_92_307.69)
  })
})
