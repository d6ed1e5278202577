/// <reference types="node" />
// The check of content entries (entries.ts): read the folder when Vite did not, parse every file with
// its zod schema, and fail naming the file and the field. Never in a browser build (entries.ts).
import { z } from "zod"

import { ContentError } from "./content-error"
import { isIsoDate } from "./dates"
import { entryId, withoutBlanks, type EntryFiles } from "./entries"

/** The folders of entries, under packages/content/src. */
export type EntryFolder = "laws" | "figures" | "testimonials" | "case-studies" | "openings"

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

/**
 * The folder's files, as Vite's glob gives them, or read from disk (plain Node). `CONTENT_ROOT` is
 * not consulted: these entries are compiled into the pages, so they come from this copy.
 */
export function entryFiles(folder: EntryFolder, globbed?: EntryFiles): EntryFiles {
  if (globbed) return globbed
  const fs = process.getBuiltinModule("node:fs")
  const dir = new URL(`./${folder}/`, import.meta.url)
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => {
        const file = `src/${folder}/${name}`
        try {
          return [`./${folder}/${name}`, JSON.parse(fs.readFileSync(new URL(name, dir), "utf8")) as unknown]
        } catch (error) {
          throw new ContentError(`${file}: not valid JSON: ${(error as Error).message}`)
        }
      }),
  )
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
