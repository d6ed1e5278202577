import { engagementKinds } from "@repo/content/staffing-request"
import { describe, expect, it } from "vitest"
import {
  briefErrors,
  briefMessages,
  briefSchemaFor,
  engagementValues,
  normalizePhone,
  toBriefRow,
  todayInIndia,
  totalHeadcount,
  type BriefInput,
} from "./brief-schema.ts"

const role = {
  title: "Warehouse associate",
  headcount: "40",
  locations: "Noida",
  experience: "fresher" as const,
  pay: "",
}
const brief: BriefInput = {
  company: " Sharma Logistics ",
  contactName: "Priya Sharma",
  email: "priya@sharma-logistics.in",
  phone: "0120 456 7890",
  roles: [role, { ...role, title: "Supervisor", headcount: "5", experience: "3-5", pay: "₹35,000 a month" }],
  engagement: "contract-to-hire",
  startDate: "2026-12-15",
  endDate: "",
  workingPattern: "day",
  needsPfEsi: true,
  needsClraLicence: false,
  needsBackgroundChecks: true,
  notes: "",
}
const schema = briefSchemaFor("2026-12-01")

/** The message for each path the schema refuses, as "roles.1.headcount". */
function errors(input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]))
}

describe("the staffing brief's schema", () => {
  it("turns a filled brief into the row the database takes", () => {
    const row = toBriefRow(schema.parse(brief), "7d0c9a52-3f4e-4b1a-9c2d-5e6f7a8b9c0d")
    expect(row).toMatchObject({
      company: "Sharma Logistics",
      phone: "+911204567890",
      engagement: "contract-to-hire",
      start_date: "2026-12-15",
      end_date: null,
      notes: null,
      needs_pf_esi: true,
      needs_background_checks: true,
    })
    expect(row.roles).toEqual([
      { title: "Warehouse associate", headcount: 40, locations: "Noida", experience: "fresher" },
      { title: "Supervisor", headcount: 5, locations: "Noida", experience: "3-5", pay: "₹35,000 a month" },
    ])
    expect(totalHeadcount(schema.parse(brief).roles)).toBe(45)
  })

  it("says what to enter for each empty field, in sentence case", () => {
    const found = errors({ roles: [{}] })
    expect(found).toMatchObject({
      company: briefMessages.company,
      contactName: briefMessages.contactName,
      email: briefMessages.email,
      phone: briefMessages.phone,
      "roles.0.title": briefMessages.title,
      "roles.0.headcount": briefMessages.headcount,
      "roles.0.locations": briefMessages.locations,
      "roles.0.experience": briefMessages.experience,
      engagement: briefMessages.engagement,
      startDate: briefMessages.startDate,
      workingPattern: briefMessages.workingPattern,
    })
    for (const message of Object.values(found)) expect(message).toMatch(/^(Enter|Choose|Add|Remove) [a-z0-9]/)
  })

  it("refuses a headcount of 0, 10,001 or a fraction, and 11 roles", () => {
    for (const headcount of ["0", "10001", "2.5", "-1", "ten"])
      expect(errors({ ...brief, roles: [{ ...role, headcount }] })["roles.0.headcount"]).toBe(
        briefMessages.headcount,
      )
    expect(errors({ ...brief, roles: [{ ...role, headcount: "1,200" }] })).toEqual({})
    expect(errors({ ...brief, roles: Array.from({ length: 11 }, () => role) }).roles).toBe(
      briefMessages.roles,
    )
    expect(errors({ ...brief, roles: [] }).roles).toBe(briefMessages.roles)
  })

  it("refuses an end before the start and a start in the past", () => {
    expect(errors({ ...brief, endDate: "2026-12-14" }).endDate).toBe(briefMessages.endDate)
    // The form names it even while other fields are still empty.
    expect(briefErrors({ startDate: "2026-12-20", endDate: "2026-12-10" }, "2026-12-01").endDate).toBe(
      briefMessages.endDate,
    )
    expect(
      briefErrors({ startDate: "2026-12-20", endDate: "2026-12-21" }, "2026-12-01").endDate,
    ).toBeUndefined()
    expect(errors({ ...brief, endDate: "2026-12-15" })).toEqual({})
    expect(errors({ ...brief, startDate: "2026-11-30" }).startDate).toBe(briefMessages.startDatePast)
    expect(errors({ ...brief, startDate: "2026-02-30" }).startDate).toBe(briefMessages.startDate)
  })

  it("refuses hidden and direction controls, and names with no letters, as the other forms do (issue 46)", () => {
    expect(errors({ ...brief, company: "Acme \u202Egnp.exe" }).company).toBe(briefMessages.hidden)
    expect(errors({ ...brief, company: "\u00A0\u00A0" }).company).toBe(briefMessages.companyLetters)
    expect(errors({ ...brief, contactName: "\u200B\u200B" }).contactName).toBe(briefMessages.hidden)
    expect(errors({ ...brief, contactName: "\u00A0\u00A0" }).contactName).toBe(
      briefMessages.contactNameLetters,
    )
    expect(errors({ ...brief, contactName: "P." }).contactName).toBe(briefMessages.contactNameLetters)
    expect(errors({ ...brief, roles: [{ ...role, title: "Picker \u2066x" }] })["roles.0.title"]).toBe(
      briefMessages.hidden,
    )
    expect(errors({ ...brief, roles: [{ ...role, title: "--" }] })["roles.0.title"]).toBe(
      briefMessages.titleLetters,
    )
    expect(errors({ ...brief, roles: [{ ...role, locations: "Pune\u200F" }] })["roles.0.locations"]).toBe(
      briefMessages.hidden,
    )
    expect(errors({ ...brief, roles: [{ ...role, pay: "\uFEFF₹20,000" }] })["roles.0.pay"]).toBe(
      briefMessages.hidden,
    )
    for (const name of [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200E",
      "\u061C",
      "\u2060",
    ])
      expect(errors({ ...brief, company: `Acme${name} Ltd` }).company, escape(name)).toBe(
        briefMessages.hidden,
      )
    // 3M is a company; Indic and Persian names keep the joiners they are spelt with.
    expect(errors({ ...brief, company: "3M", contactName: "പ്രിയ\u200D നായർ" })).toEqual({})
    expect(errors({ ...brief, contactName: "\u0645\u06CC\u200C\u0634\u0648\u062F" })).toEqual({})
  })

  it("offers exactly the engagement kinds content lists", () => {
    expect(engagementValues).toEqual(engagementKinds.map((kind) => kind.value))
    expect(errors({ ...brief, engagement: "seasonal" }).engagement).toBe(briefMessages.engagement)
  })

  it("reads phone numbers as people type them", () => {
    expect(normalizePhone("98765 43210")).toBe("+919876543210")
    expect(normalizePhone("+971 50 123 4567")).toBe("+971501234567")
    expect(normalizePhone("0091 98765-43210")).toBe("+919876543210")
    expect(normalizePhone("12345")).toBeUndefined()
    expect(normalizePhone("call me")).toBeUndefined()
  })

  it("dates today by India's calendar", () => {
    expect(todayInIndia(new Date("2026-11-28T20:00:00Z"))).toBe("2026-11-29")
  })
})
