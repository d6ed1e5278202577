import { randomUUID } from "node:crypto"

import { briefSchemaFor, todayInIndia, toBriefRow, type BriefInput } from "../brief-schema.ts"

// Staffing briefs as the site sends them, for the database suites (supabase/test) and the local
// data API's contract tests: one client's two-role brief, its row, and rows a caller who skips the
// form may send.

export type Row = Record<string, unknown>

/** A brief as a client fills it in: two roles, 45 people. */
export const twoRoleBrief = {
  company: "Sharma Logistics",
  contactName: "Priya Sharma",
  email: "priya@sharma-logistics.in",
  phone: "98765 43210",
  roles: [
    {
      title: "Warehouse associate",
      headcount: "40",
      locations: "Noida, Greater Noida",
      experience: "fresher",
      pay: "₹18,000–22,000 a month",
    },
    { title: "Shift supervisor", headcount: "5", locations: "Noida", experience: "3-5", pay: "" },
  ],
  engagement: "temporary",
  startDate: "2026-12-15",
  endDate: "2027-03-31",
  workingPattern: "rotational",
  needsPfEsi: true,
  needsClraLicence: true,
  needsBackgroundChecks: false,
  notes: "Festive-season peak at our Sector 63 warehouse.",
} satisfies BriefInput

/** The day `days` after today in India (before, when negative), as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return todayInIndia(new Date(Date.now() + days * 86_400_000))
}

/**
 * The row the site sends for `twoRoleBrief`, with a fresh key and `overrides`. It starts in a
 * fortnight and ends four months on: the database refuses a start before today (issue 46).
 */
export function briefRow(overrides: Row = {}): Row {
  const parsed = briefSchemaFor("2026-01-01").parse(twoRoleBrief)
  return {
    ...toBriefRow(parsed, randomUUID()),
    start_date: daysFromToday(14),
    end_date: daysFromToday(120),
    email: `client.${randomUUID().slice(0, 8)}@example.in`,
    ...overrides,
  }
}

/**
 * What a caller who skips the form may send, and the rule that refuses it: hidden and direction
 * controls, names with no letters, and a start in the past (issue 46).
 */
export const hiddenTextRows = (): [string, Row, string][] => [
  ["a company of U+202E and text", { company: "Acme \u202Egnp.exe" }, "staffing_requests_company_check"],
  [
    "a contact name of two zero-widths",
    { contact_name: "\u200B\u200B" },
    "staffing_requests_contact_name_check",
  ],
  ["a company of two no-break spaces", { company: "\u00A0\u00A0" }, "staffing_requests_company_check"],
  [
    "a role title with U+2066",
    { roles: [{ ...briefRole(), title: "Picker \u2066x" }] },
    "staffing_requests_roles_check",
  ],
  ["a start date 30 days ago", { start_date: daysFromToday(-30) }, "staffing_requests_start_date_check"],
]

/** One role of a brief's row, with `overrides`. */
export const briefRole = (overrides: Row = {}): Row => ({
  title: "Picker",
  headcount: 2,
  locations: "Pune",
  experience: "1-3",
  ...overrides,
})
