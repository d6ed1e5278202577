import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { inHandIssues, inHandSalary, salaryStructureDefaults, type InHandInput } from "./in-hand"
import { stateCodes } from "./professional-tax"
import { before } from "./test-rules"

const base: InHandInput = {
  ...salaryStructureDefaults,
  annualCtc: 0,
  state: "uttar-pradesh",
  ptCategory: "men",
}

describe("in-hand salary", () => {
  it("works out ₹12,00,000 CTC in Uttar Pradesh: PF on the ceiling in CTC, no ESI, no tax", () => {
    const result = inHandSalary({ ...base, annualCtc: 12_00_000 }, before)
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
    const result = inHandSalary({ ...base, annualCtc: 12_00_000, state: "maharashtra" }, before)
    expect(result.monthly.professionalTax).toBe(200)
    expect(result.annual.professionalTax).toBe(2_500)
    expect(result.annual.takeHome).toBe(11_56_800 - 2_500)
  })

  it("counts the special allowance as wages and takes ESI on them out of CTC", () => {
    // Monthly CTC 20,000; basic 10,000; HRA 4,000 (excluded); employer PF 1,200. The special
    // allowance is not among section 2(y)'s exclusions, so wages are the gross less the HRA:
    // 18,367.24 - 4,000 = 14,367.24 (the employer's ESI settles the gross), within ₹21,000.
    const result = inHandSalary({ ...base, annualCtc: 2_40_000 }, before)
    expect(result.esicCovered).toBe(true)
    expect(result.esicWages.otherPayments).toBe(4_000)
    expect(result.esicWages.wages).toBeCloseTo(result.monthly.gross - 4_000, 2)
    expect(result.monthly.employerEsic).toBe(Math.ceil(result.esicWages.wages * 0.0325))
    expect(result.monthly.employeeEsic).toBe(Math.ceil(result.esicWages.wages * 0.0075))
    expect(result.monthly.ctc).toBe(
      result.monthly.gross + result.monthly.employerPf + result.monthly.employerEsic,
    )
  })

  it("pays PF on the full basic when chosen", () => {
    const result = inHandSalary({ ...base, annualCtc: 12_00_000, pfWageBasis: "full" }, before)
    expect(result.monthly.employeePf).toBe(6_000)
    expect(result.monthly.employerPf).toBe(6_000)
  })

  it("leaves employer PF out of the CTC when it is paid on top", () => {
    const result = inHandSalary({ ...base, annualCtc: 12_00_000, employerPfInCtc: false }, before)
    expect(result.monthly.gross).toBe(1_00_000)
    expect(result.monthly.employerPf).toBe(0)
  })

  it("refuses basic above the CTC, a negative CTC and a structure that does not fit", () => {
    expect(inHandIssues({ ...base, annualCtc: 6_00_000, basicPercent: 120 }, before)[0]?.message).toMatch(
      /Basic cannot be more than the CTC/,
    )
    expect(inHandIssues({ ...base, annualCtc: -5 }, before)[0]?.field).toBe("annualCtc")
    expect(
      inHandIssues({ ...base, annualCtc: 6_00_000, basicPercent: 90, hraPercent: 50 }, before)[0]?.field,
    ).toBe("structure")
    expect(inHandIssues({ ...base, annualCtc: 6_00_000 }, before)).toEqual([])
  })

  it("covers a CTC whose gross is above ₹21,000 when conveyance and HRA are excluded", () => {
    // CTC 3,60,000: ₹30,000 a month, basic 15,000, HRA 6,000, conveyance 20% of CTC = 6,000,
    // employer PF 1,800. Gross about ₹27,300; the excluded ₹12,000 are under half of it, so the
    // wages are the gross less ₹12,000, about ₹15,300: covered.
    const result = inHandSalary({ ...base, annualCtc: 3_60_000, otherExcludedPercent: 20 }, before)
    expect(result.monthly.gross).toBeGreaterThan(21_000)
    expect(result.esicWages.otherPayments).toBe(12_000)
    expect(result.esicCovered).toBe(true)
    // Without the conveyance the special allowance is wages, above ₹21,000: not covered.
    expect(inHandSalary({ ...base, annualCtc: 3_60_000 }, before).esicCovered).toBe(false)
  })

  it("works out a ₹1.2 crore CTC with the 15% surcharge and no issue", () => {
    expect(inHandIssues({ ...base, annualCtc: 1_20_00_000 }, before)).toEqual([])
    const result = inHandSalary({ ...base, annualCtc: 1_20_00_000 }, before)
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
        const result = inHandSalary(value, before)
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
        const now = inHandSalary(value, before)
        const higher = inHandSalary({ ...value, annualCtc: value.annualCtc + raise }, before)
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
