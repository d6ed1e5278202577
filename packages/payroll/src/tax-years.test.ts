import { describe, expect, it } from "vitest"

import { inHandSalary } from "./in-hand"
import { statutoryRates } from "@repo/content/rates"

import { financialYearOf, incomeTaxOnSalary, incomeTaxRulesFor, incomeTaxRulesOn } from "./income-tax"
import { before, fy2025_26, fy2026_27, rates } from "./test-rules"

describe("income-tax rules by financial year", () => {
  it("finds the year containing a date: 1 April starts it, 31 March ends it", () => {
    expect(financialYearOf(new Date(2026, 2, 31))).toBe("2025-26")
    expect(financialYearOf(new Date(2026, 3, 1))).toBe("2026-27")
    expect(financialYearOf(new Date(2026, 10, 26))).toBe("2026-27")
    expect(incomeTaxRulesOn(rates, new Date(2026, 10, 26))).toStrictEqual({ rules: fy2026_27, exact: true })
    expect(incomeTaxRulesOn(rates, new Date(2025, 6, 1)).rules.act).toBe("Income-tax Act, 1961")
    // After the last year kept, the last is used and flagged.
    expect(incomeTaxRulesOn(rates, new Date(2027, 4, 1))).toEqual({ rules: fy2026_27, exact: false })
    expect(incomeTaxRulesFor(rates, "2025-26")).toStrictEqual(fy2025_26)
    expect(incomeTaxRulesFor(rates, "2019-20")).toBeUndefined()
  })

  it("cites the 1961 Act for 2025-26 and the 2025 Act's sections 202, 156 and 19 for 2026-27", () => {
    const cited = (
      key: "income-tax-slabs" | "income-tax-rebate-limit" | "income-tax-standard-deduction",
      from: string,
    ) => statutoryRates[key].rows.find((row) => row.from === from)!.notification.name
    expect(cited("income-tax-slabs", "2025-04-01")).toMatch(/115BAC.*Income-tax Act, 1961/)
    expect(cited("income-tax-slabs", "2026-04-01")).toMatch(/Income-tax Act, 2025, section 202/)
    expect(cited("income-tax-rebate-limit", "2026-04-01")).toMatch(/section 156/)
    expect(cited("income-tax-standard-deduction", "2026-04-01")).toMatch(/section 19/)
  })

  // Press Information Bureau, "No income tax on annual income up to Rs. 12 lakh under new tax
  // regime" (1 February 2025), kept by the Finance Act, 2026 for tax year 2026-27: a salary of
  // ₹12,75,000 pays nothing in either year; ₹12,10,000 of total income pays ₹10,000 before cess.
  it("gives the same tax in both years, since the Finance Act, 2026 changed no figure", () => {
    for (const rules of [fy2025_26, fy2026_27]) {
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
    const earlier = inHandSalary({ ...input, taxRules: fy2025_26 }, before)
    const later = inHandSalary(input, before)
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
    const result = inHandSalary(
      {
        annualCtc: 12_00_000,
        basicPercent: 30,
        hraPercent: 40,
        employerPfInCtc: true,
        pfWageBasis: "full",
        state: "uttar-pradesh",
        ptCategory: "men",
      },
      before,
    )
    expect(result.monthly.employeePf).toBe(3_600)
    expect(result.monthly.employerPf).toBe(3_600)
    // The codes' wages, for ESI, are the gross less the HRA: the special allowance is wages.
    expect(result.esicWages.otherPayments).toBe(12_000)
    expect(result.esicWages.wages).toBeCloseTo(result.monthly.gross - 12_000, 2)
    expect(result.esicCovered).toBe(false)
  })

  it("adds nothing back at the default 50% basic", () => {
    const result = inHandSalary(
      {
        annualCtc: 12_00_000,
        basicPercent: 50,
        hraPercent: 40,
        employerPfInCtc: true,
        pfWageBasis: "full",
        state: "uttar-pradesh",
        ptCategory: "men",
      },
      before,
    )
    expect(result.esicWages.addedBack).toBe(0)
    expect(result.monthly.employeePf).toBe(6_000)
  })
})
