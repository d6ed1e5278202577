import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { inHandIssues, inHandSalary, salaryStructureDefaults, type InHandInput } from "./in-hand"
import { stateCodes } from "./professional-tax"

const base: InHandInput = {
  ...salaryStructureDefaults,
  annualCtc: 0,
  state: "uttar-pradesh",
  ptCategory: "men",
}

describe("in-hand salary", () => {
  it("works out ₹12,00,000 CTC in Uttar Pradesh: PF on the ceiling in CTC, no ESI, no tax", () => {
    const result = inHandSalary({ ...base, annualCtc: 12_00_000 })
    // Monthly CTC 1,00,000; basic 50,000; employer PF 12% of 15,000 = 1,800; gross 98,200.
    expect(result.monthly.basic).toBe(50_000)
    expect(result.monthly.hra).toBe(20_000)
    expect(result.monthly.employerPf).toBe(1_800)
    expect(result.monthly.gross).toBe(98_200)
    expect(result.monthly.special).toBe(28_200)
    expect(result.esicCovered).toBe(false)
    // 11,78,400 - 75,000 = 11,03,400: under ₹12 lakh, so no tax.
    expect(result.tax.taxableIncome).toBe(11_03_400)
    expect(result.annual.incomeTax).toBe(0)
    expect(result.monthly.takeHome).toBe(96_400)
    expect(result.annual.takeHome).toBe(11_56_800)
  })

  it("deducts Maharashtra's professional tax, ₹300 in February", () => {
    const result = inHandSalary({ ...base, annualCtc: 12_00_000, state: "maharashtra" })
    expect(result.monthly.professionalTax).toBe(200)
    expect(result.annual.professionalTax).toBe(2_500)
    expect(result.annual.takeHome).toBe(11_56_800 - 2_500)
  })

  it("takes ESI, on the codes' wages, out of CTC while those wages are within ₹21,000 a month", () => {
    // Monthly CTC 20,000; basic 10,000; employer PF 1,200. The allowances are under half of the
    // gross, so the wages are the ₹10,000 basic: employer 3.25% = 325, employee 0.75% = 75.
    const result = inHandSalary({ ...base, annualCtc: 2_40_000 })
    expect(result.esicCovered).toBe(true)
    expect(result.esicWages.wages).toBe(10_000)
    expect(result.monthly.employerEsic).toBe(325)
    expect(result.monthly.gross).toBe(18_475)
    expect(result.monthly.employeeEsic).toBe(75)
    expect(result.monthly.ctc).toBe(
      result.monthly.gross + result.monthly.employerPf + result.monthly.employerEsic,
    )
  })

  it("pays PF on the full basic when chosen", () => {
    const result = inHandSalary({ ...base, annualCtc: 12_00_000, pfWageBasis: "full" })
    expect(result.monthly.employeePf).toBe(6_000)
    expect(result.monthly.employerPf).toBe(6_000)
  })

  it("leaves employer PF out of the CTC when it is paid on top", () => {
    const result = inHandSalary({ ...base, annualCtc: 12_00_000, employerPfInCtc: false })
    expect(result.monthly.gross).toBe(1_00_000)
    expect(result.monthly.employerPf).toBe(0)
  })

  it("refuses basic above the CTC, a negative CTC and a structure that does not fit", () => {
    expect(inHandIssues({ ...base, annualCtc: 6_00_000, basicPercent: 120 })[0]?.message).toMatch(
      /Basic cannot be more than the CTC/,
    )
    expect(inHandIssues({ ...base, annualCtc: -5 })[0]?.field).toBe("annualCtc")
    expect(inHandIssues({ ...base, annualCtc: 6_00_000, basicPercent: 90, hraPercent: 50 })[0]?.field).toBe(
      "structure",
    )
    expect(inHandIssues({ ...base, annualCtc: 6_00_000 })).toEqual([])
  })

  it("covers a CTC whose gross is above ₹21,000 when its wages under the code are within it", () => {
    // CTC 3,60,000: ₹30,000 a month, basic 15,000, employer PF 1,800. Gross about ₹27,700, with
    // allowances under half of it: wages ₹15,000, covered. Employer 3.25% = 487.50, up to ₹488.
    const result = inHandSalary({ ...base, annualCtc: 3_60_000 })
    expect(result.monthly.gross).toBeGreaterThan(21_000)
    expect(result.esicCovered).toBe(true)
    expect(result.monthly.employerEsic).toBe(488)
    expect(result.monthly.employeeEsic).toBe(113)
  })

  it("works out a ₹1.2 crore CTC with the 15% surcharge and no issue", () => {
    expect(inHandIssues({ ...base, annualCtc: 1_20_00_000 })).toEqual([])
    const result = inHandSalary({ ...base, annualCtc: 1_20_00_000 })
    expect(result.tax.surchargeRate).toBe(15)
    expect(result.tax.surcharge).toBeGreaterThan(0)
    expect(result.annual.incomeTax).toBe(result.tax.total)
    expect(result.monthly.takeHome).toBeGreaterThan(0)
  })
})

describe("in-hand properties", () => {
  const input = fc.record({
    annualCtc: fc.integer({ min: 1, max: 6_00_00_000 }),
    basicPercent: fc.integer({ min: 30, max: 60 }),
    hraPercent: fc.integer({ min: 0, max: 50 }),
    employerPfInCtc: fc.boolean(),
    pfWageBasis: fc.constantFrom("ceiling" as const, "full" as const),
    state: fc.constantFrom(...stateCodes),
    ptCategory: fc.constantFrom("men" as const, "women" as const),
  })

  it("never takes home more than the gross, monthly or yearly", () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = inHandSalary(value)
        expect(result.monthly.takeHome).toBeLessThanOrEqual(result.monthly.gross)
        expect(result.annual.takeHome).toBeLessThanOrEqual(result.annual.gross)
        expect(result.monthly.gross).toBeLessThanOrEqual(result.monthly.ctc)
      }),
      { numRuns: 1000 },
    )
  })

  it("never charges less income tax on a higher gross with the same structure", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 10_00_000 }), (value, raise) => {
        const now = inHandSalary(value)
        const higher = inHandSalary({ ...value, annualCtc: value.annualCtc + raise })
        // A raise of a few rupees can lower the gross: with the employer's PF inside the CTC, its
        // monthly rupee rounding can take ₹12 a year from a ₹3 raise (₹1,12,10,779 → ₹1,12,10,782).
        // Tax follows the salary actually paid.
        fc.pre(higher.annual.gross >= now.annual.gross)
        expect(higher.annual.incomeTax).toBeGreaterThanOrEqual(now.annual.incomeTax)
      }),
      { numRuns: 1000 },
    )
  })
})
