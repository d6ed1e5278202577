import { addDays, formatIsoDate as contentDate, monthNames as contentMonths } from "@repo/content/dates"
import { formatIsoDate as sectionDate, monthNames as sectionMonths } from "@repo/ui/lib/dates"
import { describe, expect, it } from "vitest"

// The content and the sections each write dates (the design system imports nothing of the site's,
// decision 073); a page must not show one date two ways.
describe("the site writes a date one way", () => {
  it("content and sections agree on every day of a leap year", () => {
    let day = "2028-01-01"
    while (day < "2029-01-01") {
      expect(sectionDate(day)).toBe(contentDate(day))
      day = addDays(day, 1)
    }
    expect(sectionDate("2028-02-29")).toBe("29 February 2028")
    expect([...sectionMonths]).toEqual([...contentMonths])
  })
})
