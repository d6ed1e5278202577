import { describe, expect, it } from "vitest"

import { esic, esicContributionPeriod } from "./contributions"
import { before } from "./test-rules"

/*
 * ESIC's contribution page (https://www.esic.gov.in/contribution) and rule 50 of the ESI (Central)
 * Rules: an employee covered when a contribution period begins stays covered to its end, and pays on
 * the whole wages, even after they rise above ₹21,000. Worked example from ESIC's rule as published
 * by greytHR (support article "What are the other rules governing ESI?"): a gross raised in June from
 * ₹18,000 to ₹22,000 still pays ESI until September, on ₹22,000.
 */
describe("ESI's contribution period", () => {
  it("keeps a raise to ₹22,000 in June paying, on ₹22,000, to the end of September", () => {
    const june = new Date(2026, 5, 15)
    expect(esicContributionPeriod(june)).toEqual({ from: "2026-04-01", to: "2026-09-30" })
    const afterRaise = esic(22_000, before.esic, { coveredAtPeriodStart: true })
    expect(afterRaise.covered).toBe(true)
    expect(afterRaise.untilPeriodEnd).toBe(true)
    // 0.75% of 22,000 = 165; 3.25% = 715
    expect(afterRaise.employee).toBe(165)
    expect(afterRaise.employer).toBe(715)
  })

  it("charges nothing above ₹21,000 for someone not covered when the period began", () => {
    expect(esic(22_000, before.esic)).toEqual({
      covered: false,
      untilPeriodEnd: false,
      employee: 0,
      employer: 0,
    })
    expect(esic(22_000, before.esic, { coveredAtPeriodStart: false }).covered).toBe(false)
  })

  it("runs the two periods April-September and October-March", () => {
    expect(esicContributionPeriod(new Date(2026, 3, 1))).toEqual({ from: "2026-04-01", to: "2026-09-30" })
    expect(esicContributionPeriod(new Date(2026, 8, 30))).toEqual({ from: "2026-04-01", to: "2026-09-30" })
    expect(esicContributionPeriod(new Date(2026, 9, 1))).toEqual({ from: "2026-10-01", to: "2027-03-31" })
    expect(esicContributionPeriod(new Date(2027, 2, 31))).toEqual({ from: "2026-10-01", to: "2027-03-31" })
  })
})
