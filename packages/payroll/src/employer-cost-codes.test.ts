import { describe, expect, it } from "vitest"

import { employerCost } from "./employer-cost"
import { before } from "./test-rules"

describe("employer cost under the labour codes", () => {
  // labour.gov.in, FAQs on Labour Codes, questions 2-6: gratuity is worked out on wages with the
  // allowances above half of the pay added back. Issue 27's pay: ₹1,00,000 gross, ₹35,000 basic, so
  // wages of ₹50,000; the gratuity provision is 50,000 × 15/26 / 12 = ₹2,403.85. PF stays on the
  // EPF Act's basic wages (S.O. 5319(E) left the Act in force): 12% of ₹35,000 = ₹4,200, of which
  // ₹1,250 goes to the pension scheme.
  it("works gratuity out on ₹50,000 and PF on the ₹35,000 basic", () => {
    const cost = employerCost(
      {
        monthlyGross: 1_00_000,
        monthlyBasic: 35_000,
        pfWageBasis: "full",
        headcount: 50,
      },
      before,
    )
    expect(cost.wages.wages).toBe(50_000)
    expect(cost.wages.addedBack).toBe(15_000)
    expect(cost.pfBasicWages).toBe(35_000)
    expect(cost.epf + cost.eps).toBe(4_200)
    expect(cost.eps).toBe(1_250)
    expect(cost.gratuity).toBe(2_403.85)
    // Wages above ₹21,000: outside the bonus.
    expect(cost.bonusExclusion).toBe("wages")
  })

  // Code on Social Security, 2020, section 2(88), as ESIC's instructions of December 2025 apply it
  // (reported; https://www.esic.gov.in/): coverage and contributions on the codes' wages, not the
  // gross. ₹30,000 gross with ₹15,000 basic: the allowances are exactly half, nothing is added back,
  // wages are ₹15,000, within ₹21,000: covered. Employer 3.25% of 15,000 = 487.50, up to ₹488;
  // employee 0.75% = 112.50, up to ₹113.
  it("covers a ₹30,000 gross under ESI when its wages under the code are ₹15,000", () => {
    const cost = employerCost(
      {
        monthlyGross: 30_000,
        monthlyBasic: 15_000,
        pfWageBasis: "ceiling",
        headcount: 20,
      },
      before,
    )
    expect(cost.wages.wages).toBe(15_000)
    expect(cost.esicCovered).toBe(true)
    expect(cost.esic).toBe(488)
  })

  it("leaves ESI out once the codes' wages pass ₹21,000, whatever the gross", () => {
    // ₹30,000 gross, ₹8,000 basic: allowances of ₹22,000 are ₹7,000 over half, so wages ₹15,000:
    // covered. ₹60,000 gross, ₹22,000 basic: wages ₹30,000 (₹8,000 added back): not covered.
    expect(
      employerCost(
        { monthlyGross: 30_000, monthlyBasic: 8_000, pfWageBasis: "ceiling", headcount: 20 },
        before,
      ).esicCovered,
    ).toBe(true)
    expect(
      employerCost(
        { monthlyGross: 60_000, monthlyBasic: 22_000, pfWageBasis: "ceiling", headcount: 20 },
        before,
      ).esicCovered,
    ).toBe(false)
  })

  // Code on Wages, 2019, Chapter IV: the bonus applies to establishments of twenty or more. Rule
  // text: at least 8.33% of wages, worked out on at most ₹7,000 a month: ₹583.10.
  it("adds the statutory bonus only where the establishment employs 20 or more", () => {
    const base = { monthlyGross: 20_000, monthlyBasic: 10_000, pfWageBasis: "ceiling" as const }
    const small = employerCost({ ...base, headcount: 19 }, before)
    expect(small.bonus).toBe(0)
    expect(small.bonusApplies).toBe(false)
    expect(small.bonusExclusion).toBe("headcount")
    const twenty = employerCost({ ...base, headcount: 20 }, before)
    expect(twenty.bonus).toBe(583.1)
    expect(twenty.bonusApplies).toBe(true)
  })

  // EPF Act, 1952, section 1(3)(b): establishments of 20 or more. Code on Social Security, 2020,
  // First Schedule: ESI and gratuity from 10.
  it("applies PF from 20 employees and ESI and gratuity from 10", () => {
    const base = { monthlyGross: 20_000, monthlyBasic: 10_000, pfWageBasis: "ceiling" as const }
    const nine = employerCost({ ...base, headcount: 9 }, before)
    expect([nine.pfApplies, nine.esicApplies, nine.gratuityApplies]).toEqual([false, false, false])
    expect(nine.monthlyCost).toBe(20_000)
    const ten = employerCost({ ...base, headcount: 10 }, before)
    expect([ten.pfApplies, ten.esicApplies, ten.gratuityApplies]).toEqual([false, true, true])
    expect(ten.epf + ten.eps + ten.edli + ten.pfAdmin).toBe(0)
    expect(ten.esic).toBe(325)
    expect(ten.gratuity).toBe(480.77)
    const twenty = employerCost({ ...base, headcount: 20 }, before)
    expect(twenty.pfApplies).toBe(true)
    expect(twenty.epf + twenty.eps).toBe(1_200)
  })

  // ESIC, https://www.esic.gov.in/contribution: covered at the start of a contribution period, an
  // employee contributes to its end even above ₹21,000: 3.25% of ₹22,000 of wages = ₹715.
  it("keeps the employer's ESI on ₹22,000 of wages when the period began within the ceiling", () => {
    const base = {
      monthlyGross: 44_000,
      monthlyBasic: 22_000,
      pfWageBasis: "ceiling" as const,
      headcount: 20,
    }
    expect(employerCost(base, before).esic).toBe(0)
    const continuing = employerCost({ ...base, esicCoveredAtPeriodStart: true }, before)
    expect(continuing.esic).toBe(715)
    expect(continuing.esicUntilPeriodEnd).toBe(true)
  })
})
