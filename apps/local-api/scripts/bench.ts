/**
 * `pnpm bench:contact`: sends 1,000 valid contact submissions at concurrency 20 to the local data
 * API, the way supabase-js sends them, and checks that every accepted one was stored.
 *
 * By default it starts the API in-process on a fresh PGlite database in a temporary directory.
 * With BENCH_URL (and optionally BENCH_KEY) it targets a running local API instead, and counts
 * rows through its /local/submissions helper.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { localDataApi } from "@repo/contact-client/local"
import { toContactRow } from "@repo/contact-client/row"
import { contactSchema, serviceInterestValues } from "@repo/contact-client/schema"
import { startLocalApi, type SubmissionRecord } from "../src/server.ts"

const total = Number(process.env.BENCH_REQUESTS || 1000)
const concurrency = Number(process.env.BENCH_CONCURRENCY || 20)
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

function submission(tag: string, index: number): string {
  const values = contactSchema.parse({
    firstName: ["Aarav", "Diya", "Ishaan", "Meera", "Rohan"][index % 5],
    lastName: ["Sharma", "Iyer", "Khan", "Das", "Gill"][index % 5],
    email: `bench-${tag}-${index}@example.com`,
    company: `Bench Company ${index}`,
    serviceInterest: index % 9 === 8 ? "" : serviceInterestValues[index % serviceInterestValues.length],
    message: `Benchmark enquiry number ${index}: we would like to discuss hiring for our Noida office.`,
  })
  return JSON.stringify(toContactRow(values))
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN
}

async function send(url: string, key: string, tag: string, count: number) {
  const latencies: number[] = []
  const failures = new Map<string, number>()
  let accepted = 0
  let next = 0
  async function worker() {
    while (next < count) {
      const index = next++
      const started = performance.now()
      let outcome: string
      try {
        const response = await fetch(`${url}/rest/v1/contact_submissions`, {
          method: "POST",
          headers: headersFor(key),
          body: submission(tag, index),
        })
        await response.arrayBuffer()
        outcome = String(response.status)
      } catch (error) {
        outcome = error instanceof Error ? error.message : String(error)
      }
      latencies.push(performance.now() - started)
      if (outcome === "201") accepted++
      else failures.set(outcome, (failures.get(outcome) ?? 0) + 1)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  const seconds = (performance.now() - started) / 1000
  return { accepted, failures, seconds, latencies: latencies.sort((a, b) => a - b) }
}

async function main() {
  const remote = process.env.BENCH_URL
  const key = process.env.BENCH_KEY || localDataApi.key
  let dataDir: string | undefined
  let url: string
  let countStored: (tag: string) => Promise<number>
  let stop = async () => {}

  if (remote) {
    url = remote.replace(/\/$/, "")
    countStored = async (tag) => {
      const response = await fetch(`${url}/local/submissions`)
      if (!response.ok)
        throw new Error(`${url}/local/submissions answered ${response.status}; cannot count rows`)
      const rows = (await response.json()) as SubmissionRecord[]
      return rows.filter((row) => row.email.startsWith(`bench-${tag}-`)).length
    }
  } else {
    dataDir = mkdtempSync(join(tmpdir(), "local-api-bench-"))
    const api = await startLocalApi({ dataDir, port: 0, log: () => {} })
    url = api.url
    countStored = async (tag) => {
      const { rows } = await api.sql.query<{ n: number }>(
        "select count(*)::int as n from public.contact_submissions where email like $1",
        [`bench-${tag}-%`],
      )
      return rows[0]?.n ?? 0
    }
    stop = () => api.close()
  }

  try {
    console.log(`Target: ${url}${dataDir ? ` (in-process, fresh PGlite in ${dataDir})` : ""}`)
    console.log(
      `Sending ${total} valid submissions at concurrency ${concurrency} (after ${warmup} warm-up requests)…`,
    )
    await send(url, key, `${runId}w`, warmup)
    const result = await send(url, key, runId, total)
    const stored = await countStored(runId)

    const missing = result.accepted - stored
    console.log("")
    console.log(`requests     ${total}`)
    console.log(`throughput   ${(total / result.seconds).toFixed(1)} req/s (${result.seconds.toFixed(2)} s)`)
    console.log(`latency p50  ${percentile(result.latencies, 50).toFixed(1)} ms`)
    console.log(`latency p99  ${percentile(result.latencies, 99).toFixed(1)} ms`)
    console.log(`accepted     ${result.accepted} (HTTP 201)`)
    console.log(`rows stored  ${stored} (counted in the database)`)
    for (const [outcome, count] of result.failures) console.log(`failed       ${count} × ${outcome}`)

    if (missing > 0) {
      console.error(`\n${missing} accepted submission(s) are missing from the database.`)
      process.exitCode = 1
    } else if (result.accepted < total) {
      console.error(`\n${total - result.accepted} submission(s) were not accepted.`)
      process.exitCode = 1
    } else {
      console.log("\nEvery accepted submission is stored.")
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
