import {
  engagementKinds,
  experienceBands,
  maxBriefRoles,
  statutoryNeeds,
  workingPatterns,
} from "@repo/content/staffing-request"
import { dateInIndia } from "@repo/content/dates"
import { z } from "zod"
import { briefFields, type BriefFieldName } from "./brief-fields.ts"
import type { Database } from "./database.types.ts"
import { columnsOf } from "./field-table.ts"
import {
  characterCount,
  emailPattern,
  hiddenControlPattern,
  nameLetterCount,
  nameMinLetters,
  singleLinePattern,
  trimEdges,
} from "./schema.ts"

// The staffing brief's rules (issue 36). The database repeats them as CHECKs
// (supabase/migrations/20261128120000_staffing_requests.sql); the choices come from content.

const valuesOf = <Value extends string>(options: readonly { value: Value }[]) =>
  options.map((option) => option.value) as [Value, ...Value[]]

export const engagementValues = valuesOf(engagementKinds)
export const experienceBandValues = valuesOf(experienceBands)
export const workingPatternValues = valuesOf(workingPatterns)
export const statutoryNeedValues = statutoryNeeds.map((need) => need.value)

export const briefLimits = {
  company: { min: 2, max: 200 },
  contactName: { min: 2, max: 100 },
  email: { max: 254 },
  roles: { min: 1, max: maxBriefRoles },
  title: { min: 2, max: 120 },
  headcount: { min: 1, max: 10_000 },
  locations: { min: 2, max: 200 },
  pay: { max: 80 },
  notes: { max: 5000 },
  /** The database's outer bounds for a date. */
  date: { min: "2026-01-01", max: "2100-12-31" },
} as const

/** Sentence case, and each says what to do. */
export const briefMessages = {
  company: "Enter your company's name (at least 2 characters)",
  companyMax: "Enter at most 200 characters for the company",
  contactName: "Enter your name (at least 2 characters)",
  contactNameMax: "Enter at most 100 characters for your name",
  contactNameLetters: "Enter your name with at least 2 letters",
  companyLetters: "Enter your company's name in letters, not only spaces or symbols",
  titleLetters: "Enter the job title in letters, not only spaces or symbols",
  hidden: "Remove the invisible or direction-changing character",
  email: "Enter a work email address, like priya@company.com",
  phone: "Enter a phone number with its area code, like 98765 43210 or +971 50 123 4567",
  singleLine: "Enter this on one line",
  unsupported: "Remove the character that cannot be sent",
  title: "Enter the job title (at least 2 characters)",
  titleMax: "Enter at most 120 characters for the job title",
  headcount: "Enter how many people, from 1 to 10,000",
  locations: "Enter where they will work, like Noida or Pune",
  locationsMax: "Enter at most 200 characters for the locations",
  experience: "Choose the experience the role needs",
  payMax: "Enter at most 80 characters for the pay band",
  roles: `Add between 1 and ${maxBriefRoles} roles`,
  engagement: "Choose how you want the staff engaged",
  startDate: "Enter the date the first people should start",
  startDatePast: "Enter a start date from today onwards",
  endDate: "Enter an end date on or after the start date, or leave it empty",
  workingPattern: "Choose the shift or working pattern",
  notesMax: "Enter at most 5000 characters of notes",
} as const

const singleLineRegExp = new RegExp(singleLinePattern)
const hiddenControlRegExp = new RegExp(hiddenControlPattern)
const emailRegExp = new RegExp(emailPattern)
const isoDate = /^\d{4}-\d{2}-\d{2}$/

/**
 * A phone number as people type it, in E.164 (`+919876543210`): ten digits (or eleven from 0) are
 * an Indian number, `+` or `00` starts an international one. Undefined when it is not a number.
 */
export function normalizePhone(value: string): string | undefined {
  const compact = value.replace(/[\s().-]/g, "")
  let e164: string | undefined
  if (/^\+\d+$/.test(compact)) e164 = compact
  else if (/^00\d+$/.test(compact)) e164 = `+${compact.slice(2)}`
  else if (/^0\d{10}$/.test(compact)) e164 = `+91${compact.slice(1)}`
  else if (/^\d{10}$/.test(compact)) e164 = `+91${compact}`
  else if (/^91\d{10}$/.test(compact)) e164 = `+${compact}`
  return e164 !== undefined && /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : undefined
}

/**
 * One line of text: trimmed, no control or hidden character, `min` to `max` characters and, for a
 * name, at least `letters.count` letters as the other forms count them (`nameLetterCount`).
 */
function line(
  min: number,
  max: number,
  tooShort: string,
  tooLong: string,
  letters?: { count: number; message: string },
) {
  return z
    .string({ error: tooShort })
    .overwrite(trimEdges)
    .refine((value) => !value.includes("\u0000"), { error: briefMessages.unsupported, abort: true })
    .refine((value) => !singleLineRegExp.test(value), { error: briefMessages.singleLine, abort: true })
    .refine((value) => !hiddenControlRegExp.test(value), { error: briefMessages.hidden, abort: true })
    .refine((value) => characterCount(value) >= min, { error: tooShort, abort: true })
    .refine((value) => characterCount(value) <= max, { error: tooLong, abort: true })
    .refine((value) => letters === undefined || nameLetterCount(value) >= letters.count, {
      error: letters?.message ?? "",
      abort: true,
    })
}

function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Today's date in India (the firm's calendar), as YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return dateInIndia(now)
}

const roleSchema = z.object({
  title: line(briefLimits.title.min, briefLimits.title.max, briefMessages.title, briefMessages.titleMax, {
    count: 1,
    message: briefMessages.titleLetters,
  }),
  headcount: z
    .union([z.string(), z.number()], { error: briefMessages.headcount })
    .transform((value, context) => {
      const text = typeof value === "number" ? String(value) : trimEdges(value).replace(/[\s,]/g, "")
      const count = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN
      if (!(count >= briefLimits.headcount.min && count <= briefLimits.headcount.max)) {
        context.addIssue({ code: "custom", message: briefMessages.headcount })
        return z.NEVER
      }
      return count
    }),
  locations: line(
    briefLimits.locations.min,
    briefLimits.locations.max,
    briefMessages.locations,
    briefMessages.locationsMax,
  ),
  experience: z.enum(experienceBandValues, { error: briefMessages.experience }),
  pay: z
    .string()
    .optional()
    .transform((value) => trimEdges(value ?? ""))
    .refine((value) => !singleLineRegExp.test(value), { error: briefMessages.singleLine, abort: true })
    .refine((value) => !hiddenControlRegExp.test(value), { error: briefMessages.hidden, abort: true })
    .refine((value) => characterCount(value) <= briefLimits.pay.max, { error: briefMessages.payMax })
    .transform((value) => (value === "" ? undefined : value)),
})

/**
 * The rule for each field of the table (brief-fields.ts), by its name; `today` (YYYY-MM-DD) bounds
 * the start date. A field of the table with no rule here fails the typecheck.
 */
function briefRules(today: string) {
  return {
    company: line(
      briefLimits.company.min,
      briefLimits.company.max,
      briefMessages.company,
      briefMessages.companyMax,
      { count: 1, message: briefMessages.companyLetters },
    ),
    contactName: line(
      briefLimits.contactName.min,
      briefLimits.contactName.max,
      briefMessages.contactName,
      briefMessages.contactNameMax,
      { count: nameMinLetters, message: briefMessages.contactNameLetters },
    ),
    email: z
      .string({ error: briefMessages.email })
      .overwrite(trimEdges)
      .refine((value) => characterCount(value) <= briefLimits.email.max && emailRegExp.test(value), {
        error: briefMessages.email,
      }),
    phone: z.string({ error: briefMessages.phone }).transform((value, context) => {
      const phone = normalizePhone(value)
      if (phone === undefined) {
        context.addIssue({ code: "custom", message: briefMessages.phone })
        return z.NEVER
      }
      return phone
    }),
    engagement: z.enum(engagementValues, { error: briefMessages.engagement }),
    startDate: z
      .string({ error: briefMessages.startDate })
      .refine(isRealDate, { error: briefMessages.startDate, abort: true })
      .refine((value) => value <= briefLimits.date.max, { error: briefMessages.startDate, abort: true })
      .refine((value) => value >= today && value >= briefLimits.date.min, {
        error: briefMessages.startDatePast,
      }),
    endDate: z
      .string()
      .optional()
      .refine((value) => !value || (isRealDate(value) && value <= briefLimits.date.max), {
        error: briefMessages.endDate,
      })
      .transform((value) => (value ? value : undefined)),
    workingPattern: z.enum(workingPatternValues, { error: briefMessages.workingPattern }),
    needsPfEsi: z.boolean().default(false),
    needsClraLicence: z.boolean().default(false),
    needsBackgroundChecks: z.boolean().default(false),
    notes: z
      .string()
      .optional()
      .transform((value) => trimEdges(value ?? ""))
      .refine((value) => !value.includes("\u0000"), { error: briefMessages.unsupported })
      .refine((value) => characterCount(value) <= briefLimits.notes.max, {
        error: briefMessages.notesMax,
      })
      .transform((value) => (value === "" ? undefined : value)),
  } satisfies Record<BriefFieldName, z.ZodType>
}

/** The brief's schema; `today` (YYYY-MM-DD, India's date by default) bounds the start date. */
export function briefSchemaFor(today = todayInIndia()) {
  return z
    .object({
      ...briefRules(today),
      roles: z
        .array(roleSchema, { error: briefMessages.roles })
        .min(briefLimits.roles.min, { error: briefMessages.roles })
        .max(briefLimits.roles.max, { error: briefMessages.roles }),
    })
    .superRefine((brief, context) => {
      if (brief.endDate !== undefined && brief.endDate < brief.startDate)
        context.addIssue({ code: "custom", path: ["endDate"], message: briefMessages.endDate })
    })
}

export type BriefInput = z.input<ReturnType<typeof briefSchemaFor>>

/**
 * What the form shows: the first message for each field, by path (`roles.1.headcount`). An end
 * before the start is named even while other fields are wrong, which the schema's own check (run
 * only once every field is valid) would leave for later.
 */
export function briefErrors(input: unknown, today = todayInIndia()): Record<string, string> {
  const errors: Record<string, string> = {}
  const result = briefSchemaFor(today).safeParse(input)
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message
  const { startDate, endDate } = (input ?? {}) as { startDate?: unknown; endDate?: unknown }
  if (
    !errors.endDate &&
    typeof startDate === "string" &&
    typeof endDate === "string" &&
    isRealDate(startDate) &&
    isRealDate(endDate) &&
    endDate < startDate
  )
    errors.endDate = briefMessages.endDate
  return errors
}
export type BriefValues = z.output<ReturnType<typeof briefSchemaFor>>

/** A row of `public.staffing_requests` as the public key inserts it, from the generated types. */
export type StaffingRequestRow = Database["public"]["Tables"]["staffing_requests"]["Insert"]

/** One role as the row's `roles` array holds it. */
export type BriefRoleRow = {
  title: string
  headcount: number
  locations: string
  experience: (typeof experienceBandValues)[number]
  pay?: string
}

/** The row the database takes: each field of the table under its column (null for one left empty). */
export function toBriefRow(values: BriefValues, idempotencyKey: string): StaffingRequestRow {
  const roles: BriefRoleRow[] = values.roles.map((role) => ({
    title: role.title,
    headcount: role.headcount,
    locations: role.locations,
    experience: role.experience,
    ...(role.pay === undefined ? {} : { pay: role.pay }),
  }))
  const columns = columnsOf(briefFields, values)
  return {
    ...(columns as Omit<StaffingRequestRow, "roles" | "idempotency_key">),
    roles,
    idempotency_key: idempotencyKey,
  }
}

/** The brief's people: the sum of every role's headcount. */
export function totalHeadcount(roles: readonly { headcount: number }[]): number {
  return roles.reduce((sum, role) => sum + role.headcount, 0)
}
