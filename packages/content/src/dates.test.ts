import { describe, expect, it } from "vitest"

import { addDays, buildDateFrom, dateInIndia, isIsoDate } from "./dates"

describe("the build's date", () => {
  it("is the day in India, which starts 5 h 30 min before the day in London", () => {
    expect(dateInIndia(new Date("2026-12-31T18:29:59Z"))).toBe("2026-12-31")
    expect(dateInIndia(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01")
  })

  it("agrees with Intl's Asia/Kolkata calendar at every half hour from 1970 to 2100", () => {
    const kolkata = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" })
    const step = 30 * 60 * 1000 + 7 // drifts across every minute of the day over the years
    for (let at = 0; at < Date.UTC(2100, 0, 1); at += step * 997)
      expect(dateInIndia(new Date(at)), new Date(at).toISOString()).toBe(kolkata.format(at))
  })

  it("is BUILD_DATE when it is set, and today when it is not", () => {
    const now = new Date("2026-11-26T10:00:00Z")
    expect(buildDateFrom("2027-06-01", now)).toBe("2027-06-01")
    expect(buildDateFrom(undefined, now)).toBe("2026-11-26")
    expect(buildDateFrom("", now)).toBe("2026-11-26")
  })

  it("stops the build on a BUILD_DATE that is not a real date", () => {
    expect(() => buildDateFrom("2027-02-30")).toThrow(
      'BUILD_DATE must be a real date written YYYY-MM-DD, not "2027-02-30"',
    )
    expect(() => buildDateFrom("1 June 2027")).toThrow(/BUILD_DATE/)
  })

  it("checks and counts calendar dates", () => {
    expect(isIsoDate("2028-02-29")).toBe(true)
    expect(isIsoDate("2027-02-29")).toBe(false)
    expect(addDays("2026-11-30", 60)).toBe("2027-01-29")
  })
})
