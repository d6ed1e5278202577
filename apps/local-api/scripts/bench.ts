/**
 * `pnpm bench:contact`: sends 1,000 valid contact submissions at concurrency 50 to the local data
 * API, the way supabase-js sends them, each with its own idempotency key and the form's 15 s time
 * limit; then 1,000 more, each sent twice at once (a resend racing the first attempt). Each run
 * must end with every enquiry stored exactly once and mailed exactly once: 0 lost, 0 duplicated,
 * 0 timeouts, one mail per enquiry.
 *
 * By default it starts what `pnpm dev` starts, in-process and on free ports: the API on a fresh
 * PGlite database in a temporary directory, with its webhooks on, the notify function under Deno
 * and MailDev, so the function's calls back into the API compete with the visitors as they do in
 * development. With BENCH_URL (and optionally BENCH_KEY) it targets a running local API instead,
 * counts rows through its /local/submissions helper and mails in the inbox on LOCAL_MAIL_PORT.
 */
import { createHash } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { localDataApi } from "@repo/contact-client/local"
import { toContactRow } from "@repo/contact-client/row"
import { contactSchema, serviceInterestValues } from "@repo/contact-client/schema"
import { submitTimeoutMs } from "@repo/contact-client/submit"
import {
  localNotifySecret,
  notifyPorts,
  startMailCatcher,
  startNotifyFunction,
  type MailCatcher,
  type NotifyFunction,
} from "../src/notify-stack.ts"
import { startLocalApi, type SubmissionRecord } from "../src/server.ts"
import { freePort } from "../src/testing/free-port.ts"

const total = Number(process.env.BENCH_REQUESTS || 1000)
const concurrency = Number(process.env.BENCH_CONCURRENCY || 50)
const warmup = 20
const runId = Date.now().toString(36)

// What supabase-js 2.x sends with an insert (the version string is informational).
function headersFor(key: string): Record<string, string> {
  return {
    apikey: key,
    authorization: `Bearer ${key}`,
    "content-type": "application/json",
    "content-profile": "public",
    "x-client-info": "supabase-js/2.109.0; runtime=node",
  }
}

/** A deterministic key per enquiry, so both copies of a doubled request carry the same one. */
function keyOf(tag: string, index: number): string {
  const hex = createHash("sha256").update(`${tag}:${index}`).digest("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

function submission(tag: string, index: number): string {
  const values = contactSchema.parse({
    firstName: ["Aarav", "Diya", "Ishaan", "Meera", "Rohan"][index % 5],
    lastName: ["Sharma", "Iyer", "Khan", "Das", "Gill"][index % 5],
    email: `bench-${tag}-${index}@example.com`,
    company: `Bench Company ${index}`,
    serviceInterest: index % 9 === 8 ? "" : serviceInterestValues[index % serviceInterestValues.length],
    message: `Benchmark enquiry number ${index}: we would like to discuss hiring for our Noida office.`,
  })
  return JSON.stringify(toContactRow(values, keyOf(tag, index)))
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN
}

/** Sends `count` enquiries, each `copies` times (the copies of one enquiry back to back, so they race). */
async function send(url: string, key: string, tag: string, count: number, copies = 1) {
  const latencies: number[] = []
  const failures = new Map<string, number>()
  let accepted = 0
  let next = 0
  const requests = count * copies
  async function worker() {
    while (next < requests) {
      const index = Math.floor(next++ / copies)
      const started = performance.now()
      let outcome: string
      try {
        // The form's own time limit: past it, the visitor is told the enquiry was not sent.
        const response = await fetch(`${url}/rest/v1/contact_submissions`, {
          method: "POST",
          headers: headersFor(key),
          body: submission(tag, index),
          signal: AbortSignal.timeout(submitTimeoutMs),
        })
        await response.arrayBuffer()
        outcome = String(response.status)
      } catch (error) {
        outcome =
          error instanceof Error && error.name === "TimeoutError"
            ? "timeout"
            : error instanceof Error
              ? error.message
              : String(error)
      }
      latencies.push(performance.now() - started)
      if (outcome === "201") accepted++
      else failures.set(outcome, (failures.get(outcome) ?? 0) + 1)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: Math.min(concurrency, requests) }, worker))
  const seconds = (performance.now() - started) / 1000
  return { accepted, failures, seconds, latencies: latencies.sort((a, b) => a - b) }
}

type Stored = { rows: number; enquiries: number }
type Mailed = { mails: number; enquiries: number }

/**
 * The mails of one run in the inbox, once they stop arriving: one per enquiry is the aim. When none
 * has come for 5 s it asks the function to sweep (a webhook lost to load is the sweep's to mail).
 */
async function countMails(inbox: string, sweep: () => Promise<void>, tag: string, expected: number) {
  const pattern = new RegExp(`bench-${tag}-(\\d+)@`)
  const read = async (): Promise<Mailed> => {
    const mails = (await (await fetch(`${inbox}/api/email`)).json()) as { text: string }[]
    const indexes = mails.flatMap((mail) => pattern.exec(mail.text)?.[1] ?? [])
    return { mails: indexes.length, enquiries: new Set(indexes).size }
  }
  const until = Date.now() + 180_000
  let last = await read()
  let quietSince = Date.now()
  while (last.enquiries < expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = await read()
    if (now.mails !== last.mails) quietSince = Date.now()
    else if (Date.now() - quietSince > 5_000) {
      await sweep()
      quietSince = Date.now()
    }
    last = now
  }
  // Anything sent twice arrives within moments of the first.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  return read()
}

async function main() {
  const remote = process.env.BENCH_URL
  const key = process.env.BENCH_KEY || localDataApi.key
  let dataDir: string | undefined
  let url: string
  let countStored: (tag: string) => Promise<Stored>
  let stop = async () => {}
  let inbox = `http://127.0.0.1:${notifyPorts().mail}`
  let functionUrl = `http://127.0.0.1:${notifyPorts().function}`

  if (remote) {
    url = remote.replace(/\/$/, "")
    countStored = async (tag) => {
      const response = await fetch(`${url}/local/submissions`)
      if (!response.ok)
        throw new Error(`${url}/local/submissions answered ${response.status}; cannot count rows`)
      const rows = ((await response.json()) as SubmissionRecord[]).filter((row) =>
        row.email.startsWith(`bench-${tag}-`),
      )
      return { rows: rows.length, enquiries: new Set(rows.map((row) => row.idempotency_key)).size }
    }
  } else {
    dataDir = mkdtempSync(join(tmpdir(), "local-api-bench-"))
    const [mailPort, smtpPort, fnPort] = [await freePort(), await freePort(), await freePort()]
    const mail: MailCatcher = await startMailCatcher(mailPort, smtpPort)
    functionUrl = `http://127.0.0.1:${fnPort}`
    const api = await startLocalApi({
      dataDir,
      port: 0,
      log: () => {},
      notify: { url: functionUrl, secret: localNotifySecret },
    })
    const notify: NotifyFunction = await startNotifyFunction({
      port: fnPort,
      supabaseUrl: api.url,
      smtpPort,
      log: (line) => {
        if (/error|fail/i.test(line)) console.error(line)
      },
    })
    inbox = mail.url
    url = api.url
    countStored = async (tag) => {
      const { rows } = await api.sql.query<Stored>(
        "select count(*)::int as rows, count(distinct idempotency_key)::int as enquiries from public.contact_submissions where email like $1",
        [`bench-${tag}-%`],
      )
      return rows[0] ?? { rows: 0, enquiries: 0 }
    }
    stop = async () => {
      await notify.stop()
      await api.close()
      await mail.stop()
    }
  }

  try {
    console.log(`Target: ${url}${dataDir ? ` (in-process, fresh PGlite in ${dataDir})` : ""}`)
    console.log(`Webhooks on: the notify function at ${functionUrl}, the inbox at ${inbox}`)
    const sweep = async () => {
      await fetch(`${functionUrl}/sweep`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-notify-secret": localNotifySecret },
        body: JSON.stringify({ min_age_seconds: 0 }),
      }).then((response) => response.arrayBuffer())
    }
    await send(url, key, `${runId}w`, warmup)
    let failed = false
    for (const copies of [1, 2]) {
      const tag = `${runId}x${copies}`
      console.log("")
      console.log(
        copies === 1
          ? `${total} enquiries at concurrency ${concurrency}, each sent once:`
          : `${total} enquiries at concurrency ${concurrency}, each sent twice at once (same key):`,
      )
      const result = await send(url, key, tag, total, copies)
      const stored = await countStored(tag)
      const mailed = await countMails(inbox, sweep, tag, total)
      const timeouts = result.failures.get("timeout") ?? 0
      const requests = total * copies
      const lost = total - stored.enquiries
      const duplicated = stored.rows - stored.enquiries
      console.log(`  requests     ${requests}`)
      console.log(
        `  throughput   ${(requests / result.seconds).toFixed(1)} req/s (${result.seconds.toFixed(2)} s)`,
      )
      console.log(`  latency p50  ${percentile(result.latencies, 50).toFixed(1)} ms`)
      console.log(`  latency p99  ${percentile(result.latencies, 99).toFixed(1)} ms`)
      console.log(`  accepted     ${result.accepted} (HTTP 201)`)
      for (const [outcome, count] of result.failures) console.log(`  failed       ${count} × ${outcome}`)
      console.log(`  rows stored  ${stored.rows} for ${stored.enquiries} enquiries`)
      console.log(`  lost         ${lost}`)
      console.log(`  duplicated   ${duplicated}`)
      console.log(`  timeouts     ${timeouts} (the form's ${submitTimeoutMs / 1000} s limit)`)
      console.log(`  mails        ${mailed.mails} for ${mailed.enquiries} enquiries`)
      if (
        lost !== 0 ||
        duplicated !== 0 ||
        result.accepted !== requests ||
        timeouts !== 0 ||
        mailed.mails !== total ||
        mailed.enquiries !== total
      )
        failed = true
    }
    if (failed) {
      console.error(
        "\nAn enquiry was lost, stored twice, timed out or not accepted, or was not mailed exactly once.",
      )
      process.exitCode = 1
    } else {
      console.log("\nEvery enquiry is stored exactly once and mailed exactly once.")
    }
  } finally {
    await stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
