import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { indianNumber, type Fraction } from "./indian-number"

// What the site wrote before, and what a browser writes: the tests hold the two together.
const intl: Record<Fraction, Intl.NumberFormat> = {
  whole: new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }),
  "up-to-paise": new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }),
  paise: new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
}
const fractions = Object.keys(intl) as Fraction[]

describe("indianNumber", () => {
  it("groups the last three digits, then pairs", () => {
    expect(indianNumber(0, "whole")).toBe("0")
    expect(indianNumber(999, "whole")).toBe("999")
    expect(indianNumber(1000, "whole")).toBe("1,000")
    expect(indianNumber(1250000, "whole")).toBe("12,50,000")
    expect(indianNumber(123456789, "whole")).toBe("12,34,56,789")
  })

  it("writes paise as asked", () => {
    expect(indianNumber(1249.5, "paise")).toBe("1,249.50")
    expect(indianNumber(1249.5, "up-to-paise")).toBe("1,249.5")
    expect(indianNumber(1800, "paise")).toBe("1,800.00")
    expect(indianNumber(6.25)).toBe("6.25")
  })

  it("rounds half away from zero on the shortest decimal, as Intl does", () => {
    expect(indianNumber(1.005, "up-to-paise")).toBe("1.01")
    expect(indianNumber(2.5, "whole")).toBe("3")
    expect(indianNumber(-2.5, "whole")).toBe("-3")
    expect(indianNumber(99999.995, "paise")).toBe("1,00,000.00")
    expect(indianNumber(999.5, "whole")).toBe("1,000")
  })

  it("agrees with Intl.NumberFormat('en-IN') at the edges", () => {
    const edges = [
      0,
      -0,
      0.004,
      0.005,
      -0.004,
      1e-9,
      0.1 + 0.2,
      1.005,
      1.015,
      2.675,
      1234.565,
      1e15,
      123456789.125,
    ]
    for (const fraction of fractions)
      for (const value of edges)
        expect(indianNumber(value, fraction), `${value} ${fraction}`).toBe(intl[fraction].format(value))
  })

  it("agrees with Intl.NumberFormat('en-IN') for any amount in rupees and paise", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }),
          fc.integer({ min: -1e11, max: 1e11 }).map((paise) => paise / 100),
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        ),
        fc.constantFrom(...fractions),
        (value, fraction) => indianNumber(value, fraction) === intl[fraction].format(value),
      ),
      { numRuns: 20_000 },
    )
  })
})
