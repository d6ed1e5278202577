import { existsSync, statSync } from "node:fs"
import { join } from "node:path"
import type { JobApplicationRow } from "@repo/contact-client/apply"
import { dataDirHolder, openPglite, pgliteSql, type Sql } from "./database.ts"
import { objectFile } from "./storage.ts"

// The row as the form inserts it (contact-client's own type), as the database owner reads it back.
export type ApplicationRecord = Omit<JobApplicationRow, "consent" | "resume_type"> & {
  id: string
  created_at: string
  resume_type: string
  /** Where the résumé's bytes are on this machine, and whether they are there. */
  resume_file: string
  resume_file_size: number | null
  /** When the careers mailbox was mailed about it (null: not yet). */
  notified_at: string | null
}

/** Every stored application with its résumé file, oldest first. Runs as the database owner. */
export async function listApplications(sql: Sql, filesDir: string): Promise<ApplicationRecord[]> {
  const { rows: present } = await sql.query<{ present: boolean }>(
    "select to_regclass('public.job_applications') is not null as present",
  )
  if (!present[0]?.present) return []
  const { rows } = await sql.query<
    Omit<ApplicationRecord, "created_at" | "resume_file" | "resume_file_size"> & {
      created_at: Date | string
    }
  >(`
    select id, created_at, opening_id, opening_title, full_name, email, mobile, city, experience,
      notice_period, linkedin_url, cover_note, resume_path, resume_name, resume_type, resume_size,
      idempotency_key, to_jsonb(stored) ->> 'notified_at' as notified_at
    from public.job_applications as stored
    order by created_at, ctid
  `)
  return rows.map((row) => {
    const file = objectFile(filesDir, "resumes", row.resume_path)
    return {
      ...row,
      created_at: row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
      resume_file: file,
      resume_file_size: existsSync(file) ? statSync(file).size : null,
    }
  })
}

/** A plain-text list, one application per paragraph, newest last. */
export function formatApplications(rows: readonly ApplicationRecord[]): string {
  if (rows.length === 0) return "No applications yet."
  const blocks = rows.map((row, index) =>
    [
      `${index + 1}. ${row.created_at.slice(0, 19).replace("T", " ")}  ${row.opening_title} (${row.opening_id})`,
      `   ${row.full_name} <${row.email}>  ${row.mobile}  ${row.city}`,
      `   experience ${row.experience}, notice ${row.notice_period}${row.linkedin_url ? `, ${row.linkedin_url}` : ""}`,
      ...(row.cover_note ? [`   note: ${row.cover_note.replace(/\s+/g, " ").slice(0, 100)}`] : []),
      `   résumé "${row.resume_name}" ${row.resume_type}, ${row.resume_size} bytes`,
      `   file ${row.resume_file}${row.resume_file_size === null ? "  (MISSING)" : ""}`,
      `   mailed ${row.notified_at ?? "not yet"}`,
    ].join("\n"),
  )
  return [...blocks, "", `${rows.length} application${rows.length === 1 ? "" : "s"}`].join("\n")
}

/** Asks a running local API for its applications; null when nothing listens on that port. */
export async function fetchApplications(baseUrl: string): Promise<ApplicationRecord[] | null> {
  let response: Response
  try {
    response = await fetch(`${baseUrl}/local/applications`, { signal: AbortSignal.timeout(10_000) })
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return null
    throw error
  }
  if (!response.ok) throw new Error(`${baseUrl}/local/applications answered ${response.status}`)
  return (await response.json()) as ApplicationRecord[]
}

/** Reads the applications straight from a data directory while no server holds it; null if none. */
export async function readApplications(dataDir: string): Promise<ApplicationRecord[] | null> {
  if (!existsSync(join(dataDir, "PG_VERSION"))) return null
  const holder = dataDirHolder(dataDir)
  if (holder !== undefined) {
    throw new Error(`${dataDir} is held by a running local data API (process ${holder}); ask it instead`)
  }
  const db = await openPglite(dataDir)
  try {
    return await listApplications(pgliteSql(db), join(dataDir, "storage"))
  } finally {
    await db.close()
  }
}
