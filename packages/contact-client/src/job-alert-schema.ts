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

/** Sentence case, and each says what to do. */
export const jobAlertMessages = {
  email: "Enter an e-mail address like ravi@example.in",
  consent: "Tick the box so we may e-mail you these roles",
} as const

const emailRegExp = new RegExp(emailPattern)
const singleLineRegExp = new RegExp(singleLinePattern)
const hiddenControlRegExp = new RegExp(hiddenControlPattern)

const rules = {
  email: z
    .string({ error: jobAlertMessages.email })
    .transform(trimEdges)
    .refine((value) => characterCount(value) <= jobAlertLimits.email.max && emailRegExp.test(value), {
      error: jobAlertMessages.email,
    }),
  consent: z.literal(true, { error: jobAlertMessages.consent }),
} satisfies Record<JobAlertFieldName, z.ZodType>

export const jobAlertSchema = z.object(rules)

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

/** What the form shows: the first message for each field. */
export function jobAlertErrors(input: unknown): Record<string, string> {
  const errors: Record<string, string> = {}
  const result = jobAlertSchema.safeParse(input)
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
