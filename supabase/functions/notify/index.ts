// The notify Edge Function: mails the firm once per enquiry, staffing brief, job application, quick
// application and fraud report, and runs the sweep (retries, orphan résumés, retention) and deletion on request.
// Decisions 070 and 072 tell why.
//
//   POST /notify          a database webhook's payload (contact_submissions, staffing_requests,
//                         fraud_reports, job_applications, quick_applications, storage.objects in
//                         bucket resumes)
//   POST /notify/sweep    {min_age_seconds?, orphan_age_seconds?}: what pg_cron calls every 5 minutes
//   POST /notify/forget   {email}: removes a person's rows and résumés
//
// Every call needs the shared secret in `x-notify-secret`. The database is reached only through
// the service-role RPCs of supabase/migrations/20261126100000_notify.sql, written once over the lead kinds'
// registry by 20261201120000_notify_kinds.sql; Storage through its API.
import { createClient } from "npm:@supabase/supabase-js@2.109.0"
import nodemailer from "npm:nodemailer@10.6.1"
import {
  type Application,
  applicationMail,
  type Brief,
  briefMail,
  type Enquiry,
  enquiryMail,
  type FraudReport,
  fraudReportMail,
  type Mail,
  type QuickApplication,
  quickApplicationMail,
  resumeFileName,
} from "../_shared/mail.ts"
import type { Database } from "../_shared/database.types.ts"
import { confirmationMail, type ConfirmRow } from "../_shared/job-alert-mail.ts"
import { sniffResume } from "../_shared/resume.ts"
import { sameSecret } from "../_shared/secret.ts"

const env = (name: string, fallback?: string): string => {
  const value = Deno.env.get(name) ?? fallback
  if (value === undefined || value === "") throw new Error(`The function's secret ${name} is not set`)
  return value
}

const bucket = "resumes"
const linkSeconds = 7 * 24 * 60 * 60

/**
 * At most `size` tasks at once; the rest wait their turn, urgent ones first. The function keeps to a
 * few kept-alive connections to the data API and to SMTP however many webhooks arrive at once:
 * unbounded, 50 concurrent enquiries opened 324 connections to the API and starved its visitors
 * (issue 37). Recording a sent mail is urgent: it must not wait behind new claims.
 */
function slots(size: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>, urgent = false): Promise<T> {
    if (running >= size)
      await new Promise<void>((resolve) => (urgent ? waiting.unshift : waiting.push).call(waiting, resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

const apiSlots = slots(6)
const urgentCall = /\/rpc\/notify_(sent|release)\b/
const supabase = createClient<Database>(env("SUPABASE_URL"), env("SUPABASE_SERVICE_ROLE_KEY"), {
  auth: { persistSession: false, autoRefreshToken: false },
  global: {
    fetch: (input, init) =>
      apiSlots(
        () => fetch(input, init),
        urgentCall.test(input instanceof Request ? input.url : String(input)),
      ),
  },
})

const smtpPort = Number(env("SMTP_PORT", "465"))
// At most three mails on their way at once: one connection each, closed after its mail, so a
// server that goes away is noticed at the next send rather than through a stale pooled one.
const smtpSlots = slots(3)
const transport = nodemailer.createTransport({
  host: env("SMTP_HOST"),
  port: smtpPort,
  // Implicit TLS on 465 (hosted Edge Functions may not connect out on 25 or 587).
  secure: (Deno.env.get("SMTP_SECURE") ?? String(smtpPort === 465)) === "true",
  ...(Deno.env.get("SMTP_USER") ? { auth: { user: env("SMTP_USER"), pass: env("SMTP_PASSWORD") } } : {}),
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
})
const mailFrom = Deno.env.get("MAIL_FROM")
// The site a job alert's confirmation links to (decision 100).
const siteUrl = Deno.env.get("SITE_URL") ?? "http://localhost:5173"

/**
 * A claim's lease, as the function sees it: it ends at `until` (the row's `notify_lease_until`) and
 * lasted `length` from the moment the claim was asked for. Decision 070 names what it guards.
 */
type Claim = { until: number; length: number }

function claimOf(row: { notify_lease_until?: string }, asked: number): Claim {
  const until = Date.parse(row.notify_lease_until ?? "")
  return Number.isFinite(until) ? { until, length: Math.max(0, until - asked) } : { until: asked, length: 0 }
}

/**
 * Sends a mail if the claim still has a quarter of its lease to run once an SMTP connection is free
 * (SMTP's own time-outs fit in it); false when it has not: the caller gives the claim back rather
 * than send on a lease that may expire mid-send and let another call send it too.
 */
async function send(mail: Mail, claim: Claim): Promise<boolean> {
  return smtpSlots(async () => {
    if (claim.until - Date.now() < claim.length / 4) return false
    await transport.sendMail({
      from: mailFrom ?? mail.from,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      messageId: mail.messageId,
      text: mail.text,
      html: mail.html,
      // The envelope goes to the firm's mailboxes, and to a visitor's address only for a job
      // alert's confirmation: one an hour per address at most (decision 100).
      envelope: { from: mailFrom ?? mail.from.address, to: mail.to },
      disableFileAccess: true,
      disableUrlAccess: true,
    })
    return true
  })
}

type Rpc = keyof Database["public"]["Functions"]

async function rpc<T>(fn: Rpc, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(fn, args as never)
  if (error) throw new Error(`${fn}: ${error.message}`)
  return data as T
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Records a sent mail, retrying while the claim still holds: SMTP has accepted the mail, so a
 * failure here (the data API unreachable) would otherwise let the lease expire and the sweep send
 * it again. It stops an eighth of the lease short of its end, so no other call can have claimed the
 * row meanwhile; past that, the duplicate is a window decision 070 names.
 */
type Kind = "enquiry" | "application" | "brief" | "fraud_report" | "quick_application" | "job_alert_confirm"

async function recordSent(kind: Kind, id: string, claim: Claim) {
  const until = claim.until - claim.length / 8
  for (let attempt = 0; ; attempt++) {
    try {
      await rpc("notify_sent", { kind, row_id: id })
      return
    } catch (error) {
      const wait = Math.min(250 * 2 ** attempt, 5_000)
      if (Date.now() + wait >= until) throw error
      console.error(`notify_sent ${kind} ${id}: ${(error as Error).message}; retrying`)
      await pause(wait)
    }
  }
}

const leaseRanOut = "the claim ran short before SMTP was free; given back for the sweep"

type Outcome = { kind: Kind; id?: string; sent: boolean; reason?: string }

/** Claims one row, mails it and records the mail: the enquiry's and the brief's way, which need no file. */
async function notifyRow<Row extends { id: string; notify_lease_until?: string | null }>(
  kind: "enquiry" | "brief" | "fraud_report" | "job_alert_confirm",
  claim: () => Promise<Row | null>,
  mailOf: (row: Row) => Mail,
  id: string,
): Promise<Outcome> {
  const asked = Date.now()
  const row = await claim()
  if (!row)
    return {
      kind,
      id,
      sent: false,
      reason: `already sent, claimed, or not ${kind === "brief" ? "a brief" : kind === "fraud_report" ? "a fraud report" : kind === "job_alert_confirm" ? "an unconfirmed job alert" : "an enquiry"}`,
    }
  const lease = claimOf({ notify_lease_until: row.notify_lease_until ?? undefined }, asked)
  let sent: boolean
  try {
    sent = await send(mailOf(row), lease)
  } catch (error) {
    await rpc("notify_release", { kind, row_id: row.id }).catch(() => undefined)
    throw error
  }
  if (!sent) {
    await rpc("notify_release", { kind, row_id: row.id }).catch(() => undefined)
    return { kind, id: row.id, sent: false, reason: leaseRanOut }
  }
  await recordSent(kind, row.id, lease)
  return { kind, id: row.id, sent: true }
}

function notifyEnquiry(id: string): Promise<Outcome> {
  return notifyRow(
    "enquiry",
    () =>
      rpc<(Enquiry & { notify_lease_until?: string }) | null>("notify_claim_enquiry", { submission_id: id }),
    (row) => enquiryMail(row),
    id,
  )
}

function notifyBrief(id: string): Promise<Outcome> {
  return notifyRow(
    "brief",
    () => rpc<(Brief & { notify_lease_until?: string }) | null>("notify_claim_brief", { request_id: id }),
    (row) => briefMail(row),
    id,
  )
}

function notifyFraudReport(id: string): Promise<Outcome> {
  return notifyRow(
    "fraud_report",
    () =>
      rpc<(FraudReport & { notify_lease_until?: string }) | null>("notify_claim", {
        kind: "fraud_report",
        row_id: id,
      }),
    (row) => fraudReportMail(row),
    id,
  )
}

/** A job alert's confirmation, to the address typed: the claim draws the token it links to. */
function notifyJobAlertConfirm(id: string): Promise<Outcome> {
  return notifyRow(
    "job_alert_confirm",
    () =>
      rpc<(ConfirmRow & { notify_lease_until?: string }) | null>("job_alert_claim_confirm", {
        subscription_id: id,
      }),
    (row) => confirmationMail(row, siteUrl),
    id,
  )
}

async function notifyApplication(by: { application_id: string } | { object_name: string }): Promise<Outcome> {
  const asked = Date.now()
  const row = await rpc<(Application & { resume_stored: boolean; notify_lease_until?: string }) | null>(
    "notify_claim_application",
    by,
  )
  if (!row)
    return {
      kind: "application",
      sent: false,
      reason: "already sent, claimed, or row and file not both stored",
    }
  const claim = claimOf(row, asked)
  let sent: boolean
  try {
    let mail: Mail
    if (row.resume_rejected_at) {
      mail = applicationMail(row, { kind: "rejected", found: "something else" })
    } else if (!row.resume_stored) {
      // Claimed without a file only once the upload window has closed (20261126110000).
      mail = applicationMail(row, { kind: "missing" })
    } else {
      const { data: file, error } = await supabase.storage.from(bucket).download(row.resume_path)
      if (error || !file) throw new Error(`download ${row.resume_path}: ${error?.message ?? "no file"}`)
      const bytes = new Uint8Array(await file.arrayBuffer())
      const sniffed = await sniffResume(bytes)
      if (sniffed.document) {
        const { data: signed, error: signError } = await supabase.storage
          .from(bucket)
          .createSignedUrl(row.resume_path, linkSeconds)
        if (signError || !signed) throw new Error(`sign ${row.resume_path}: ${signError?.message}`)
        // Named here, from the candidate's name and the real type, never the declared name; and
        // encoded once: supabase-js's `download` option encodes a name twice (R%25C3%25A9…).
        const fileName = resumeFileName(row.full_name, sniffed.kind)
        mail = applicationMail(row, {
          kind: "link",
          url: `${signed.signedUrl}&download=${encodeURIComponent(fileName)}`,
          expires: new Date(Date.now() + linkSeconds * 1000),
          fileName,
          size: bytes.length,
        })
      } else {
        const { error: removeError } = await supabase.storage.from(bucket).remove([row.resume_path])
        if (removeError) throw new Error(`remove ${row.resume_path}: ${removeError.message}`)
        await rpc("notify_reject_resume", { application_id: row.id })
        mail = applicationMail(row, { kind: "rejected", found: sniffed.found })
      }
    }
    sent = await send(mail, claim)
  } catch (error) {
    await rpc("notify_release", { kind: "application", row_id: row.id }).catch(() => undefined)
    throw error
  }
  if (!sent) {
    await rpc("notify_release", { kind: "application", row_id: row.id }).catch(() => undefined)
    return { kind: "application", id: row.id, sent: false, reason: leaseRanOut }
  }
  await recordSent("application", row.id, claim)
  return { kind: "application", id: row.id, sent: true }
}

/**
 * A quick application (20261203090000): claimed by its id, or by its résumé's object name when the
 * file arrives; mailed at once without a résumé, and with one as an application is (a link to the
 * checked file, or why there is none). A phone's photo is taken as well as a document.
 */
async function notifyQuickApplication(by: { row_id: string } | { object_name: string }): Promise<Outcome> {
  const asked = Date.now()
  const row = await rpc<(QuickApplication & { resume_stored: boolean; notify_lease_until?: string }) | null>(
    "notify_claim",
    { kind: "quick_application", ...by },
  )
  if (!row)
    return {
      kind: "quick_application",
      sent: false,
      reason: "already sent, claimed, or its résumé not yet stored",
    }
  const claim = claimOf(row, asked)
  let sent: boolean
  try {
    let mail: Mail
    if (row.resume_path === null) mail = quickApplicationMail(row, null)
    else if (row.resume_rejected_at)
      mail = quickApplicationMail(row, { kind: "rejected", found: "something else" })
    else if (!row.resume_stored) mail = quickApplicationMail(row, { kind: "missing" })
    else {
      const { data: file, error } = await supabase.storage.from(bucket).download(row.resume_path)
      if (error || !file) throw new Error(`download ${row.resume_path}: ${error?.message ?? "no file"}`)
      const bytes = new Uint8Array(await file.arrayBuffer())
      const sniffed = await sniffResume(bytes, { photos: true })
      if (sniffed.document) {
        const { data: signed, error: signError } = await supabase.storage
          .from(bucket)
          .createSignedUrl(row.resume_path, linkSeconds)
        if (signError || !signed) throw new Error(`sign ${row.resume_path}: ${signError?.message}`)
        const fileName = resumeFileName(row.full_name, sniffed.kind)
        mail = quickApplicationMail(row, {
          kind: "link",
          url: `${signed.signedUrl}&download=${encodeURIComponent(fileName)}`,
          expires: new Date(Date.now() + linkSeconds * 1000),
          fileName,
          size: bytes.length,
        })
      } else {
        const { error: removeError } = await supabase.storage.from(bucket).remove([row.resume_path])
        if (removeError) throw new Error(`remove ${row.resume_path}: ${removeError.message}`)
        await rpc("notify_reject_quick_resume", { application_id: row.id })
        mail = quickApplicationMail(row, { kind: "rejected", found: sniffed.found })
      }
    }
    sent = await send(mail, claim)
  } catch (error) {
    await rpc("notify_release", { kind: "quick_application", row_id: row.id }).catch(() => undefined)
    throw error
  }
  if (!sent) {
    await rpc("notify_release", { kind: "quick_application", row_id: row.id }).catch(() => undefined)
    return { kind: "quick_application", id: row.id, sent: false, reason: leaseRanOut }
  }
  await recordSent("quick_application", row.id, claim)
  return { kind: "quick_application", id: row.id, sent: true }
}

type Webhook = { type?: string; table?: string; schema?: string; record?: Record<string, unknown> | null }

async function onWebhook(payload: Webhook): Promise<Outcome | { ignored: string }> {
  const record = payload.record ?? {}
  if (payload.type !== "INSERT") return { ignored: `a ${String(payload.type)} event` }
  if (payload.schema === "public" && payload.table === "contact_submissions") {
    if (record.form_type !== "contact_page") return { ignored: "a newsletter sign-up" }
    return notifyEnquiry(String(record.id))
  }
  if (payload.schema === "public" && payload.table === "staffing_requests")
    return notifyBrief(String(record.id))
  if (payload.schema === "public" && payload.table === "fraud_reports")
    return notifyFraudReport(String(record.id))
  if (payload.schema === "public" && payload.table === "job_alert_subscriptions")
    return notifyJobAlertConfirm(String(record.id))
  if (payload.schema === "public" && payload.table === "job_applications")
    return notifyApplication({ application_id: String(record.id) })
  if (payload.schema === "public" && payload.table === "quick_applications")
    return notifyQuickApplication({ row_id: String(record.id) })
  if (payload.schema === "storage" && payload.table === "objects" && record.bucket_id === bucket) {
    // A résumé is an application's or a quick application's; the claim by its name finds which.
    const outcome = await notifyApplication({ object_name: String(record.name) })
    return outcome.sent ? outcome : notifyQuickApplication({ object_name: String(record.name) })
  }
  return { ignored: `${String(payload.schema)}.${String(payload.table)}` }
}

async function removeFiles(paths: readonly string[]): Promise<number> {
  let removed = 0
  for (let start = 0; start < paths.length; start += 100) {
    const { data, error } = await supabase.storage.from(bucket).remove(paths.slice(start, start + 100))
    if (error) throw new Error(`remove: ${error.message}`)
    removed += data?.length ?? 0
  }
  return removed
}

/** Rows a sweep mails at once: the three SMTP slots, with one more waiting on each. */
const sweepParallel = 6
/** How long one sweep may mail for; the rest waits for the next run (Edge Functions are cut at 150 s). */
const sweepBudgetMs = 100_000

async function sweep(options: { min_age_seconds?: number; orphan_age_seconds?: number }) {
  // The backlog, oldest first, in batches of 100 after a cursor, until it is drained: a failed row
  // is released for the next run, not met again in this one.
  type Pending = { kind: Kind; id: string; created_at: string }
  const started = Date.now()
  let cursor: Pending | undefined
  let pending = 0
  let mailed = 0
  const failed: string[] = []
  while (Date.now() - started < sweepBudgetMs) {
    const batch: Pending[] = await rpc<Pending[]>("notify_pending", {
      min_age_seconds: options.min_age_seconds ?? 120,
      ...(cursor ? { after_created_at: cursor.created_at, after_id: cursor.id } : {}),
    })
    if (batch.length === 0) break
    pending += batch.length
    cursor = batch[batch.length - 1]
    const mailedBefore = mailed
    const failedBefore = failed.length
    let next = 0
    const worker = async () => {
      while (next < batch.length) {
        const item = batch[next++]!
        try {
          const outcome =
            item.kind === "enquiry"
              ? await notifyEnquiry(item.id)
              : item.kind === "brief"
                ? await notifyBrief(item.id)
                : item.kind === "fraud_report"
                  ? await notifyFraudReport(item.id)
                  : item.kind === "quick_application"
                    ? await notifyQuickApplication({ row_id: item.id })
                    : item.kind === "job_alert_confirm"
                      ? await notifyJobAlertConfirm(item.id)
                      : await notifyApplication({ application_id: item.id })
          if (outcome.sent) mailed++
        } catch (error) {
          failed.push(`${item.kind} ${item.id}: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
    }
    await Promise.all(Array.from({ length: sweepParallel }, worker))
    // Nothing of a whole batch went out (SMTP down): the next run tries again.
    if (failed.length > failedBefore && mailed === mailedBefore) break
  }
  const orphans = await rpc<string[]>("resume_orphans", {
    min_age_seconds: options.orphan_age_seconds ?? 3600,
  })
  const orphansRemoved = await removeFiles(orphans)
  const expired = await rpc<{
    applications: number
    enquiries: number
    briefs: number
    fraud_reports: number
    quick_applications: number
    resume_paths: string[]
  }>("retention_expire")
  const expiredFiles = await removeFiles(expired.resume_paths)
  return {
    pending,
    mailed,
    failed,
    orphans_removed: orphansRemoved,
    expired: {
      applications: expired.applications,
      enquiries: expired.enquiries,
      briefs: expired.briefs,
      fraud_reports: expired.fraud_reports,
      quick_applications: expired.quick_applications,
      files: expiredFiles,
    },
  }
}

async function forget(email: unknown) {
  if (typeof email !== "string" || email.trim() === "") throw new RangeError('Send {"email": "…"}')
  const result = await rpc<{
    applications: number
    submissions: number
    briefs: number
    fraud_reports: number
    quick_applications: number
    resume_paths: string[]
  }>("forget_person", { person_email: email })
  const files = await removeFiles(result.resume_paths)
  return {
    applications: result.applications,
    submissions: result.submissions,
    briefs: result.briefs,
    fraud_reports: result.fraud_reports,
    quick_applications: result.quick_applications,
    files,
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

export async function handle(request: Request): Promise<Response> {
  if (!(await sameSecret(request.headers.get("x-notify-secret"), env("NOTIFY_SECRET"))))
    return json(401, { error: "A valid x-notify-secret header is required" })
  if (request.method !== "POST") return json(405, { error: "POST only" })
  let body: Record<string, unknown>
  try {
    body = ((await request.json()) ?? {}) as Record<string, unknown>
  } catch {
    return json(400, { error: "The body must be JSON" })
  }
  const route = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop()
  try {
    if (route === "sweep") return json(200, await sweep(body))
    if (route === "forget") return json(200, await forget(body.email))
    return json(200, await onWebhook(body as Webhook))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`notify ${route}: ${message}`)
    // Nothing was marked sent: the webhook's caller may retry, and the sweep will.
    return json(error instanceof RangeError ? 400 : 502, { error: message })
  }
}

// Hosted, the Edge Runtime decides where the function listens; locally NOTIFY_PORT does.
const localPort = Deno.env.get("NOTIFY_PORT")
if (localPort)
  Deno.serve(
    {
      hostname: Deno.env.get("NOTIFY_HOSTNAME") ?? "127.0.0.1",
      port: Number(localPort),
      onListen: ({ hostname, port }) => console.log(`notify listening on http://${hostname}:${port}`),
    },
    handle,
  )
else Deno.serve(handle)
