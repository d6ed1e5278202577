/**
 * `pnpm bench:apply`: 200 job applications with a 1 MB PDF résumé each, at concurrency 10, sent
 * the way the site sends them (@repo/contact-client/apply: the row, then the upload, through
 * supabase-js), then every application sent again with its key, as a resend after a lost answer
 * would be. Checks that each is stored exactly once: one row and one file of the right size, and
 * no file without a row. Then a flood: 200 uploads of 256 KB from one client with no row, into
 * made-up openings' folders, which must store nothing.
 *
 * Starts the local data API in-process on a fresh PGlite database in a temporary directory.
 * BENCH_APPLICATIONS, BENCH_CONCURRENCY, BENCH_FILE_BYTES and BENCH_FLOOD change the load.
 */
import { randomUUID } from "node:crypto"
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createClient } from "@supabase/supabase-js"
import { createApplicationClient } from "@repo/contact-client/apply"
import type { ApplicationInput } from "@repo/contact-client/application-schema"
import { localDataApi } from "@repo/contact-client/local"
import { makePdf } from "@repo/contact-client/testing/documents"
import {
  localNotifySecret,
  startMailCatcher,
  startNotifyFunction,
  type MailCatcher,
  type NotifyFunction,
} from "../src/notify-stack.ts"
import { startLocalApi, type RunningLocalApi } from "../src/server.ts"
import { freePort } from "../src/testing/free-port"

const total = Number(process.env.BENCH_APPLICATIONS || 200)
const concurrency = Number(process.env.BENCH_CONCURRENCY || 10)
const fileBytes = Number(process.env.BENCH_FILE_BYTES || 1024 * 1024)
const flood = Number(process.env.BENCH_FLOOD || 200)
const openingIds = [
  "senior-hr-business-partner",
  "talent-acquisition-specialist",
  "payroll-manager",
  "general",
]

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN
}

type Application = {
  key: string
  input: ApplicationInput
  opening: { id: string; title: string }
  file: File
}

function files(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
  } catch {
    return []
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "local-api-bench-apply-"))
  const api = await startLocalApi({ dataDir, port: 0, log: () => {} })
  const client = createApplicationClient({ url: api.url, key: localDataApi.key })
  const pdf = makePdf("Bench résumé", { size: fileBytes })
  const runId = Date.now().toString(36)
  const applications: Application[] = Array.from({ length: total }, (_, index) => ({
    key: randomUUID(),
    input: {
      fullName: ["Aarav Sharma", "Diya Iyer", "Ishaan Khan", "Meera Das", "Rohan Gill"][index % 5]!,
      email: `bench-${runId}-${index}@example.com`,
      mobile: `98${String(index).padStart(8, "0")}`,
      city: ["Pune", "Noida", "Mumbai", "Chennai"][index % 4]!,
      experience: "3-5",
      noticePeriod: "30-days",
      linkedinUrl: "",
      coverNote: `Application ${index} from the benchmark.`,
      consent: true,
    },
    opening: { id: openingIds[index % openingIds.length]!, title: `Opening ${index % openingIds.length}` },
    file: new File([new Uint8Array(pdf)], `Bench CV ${index}.pdf`, { type: "application/pdf" }),
  }))

  async function run(label: string) {
    const latencies: number[] = []
    const failures = new Map<string, number>()
    let accepted = 0
    let next = 0
    async function worker() {
      while (next < applications.length) {
        const application = applications[next++]!
        const started = performance.now()
        const result = await client.apply(application.input, application.opening, application.file, {
          idempotencyKey: application.key,
        })
        latencies.push(performance.now() - started)
        if (result.ok) accepted++
        else {
          const reason = `${result.kind} ${result.code ?? ""} ${result.message}`
          failures.set(reason, (failures.get(reason) ?? 0) + 1)
        }
      }
    }
    const started = performance.now()
    await Promise.all(Array.from({ length: Math.min(concurrency, applications.length) }, worker))
    const seconds = (performance.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    console.log(`\n${label}`)
    console.log(
      `  applications ${applications.length} × ${(pdf.length / 1024 / 1024).toFixed(2)} MB, concurrency ${concurrency}`,
    )
    console.log(
      `  throughput   ${(applications.length / seconds).toFixed(1)} applications/s (${seconds.toFixed(1)} s)`,
    )
    console.log(`  latency p50  ${percentile(latencies, 50).toFixed(0)} ms (insert + upload)`)
    console.log(`  latency p99  ${percentile(latencies, 99).toFixed(0)} ms`)
    console.log(`  accepted     ${accepted}`)
    for (const [reason, count] of failures) console.log(`  failed       ${count} × ${reason}`)
    return accepted
  }

  let failed = false
  try {
    console.log(`Target: ${api.url} (in-process, fresh PGlite and files in ${dataDir})`)
    const first = await run("Each application sent once:")
    const second = await run("Each application sent again with its key (a resend after a lost answer):")
    const { rows } = await api.sql.query<{ rows: number; keys: number; paths: number }>(
      `select count(*)::int as rows, count(distinct idempotency_key)::int as keys,
         count(distinct resume_path)::int as paths
       from public.job_applications where email like $1`,
      [`bench-${runId}-%`],
    )
    const stored = rows[0] ?? { rows: 0, keys: 0, paths: 0 }
    const folder = join(api.filesDir, "resumes")
    const storedFiles = files(folder)
    const wrongSize = storedFiles.filter((file) => statSync(file).size !== pdf.length).length
    const { rows: paths } = await api.sql.query<{ resume_path: string }>(
      "select resume_path from public.job_applications",
    )
    const named = new Set(paths.map((row) => join(folder, row.resume_path)))
    const withoutRow = storedFiles.filter((file) => !named.has(file)).length
    const { rows: missing } = await api.sql.query<{ n: number }>(
      `select count(*)::int as n from public.job_applications a where email like $1 and not exists (
         select from storage.objects o where o.bucket_id = 'resumes' and o.name = a.resume_path)`,
      [`bench-${runId}-%`],
    )
    const lost = total - stored.keys + (missing[0]?.n ?? 0)
    const duplicated = stored.rows - stored.keys + (storedFiles.length - withoutRow - stored.paths)
    console.log(`\nStored: ${stored.rows} rows for ${stored.keys} applications, ${storedFiles.length} files`)
    console.log(`  lost         ${lost} (no row, or a row without its file)`)
    console.log(`  duplicated   ${duplicated}`)
    console.log(`  wrong size   ${wrongSize}`)
    console.log(`  files without a row ${withoutRow}`)
    if (first !== total || second !== total || lost !== 0 || duplicated !== 0 || wrongSize !== 0)
      failed = true
    if (withoutRow !== 0) failed = true

    // The flood: the public key uploading with no application, as an attacker would.
    const noRealtime = class {
      constructor() {
        throw new Error("The benchmark does not use Realtime")
      }
    } as unknown as never
    const storage = createClient(api.url, localDataApi.key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: noRealtime },
    }).storage.from("resumes")
    const body = makePdf("Flood", { size: 256 * 1024 })
    const filesBefore = files(folder).length
    const answers = new Map<string, number>()
    let sent = 0
    const floodStarted = performance.now()
    await Promise.all(
      Array.from({ length: Math.min(concurrency, flood) }, async () => {
        while (sent < flood) {
          const index = sent++
          const name = `made-up-opening-${index % 185}/${randomUUID()}.pdf`
          const { error } = await storage.upload(name, body, { contentType: "application/pdf" })
          const answer = error ? `refused ${String((error as { statusCode?: string }).statusCode)}` : "stored"
          answers.set(answer, (answers.get(answer) ?? 0) + 1)
        }
      }),
    )
    const floodSeconds = (performance.now() - floodStarted) / 1000
    const floodStored = files(folder).length - filesBefore
    console.log(`\nFlood: ${flood} uploads of 256 KB without a row, concurrency ${concurrency}`)
    console.log(`  answers      ${[...answers].map(([answer, count]) => `${count} × ${answer}`).join(", ")}`)
    console.log(`  files stored ${floodStored} (${floodSeconds.toFixed(1)} s)`)
    if (floodStored !== 0 || answers.has("stored")) failed = true

    if (!(await checkMailsAndFiles(api, runId))) failed = true
  } finally {
    await api.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (failed) {
    console.error("\nAn application was lost, stored twice or refused, or a file was stored without a row.")
    process.exitCode = 1
  } else {
    console.log("\nEvery application is stored exactly once (one row and one file); no file without a row.")
  }
}

/**
 * After the run: every application mailed exactly once and no résumé without its row. The API
 * ran without the webhook (no Vault secret), so the sweep mails all of them, in batches of 100 as
 * pg_cron's would; then it runs once more and must send nothing. Counts the careers mails naming
 * this run's addresses in MailDev, and the files on disk and objects in Storage that no row names.
 */
async function checkMailsAndFiles(api: RunningLocalApi, runId: string): Promise<boolean> {
  let mail: MailCatcher | undefined
  let notify: NotifyFunction | undefined
  try {
    const [web, smtp, fn] = [await freePort(), await freePort(), await freePort()]
    mail = await startMailCatcher(web, smtp)
    notify = await startNotifyFunction({ port: fn, supabaseUrl: api.url, smtpPort: smtp, log: () => {} })
    const sweep = async () => {
      const response = await fetch(`${notify!.url}/sweep`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-notify-secret": localNotifySecret },
        body: JSON.stringify({ min_age_seconds: 0 }),
      })
      return (await response.json()) as { pending: number; mailed: number; failed: string[] }
    }
    const started = performance.now()
    let mailed = 0
    for (let round = 0; round < 10; round++) {
      const result = await sweep()
      mailed += result.mailed
      if (result.failed.length > 0) console.log(`  sweep failures: ${result.failed.slice(0, 3).join("; ")}`)
      if (result.pending === 0) break
    }
    const seconds = (performance.now() - started) / 1000
    const again = await sweep()
    const inbox = (await (await fetch(`${mail.url}/api/email`)).json()) as { text: string; subject: string }[]
    const mails = inbox.filter((message) => message.text.includes(`bench-${runId}-`)).length
    const { rows } = await api.sql.query<{ objects: number; rows: number; unmailed: number }>(
      `select
         (select count(*)::int from storage.objects o where o.bucket_id = 'resumes'
           and not exists (select from public.job_applications a where a.resume_path = o.name)) as objects,
         (select count(*)::int from public.job_applications where email like $1) as rows,
         (select count(*)::int from public.job_applications where email like $1 and notified_at is null) as unmailed`,
      [`bench-${runId}-%`],
    )
    const named = new Set(
      (
        await api.sql.query<{ resume_path: string }>("select resume_path from public.job_applications")
      ).rows.map((row) => join(api.filesDir, "resumes", row.resume_path)),
    )
    const strayFiles = files(join(api.filesDir, "resumes")).filter((file) => !named.has(file)).length
    const counts = rows[0] ?? { objects: -1, rows: -1, unmailed: -1 }
    console.log(`\nMailed by the sweep (the notify function under Deno, MailDev as SMTP):`)
    console.log(
      `  mails        ${mails} in the inbox for ${counts.rows} applications (${seconds.toFixed(1)} s)`,
    )
    console.log(`  sweeps sent  ${mailed}`)
    console.log(`  unmailed     ${counts.unmailed}`)
    console.log(`  sent again   ${again.mailed} by one more sweep`)
    console.log(`  files without a row   ${strayFiles} on disk, ${counts.objects} in storage.objects`)
    return (
      mails === counts.rows &&
      counts.unmailed === 0 &&
      again.mailed === 0 &&
      strayFiles === 0 &&
      counts.objects === 0
    )
  } finally {
    await notify?.stop()
    await mail?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
