import { quickApplyCopy, type QuickApplyMessages } from "@repo/content/quick-apply"
import { z } from "zod"

import { experienceValues, normalizeIndianMobile, noticePeriodValues } from "./application-schema.ts"
import type { Database } from "./database.types.ts"
import { columnsOf } from "./field-table.ts"
import { quickApplyFields, quickApplyTextFields, type QuickApplyFieldName } from "./quick-apply-fields.ts"
import type { ResumeType } from "./resume.ts"
import {
  characterCount,
  emailPattern,
  hiddenControlPattern,
  nameLetterCount,
  nameMinLetters,
  singleLinePattern,
  trimEdges,
} from "./schema.ts"

// The quick apply's rules (issue 43, decision 097), one per entry of quick-apply-fields.ts but the
// résumé (resume.ts). The database repeats them as CHECKs
// (supabase/migrations/20261203090000_quick_applications.sql). The messages are a page's own
// (`QuickApplyCopy.messages`), so a page in Hindi shows its rules' messages in Hindi.

export const quickApplyLimits = {
  fullName: { min: 2, max: 100 },
  city: { min: 2, max: 80 },
  email: { max: 254 },
  note: { max: 1000 },
} as const

const singleLineRegExp = new RegExp(singleLinePattern)
const hiddenControlsEverywhere = new RegExp(hiddenControlPattern, "g")
const emailRegExp = new RegExp(emailPattern)
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const isStorable = (value: string) => !value.includes("\u0000") && !loneSurrogate.test(value)
// Control characters a note may not hold: all but tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- control characters are what the rule refuses
const paragraphControl = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/**
 * Text as typed or pasted, without the invisible characters a paste from a chat carries (a name
 * copied from WhatsApp comes wrapped in U+202A and U+202C): the database refuses them, and the
 * candidate cannot see them to take them out.
 */
const pasted = (value: string | undefined) => trimEdges((value ?? "").replace(hiddenControlsEverywhere, ""))
const emptyToUndefined = (value: string) => (value === "" ? undefined : value)

function lineRule(
  messages: QuickApplyMessages,
  limits: { min: number; max: number },
  min: string,
  max: string,
) {
  return z
    .string({ error: min })
    .transform(pasted)
    .refine(isStorable, { error: messages.unsupported, abort: true })
    .refine((value) => !singleLineRegExp.test(value), { error: messages.singleLine, abort: true })
    .refine((value) => characterCount(value) >= limits.min, { error: min, abort: true })
    .refine((value) => characterCount(value) <= limits.max, { error: max, abort: true })
}

/** An optional choice: "" (not chosen) becomes undefined; anything else must be one of `values`. */
function optionalChoice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) {
  return z
    .string()
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || (values as readonly string[]).includes(value), { error: message })
    .transform((value) => (value === "" ? undefined : (value as Values[number])))
}

/** The rule for each field of the table but the résumé, with `messages` shown when one fails. */
function quickApplyRules(messages: QuickApplyMessages) {
  const { fullName, city, email, note } = quickApplyLimits
  return {
    fullName: lineRule(messages, fullName, messages.fullName, messages.fullNameMax).refine(
      (value) => nameLetterCount(value) >= nameMinLetters,
      { error: messages.fullNameLetters },
    ),
    mobile: z.string({ error: messages.mobile }).transform((value, context) => {
      const mobile = normalizeIndianMobile(pasted(value))
      if (mobile === undefined) {
        context.addIssue({ code: "custom", message: messages.mobile })
        return z.NEVER
      }
      return mobile
    }),
    city: lineRule(messages, city, messages.city, messages.cityMax),
    email: z
      .string()
      .optional()
      .transform(pasted)
      .refine((value) => value === "" || (characterCount(value) <= email.max && emailRegExp.test(value)), {
        error: messages.email,
      })
      .transform(emptyToUndefined),
    experience: optionalChoice(experienceValues, messages.experience),
    noticePeriod: optionalChoice(noticePeriodValues, messages.noticePeriod),
    note: z
      .string()
      .optional()
      .transform(pasted)
      .refine((value) => isStorable(value) && !paragraphControl.test(value), {
        error: messages.unsupported,
        abort: true,
      })
      .refine((value) => characterCount(value) <= note.max, { error: messages.noteMax })
      .transform(emptyToUndefined),
    consent: z.literal(true, { error: messages.consent }),
  } satisfies Record<Exclude<QuickApplyFieldName, "resume">, z.ZodType>
}

/** The quick apply's schema, its messages in the page's language (English by default). */
export function quickApplySchema(messages: QuickApplyMessages = quickApplyCopy.messages) {
  return z.object(quickApplyRules(messages))
}

export type QuickApplyInput = z.input<ReturnType<typeof quickApplySchema>>
/** Trimmed, the mobile as +91XXXXXXXXXX, what was left empty undefined. */
export type QuickApplyValues = z.output<ReturnType<typeof quickApplySchema>>

/** The first message for each field the rules refuse. */
export function quickApplyErrors(
  input: unknown,
  messages: QuickApplyMessages = quickApplyCopy.messages,
): Partial<Record<QuickApplyFieldName, string>> {
  const errors: Partial<Record<QuickApplyFieldName, string>> = {}
  const result = quickApplySchema(messages).safeParse(input)
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path[0] as QuickApplyFieldName] ??= issue.message
  return errors
}

/** A row of `public.quick_applications` as the public key inserts it, from the generated types. */
export type QuickApplicationRow = Database["public"]["Tables"]["quick_applications"]["Insert"]

/** The client's role applied for, as the mail names it. */
export type QuickApplyRole = { slug: string; title: string; client: string; location: string }

/** The résumé as the row declares it: where it goes, its name, the type read from its bytes, its size. */
export type DeclaredResume = { path: string; name: string; type: ResumeType; size: number }

/** The row the database takes: the role, each field under its column (null when empty), the résumé. */
export function toQuickApplicationRow(
  values: QuickApplyValues,
  role: QuickApplyRole,
  resume: DeclaredResume | null,
  idempotencyKey: string,
): QuickApplicationRow {
  const columns = columnsOf(quickApplyFields, values, quickApplyTextFields) as Pick<
    QuickApplicationRow,
    "full_name" | "mobile" | "city" | "email" | "experience" | "notice_period" | "note"
  >
  return {
    role_slug: role.slug,
    role_title: role.title,
    role_client: role.client,
    role_location: role.location,
    ...columns,
    resume_path: resume?.path ?? null,
    resume_name: resume?.name ?? null,
    resume_type: resume?.type ?? null,
    resume_size: resume?.size ?? null,
    consent: true,
    idempotency_key: idempotencyKey,
  }
}
