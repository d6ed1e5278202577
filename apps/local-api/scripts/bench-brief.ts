/**
 * `pnpm bench:brief`: the staffing brief's sibling of `pnpm bench:contact`. Sends 1,000 valid
 * two-role briefs at concurrency 50 to the local data API as supabase-js sends them, each with its
 * own idempotency key and the form's 15 s time limit; then the same 1,000 again, each twice at once
 * (a resend after a lost answer, racing a double press). It must end with every brief stored
 * exactly once and mailed exactly once: 0 lost, 0 duplicated, 0 timeouts, one mail per brief.
 *
 * It starts what `pnpm dev` starts, in-process and on free ports (a fresh PGlite with its webhooks
 * on, the notify function under Deno and MailDev), or with BENCH_URL targets a running local API
 * and counts rows through /local/briefs and mails in the inbox on LOCAL_MAIL_PORT.
 */
import { createHash } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { localDataApi } from "@repo/contact-client/local"
import {
  briefSchemaFor,
  engagementValues,
  experienceBandValues,
  toBriefRow,
  workingPatternValues,
} from "@repo/contact-client/brief-schema"
import { submitTimeoutMs } from "@repo/contact-client/submit"
import {
  localNotifySecret,
  notifyPorts,
  startMailCatcher,
  startNotifyFunction,
  type MailCatcher,
  type NotifyFunction,
} from "../src/notify-stack.ts"
import { startLocalApi, type BriefRecord } from "../src/server.ts"
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

/** A deterministic key per brief, so both copies of a doubled request carry the same one. */
function keyOf(tag: string, index: number): string {
  const hex = createHash("sha256").update(`${tag}:${index}`).digest("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const schema = briefSchemaFor("2026-01-01")

function submission(tag: string, index: number): string {
  const values = schema.parse({
    company: `Bench Logistics ${index}`,
    contactName: ["Aarav Sharma", "Diya Iyer", "Ishaan Khan", "Meera Das", "Rohan Gill"][index % 5],
    email: `bench-${tag}-${index}@example.com`,
    phone: `98765${String(index).padStart(5, "0")}`,
    roles: [
      {
        title: "Warehouse associate",
        headcount: String(1 + (index % 40)),
        locations: "Noida, Greater Noida",
        experience: experienceBandValues[index % experienceBandValues.length],
        pay: index % 2 ? "₹18,000–22,000 a month" : "",
      },
      { title: "Shift supervisor", headcount: "2", locations: "Noida", experience: "3-5" },
    ],
    engagement: engagementValues[index % engagementValues.length],
    startDate: "2027-01-04",
    endDate: index % 3 ? "2027-06-30" : "",
    workingPattern: workingPatternValues[index % workingPatternValues.length],
    needsPfEsi: index % 2 === 0,
    needsClraLicence: index % 3 === 0,
    needsBackgroundChecks: index % 5 === 0,
    notes: `Benchmark brief number ${index}.`,
  })
  return JSON.stringify(toBriefRow(values, keyOf(tag, index)))
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN
}

/** Sends `count` briefs, each `copies` times (the copies of one brief back to back, so they race). */
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
        // The form's own time limit: past it, the client is told the brief was not sent.
        const response = await fetch(`${url}/rest/v1/staffing_requests`, {
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
 * The mails of one run in the inbox, once they stop arriving: one per brief is the aim. When none
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
      const response = await fetch(`${url}/local/briefs`)
      if (!response.ok) throw new Error(`${url}/local/briefs answered ${response.status}; cannot count rows`)
      const rows = ((await response.json()) as BriefRecord[]).filter((row) =>
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
        "select count(*)::int as rows, count(distinct idempotency_key)::int as enquiries from public.staffing_requests where email like $1",
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
    const tag = `${runId}b`
    for (const copies of [1, 2]) {
      console.log("")
      console.log(
        copies === 1
          ? `${total} briefs at concurrency ${concurrency}, each sent once:`
          : `The same ${total} briefs again, each sent twice at once (same key as the first time):`,
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
      console.log(`  rows stored  ${stored.rows} for ${stored.enquiries} briefs`)
      console.log(`  lost         ${lost}`)
      console.log(`  duplicated   ${duplicated}`)
      console.log(`  timeouts     ${timeouts} (the form's ${submitTimeoutMs / 1000} s limit)`)
      console.log(`  mails        ${mailed.mails} for ${mailed.enquiries} briefs`)
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
        "\nA brief was lost, stored twice, timed out or not accepted, or was not mailed exactly once.",
      )
      process.exitCode = 1
    } else {
      console.log("\nEvery brief is stored exactly once and mailed exactly once.")
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
