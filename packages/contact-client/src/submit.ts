import type * as SupabaseJs from "@supabase/supabase-js"
import type { SupabaseClient, SupabaseClientOptions } from "@supabase/supabase-js"
import {
  invalidInputFailure,
  networkFailure,
  timeoutFailure,
  toSubmitResult,
  type SubmitResult,
} from "./errors.ts"
import type { Database } from "./database.types.ts"
import { toContactRow, toNewsletterRow, type ContactSubmissionRow } from "./row.ts"
import { briefSchemaFor, toBriefRow, type BriefInput, type StaffingRequestRow } from "./brief-schema.ts"
import {
  fraudReportSchemaFor,
  toFraudReportRow,
  type FraudReportInput,
  type FraudReportRow,
} from "./fraud-report-schema.ts"
import {
  jobAlertSchema,
  toJobAlertRow,
  type JobAlertFilters,
  type JobAlertInput,
  type JobAlertRow,
} from "./job-alert-schema.ts"
import { contactSchema, newsletterSchema, type ContactInput } from "./schema.ts"

export type { SubmitErrorKind, SubmitFailure, SubmitResult } from "./errors.ts"

/** How long one insert may take before it is abandoned with a `timeout` result. */
export const submitTimeoutMs = 15_000

export type ContactClientOptions = {
  /** The data API's base URL, e.g. `https://<project>.supabase.co` or `localDataApi.url`. */
  url: string
  /** The public (publishable / anon) key. */
  key: string
  /** A fetch to use instead of the global one (tests). */
  fetch?: typeof fetch
  /** Overrides the 15-second time limit (tests). */
  timeoutMs?: number
}

export type SubmitOptions = {
  signal?: AbortSignal
  /**
   * The enquiry's key (`newIdempotencyKey()`): send the same one with every attempt at one
   * enquiry, so a resend after a lost answer stores nothing new and still succeeds.
   */
  idempotencyKey?: string
}

export type ContactClient = {
  /** Validates the form values again, then inserts one `contact_page` row. */
  submitContact(values: ContactInput, options?: SubmitOptions): Promise<SubmitResult>
  /** Validates the e-mail, then inserts one `newsletter` row. */
  subscribeNewsletter(email: string, options?: SubmitOptions): Promise<SubmitResult>
  /** Validates the staffing brief again, then inserts one `staffing_requests` row. */
  submitBrief(values: BriefInput, options: SubmitOptions & { idempotencyKey: string }): Promise<SubmitResult>
  /** Validates the fraud report again, then inserts one `fraud_reports` row. */
  submitFraudReport(
    values: FraudReportInput,
    options: SubmitOptions & { idempotencyKey: string },
  ): Promise<SubmitResult>
  /** Validates the address and consent, then inserts one `job_alert_subscriptions` row. */
  subscribeJobAlert(
    values: JobAlertInput,
    options: SubmitOptions & { idempotencyKey: string; filters: JobAlertFilters; sourcePath: string },
  ): Promise<SubmitResult>
}

/** What one insert writes, in which table; the row types are the generated ones (decision 083). */
type Target =
  | { table: "contact_submissions"; row: ContactSubmissionRow }
  | { table: "staffing_requests"; row: StaffingRequestRow }
  | { table: "fraud_reports"; row: FraudReportRow }
  | { table: "job_alert_subscriptions"; row: JobAlertRow }

type SupabaseModule = typeof SupabaseJs
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>

// The forms never open a realtime channel. Handing supabase-js a transport that refuses to connect
// guarantees that createClient never opens a socket.
const noRealtime = class {
  constructor() {
    throw new Error("The contact client does not use Realtime")
  }
} as unknown as RealtimeTransport

let supabaseModule: Promise<SupabaseModule> | undefined

// supabase-js is loaded on demand so it stays out of every page's first-load JavaScript.
function loadSupabase(): Promise<SupabaseModule> {
  supabaseModule ??= import("@supabase/supabase-js").catch((error: unknown) => {
    // Let a later attempt try again (e.g. the chunk failed to download while offline).
    supabaseModule = undefined
    throw error
  })
  return supabaseModule
}

/** Starts loading supabase-js (call on the first interaction with a form). Never rejects. */
export function preload(): Promise<void> {
  return loadSupabase().then(
    () => undefined,
    () => undefined,
  )
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => reject(signal.reason)
    signal.addEventListener("abort", onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort))
  })
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function createContactClient(options: ContactClientOptions): ContactClient {
  const { url, key, fetch: customFetch, timeoutMs = submitTimeoutMs } = options
  let client: Promise<SupabaseClient<Database>> | undefined

  function getClient(): Promise<SupabaseClient<Database>> {
    client ??= loadSupabase().then(
      ({ createClient }) =>
        createClient<Database>(url, key, {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          realtime: { transport: noRealtime },
          ...(customFetch ? { global: { fetch: customFetch } } : {}),
        }),
      (error: unknown) => {
        client = undefined
        throw error
      },
    )
    return client
  }

  async function insert(target: Target, { signal }: SubmitOptions = {}): Promise<SubmitResult> {
    const state = { timedOut: false, cancelled: false }
    if (signal?.aborted) return timeoutFailure(false)
    const controller = new AbortController()
    const timer = setTimeout(() => {
      state.timedOut = true
      controller.abort(new DOMException("The data API did not answer in time", "TimeoutError"))
    }, timeoutMs)
    const onCallerAbort = () => {
      state.cancelled = true
      controller.abort(signal?.reason)
    }
    signal?.addEventListener("abort", onCallerAbort, { once: true })
    try {
      let supabase: SupabaseClient<Database>
      try {
        supabase = await untilAborted(getClient(), controller.signal)
      } catch (error) {
        if (controller.signal.aborted) return timeoutFailure(state.timedOut)
        return networkFailure(`Could not load the data API client: ${errorMessage(error)}`)
      }
      // No .select(): the public key may insert but not read, and no automatic retry of an insert.
      const request =
        target.table === "staffing_requests"
          ? supabase.from("staffing_requests").insert(target.row)
          : target.table === "fraud_reports"
            ? supabase.from("fraud_reports").insert(target.row)
            : target.table === "job_alert_subscriptions"
              ? supabase.from("job_alert_subscriptions").insert(target.row)
              : supabase.from("contact_submissions").insert(target.row)
      const response = await request.abortSignal(controller.signal).retry(false)
      return toSubmitResult(response, state, target.table)
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener("abort", onCallerAbort)
    }
  }

  return {
    submitContact(values, submitOptions) {
      const parsed = contactSchema.safeParse(values)
      if (!parsed.success) {
        return Promise.resolve(invalidInputFailure(parsed.error.issues[0]?.message ?? "Invalid contact form"))
      }
      return insert(
        {
          table: "contact_submissions",
          row: toContactRow(parsed.data, submitOptions?.idempotencyKey ?? null),
        },
        submitOptions,
      )
    },
    subscribeNewsletter(email, submitOptions) {
      const parsed = newsletterSchema.safeParse({ email })
      if (!parsed.success) {
        return Promise.resolve(
          invalidInputFailure(parsed.error.issues[0]?.message ?? "Invalid e-mail address"),
        )
      }
      return insert(
        {
          table: "contact_submissions",
          row: toNewsletterRow(parsed.data.email, submitOptions?.idempotencyKey ?? null),
        },
        submitOptions,
      )
    },
    submitBrief(values, submitOptions) {
      const parsed = briefSchemaFor().safeParse(values)
      if (!parsed.success) {
        return Promise.resolve(invalidInputFailure(parsed.error.issues[0]?.message ?? "Invalid brief"))
      }
      return insert(
        { table: "staffing_requests", row: toBriefRow(parsed.data, submitOptions.idempotencyKey) },
        submitOptions,
      )
    },
    submitFraudReport(values, submitOptions) {
      const parsed = fraudReportSchemaFor().safeParse(values)
      if (!parsed.success) {
        return Promise.resolve(invalidInputFailure(parsed.error.issues[0]?.message ?? "Invalid report"))
      }
      return insert(
        { table: "fraud_reports", row: toFraudReportRow(parsed.data, submitOptions.idempotencyKey) },
        submitOptions,
      )
    },
    subscribeJobAlert(values, submitOptions) {
      const parsed = jobAlertSchema.safeParse(values)
      if (!parsed.success) {
        return Promise.resolve(invalidInputFailure(parsed.error.issues[0]?.message ?? "Invalid job alert"))
      }
      return insert(
        {
          table: "job_alert_subscriptions",
          row: toJobAlertRow(
            parsed.data,
            submitOptions.filters,
            submitOptions.sourcePath,
            submitOptions.idempotencyKey,
          ),
        },
        submitOptions,
      )
    },
  }
}
