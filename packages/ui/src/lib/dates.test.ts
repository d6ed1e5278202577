import { describe, expect, it } from "vitest"

import { formatIsoDate, monthNames } from "./dates"

describe("formatIsoDate", () => {
  it("writes an ISO date as day, month name and year", () => {
    expect(formatIsoDate("2025-03-12")).toBe("12 March 2025")
    expect(formatIsoDate("2024-12-01")).toBe("1 December 2024")
  })

  it("names the months as the browser's English locale does", () => {
    const fromIntl = Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" }).format(Date.UTC(2000, month, 1)),
    )
    expect([...monthNames]).toEqual(fromIntl)
  })
})
