/**
 * `pnpm bench:contact`, `bench:brief` and `bench:apply`: `tsx scripts/bench.ts <form>`, the form's
 * load and checks in scripts/bench-forms.ts. Sends the form's leads at its concurrency to the local
 * data API as the site sends them, each with its own idempotency key and the form's time limit;
 * then a second run of resends (each lead twice at once, or the first run's leads again). Each run
 * must end with every lead stored exactly once and mailed exactly once: 0 lost, 0 duplicated,
 * 0 timeouts, one mail per lead, and nothing more from one more sweep.
 *
 * By default it starts what `pnpm dev` starts, in-process and on free ports: the API on a fresh
 * PGlite database in a temporary directory, the notify function under Deno and MailDev, so the
 * function's calls back into the API compete with the visitors as they do in development (with the
 * webhooks on, or only the sweep mailing, as the form says). With BENCH_URL (and optionally
 * BENCH_KEY) it targets a running local API instead, counts rows through its /local list and mails
 * in the inbox on LOCAL_MAIL_PORT.
 *
 * `--count` (BENCH_REQUESTS) and `--concurrency` (BENCH_CONCURRENCY) change the load.
 */
import { createHash } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { localDataApi } from "@repo/contact-client/local"
import {
  localNotifySecret,
  notifyPorts,
  startMailCatcher,
  startNotifyFunction,
  type MailCatcher,
  type NotifyFunction,
} from "../src/notify-stack.ts"
import { startLocalApi, type RunningLocalApi } from "../src/server.ts"
import { freePort } from "../src/testing/free-port.ts"
import { benchForms, type BenchForm, type Lead, type Outcome } from "./bench-forms.ts"

/** A deterministic key per lead, so every copy of a resent lead carries the same one. */
function keyOf(tag: string, index: number): string {
  const hex = createHash("sha256").update(`${tag}:${index}`).digest("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN
}

/** Sends `count` leads, each `copies` times (the copies of one lead back to back, so they race). */
async function sendAll(
  send: (lead: Lead) => Promise<Outcome>,
  tag: string,
  count: number,
  copies: number,
  concurrency: number,
) {
  const latencies: number[] = []
  const failures = new Map<string, number>()
  let accepted = 0
  let next = 0
  const requests = count * copies
  async function worker() {
    while (next < requests) {
      const index = Math.floor(next++ / copies)
      const started = performance.now()
      const outcome = await send({ tag, index, key: keyOf(tag, index) })
      latencies.push(performance.now() - started)
      if (outcome === "ok") accepted++
      else failures.set(outcome, (failures.get(outcome) ?? 0) + 1)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: Math.min(concurrency, requests) }, worker))
  const seconds = (performance.now() - started) / 1000
  return { requests, accepted, failures, seconds, latencies: latencies.sort((a, b) => a - b) }
}

type Stack = {
  url: string
  inbox: string
  functionUrl: string
  api?: RunningLocalApi
  stop(): Promise<void>
}

/** What `pnpm dev` starts, in this process on free ports, on a fresh database. */
async function startStack(form: BenchForm): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), `local-api-bench-${form.list}-`))
  const [mailPort, smtpPort, fnPort] = [await freePort(), await freePort(), await freePort()]
  const mail: MailCatcher = await startMailCatcher(mailPort, smtpPort)
  const functionUrl = `http://127.0.0.1:${fnPort}`
  const api = await startLocalApi({
    dataDir,
    port: 0,
    log: () => {},
    // Without the secret in Vault the triggers queue no webhook: only the sweep mails.
    ...(form.mailedBy === "webhook" ? { notify: { url: functionUrl, secret: localNotifySecret } } : {}),
  })
  const notify: NotifyFunction = await startNotifyFunction({
    port: fnPort,
    supabaseUrl: api.url,
    smtpPort,
    log: (line) => {
      if (/error|fail/i.test(line)) console.error(line)
    },
  })
  console.log(`Target: ${api.url} (in-process, fresh PGlite and files in ${dataDir})`)
  return {
    url: api.url,
    inbox: mail.url,
    functionUrl,
    api,
    async stop() {
      await notify.stop()
      await api.close()
      await mail.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

type Counts = { rows: number; leads: number; incomplete: Map<string, number>; unmailed: number }

/** The run's rows, read through the API's local list, as `pnpm submissions` reads them. */
async function countStored(form: BenchForm, url: string, tag: string): Promise<Counts> {
  const response = await fetch(`${url}/local/${form.list}`)
  if (!response.ok)
    throw new Error(`${url}/local/${form.list} answered ${response.status}; cannot count rows`)
  const rows = ((await response.json()) as Record<string, unknown>[]).filter((row) =>
    String(row.email).startsWith(`bench-${tag}-`),
  )
  const incomplete = new Map<string, number>()
  for (const row of rows) {
    const why = form.incomplete?.(row)
    if (why) incomplete.set(why, (incomplete.get(why) ?? 0) + 1)
  }
  return {
    rows: rows.length,
    leads: new Set(rows.map((row) => row.idempotency_key)).size,
    incomplete,
    unmailed: rows.filter((row) => row.notified_at === null || row.notified_at === undefined).length,
  }
}

type Sweep = { pending: number; mailed: number; failed: string[] }

/**
 * The mails of one run in the inbox, once they stop arriving: one per lead is the aim. With the
 * webhooks on, it asks the function to sweep when none has come for 5 s (a webhook lost to load is
 * the sweep's to mail); with the sweep alone, it sweeps until nothing is pending.
 */
async function countMails(form: BenchForm, stack: Stack, tag: string, expected: number) {
  const pattern = new RegExp(`bench-${tag}-(\\d+)@`)
  const read = async () => {
    const mails = (await (await fetch(`${stack.inbox}/api/email`)).json()) as { text: string }[]
    const indexes = mails.flatMap((mail) => pattern.exec(mail.text)?.[1] ?? [])
    return { mails: indexes.length, leads: new Set(indexes).size }
  }
  const sweep = async (): Promise<Sweep> => {
    const response = await fetch(`${stack.functionUrl}/sweep`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-notify-secret": localNotifySecret },
      body: JSON.stringify({ min_age_seconds: 0 }),
    })
    const result = (await response.json()) as Sweep
    if (result.failed.length > 0) console.log(`  sweep failures: ${result.failed.slice(0, 3).join("; ")}`)
    return result
  }
  const until = Date.now() + 180_000
  if (form.mailedBy === "sweep") {
    for (let round = 0; round < 10 && (await sweep()).pending > 0; round++);
  }
  let last = await read()
  let quietSince = Date.now()
  while (last.leads < expected && Date.now() < until) {
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
  const again = (await sweep()).mailed
  return { ...(await read()), again }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { count: { type: "string" }, concurrency: { type: "string" } },
  })
  const form = benchForms[positionals[0] ?? ""]
  if (!form) throw new Error(`Which form? One of: ${Object.keys(benchForms).join(", ")}`)
  const total = Number(values.count || process.env.BENCH_REQUESTS || form.total)
  const concurrency = Number(values.concurrency || process.env.BENCH_CONCURRENCY || form.concurrency)
  const { one, many } = form.noun
  const runId = Date.now().toString(36)
  const remote = process.env.BENCH_URL
  if (remote && form.inProcess) throw new Error(`${form.command} starts its own API; unset BENCH_URL`)
  const key = process.env.BENCH_KEY || localDataApi.key
  const stack: Stack = remote
    ? {
        url: remote.replace(/\/$/, ""),
        inbox: `http://127.0.0.1:${notifyPorts().mail}`,
        functionUrl: `http://127.0.0.1:${notifyPorts().function}`,
        stop: async () => {},
      }
    : await startStack(form)

  let failed = false
  try {
    if (remote) console.log(`Target: ${stack.url}`)
    console.log(
      form.mailedBy === "webhook"
        ? `Webhooks on: the notify function at ${stack.functionUrl}, the inbox at ${stack.inbox}`
        : `Mailed by the sweep alone: the notify function at ${stack.functionUrl}, the inbox at ${stack.inbox}`,
    )
    const send = form.prepare(stack.url, key)
    if (form.warmup > 0) await sendAll(send, `${runId}w`, form.warmup, 1, concurrency)
    let tag = ""
    for (const [number, run] of form.runs.entries()) {
      if (!run.again) tag = `${runId}r${number}`
      console.log("")
      console.log(`${total} ${many} at concurrency ${concurrency}, ${run.label}:`)
      const result = await sendAll(send, tag, total, run.copies, concurrency)
      const mailed = await countMails(form, stack, tag, total)
      const stored = await countStored(form, stack.url, tag)
      const timeouts = result.failures.get("timeout") ?? 0
      const incomplete = [...stored.incomplete.values()].reduce((sum, count) => sum + count, 0)
      const lost = total - stored.leads + incomplete
      const duplicated = stored.rows - stored.leads
      console.log(`  requests     ${result.requests}`)
      console.log(
        `  throughput   ${(result.requests / result.seconds).toFixed(1)} req/s (${result.seconds.toFixed(2)} s)`,
      )
      console.log(`  latency p50  ${percentile(result.latencies, 50).toFixed(1)} ms`)
      console.log(`  latency p99  ${percentile(result.latencies, 99).toFixed(1)} ms`)
      console.log(`  accepted     ${result.accepted}`)
      for (const [outcome, count] of result.failures) console.log(`  failed       ${count} × ${outcome}`)
      console.log(`  rows stored  ${stored.rows} for ${stored.leads} ${many}`)
      for (const [why, count] of stored.incomplete) console.log(`  incomplete   ${count} × ${why}`)
      console.log(`  lost         ${lost}`)
      console.log(`  duplicated   ${duplicated}`)
      console.log(`  timeouts     ${timeouts} (${form.limit})`)
      console.log(`  mails        ${mailed.mails} for ${mailed.leads} ${many}`)
      console.log(`  unmailed     ${stored.unmailed}`)
      console.log(`  sent again   ${mailed.again} by one more sweep`)
      if (
        lost !== 0 ||
        duplicated !== 0 ||
        result.accepted !== result.requests ||
        timeouts !== 0 ||
        mailed.mails !== total ||
        mailed.leads !== total ||
        mailed.again !== 0 ||
        stored.unmailed !== 0
      )
        failed = true
    }
    if (form.after && stack.api) {
      console.log("")
      const after = await form.after(stack.api)
      for (const line of after.lines) console.log(line)
      if (!after.ok) failed = true
    }
  } finally {
    await stack.stop()
  }
  if (failed) {
    console.error(
      `\nA${/^[aeiou]/.test(one) ? "n" : ""} ${one} was lost, stored twice, timed out or refused, or not mailed exactly once, or a check after the runs failed.`,
    )
    process.exitCode = 1
  } else {
    console.log(`\nEvery ${one} is stored exactly once and mailed exactly once.`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
