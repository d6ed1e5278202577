import { describe, expect, it } from "vitest"

import { employerCost } from "./employer-cost"

describe("employer cost under the labour codes", () => {
  // labour.gov.in, FAQs on Labour Codes, questions 2-6: PF and gratuity are worked out on wages with
  // the allowances above half of the pay added back. Issue 27's pay: ₹1,00,000 gross, ₹35,000 basic,
  // so wages of ₹50,000. On the full wages PF is 12% of ₹50,000 = ₹6,000, of which ₹1,250 goes to
  // the pension scheme; the gratuity provision is 50,000 × 15/26 / 12 = ₹2,403.85.
  it("works PF and the gratuity provision out on ₹50,000, not the ₹35,000 basic", () => {
    const cost = employerCost({
      monthlyGross: 1_00_000,
      monthlyBasic: 35_000,
      pfWageBasis: "full",
      headcount: 50,
    })
    expect(cost.wages.wages).toBe(50_000)
    expect(cost.wages.addedBack).toBe(15_000)
    expect(cost.epf + cost.eps).toBe(6_000)
    expect(cost.eps).toBe(1_250)
    expect(cost.gratuity).toBe(2_403.85)
    // Wages above ₹21,000: outside the bonus.
    expect(cost.bonusExclusion).toBe("wages")
  })

  // Code on Wages, 2019, Chapter IV: the bonus applies to establishments of twenty or more. Rule
  // text: at least 8.33% of wages, worked out on at most ₹7,000 a month: ₹583.10.
  it("adds the statutory bonus only where the establishment employs 20 or more", () => {
    const base = { monthlyGross: 20_000, monthlyBasic: 10_000, pfWageBasis: "ceiling" as const }
    const small = employerCost({ ...base, headcount: 19 })
    expect(small.bonus).toBe(0)
    expect(small.bonusApplies).toBe(false)
    expect(small.bonusExclusion).toBe("headcount")
    const twenty = employerCost({ ...base, headcount: 20 })
    expect(twenty.bonus).toBe(583.1)
    expect(twenty.bonusApplies).toBe(true)
    expect(twenty.monthlyCost - small.monthlyCost).toBeCloseTo(583.1, 2)
  })

  // ESIC, https://www.esic.gov.in/contribution: covered at the start of a contribution period, an
  // employee contributes to its end even above ₹21,000: 3.25% of ₹22,000 = ₹715.
  it("keeps the employer's ESI on a ₹22,000 gross when the period began within the ceiling", () => {
    const base = {
      monthlyGross: 22_000,
      monthlyBasic: 11_000,
      pfWageBasis: "ceiling" as const,
      headcount: 20,
    }
    expect(employerCost(base).esic).toBe(0)
    const continuing = employerCost({ ...base, esicCoveredAtPeriodStart: true })
    expect(continuing.esic).toBe(715)
    expect(continuing.esicUntilPeriodEnd).toBe(true)
  })
})
