import { realpathSync } from "node:fs"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { localDataApiUrl } from "@repo/contact-client/local"
import { fetchApplications, formatApplications, type ApplicationRecord } from "./applications.ts"
import { defaultDataDir } from "./database.ts"
import { notifyPorts } from "./notify-stack.ts"
import { localApiHeaders, localLists, readList, type SubmissionRecord } from "./routers/local.ts"

/** A port held by something that is not a local data API: said in one line, with no stack. */
export class NotLocalApiError extends Error {}

/** The rows a running local API holds, with the process that answered and the database it reads. */
export type ServedSubmissions = { rows: SubmissionRecord[]; database: string; pid: string }

/**
 * Asks a running local API for its rows; null when nothing listens on that port. A server on the
 * port that is not a local data API is an error: its answer would otherwise pass for ours.
 */
export async function fetchSubmissions(baseUrl: string): Promise<ServedSubmissions | null> {
  let response: Response
  try {
    response = await fetch(`${baseUrl}/local/submissions`, { signal: AbortSignal.timeout(10_000) })
  } catch (error) {
    // Only "nobody is listening" means the directory may be read directly.
    if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return null
    if ((error as { name?: string }).name === "TimeoutError") {
      throw new NotLocalApiError(
        `Nothing answered at ${baseUrl} within 10 s: another program holds port ${new URL(baseUrl).port}. Set LOCAL_API_PORT to the local data API's port.`,
      )
    }
    throw error
  }
  const database = response.headers.get(localApiHeaders.database)
  if (!response.ok || database === null) {
    throw new NotLocalApiError(
      `${baseUrl} is not a local data API (GET /local/submissions answered ${response.status}): another program holds port ${new URL(baseUrl).port}. Set LOCAL_API_PORT to the local data API's port.`,
    )
  }
  return {
    rows: (await response.json()) as SubmissionRecord[],
    database: decodeURI(database),
    pid: response.headers.get(localApiHeaders.pid) ?? "?",
  }
}

/** Reads the rows straight from a data directory, while no server holds it; null if it holds no database. */
export const readSubmissions = (dataDir: string) =>
  readList<SubmissionRecord>(dataDir, localLists.submissions)

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
    {
      title: "mailed",
      width: 19,
      value: (row) =>
        row.form_type !== "contact_page"
          ? "never (newsletter)"
          : (row.notified_at?.slice(0, 19).replace("T", " ") ?? "not yet"),
    },
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
  const baseUrl = localDataApiUrl(process.env.LOCAL_API_PORT)
  const dataDir = process.env.LOCAL_API_DATA_DIR || defaultDataDir

  let rows: SubmissionRecord[] | null
  let source: string
  const served = await fetchSubmissions(baseUrl)
  if (served !== null) {
    rows = served.rows
    source = `the local data API at ${baseUrl} (process ${served.pid}), database ${served.database}`
    // Said on stderr, so `--json` output stays parseable.
    if (resolveDir(served.database) !== resolveDir(dataDir)) {
      console.error(
        `Note: that server reads ${served.database}, not ${dataDir}. LOCAL_API_PORT and LOCAL_API_DATA_DIR choose which.`,
      )
    }
  } else {
    rows = await readSubmissions(dataDir)
    source = `database ${dataDir} (no local data API on ${baseUrl})`
  }
  if (rows === null) {
    console.log(`No submissions yet: no local data API on ${baseUrl}, and ${dataDir} holds no database.`)
    return
  }
  if (json) {
    console.log(JSON.stringify(rows, null, 2))
    return
  }
  console.log(`Submissions from ${source}:\n`)
  console.log(formatSubmissions(rows))
  const applications =
    served === null
      ? await readList<ApplicationRecord>(dataDir, localLists.applications)
      : await fetchApplications(baseUrl)
  console.log(
    `\nJob applications, with their résumés (\`pnpm submissions --applications --json\` for all fields):\n`,
  )
  console.log(formatApplications(applications ?? []))
  console.log(
    `\nThe mails the team got are in the inbox at http://127.0.0.1:${notifyPorts().mail} (\`pnpm sweep\` retries any not yet mailed).`,
  )
}

/** `pnpm submissions --applications [--json]`: the job applications alone. */
async function mainApplications(json: boolean) {
  const baseUrl = localDataApiUrl(process.env.LOCAL_API_PORT)
  const dataDir = process.env.LOCAL_API_DATA_DIR || defaultDataDir
  const rows =
    (await fetchApplications(baseUrl)) ??
    (await readList<ApplicationRecord>(dataDir, localLists.applications)) ??
    []
  console.log(json ? JSON.stringify(rows, null, 2) : formatApplications(rows))
}

function resolveDir(dir: string) {
  return dir.startsWith("memory://") ? dir : resolve(dir)
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof NotLocalApiError ? error.message : error)
    process.exit(1)
  })
}
