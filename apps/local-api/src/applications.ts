import type { JobApplicationRow } from "@repo/contact-client/apply"

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
