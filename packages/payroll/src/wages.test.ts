import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { codeWages } from "./wages"
import { before } from "./test-rules"

describe("wages under the labour codes", () => {
  // labour.gov.in, FAQs on Labour Codes, questions 2-4: allowances above 50% of all remuneration
  // are added back to wages. Issue 27's example: ₹1,00,000 a month with basic ₹35,000 leaves
  // ₹65,000 of allowances, ₹15,000 over the ₹50,000 half, so the wage is ₹50,000.
  it("adds back the allowances above half of the pay", () => {
    const result = codeWages({ basicAndDa: 35_000, totalPay: 1_00_000 }, before.codeWages)
    expect(result.otherPayments).toBe(65_000)
    expect(result.limit).toBe(50_000)
    expect(result.addedBack).toBe(15_000)
    expect(result.wages).toBe(50_000)
  })

  it("adds nothing when the allowances are within half of the pay", () => {
    const result = codeWages({ basicAndDa: 60_000, totalPay: 1_00_000 }, before.codeWages)
    expect(result.addedBack).toBe(0)
    expect(result.wages).toBe(60_000)
    // Exactly half is within the limit too.
    expect(codeWages({ basicAndDa: 50_000, totalPay: 1_00_000 }, before.codeWages).addedBack).toBe(0)
  })

  it("never gives wages below basic and DA, nor above half of the pay when basic is below half", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_00_000 }),
        fc.integer({ min: 0, max: 10_00_000 }),
        (basic, extra) => {
          const result = codeWages({ basicAndDa: basic, totalPay: basic + extra }, before.codeWages)
          expect(result.wages).toBeGreaterThanOrEqual(basic)
          expect(result.wages).toBeCloseTo(Math.max(basic, (basic + extra) / 2), 2)
        },
      ),
    )
  })
})
