import { rateValues } from "@repo/content/rates"
import { describe, expect, it } from "vitest"

import { readAddress } from "./use-fragment-state"
import { taxYearOn } from "./use-tax-year"

const rates = rateValues()

describe("a tool's address", () => {
  const keys = ["wages", "total", "years"]

  it("reads the figures from the fragment, which no browser sends to a server", () => {
    const read = readAddress(
      { pathname: "/tools/gratuity", search: "", hash: "#wages=35%2C000&years=10" },
      keys,
    )
    expect(read.fields).toEqual({ wages: "35,000", years: "10" })
    expect(read.moved).toBeUndefined()
  })

  it("moves an old ?link's figures into the fragment and keeps other query parameters", () => {
    const read = readAddress(
      { pathname: "/tools/gratuity", search: "?wages=35,000&years=10&utm_source=mail", hash: "" },
      keys,
    )
    expect(read.fields).toEqual({ wages: "35,000", years: "10" })
    expect(read.moved).toBe("/tools/gratuity?utm_source=mail#wages=35%2C000&years=10")
  })

  it("prefers the fragment when a figure is in both", () => {
    const read = readAddress({ pathname: "/t", search: "?years=5", hash: "#years=10" }, keys)
    expect(read.fields).toEqual({ years: "10" })
    expect(read.moved).toBe("/t#years=10")
  })
})

describe("the financial year a tool opens on", () => {
  it("is the year containing the date, and says so", () => {
    const year = taxYearOn("2026-11-26", "", rates)
    expect(year.rules.financialYear).toBe("2026-27")
    expect(year.rules.act).toBe("Income-tax Act, 2025")
    expect(year.description).toBe("Set to FY 2026-27, the year containing 26 November 2026.")
    expect(taxYearOn("2026-03-31", "", rates).rules.financialYear).toBe("2025-26")
    expect(taxYearOn("2026-04-01", "", rates).rules.financialYear).toBe("2026-27")
  })

  it("is the year picked, when the visitor picks the other one", () => {
    const year = taxYearOn("2026-11-26", "2025-26", rates)
    expect(year.rules.act).toBe("Income-tax Act, 1961")
    expect(year.description).toBe("You picked FY 2025-26. Today, 26 November 2026, falls in FY 2026-27.")
    expect(year.choices.map((choice) => choice.label)).toEqual(["FY 2026-27", "FY 2025-26"])
  })

  it("says so when the date falls after the last year kept", () => {
    const year = taxYearOn("2027-05-01", "", rates)
    expect(year.rules.financialYear).toBe("2026-27")
    expect(year.description).toMatch(/rules are not here yet: showing FY 2026-27/)
  })
})
