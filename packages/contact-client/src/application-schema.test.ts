import { describe, expect, it } from "vitest"
import {
  applicationMessages,
  applicationSchema,
  normalizeIndianMobile,
  normalizeLinkedinUrl,
  type ApplicationInput,
} from "./application-schema.ts"

const valid: ApplicationInput = {
  fullName: "  Asha Rao ",
  email: " asha.rao@example.in",
  mobile: "98765 43210",
  city: "Pune",
  experience: "3-5",
  noticePeriod: "30-days",
  linkedinUrl: "",
  coverNote: "",
  consent: true,
}

function errorsOf(input: Partial<ApplicationInput>): Record<string, string> {
  const result = applicationSchema.safeParse({ ...valid, ...input })
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

describe("applicationSchema", () => {
  it("trims, normalises the mobile and leaves empty optional fields out", () => {
    expect(applicationSchema.parse(valid)).toEqual({
      fullName: "Asha Rao",
      email: "asha.rao@example.in",
      mobile: "+919876543210",
      city: "Pune",
      experience: "3-5",
      noticePeriod: "30-days",
      linkedinUrl: undefined,
      coverNote: undefined,
      consent: true,
    })
  })

  it("says which field is wrong, with the form's messages", () => {
    expect(errorsOf({ fullName: " A " })).toEqual({ fullName: applicationMessages.fullNameMin })
    expect(errorsOf({ email: "asha@" })).toEqual({ email: applicationMessages.email })
    expect(errorsOf({ mobile: "12345" })).toEqual({ mobile: applicationMessages.mobile })
    expect(errorsOf({ city: "" })).toEqual({ city: applicationMessages.cityMin })
    expect(errorsOf({ experience: "" as never })).toEqual({ experience: applicationMessages.experience })
    expect(errorsOf({ noticePeriod: "" as never })).toEqual({
      noticePeriod: applicationMessages.noticePeriod,
    })
    expect(errorsOf({ linkedinUrl: "https://example.com/asha" })).toEqual({
      linkedinUrl: applicationMessages.linkedinUrl,
    })
    expect(errorsOf({ coverNote: "x".repeat(3001) })).toEqual({ coverNote: applicationMessages.coverNoteMax })
    expect(errorsOf({ consent: false as never })).toEqual({ consent: applicationMessages.consent })
  })
})

describe("normalizeIndianMobile", () => {
  it("accepts ten digits from 6 to 9, with or without +91, 91 or 0, spaces and hyphens", () => {
    for (const typed of [
      "9876543210",
      "+91 98765 43210",
      "+91-98765-43210",
      "919876543210",
      "09876543210",
      "(+91) 98765 43210",
    ]) {
      expect(normalizeIndianMobile(typed), typed).toBe("+919876543210")
    }
  })
  it("refuses landlines, short numbers and other countries", () => {
    for (const typed of [
      "5876543210",
      "987654321",
      "+44 7911 123456",
      "98765432100",
      "+91 12345 67890",
      "abc",
    ]) {
      expect(normalizeIndianMobile(typed), typed).toBeUndefined()
    }
  })
})

describe("normalizeLinkedinUrl", () => {
  it("adds https and lower-cases the host", () => {
    expect(normalizeLinkedinUrl("linkedin.com/in/asha-rao")).toBe("https://linkedin.com/in/asha-rao")
    expect(normalizeLinkedinUrl("http://IN.LinkedIn.com/in/asha")).toBe("https://in.linkedin.com/in/asha")
    expect(normalizeLinkedinUrl("https://www.linkedin.com/in/asha-rao/")).toBe(
      "https://www.linkedin.com/in/asha-rao/",
    )
  })
  it("refuses other sites and look-alikes", () => {
    expect(normalizeLinkedinUrl("https://linkedin.com.evil.example/in/a")).toBeUndefined()
    expect(normalizeLinkedinUrl("https://notlinkedin.com/in/a")).toBeUndefined()
    expect(normalizeLinkedinUrl("javascript:alert(1)")).toBeUndefined()
  })
})

describe("applicationSchema's full name", () => {
  it("needs two letters: zero-width, no-break and other invisible characters are not letters", () => {
    for (const name of [
      "\u200b\u200b",
      "\u00a0\u00a0",
      "\u200b \u200c \u2060",
      "\u3164\u3164",
      "A\u200b",
      "12",
    ]) {
      expect(errorsOf({ fullName: name }), JSON.stringify(name)).toEqual({
        fullName: applicationMessages.fullNameLetters,
      })
    }
    expect(applicationMessages.fullNameLetters).toMatch(/^Full name /)
  })

  it("accepts names in Devanagari and other scripts", () => {
    for (const name of ["प्रिया शर्मा", "Asha Rao", "கமலா", "李明", "Zoë"]) {
      expect(errorsOf({ fullName: name }), name).toEqual({})
    }
  })
})
