import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { employerCost, employerCostIssues } from "./employer-cost"
import { before } from "./test-rules"

describe("employer cost", () => {
  it("adds EPF, EPS, EDLI, admin, ESI, bonus and gratuity to a ₹20,000 gross on a ₹10,000 basic", () => {
    const cost = employerCost(
      {
        monthlyGross: 20_000,
        monthlyBasic: 10_000,
        pfWageBasis: "ceiling",
        headcount: 20,
      },
      before,
    )
    expect(cost.epf).toBe(367)
    expect(cost.eps).toBe(833)
    expect(cost.edli).toBe(50)
    // 0.5% of 10,000 × 20 = 1,000 a month for the establishment: above the minimum, 50 each.
    expect(cost.pfAdmin).toBe(50)
    // ESI on the codes' wages: allowances of ₹10,000 are within half, so wages are ₹10,000.
    expect(cost.esicCovered).toBe(true)
    expect(cost.esic).toBe(325)
    // Published example (CiteHR, https://www.citehr.com/amp.php?t=642674): salary within ₹21,000,
    // bonus worked out on ₹7,000 (or the minimum wage if higher): 8.33% of 7,000 = 583.10.
    expect(cost.bonusApplies).toBe(true)
    expect(cost.bonus).toBe(583.1)
    expect(cost.gratuity).toBe(480.77)
    expect(cost.monthlyCost).toBe(20_000 + 367 + 833 + 50 + 50 + 325 + 583.1 + 480.77)
  })

  it("spreads the ₹500 administration minimum over a small payroll", () => {
    const cost = employerCost(
      {
        monthlyGross: 8_000,
        monthlyBasic: 4_000,
        pfWageBasis: "ceiling",
        headcount: 20,
      },
      before,
    )
    // 0.5% of 4,000 × 20 = 400, below the ₹500 minimum: 25 each.
    expect(cost.pfAdmin).toBe(25)
  })

  it("stops ESI above ₹21,000 of wages and the bonus above ₹21,000 of basic", () => {
    const cost = employerCost(
      {
        monthlyGross: 50_000,
        monthlyBasic: 25_000,
        pfWageBasis: "ceiling",
        headcount: 50,
      },
      before,
    )
    expect(cost.esicCovered).toBe(false)
    expect(cost.esic).toBe(0)
    expect(cost.bonusApplies).toBe(false)
    expect(cost.bonus).toBe(0)
    expect(cost.eps).toBe(1_250)
    expect(cost.epf).toBe(550)
    expect(cost.edli).toBe(75)
  })

  it("works the bonus out on the minimum wage where it is above ₹7,000", () => {
    const cost = employerCost(
      {
        monthlyGross: 16_000,
        monthlyBasic: 12_000,
        pfWageBasis: "ceiling",
        headcount: 20,
        minimumWage: 11_313,
      },
      before,
    )
    expect(cost.bonus).toBe(942.37)
  })

  it("refuses basic above gross and a headcount below one", () => {
    expect(employerCostIssues({ monthlyGross: 10_000, monthlyBasic: 12_000 })[0]?.message).toMatch(
      /Basic pay cannot be more/,
    )
    expect(employerCostIssues({ headcount: 0 })[0]?.field).toBe("headcount")
  })

  it("never costs less than the gross, and costs more for a higher gross", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_00_000 }),
        fc.integer({ min: 10, max: 100 }),
        fc.integer({ min: 1, max: 500 }),
        (gross, basicShare, headcount) => {
          const basic = Math.floor((gross * basicShare) / 100)
          const cost = employerCost(
            {
              monthlyGross: gross,
              monthlyBasic: basic,
              pfWageBasis: "ceiling",
              headcount,
            },
            before,
          )
          expect(cost.monthlyCost).toBeGreaterThanOrEqual(gross)
          expect(cost.eps).toBeLessThanOrEqual(1_250)
          expect(cost.edli).toBeLessThanOrEqual(75)
        },
      ),
    )
  })
})
