import { existsSync, statSync } from "node:fs"
import { join } from "node:path"
import type { Database } from "@repo/contact-client/database.types"
import { dataDirHolder, openPglite, pgliteSql, type Sql } from "../database.ts"
import { objectFile } from "../storage.ts"
import { isLocalHost, send, unsupportedMethod, type Router, type RouterContext } from "../http.ts"

type Tables = Database["public"]["Tables"]

/** A stored enquiry or newsletter sign-up, as the generated row type names its columns. */
export type SubmissionRecord = Pick<
  Tables["contact_submissions"]["Row"],
  | "id"
  | "created_at"
  | "first_name"
  | "last_name"
  | "email"
  | "company"
  | "service_interest"
  | "message"
  | "form_type"
  | "idempotency_key"
> & {
  /** When the firm was mailed about it (null: not yet; a newsletter row never is). */
  notified_at?: string | null
}

/** A stored staffing brief, every column. */
export type BriefRecord = Tables["staffing_requests"]["Row"]

/**
 * A development list, `GET /local/<name>` (its key in `localLists`): every row of one table,
 * oldest first, read as the database owner. A new lead table is one entry there.
 */
export type LocalList = {
  table: string
  /** The columns listed, space-separated; every column when left out. A column the table lacks is null. */
  columns?: string
  /** The `order by` that puts the oldest first. */
  order: string
  /** Whether the answer names the server and its database, as `pnpm submissions` needs. */
  namesServer?: boolean
  /** What a row gains on its way out (where an application's résumé is on disk). */
  extend?: (row: Record<string, unknown>, filesDir: string) => Record<string, unknown>
}

export const localLists = {
  submissions: {
    table: "contact_submissions",
    // The lead itself, not the notify function's bookkeeping.
    columns:
      "id created_at first_name last_name email company service_interest message form_type idempotency_key notified_at",
    order: "created_at, ctid",
    namesServer: true,
  },
  briefs: { table: "staffing_requests", order: "created_at, id" },
  "fraud-reports": { table: "fraud_reports", order: "created_at, id" },
  "quick-applications": {
    table: "quick_applications",
    order: "created_at, id",
    extend: (row, filesDir) => {
      if (row.resume_path === null) return { ...row, resume_file: null, resume_file_size: null }
      const file = objectFile(filesDir, "resumes", String(row.resume_path))
      return { ...row, resume_file: file, resume_file_size: existsSync(file) ? statSync(file).size : null }
    },
  },
  applications: {
    table: "job_applications",
    columns:
      "id created_at opening_id opening_title full_name email mobile city experience notice_period linkedin_url cover_note resume_path resume_name resume_type resume_size idempotency_key notified_at",
    order: "created_at, ctid",
    extend: (row, filesDir) => {
      const file = objectFile(filesDir, "resumes", String(row.resume_path))
      return { ...row, resume_file: file, resume_file_size: existsSync(file) ? statSync(file).size : null }
    },
  },
} satisfies Record<string, LocalList>

/**
 * Every row of a list's table, oldest first, `created_at` as an ISO string; null when the table is
 * not there (a database the migrations have not reached). Runs as the database owner.
 */
export async function listRows<Row>(sql: Sql, list: LocalList, filesDir = ""): Promise<Row[] | null> {
  const { rows: present } = await sql.query<{ present: boolean }>(
    "select to_regclass($1) is not null as present",
    [`public.${list.table}`],
  )
  if (!present[0]?.present) return null
  const { rows } = await sql.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(stored) as row from public."${list.table}" as stored order by ${list.order}`,
  )
  return rows.map(({ row: stored }) => {
    const row = list.columns
      ? Object.fromEntries(list.columns.split(" ").map((column) => [column, stored[column] ?? null]))
      : stored
    row.created_at = new Date(String(row.created_at)).toISOString()
    return (list.extend ? list.extend(row, filesDir) : row) as Row
  })
}

/**
 * A list read straight from a data directory, only while no server holds it; null if it holds no
 * database (a directory without one is left untouched rather than initialised) or not the table.
 */
export async function readList<Row>(dataDir: string, list: LocalList): Promise<Row[] | null> {
  if (!existsSync(join(dataDir, "PG_VERSION"))) return null
  const holder = dataDirHolder(dataDir)
  if (holder !== undefined) {
    throw new Error(`${dataDir} is held by a running local data API (process ${holder}); ask it instead`)
  }
  const db = await openPglite(dataDir)
  try {
    return await listRows<Row>(pgliteSql(db), list, join(dataDir, "storage"))
  } finally {
    await db.close()
  }
}

/** The paths the local router answers, one per list; any other `/local/*` path is not ours. */
export const localPath = new RegExp(`^/local/(${Object.keys(localLists).join("|")})$`)

/** Response headers of `/local/submissions` that say which server answered and where its rows live. */
export const localApiHeaders = { database: "x-local-api-database", pid: "x-local-api-pid" } as const

/**
 * `GET /local/<name>` for `pnpm submissions` and the end-to-end tests. No CORS, so pages cannot
 * read them; and only for a local Host, so a page on a rebound DNS name cannot either.
 */
export function localRouter({ sql, enqueue, filesDir, database }: RouterContext): Router {
  // Named, so `pnpm submissions` can say which server and which database it read.
  const named = {
    [localApiHeaders.database]: encodeURI(database ?? "unnamed"),
    [localApiHeaders.pid]: String(process.pid),
  }
  return async (req, res, _url, name) => {
    const list: LocalList = localLists[name as keyof typeof localLists]
    if (!isLocalHost(req.headers.host))
      return send(res, {
        status: 403,
        body: { message: `The ${name} list answers only to localhost and 127.0.0.1` },
      })
    if (req.method !== "GET") return send(res, unsupportedMethod(req.method))
    const rows = await enqueue(() => listRows(sql, list, filesDir))
    return send(res, { status: 200, body: rows ?? [] }, list.namesServer ? named : {})
  }
}
