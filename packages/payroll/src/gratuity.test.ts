import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { gratuity, gratuityIssues, monthlyGratuityProvision } from "./gratuity"
import { before } from "./test-rules"

describe("gratuity", () => {
  // Published example (CiteHR, https://www.citehr.com/amp.php?t=148103): 8 years 7 months on a last
  // basic of ₹6,000: 6,000 / 26 × 9 × 15 = 31,154 (to the rupee).
  it("counts 8 years 7 months as 9 and pays ₹31,153.85 on ₹6,000", () => {
    const result = gratuity({ monthlyWages: 6_000, years: 8, months: 7, employment: "permanent" }, before)
    expect(result.countedYears).toBe(9)
    expect(result.amount).toBe(31_153.85)
    expect(Math.round(result.amount)).toBe(31_154)
  })

  // Rule text (Payment of Gratuity Act, section 4(2)): ₹60,000 × 15/26 × 20 years.
  it("pays ₹6,92,307.69 on ₹60,000 after 20 years", () => {
    const result = gratuity({ monthlyWages: 60_000, years: 20, months: 0, employment: "permanent" }, before)
    expect(result.amount).toBe(6_92_307.69)
    expect(result.capped).toBe(false)
  })

  it("does not count a part year of exactly six months", () => {
    expect(
      gratuity({ monthlyWages: 26_000, years: 8, months: 6, employment: "permanent" }, before).countedYears,
    ).toBe(8)
  })

  // Rule text (section 4(3), ceiling ₹20,00,000): ₹2,00,000 × 15/26 × 20 = 23,07,692.31.
  it("stops at the ₹20 lakh ceiling", () => {
    const result = gratuity({ monthlyWages: 2_00_000, years: 20, months: 0, employment: "permanent" }, before)
    expect(result.computed).toBe(23_07_692.31)
    expect(result.amount).toBe(20_00_000)
    expect(result.capped).toBe(true)
    // Just at the ceiling: 26 × 20,00,000 / (15 × 26) per year… ₹1,73,333.33 a month over 20 years is under it.
    const under = gratuity({ monthlyWages: 1_73_333, years: 20, months: 0, employment: "permanent" }, before)
    expect(under.capped).toBe(false)
    expect(under.amount).toBe(19_99_996.15)
  })

  // Code on Social Security, section 53(1), in force from 21 November 2025.
  it("makes a permanent employee eligible at five years and a fixed-term one at one", () => {
    expect(
      gratuity({ monthlyWages: 30_000, years: 4, months: 11, employment: "permanent" }, before).eligible,
    ).toBe(false)
    expect(
      gratuity({ monthlyWages: 30_000, years: 5, months: 0, employment: "permanent" }, before).eligible,
    ).toBe(true)
    expect(
      gratuity({ monthlyWages: 30_000, years: 0, months: 11, employment: "fixed-term" }, before).eligible,
    ).toBe(false)
    expect(
      gratuity({ monthlyWages: 30_000, years: 1, months: 0, employment: "fixed-term" }, before).eligible,
    ).toBe(true)
  })

  it("refuses more than 60 years of service, negative pay and months over 11", () => {
    expect(gratuityIssues({ years: 61 })[0]?.message).toMatch(/more than 60 years/)
    expect(gratuityIssues({ years: 60 })).toEqual([])
    expect(gratuityIssues({ monthlyWages: -1 })[0]?.field).toBe("monthlyWages")
    expect(gratuityIssues({ months: 12 })[0]?.field).toBe("months")
  })

  it("sets aside 15/26 of a month's basic over twelve months as the monthly provision", () => {
    expect(monthlyGratuityProvision(26_000, before.gratuity)).toBe(1_250)
  })

  it("never pays more than the ceiling and never less for longer service", () => {
    const input = fc.record({
      monthlyWages: fc.integer({ min: 0, max: 10_00_000 }),
      years: fc.integer({ min: 0, max: 59 }),
      months: fc.integer({ min: 0, max: 11 }),
    })
    fc.assert(
      fc.property(input, ({ monthlyWages, years, months }) => {
        const now = gratuity({ monthlyWages, years, months, employment: "permanent" }, before)
        const later = gratuity({ monthlyWages, years: years + 1, months, employment: "permanent" }, before)
        expect(now.amount).toBeLessThanOrEqual(20_00_000)
        expect(later.amount).toBeGreaterThanOrEqual(now.amount)
      }),
    )
  })
})

describe("gratuity by exit date and for fixed-term employees", () => {
  const pay = { monthlyWages: 35_000, monthlyTotalPay: 1_00_000, years: 2, months: 8 }

  // Code on Social Security, 2020, section 53(1) and its proviso (in force from 21 November 2025,
  // S.O. 5319(E)): a fixed-term employee is paid on pro rata basis, without the five-year minimum.
  // Wages under the code: ₹50,000; 2 years 8 months count as 3; 50,000 × 15/26 × 3 = ₹86,538.46.
  it("pays a fixed-term employee leaving on 21 November 2025 or later pro rata, after one year", () => {
    const result = gratuity({ ...pay, employment: "fixed-term", exitDate: "2026-03-31" }, before)
    expect(result.law).toBe("code")
    expect(result.eligible).toBe(true)
    expect(result.minimumYears).toBe(1)
    expect(result.amount).toBe(86_538.46)
    // The exact-fraction reading: 50,000 × 15/26 × 2.6667 = ₹76,923.08.
    expect(result.proRataExact).toBe(76_923.08)
  })

  // Payment of Gratuity Act, 1972, section 4(1): five years for everyone; section 2(s): wages are
  // basic and DA, no allowance added back.
  it("applies the Payment of Gratuity Act to an exit before 21 November 2025", () => {
    const result = gratuity({ ...pay, employment: "fixed-term", exitDate: "2025-11-20" }, before)
    expect(result.law).toBe("payment-of-gratuity-act")
    expect(result.eligible).toBe(false)
    expect(result.minimumYears).toBe(5)
    expect(result.wages.wages).toBe(35_000)
    expect(result.proRataExact).toBeUndefined()
  })

  it("keeps the permanent employee's five years under either law", () => {
    expect(gratuity({ ...pay, employment: "permanent", exitDate: "2026-01-01" }, before).minimumYears).toBe(5)
    expect(gratuity({ ...pay, employment: "permanent", exitDate: "2024-01-01" }, before).wages.wages).toBe(
      35_000,
    )
  })
})
