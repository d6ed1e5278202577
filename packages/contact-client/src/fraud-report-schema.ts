import { z } from "zod"
import { normalizePhone, todayInIndia } from "./brief-schema.ts"
import type { Database } from "./database.types.ts"
import { fraudReportFields, type FraudReportFieldName } from "./fraud-report-fields.ts"
import {
  characterCount,
  emailPattern,
  hiddenControlPattern,
  nameLetterCount,
  nameMinLetters,
  singleLinePattern,
  trimEdges,
} from "./schema.ts"

// The fraud report's rules (issue 43). The database repeats them as CHECKs
// (supabase/migrations/20261202090000_fraud_reports.sql).

export const fraudReportLimits = {
  whatHappened: { min: 10, max: 3000 },
  scammerContact: { min: 3, max: 300 },
  reporterName: { min: 2, max: 100 },
  email: { max: 254 },
  /** The database's outer bound for the day it happened. */
  happenedOn: { min: "2000-01-01" },
} as const

/** Sentence case, and each says what to do. */
export const fraudReportMessages = {
  whatHappened: "Tell us what happened (at least 10 characters)",
  whatHappenedMax: "Enter at most 3000 characters about what happened",
  scammerContact: "Enter the number, e-mail address or link they used",
  scammerContactMax: "Enter at most 300 characters for the number, address or link",
  singleLine: "Enter this on one line",
  unsupported: "Remove the character that cannot be sent",
  happenedOn: "Enter the date it happened, or leave it empty",
  happenedOnFuture: "Enter a date that is today or earlier",
  reporterName: "Enter your name (at least 2 characters), or leave it empty",
  reporterNameMax: "Enter at most 100 characters for your name",
  reporterNameLetters: "Enter your name with at least 2 letters",
  hidden: "Remove the invisible or direction-changing character",
  email: "Enter an e-mail address like asha@example.in, or leave it empty",
  phone: "Enter a mobile number like 98765 43210, or leave it empty",
  consent: "Tick the box so we may contact you, or clear your details",
} as const

/** The messages in another language, one for each of the English ones (a Hindi page's). */
export type FraudReportMessages = Record<keyof typeof fraudReportMessages, string>

const singleLineRegExp = new RegExp(singleLinePattern)
const hiddenControlRegExp = new RegExp(hiddenControlPattern)
const hiddenControlsEverywhere = new RegExp(hiddenControlPattern, "g")
const emailRegExp = new RegExp(emailPattern)
// Control characters a paragraph may not hold: all but tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- control characters are what the rule refuses
const paragraphControl = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const isoDate = /^\d{4}-\d{2}-\d{2}$/

/**
 * Text pasted from a chat, without the hidden characters it carries: a number copied from WhatsApp
 * comes wrapped in U+202A and U+202C. The database refuses them; the visitor cannot see them.
 */
function pasted(value: string): string {
  return trimEdges(value.replace(hiddenControlsEverywhere, ""))
}

function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** An optional text field: empty becomes undefined. */
const optional = (value: string | undefined) => trimEdges(value ?? "")
const emptyToUndefined = (value: string) => (value === "" ? undefined : value)

/**
 * The rule for each field of the table, by name; `today` (YYYY-MM-DD) bounds the day it happened,
 * and `m` says what each refusal tells the visitor, in the page's language.
 */
function fraudReportRules(today: string, m: FraudReportMessages) {
  const { whatHappened, scammerContact, reporterName, email } = fraudReportLimits
  return {
    whatHappened: z
      .string({ error: m.whatHappened })
      .transform(pasted)
      .refine((value) => !value.includes("\u0000") && !paragraphControl.test(value), {
        error: m.unsupported,
        abort: true,
      })
      .refine((value) => characterCount(value) >= whatHappened.min, { error: m.whatHappened, abort: true })
      .refine((value) => characterCount(value) <= whatHappened.max, { error: m.whatHappenedMax }),
    scammerContact: z
      .string({ error: m.scammerContact })
      .transform(pasted)
      .refine((value) => !value.includes("\u0000"), { error: m.unsupported, abort: true })
      .refine((value) => !singleLineRegExp.test(value), { error: m.singleLine, abort: true })
      .refine((value) => characterCount(value) >= scammerContact.min, {
        error: m.scammerContact,
        abort: true,
      })
      .refine((value) => characterCount(value) <= scammerContact.max, { error: m.scammerContactMax }),
    happenedOn: z
      .string()
      .optional()
      .transform(optional)
      .refine((value) => value === "" || (isRealDate(value) && value >= fraudReportLimits.happenedOn.min), {
        error: m.happenedOn,
        abort: true,
      })
      .refine((value) => value === "" || value <= today, { error: m.happenedOnFuture })
      .transform(emptyToUndefined),
    reporterName: z
      .string()
      .optional()
      .transform(optional)
      .refine((value) => !value.includes("\u0000"), { error: m.unsupported, abort: true })
      .refine((value) => !singleLineRegExp.test(value), { error: m.singleLine, abort: true })
      .refine((value) => !hiddenControlRegExp.test(value), { error: m.hidden, abort: true })
      .refine((value) => value === "" || characterCount(value) >= reporterName.min, {
        error: m.reporterName,
        abort: true,
      })
      .refine((value) => characterCount(value) <= reporterName.max, { error: m.reporterNameMax, abort: true })
      .refine((value) => value === "" || nameLetterCount(value) >= nameMinLetters, {
        error: m.reporterNameLetters,
      })
      .transform(emptyToUndefined),
    email: z
      .string()
      .optional()
      .transform(optional)
      .refine((value) => value === "" || (characterCount(value) <= email.max && emailRegExp.test(value)), {
        error: m.email,
      })
      .transform(emptyToUndefined),
    phone: z
      .string()
      .optional()
      .transform((value, context) => {
        const typed = optional(value)
        if (typed === "") return undefined
        const phone = normalizePhone(typed)
        if (phone === undefined) {
          context.addIssue({ code: "custom", message: m.phone })
          return z.NEVER
        }
        return phone
      }),
    consent: z.boolean().default(false),
  } satisfies Record<FraudReportFieldName, z.ZodType>
}

/**
 * The report's schema; `today` (YYYY-MM-DD, India's date by default) bounds the day it happened, and
 * `messages` (English by default) are what it says of a refused field.
 */
export function fraudReportSchemaFor(
  today = todayInIndia(),
  messages: FraudReportMessages = fraudReportMessages,
) {
  return z.object(fraudReportRules(today, messages)).superRefine((report, context) => {
    const contact = report.reporterName ?? report.email ?? report.phone
    if (contact !== undefined && !report.consent)
      context.addIssue({ code: "custom", path: ["consent"], message: messages.consent })
  })
}

export type FraudReportInput = z.input<ReturnType<typeof fraudReportSchemaFor>>
export type FraudReportValues = z.output<ReturnType<typeof fraudReportSchemaFor>>

/** Whether any of the optional contact fields holds something once trimmed. */
function contactTyped(input: unknown): boolean {
  const { reporterName, email, phone } = (input ?? {}) as Record<string, unknown>
  return [reporterName, email, phone].some((value) => typeof value === "string" && trimEdges(value) !== "")
}

/**
 * What the form shows: the first message for each field. A missing consent is named even while
 * other fields are wrong, which the schema's own check (run once every field is valid) would leave.
 */
export function fraudReportErrors(
  input: unknown,
  today = todayInIndia(),
  messages: FraudReportMessages = fraudReportMessages,
): Record<string, string> {
  const errors: Record<string, string> = {}
  const result = fraudReportSchemaFor(today, messages).safeParse(input)
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message
  const { consent } = (input ?? {}) as { consent?: unknown }
  if (!errors.consent && contactTyped(input) && consent !== true) errors.consent = messages.consent
  return errors
}

/** A row of `public.fraud_reports` as the public key inserts it, from the generated types. */
export type FraudReportRow = Database["public"]["Tables"]["fraud_reports"]["Insert"]

/** The row the database takes: each field of the table under its column (null for one left empty). */
export function toFraudReportRow(values: FraudReportValues, idempotencyKey: string): FraudReportRow {
  const columns = Object.fromEntries(
    (Object.keys(fraudReportFields) as FraudReportFieldName[]).map((name) => [
      fraudReportFields[name].column,
      values[name] ?? null,
    ]),
  )
  return { ...(columns as Omit<FraudReportRow, "idempotency_key">), idempotency_key: idempotencyKey }
}
