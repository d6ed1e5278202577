import { describe, expect, it } from "vitest"

import { inHandSalary } from "./in-hand"
import {
  financialYearOf,
  incomeTaxFy2025_26,
  incomeTaxFy2026_27,
  incomeTaxOnSalary,
  incomeTaxRulesFor,
  incomeTaxRulesOn,
} from "./income-tax"
import { incomeTaxSources } from "./sources"

describe("income-tax rules by financial year", () => {
  it("finds the year containing a date: 1 April starts it, 31 March ends it", () => {
    expect(financialYearOf(new Date(2026, 2, 31))).toBe("2025-26")
    expect(financialYearOf(new Date(2026, 3, 1))).toBe("2026-27")
    expect(financialYearOf(new Date(2026, 10, 26))).toBe("2026-27")
    expect(incomeTaxRulesOn(new Date(2026, 10, 26))).toEqual({ rules: incomeTaxFy2026_27, exact: true })
    expect(incomeTaxRulesOn(new Date(2025, 6, 1)).rules.act).toBe("Income-tax Act, 1961")
    // After the last year kept, the last is used and flagged.
    expect(incomeTaxRulesOn(new Date(2027, 4, 1))).toEqual({ rules: incomeTaxFy2026_27, exact: false })
    expect(incomeTaxRulesFor("2025-26")).toBe(incomeTaxFy2025_26)
    expect(incomeTaxRulesFor("2019-20")).toBeUndefined()
  })

  it("cites the 1961 Act for 2025-26 and the 2025 Act's sections 202, 156 and 19 for 2026-27", () => {
    expect(incomeTaxSources["2025-26"].rates.name).toMatch(/115BAC.*Income-tax Act, 1961/)
    expect(incomeTaxSources["2026-27"].rates.name).toMatch(/Income-tax Act, 2025, section 202/)
    expect(incomeTaxSources["2026-27"].rebate.name).toMatch(/section 156/)
    expect(incomeTaxSources["2026-27"].standardDeduction.name).toMatch(/section 19/)
  })

  // Press Information Bureau, "No income tax on annual income up to Rs. 12 lakh under new tax
  // regime" (1 February 2025), kept by the Finance Act, 2026 for tax year 2026-27: a salary of
  // ₹12,75,000 pays nothing in either year; ₹12,10,000 of total income pays ₹10,000 before cess.
  it("gives the same tax in both years, since the Finance Act, 2026 changed no figure", () => {
    for (const rules of [incomeTaxFy2025_26, incomeTaxFy2026_27]) {
      expect(incomeTaxOnSalary(12_75_000, rules).total).toBe(0)
      expect(incomeTaxOnSalary(12_85_000, rules).taxAfterRelief).toBe(10_000)
    }
  })

  it("works the in-hand salary out under the year asked for and says which", () => {
    const input = {
      annualCtc: 18_00_000,
      basicPercent: 50,
      hraPercent: 40,
      employerPfInCtc: true,
      pfWageBasis: "ceiling" as const,
      state: "uttar-pradesh" as const,
      ptCategory: "men" as const,
    }
    const earlier = inHandSalary({ ...input, taxRules: incomeTaxFy2025_26 })
    const later = inHandSalary(input)
    expect(earlier.taxRules.financialYear).toBe("2025-26")
    expect(later.taxRules.financialYear).toBe("2026-27")
    expect(later.monthly.takeHome).toBe(earlier.monthly.takeHome)
  })
})

describe("in-hand PF on the EPF Act's basic wages, ESI on the codes' wages", () => {
  // S.O. 5319(E), 21 November 2025 left the EPF Act's repeal out of force, so PF is paid on its
  // basic wages and DA (sections 2(b) and 6), without the codes' 50% add-back. A ₹12 lakh CTC with
  // basic at 30% (₹30,000 a month) and PF on the full basic: 12% of ₹30,000.
  it("pays PF on basic and DA even when basic is under half of the pay", () => {
    const result = inHandSalary({
      annualCtc: 12_00_000,
      basicPercent: 30,
      hraPercent: 40,
      employerPfInCtc: true,
      pfWageBasis: "full",
      state: "uttar-pradesh",
      ptCategory: "men",
    })
    expect(result.monthly.employeePf).toBe(3_600)
    expect(result.monthly.employerPf).toBe(3_600)
    // The codes' wages, for ESI, add the allowances above half of the gross back.
    expect(result.esicWages.addedBack).toBeGreaterThan(0)
    expect(result.esicWages.wages).toBeCloseTo(result.monthly.gross / 2, 0)
    expect(result.esicCovered).toBe(false)
  })

  it("adds nothing back at the default 50% basic", () => {
    const result = inHandSalary({
      annualCtc: 12_00_000,
      basicPercent: 50,
      hraPercent: 40,
      employerPfInCtc: true,
      pfWageBasis: "full",
      state: "uttar-pradesh",
      ptCategory: "men",
    })
    expect(result.esicWages.addedBack).toBe(0)
    expect(result.monthly.employeePf).toBe(6_000)
  })
})
