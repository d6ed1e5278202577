// The job-alerts Edge Function (issue 44, decision 100): mails confirmed subscribers the new roles
// of the published site that match their filters, each role once, at most one mail a day.
//
//   POST /job-alerts/run           what pg_cron calls (x-notify-secret): reads SITE_URL/jobs.json,
//                                  hands out and mails what is due
//   POST /job-alerts/unsubscribe   ?token=…: RFC 8058's one-click unsubscribe, no login
//
// Exactly once through faults: job_alert_claim records the mail as 'sending' under a lease before
// SMTP is given it, and job_alert_settle records it after. A crash between the two leaves the mail
// at 'sending'; it is never sent again (at most once per role after the hand-out). A mail SMTP
// refused is settled unsent, so its roles are offered on the next run.
// Run once and exit, for `pnpm alerts`: JOB_ALERTS_ONCE=1.
import { createClient } from "npm:@supabase/supabase-js@2.109.0"
import nodemailer from "npm:nodemailer@10.6.1"
import { alertMail, type PublishedRole } from "../_shared/job-alert-mail.ts"
import { sameSecret } from "../_shared/secret.ts"

const env = (name: string, fallback?: string): string => {
  const value = Deno.env.get(name) ?? fallback
  if (value === undefined || value === "") throw new Error(`The function's secret ${name} is not set`)
  return value
}

const supabase = createClient(env("SUPABASE_URL"), env("SUPABASE_SERVICE_ROLE_KEY"), {
  auth: { persistSession: false, autoRefreshToken: false },
})
const smtpPort = Number(env("SMTP_PORT", "465"))
const transport = nodemailer.createTransport({
  host: env("SMTP_HOST"),
  port: smtpPort,
  secure: (Deno.env.get("SMTP_SECURE") ?? String(smtpPort === 465)) === "true",
  ...(Deno.env.get("SMTP_USER") ? { auth: { user: env("SMTP_USER"), pass: env("SMTP_PASSWORD") } } : {}),
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
})
const siteUrl = env("SITE_URL", "http://localhost:5173")
/** Where the one-click unsubscribe POST goes: this function's base (…/functions/v1). */
const functionsUrl = env("FUNCTIONS_URL", `${env("SUPABASE_URL")}/functions/v1`)

async function rpc<T>(fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(fn as never, args as never)
  if (error) throw new Error(`${fn}: ${error.message}`)
  return data as T
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Claim = {
  mail_id: string
  email: string
  slugs: string[]
  location: string | null
  function: string | null
  engagement: string | null
  lease_until: string
  unsubscribe_token: string
}

/** Records a sent mail, retrying until an eighth of the lease is left (decision 072's rule). */
async function recordSent(claim: Claim, asked: number) {
  const until = Date.parse(claim.lease_until)
  const stop = until - (until - asked) / 8
  for (let attempt = 0; ; attempt++) {
    try {
      await rpc("job_alert_settle", { mail_id: claim.mail_id, sent: true })
      return
    } catch (error) {
      const wait = Math.min(250 * 2 ** attempt, 5_000)
      if (Date.now() + wait >= stop) throw error
      await pause(wait)
    }
  }
}

/** Reads the published roles, hands out what is due and mails it. */
export async function run() {
  const response = await fetch(`${siteUrl.replace(/\/+$/, "")}/jobs.json`)
  if (!response.ok) throw new Error(`jobs.json: HTTP ${response.status}`)
  const { roles } = (await response.json()) as { roles: PublishedRole[] }
  const bySlug = new Map(roles.map((role) => [role.slug, role]))
  const due = await rpc<{ subscription_id: string; slugs: string[] }[]>("job_alert_due", {
    roles,
    batch_size: 1000,
  })
  let mailed = 0
  const failed: string[] = []
  for (const item of due) {
    const asked = Date.now()
    const claim = await rpc<Claim | null>("job_alert_claim", {
      subscriber_id: item.subscription_id,
      slugs: item.slugs,
    })
    if (!claim) continue
    const until = Date.parse(claim.lease_until)
    const mail = alertMail(
      claim,
      claim.slugs.map((slug) => bySlug.get(slug)!).filter(Boolean),
      siteUrl,
      functionsUrl,
    )
    try {
      // A quarter of the lease must be left to send on it (decision 072).
      if (until - Date.now() < (until - asked) / 4) throw new Error("the lease ran short before SMTP")
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        messageId: mail.messageId,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        disableFileAccess: true,
        disableUrlAccess: true,
      })
    } catch (error) {
      await rpc("job_alert_settle", { mail_id: claim.mail_id, sent: false }).catch(() => undefined)
      failed.push(`${item.subscription_id}: ${(error as Error).message}`)
      continue
    }
    // The fault test's kill: SMTP has accepted the mail, nothing has recorded it.
    if (Deno.env.get("JOB_ALERTS_FAULT") === "exit-after-smtp") Deno.exit(70)
    await recordSent(claim, asked)
    mailed++
  }
  return { roles: roles.length, due: due.length, mailed, failed }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

export async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const route = url.pathname.replace(/\/+$/, "").split("/").pop()
  if (request.method !== "POST") return json(405, { error: "POST only" })
  if (route === "unsubscribe") {
    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to the header's address.
    const answer = await rpc<string>("unsubscribe_job_alert", { token: url.searchParams.get("token") ?? "" })
    return json(answer === "unsubscribed" ? 200 : 404, { result: answer })
  }
  if (!(await sameSecret(request.headers.get("x-notify-secret"), env("NOTIFY_SECRET"))))
    return json(401, { error: "A valid x-notify-secret header is required" })
  try {
    return json(200, await run())
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`job-alerts: ${message}`)
    return json(502, { error: message })
  }
}

if (Deno.env.get("JOB_ALERTS_ONCE")) {
  console.log(JSON.stringify(await run()))
  Deno.exit(0)
}
const localPort = Deno.env.get("JOB_ALERTS_PORT")
if (localPort)
  Deno.serve(
    {
      hostname: "127.0.0.1",
      port: Number(localPort),
      onListen: ({ port }) => console.log(`job-alerts listening on http://127.0.0.1:${port}`),
    },
    handle,
  )
else Deno.serve(handle)
