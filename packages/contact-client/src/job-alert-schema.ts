import { z } from "zod"
import type { Database } from "./database.types.ts"
import type { JobAlertFieldName } from "./job-alert-fields.ts"
import { characterCount, emailPattern, hiddenControlPattern, singleLinePattern, trimEdges } from "./schema.ts"

// The job alert's rules (issue 44). The database repeats them as CHECKs
// (supabase/migrations/20261202120000_job_alerts.sql).

export const jobAlertLimits = {
  email: { max: 254 },
  location: { max: 60 },
  sourcePath: { max: 200 },
} as const

/** The messages the alert's rules show beside a field, in a page's language. */
export type JobAlertMessages = Record<JobAlertFieldName, string>

/** Sentence case, and each says what to do. /hi/jobs passes its own, in Hindi (decision 103). */
export const jobAlertMessages = {
  email: "Enter an e-mail address like ravi@example.in",
  consent: "Tick the box so we may e-mail you these roles",
} as const satisfies JobAlertMessages

const emailRegExp = new RegExp(emailPattern)
const singleLineRegExp = new RegExp(singleLinePattern)
const hiddenControlRegExp = new RegExp(hiddenControlPattern)

/** The rule for each field, with `messages` shown when one fails: the rules are the same in every language. */
function jobAlertRules(messages: JobAlertMessages) {
  return {
    email: z
      .string({ error: messages.email })
      .transform(trimEdges)
      .refine((value) => characterCount(value) <= jobAlertLimits.email.max && emailRegExp.test(value), {
        error: messages.email,
      }),
    consent: z.literal(true, { error: messages.consent }),
  } satisfies Record<JobAlertFieldName, z.ZodType>
}

/** The alert's schema, its messages in the page's language. */
export function jobAlertSchemaIn(messages: JobAlertMessages) {
  return z.object(jobAlertRules(messages))
}

export const jobAlertSchema = jobAlertSchemaIn(jobAlertMessages)

export type JobAlertInput = z.input<typeof jobAlertSchema>
export type JobAlertValues = z.output<typeof jobAlertSchema>

/** The search the alert follows: /jobs's filters, as its URL carries them. */
export type JobAlertFilters = { location?: string; function?: string; engagement?: string }

/** The filters as the database takes them: known keys, bounded, one line; anything else dropped. */
export function jobAlertFilters(
  filters: JobAlertFilters,
): Required<{ [K in keyof JobAlertFilters]: string | null }> {
  const text = (value: string | undefined, max: number, shape?: RegExp) => {
    const trimmed = trimEdges(value ?? "")
    if (trimmed === "" || characterCount(trimmed) > max) return null
    if (singleLineRegExp.test(trimmed) || hiddenControlRegExp.test(trimmed)) return null
    return shape && !shape.test(trimmed) ? null : trimmed
  }
  return {
    location: text(filters.location, jobAlertLimits.location.max),
    function: text(filters.function, 60),
    engagement: text(filters.engagement, 20, /^(contract|contract-to-hire|permanent)$/),
  }
}

/** What the form shows: the first message for each field, in the words of `messages` (English by default). */
export function jobAlertErrors(input: unknown, messages?: JobAlertMessages): Record<string, string> {
  const errors: Record<string, string> = {}
  const result = (messages ? jobAlertSchemaIn(messages) : jobAlertSchema).safeParse(input)
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message
  return errors
}

/** A row of `public.job_alert_subscriptions` as the public key inserts it. */
export type JobAlertRow = Database["public"]["Tables"]["job_alert_subscriptions"]["Insert"]

/** The row the database takes: the address, consent, the filters, the page and the attempt's key. */
export function toJobAlertRow(
  values: JobAlertValues,
  filters: JobAlertFilters,
  sourcePath: string,
  idempotencyKey: string,
): JobAlertRow {
  const path = sourcePath.split(/[?#]/)[0] ?? "/jobs"
  return {
    email: values.email,
    consent: values.consent,
    ...jobAlertFilters(filters),
    source_path: /^\/[A-Za-z0-9/_-]{0,199}$/.test(path) ? path : "/jobs",
    idempotency_key: idempotencyKey,
  }
}
