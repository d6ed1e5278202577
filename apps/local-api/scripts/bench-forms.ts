/**
 * What `scripts/bench.ts` needs to know of each form: its table and local list, its nouns, its
 * load, how one lead is sent, and (for the application) what else must hold afterwards.
 */
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { createApplicationClient, insertTimeoutMs, uploadTimeoutMs } from "@repo/contact-client/apply"
import {
  briefSchemaFor,
  engagementValues,
  experienceBandValues,
  toBriefRow,
  workingPatternValues,
} from "@repo/contact-client/brief-schema"
import { toContactRow } from "@repo/contact-client/row"
import { contactSchema, serviceInterestValues } from "@repo/contact-client/schema"
import { submitTimeoutMs } from "@repo/contact-client/submit"
import { makePdf } from "@repo/contact-client/testing/documents"
import type { RunningLocalApi } from "../src/server.ts"

/** One lead to send: its run's tag (in its e-mail address), its number and its idempotency key. */
export type Lead = { tag: string; index: number; key: string }

/** How one send ended: `"ok"`, `"timeout"`, or what was refused and why. */
export type Outcome = string

export type BenchForm = {
  /** The root command, for the output. */
  command: string
  noun: { one: string; many: string }
  /** The list at `/local/<list>` that holds the form's rows. */
  list: "submissions" | "briefs" | "applications"
  total: number
  concurrency: number
  /** Leads sent first and not counted, so the first run does not measure a cold start. */
  warmup: number
  /** The time limit a visitor waits, as the output names it. */
  limit: string
  /**
   * The two runs. `copies`: how often each lead is sent at once; `again`: the first run's leads
   * are sent again (a resend with the same key) rather than new ones.
   */
  runs: readonly { copies: number; again: boolean; label: string }[]
  /** `webhook`: the API calls the notify function after each insert; `sweep`: only the sweep mails. */
  mailedBy: "webhook" | "sweep"
  /** Whether it needs the API in this process (files on disk); BENCH_URL is then refused. */
  inProcess: boolean
  /** Readies what the sends share; returns the send. */
  prepare(url: string, key: string): (lead: Lead) => Promise<Outcome>
  /** Why a stored row is not a whole lead (an application without its résumé), if it is not. */
  incomplete?(row: Record<string, unknown>): string | undefined
  /** Checks after both runs (files without a row); lines to print, and whether they hold. */
  after?(api: RunningLocalApi): Promise<{ lines: string[]; ok: boolean }>
}

const names = ["Aarav Sharma", "Diya Iyer", "Ishaan Khan", "Meera Das", "Rohan Gill"]
const emailOf = (tag: string, index: number) => `bench-${tag}-${index}@example.com`

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

/** Posts rows as supabase-js does, with the form's own time limit: past it, the visitor is told it was not sent. */
function insert(table: string, row: (lead: Lead) => unknown) {
  return (url: string, key: string) => async (lead: Lead) => {
    try {
      const response = await fetch(`${url}/rest/v1/${table}`, {
        method: "POST",
        headers: headersFor(key),
        body: JSON.stringify(row(lead)),
        signal: AbortSignal.timeout(submitTimeoutMs),
      })
      await response.arrayBuffer()
      return response.status === 201 ? "ok" : `HTTP ${response.status}`
    } catch (error) {
      if (error instanceof Error) return error.name === "TimeoutError" ? "timeout" : error.message
      return String(error)
    }
  }
}

const contact: BenchForm = {
  command: "bench:contact",
  noun: { one: "enquiry", many: "enquiries" },
  list: "submissions",
  total: 1000,
  concurrency: 50,
  warmup: 20,
  limit: `the form's ${submitTimeoutMs / 1000} s limit`,
  runs: [
    { copies: 1, again: false, label: "each sent once" },
    { copies: 2, again: false, label: "each sent twice at once (same key)" },
  ],
  mailedBy: "webhook",
  inProcess: false,
  prepare: insert("contact_submissions", ({ tag, index, key }) => {
    const [firstName, lastName] = names[index % names.length]!.split(" ")
    const values = contactSchema.parse({
      firstName,
      lastName,
      email: emailOf(tag, index),
      company: `Bench Company ${index}`,
      serviceInterest: index % 9 === 8 ? "" : serviceInterestValues[index % serviceInterestValues.length],
      message: `Benchmark enquiry number ${index}: we would like to discuss hiring for our Noida office.`,
    })
    return toContactRow(values, key)
  }),
}

const briefSchema = briefSchemaFor("2026-01-01")

const brief: BenchForm = {
  ...contact,
  command: "bench:brief",
  noun: { one: "brief", many: "briefs" },
  list: "briefs",
  runs: [
    { copies: 1, again: false, label: "each sent once" },
    { copies: 2, again: true, label: "the same again, each sent twice at once (same key as the first time)" },
  ],
  prepare: insert("staffing_requests", ({ tag, index, key }) => {
    const values = briefSchema.parse({
      company: `Bench Logistics ${index}`,
      contactName: names[index % names.length],
      email: emailOf(tag, index),
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
    return toBriefRow(values, key)
  }),
}

const fileBytes = Number(process.env.BENCH_FILE_BYTES || 1024 * 1024)
const openingIds = [
  "senior-hr-business-partner",
  "talent-acquisition-specialist",
  "payroll-manager",
  "general",
]
const resume = makePdf("Bench résumé", { size: fileBytes })

const application: BenchForm = {
  command: "bench:apply",
  noun: { one: "application", many: "applications" },
  list: "applications",
  total: Number(process.env.BENCH_APPLICATIONS || 200),
  concurrency: 10,
  warmup: 0,
  limit: `${insertTimeoutMs / 1000} s for the row, ${uploadTimeoutMs / 1000} s for the upload`,
  runs: [
    {
      copies: 1,
      again: false,
      label: `each sent once with a ${(fileBytes / 1024 / 1024).toFixed(2)} MB PDF`,
    },
    { copies: 1, again: true, label: "each sent again with its key (a resend after a lost answer)" },
  ],
  // The sweep mails them all, in batches of 100 as pg_cron's would.
  mailedBy: "sweep",
  inProcess: true,
  // As the site sends them (@repo/contact-client/apply): the row, then the upload, through supabase-js.
  prepare(url, key) {
    const client = createApplicationClient({ url, key })
    return async ({ tag, index, key: idempotencyKey }) => {
      const opening = openingIds[index % openingIds.length]!
      const result = await client.apply(
        {
          fullName: names[index % names.length]!,
          email: emailOf(tag, index),
          mobile: `98${String(index).padStart(8, "0")}`,
          city: ["Pune", "Noida", "Mumbai", "Chennai"][index % 4]!,
          experience: "3-5",
          noticePeriod: "30-days",
          linkedinUrl: "",
          coverNote: `Application ${index} from the benchmark.`,
          consent: true,
        },
        { id: opening, title: `Opening ${index % openingIds.length}` },
        new File([new Uint8Array(resume)], `Bench CV ${index}.pdf`, { type: "application/pdf" }),
        { idempotencyKey },
      )
      if (result.ok) return "ok"
      return result.kind === "timeout" ? "timeout" : `${result.kind} ${result.code ?? ""} ${result.message}`
    }
  },
  incomplete(row) {
    if (row.resume_file_size === null) return "a row without its file"
    if (row.resume_file_size !== resume.length) return "a file of the wrong size"
    return undefined
  },
  // No file without a row, on disk or in storage.objects. (A flood of uploads with no row, which must
  // store nothing, is src/storage.contract.test.ts's.)
  async after(api) {
    const folder = join(api.filesDir, "resumes")
    const { rows } = await api.sql.query<{ resume_path: string }>(
      "select resume_path from public.job_applications",
    )
    const named = new Set(rows.map((row) => join(folder, row.resume_path)))
    const stray = readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && !named.has(join(entry.parentPath, entry.name)),
    ).length
    const { rows: orphans } = await api.sql.query<{ objects: number }>(
      `select count(*)::int as objects from storage.objects o where o.bucket_id = 'resumes'
         and not exists (select from public.job_applications a where a.resume_path = o.name)`,
    )
    const objects = orphans[0]?.objects ?? -1
    return {
      lines: [`  files without a row ${stray} on disk, ${objects} in storage.objects`],
      ok: stray === 0 && objects === 0,
    }
  },
}

export const benchForms: Record<string, BenchForm> = { contact, brief, application }
