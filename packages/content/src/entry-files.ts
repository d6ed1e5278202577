// The check of content entries (entries.ts): parse every file with its zod schema, and fail naming
// the file and the field. Build and tests only (check-entries.ts); no page imports it.
import { z } from "zod"

import { ContentError } from "./content-error"
import { isIsoDate } from "./dates"
import { entryFilesOnDisk, entryId, withoutBlanks, type EntryFiles, type EntryFolder } from "./entries"

/** `YYYY-MM-DD`, a real day. */
export const isoDay = z.string({ error: "must be a date written YYYY-MM-DD" }).refine(isIsoDate, {
  error: (issue) => `must be a real date written YYYY-MM-DD, not "${String(issue.input)}"`,
})

/** What a sentence of the site needs: text, trimmed, not empty. */
export const text = (least = 2, most = 2000) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(least, least <= 2 ? "is required" : `must be at least ${least} characters`)
    .max(most, `must be at most ${most} characters`)

/** The page's order: 1 first. */
export const order = z
  .number({ error: "must be a whole number: 1 shows first" })
  .int("must be a whole number: 1 shows first")
  .min(1, "must be 1 or more: 1 shows first")

/** A file name the editor writes and a page uses as an id: kebab-case or camelCase, no spaces. */
const idPattern = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/

/** The folder's files, as Vite's glob gave them, or read from disk. */
export function entryFiles(folder: EntryFolder, globbed?: EntryFiles): EntryFiles {
  return globbed ?? entryFilesOnDisk(folder)
}

/** Every file of `folder` parsed with `schema`, by id; the first bad one fails with its file and fields. */
export function parseEntries<Schema extends z.ZodType>(
  folder: EntryFolder,
  files: EntryFiles,
  schema: Schema,
): Record<string, z.infer<Schema>> {
  const entries: Record<string, z.infer<Schema>> = {}
  for (const [path, data] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const id = entryId(path)
    const file = `src/${folder}/${id}.json`
    if (!idPattern.test(id))
      throw new ContentError(`${file}: the file name must be the entry's id, letters, digits and hyphens`)
    const result = schema.safeParse(withoutBlanks(data))
    if (!result.success) throw new ContentError(`${file}: ${reasons(result.error)}`)
    entries[id] = result.data
  }
  return entries
}

/** `field "source.url": must be …; field "name": …`. */
export function reasons(error: z.ZodError): string {
  return error.issues
    .map((issue) => `field "${issue.path.join(".") || "(entry)"}": ${issue.message}`)
    .join("; ")
}

/** A ContentError naming an entry's file and one of its fields. */
export function entryError(folder: EntryFolder, id: string, field: string, message: string): ContentError {
  return new ContentError(`src/${folder}/${id}.json: field "${field}": ${message}`)
}
