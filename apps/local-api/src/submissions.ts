import { existsSync, realpathSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { localDataApi } from "@repo/contact-client/local"
import { fetchApplications, formatApplications, readApplications } from "./applications.ts"
import { dataDirHolder, defaultDataDir, openPglite, pgliteSql } from "./database.ts"
import { listSubmissions, type SubmissionRecord } from "./server.ts"

/** Asks a running local API for its rows; null when nothing listens on that port. */
export async function fetchSubmissions(baseUrl: string): Promise<SubmissionRecord[] | null> {
  let response: Response
  try {
    response = await fetch(`${baseUrl}/local/submissions`, { signal: AbortSignal.timeout(10_000) })
  } catch (error) {
    // Only "nobody is listening" means the directory may be read directly.
    if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return null
    throw error
  }
  if (!response.ok) throw new Error(`${baseUrl}/local/submissions answered ${response.status}`)
  return (await response.json()) as SubmissionRecord[]
}

/**
 * Reads the rows straight from a data directory (only while no server holds it); null if it holds
 * no database. A directory without one is left untouched rather than initialised.
 */
export async function readSubmissions(dataDir: string): Promise<SubmissionRecord[] | null> {
  if (!existsSync(join(dataDir, "PG_VERSION"))) return null
  const holder = dataDirHolder(dataDir)
  if (holder !== undefined) {
    throw new Error(`${dataDir} is held by a running local data API (process ${holder}); ask it instead`)
  }
  const db = await openPglite(dataDir)
  try {
    const sql = pgliteSql(db)
    const { rows } = await sql.query<{ present: boolean }>(
      "select to_regclass('public.contact_submissions') is not null as present",
    )
    return rows[0]?.present ? await listSubmissions(sql) : null
  } finally {
    await db.close()
  }
}

function cell(value: string | null, width: number): string {
  const flat = (value ?? "—").replace(/\s+/g, " ").trim()
  const chars = [...flat]
  return chars.length > width ? `${chars.slice(0, width - 1).join("")}…` : flat
}

/** A plain-text table, one submission per line, newest last. */
export function formatSubmissions(rows: readonly SubmissionRecord[]): string {
  if (rows.length === 0) return "No submissions yet."
  const columns: {
    title: string
    width: number
    value: (row: SubmissionRecord, index: number) => string | null
  }[] = [
    { title: "#", width: 6, value: (_row, index) => String(index + 1) },
    { title: "received (UTC)", width: 19, value: (row) => row.created_at.slice(0, 19).replace("T", " ") },
    { title: "form", width: 12, value: (row) => row.form_type },
    {
      title: "name",
      width: 24,
      value: (row) => (row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ""}`),
    },
    { title: "email", width: 32, value: (row) => row.email },
    { title: "company", width: 20, value: (row) => row.company },
    { title: "interest", width: 22, value: (row) => row.service_interest },
    { title: "message", width: 48, value: (row) => row.message },
  ]
  const table = rows.map((row, index) =>
    columns.map((column) => cell(column.value(row, index), column.width)),
  )
  const widths = columns.map((column, position) =>
    Math.max([...column.title].length, ...table.map((line) => [...(line[position] ?? "")].length)),
  )
  const render = (cells: string[]) =>
    cells
      .map((text, position) => text + " ".repeat(Math.max(0, (widths[position] ?? 0) - [...text].length)))
      .join("  ")
      .trimEnd()
  return [
    render(columns.map((column) => column.title)),
    render(widths.map((width) => "-".repeat(width))),
    ...table.map(render),
    "",
    `${rows.length} submission${rows.length === 1 ? "" : "s"}`,
  ].join("\n")
}

async function main() {
  const json = process.argv.includes("--json")
  if (process.argv.includes("--applications")) return mainApplications(json)
  const port = process.env.LOCAL_API_PORT || new URL(localDataApi.url).port
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = process.env.LOCAL_API_DATA_DIR || defaultDataDir

  let rows = await fetchSubmissions(baseUrl)
  let source = `the local data API at ${baseUrl}`
  if (rows === null) {
    rows = await readSubmissions(dataDir)
    source = dataDir
  }
  if (rows === null) {
    console.log(`No submissions yet: the local data API is not running and ${dataDir} holds no database.`)
    return
  }
  if (json) {
    console.log(JSON.stringify(rows, null, 2))
    return
  }
  console.log(`Submissions from ${source}:\n`)
  console.log(formatSubmissions(rows))
  const applications = source === dataDir ? await readApplications(dataDir) : await fetchApplications(baseUrl)
  console.log(
    `\nJob applications, with their résumés (\`pnpm submissions --applications --json\` for all fields):\n`,
  )
  console.log(formatApplications(applications ?? []))
}

/** `pnpm submissions --applications [--json]`: the job applications alone. */
async function mainApplications(json: boolean) {
  const port = process.env.LOCAL_API_PORT || new URL(localDataApi.url).port
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = process.env.LOCAL_API_DATA_DIR || defaultDataDir
  const rows = (await fetchApplications(baseUrl)) ?? (await readApplications(dataDir)) ?? []
  console.log(json ? JSON.stringify(rows, null, 2) : formatApplications(rows))
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
