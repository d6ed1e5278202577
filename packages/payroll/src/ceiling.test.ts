import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { providentFund } from "./contributions"
import { employerCost } from "./employer-cost"
import { inHandSalary } from "./in-hand"
import { rulesOn } from "./statutory"
import { after, before, rates } from "./test-rules"

// S.O. 5109(E), 17 September 2026: the PF wage ceiling rose from ₹15,000 to ₹25,000 a month for
// Chapter III of the Code on Social Security. EPS (8.33%) and EDLI (0.5%) are capped on it.
describe("the PF wage ceiling by date", () => {
  const input = {
    monthlyGross: 45_000,
    monthlyBasic: 22_500,
    pfWageBasis: "ceiling" as const,
    headcount: 20,
  }

  // EDLI: 0.5% of 22,500 = 112.50, rounded to the nearest rupee, 50 paise up (EDLI Scheme, 2026,
  // paragraph 5(3), G.S.R. 526(E)): ₹113.
  it("gives EPS ₹1,874, EPF ₹826 and EDLI ₹113 on ₹22,500 of basic after 17 September 2026", () => {
    const cost = employerCost(input, rulesOn(rates, "2026-12-01"))
    // 12% of 22,500 = 2,700; 8.33% = 1,874.25 → 1,874 to the pension fund; the rest 826.
    expect(cost.eps).toBe(1_874)
    expect(cost.epf).toBe(826)
    expect(cost.edli).toBe(113)
  })

  it("gives ₹1,250, ₹550 and ₹75 on the same pay before it", () => {
    const cost = employerCost(input, rulesOn(rates, "2026-09-16"))
    expect(cost.eps).toBe(1_250)
    expect(cost.epf).toBe(550)
    expect(cost.edli).toBe(75)
  })

  it("switches on the day itself, not a day early", () => {
    expect(rulesOn(rates, "2026-09-16").providentFund.wageCeiling).toBe(15_000)
    expect(rulesOn(rates, "2026-09-17").providentFund.wageCeiling).toBe(25_000)
    expect(rulesOn(rates, "2026-09-17").providentFund.pensionCap).toBe(2_083)
    expect(rulesOn(rates, "2026-09-17").providentFund.edliCap).toBe(125)
  })

  it("caps each share at the new ceiling: ₹35,000 of basic pays EPS ₹2,083, EDLI ₹125", () => {
    const pf = providentFund(35_000, "ceiling", after.providentFund)
    expect(pf.wages).toBe(25_000)
    expect(pf.employee).toBe(3_000)
    expect(pf.pension).toBe(2_083)
    expect(pf.employerPf).toBe(917)
    expect(pf.edli).toBe(125)
  })

  it("keeps each cap equal to its rate of the ceiling on every day a row starts", () => {
    const days = [
      ...new Set(
        (["pf-wage-ceiling", "eps-cap", "edli-cap", "eps-rate", "edli-rate"] as const).flatMap((key) =>
          rates[key]!.map((row) => row.from),
        ),
      ),
    ]
    for (const day of days.filter((d) => d >= "2014-09-01")) {
      const pf = rulesOn(rates, day).providentFund
      expect(pf.pensionCap, day).toBe(Math.round((pf.wageCeiling * pf.pensionRate) / 100))
      expect(pf.edliCap, day).toBe((pf.wageCeiling * pf.edliRate) / 100)
    }
  })
})

describe("in-hand salary across the ceiling's from-date", () => {
  const base = {
    basicPercent: 50,
    hraPercent: 40,
    employerPfInCtc: true,
    pfWageBasis: "ceiling" as const,
    state: "uttar-pradesh" as const,
    ptCategory: "men" as const,
  }

  // From a CTC of ₹3 lakh to ₹6 crore: the employee's PF is 12% of basic up to the ceiling in force.
  it("pays PF on basic up to ₹15,000 before 17 September 2026 and up to ₹25,000 from it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3_00_000, max: 6_00_00_000 }), (annualCtc) => {
        const old = inHandSalary({ ...base, annualCtc }, before)
        const now = inHandSalary({ ...base, annualCtc }, after)
        const basic = old.monthly.basic
        expect(old.monthly.employeePf).toBe(Math.round(Math.min(basic, 15_000) * 0.12))
        expect(now.monthly.employeePf).toBe(Math.round(Math.min(basic, 25_000) * 0.12))
        // Above ₹15,000 of basic the new ceiling takes more PF, so less is left to take home.
        if (basic > 15_000) expect(now.monthly.takeHome).toBeLessThan(old.monthly.takeHome)
        else expect(now.monthly.employeePf).toBe(old.monthly.employeePf)
      }),
    )
  })

  it("reaches the new ceiling's most, ₹3,000 a month, from a basic of ₹25,000", () => {
    const result = inHandSalary({ ...base, annualCtc: 6_00_000 }, after)
    expect(result.monthly.basic).toBe(25_000)
    expect(result.monthly.employeePf).toBe(3_000)
    expect(inHandSalary({ ...base, annualCtc: 6_00_000 }, before).monthly.employeePf).toBe(1_800)
  })
})
