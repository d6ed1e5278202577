import { describe, expect, it } from "vitest"

import { localeOf } from "./locale"
import { formatDayIn, localePath } from "./locale-paths"

describe("a page's language is its address", () => {
  it("is Hindi under /hi and English elsewhere", () => {
    expect(localeOf("/hi/jobs/site-engineer-civil-noida")).toBe("hi")
    expect(localeOf("/hi")).toBe("hi")
    expect(localeOf("/hiring")).toBe("en")
    expect(localeOf("/jobs")).toBe("en")
  })

  it("maps a page to the same page in the other language, both ways", () => {
    expect(localePath("/jobs/x", "hi")).toBe("/hi/jobs/x")
    expect(localePath("/hi/jobs/x", "en")).toBe("/jobs/x")
    expect(localePath("/hi/jobs/x", "hi")).toBe("/hi/jobs/x")
    expect(localePath("/recruitment-fraud", "en")).toBe("/recruitment-fraud")
  })

  it("writes a day in Hindi with Western digits", () => {
    expect(formatDayIn("2026-12-03", "hi")).toBe("3 दिसंबर 2026")
  })
})
