/// <reference types="vite/client" />
/// <reference types="node" />
import { ContentError } from "./content-error"

// The entries of a kind of content the firm edits in /admin: one JSON file an entry,
// `src/<folder>/<name>.json`, named by its id (STYLE.md §11; docs/decisions/080-git-based-cms.md).
// JSON, not YAML: a page's chunk carries the entries as plain objects, with no parser.
//
// Each kind's module reads its folder the same way:
//
//   const files: EntryFiles = import.meta.env
//     ? import.meta.glob("./laws/*.json", { eager: true, import: "default" })
//     : entryFilesOnDisk("laws")
//   export const laws = entriesOf<Law>(files)
//
// Where Vite compiles the module (the site, Vitest, Storybook) the files come from the glob; in plain
// Node (tsx scripts, Playwright) `import.meta.env` is undefined and they are read from disk. The
// choice is made beside the glob, not in here: Vite's build folds `import.meta.env ? … : …` to the
// glob, so no page's chunk carries the disk read (0.3 KiB of gzip it did carry). This module takes them as they are and imports no schema, so no page carries zod or the checks: the
// build checks every file first (check-entries.ts, run by apps/web's build) and fails naming the
// file and the field, and the content tests do the same.

/** `{ "./<folder>/<name>.json": data }`, as Vite's eager `import.meta.glob` gives it. */
export type EntryFiles = Readonly<Record<string, unknown>>

/** The entry's id: its file's name without `.json`. */
export function entryId(file: string): string {
  return /([^/]+)\.json$/.exec(file)?.[1] ?? file
}

/**
 * The entry without what the editor leaves behind when a field is cleared: an empty text, and an
 * object whose fields are all empty, are a field left out (the schemas' optional fields).
 */
export function withoutBlanks(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutBlanks)
  if (data === null || typeof data !== "object") return data
  const kept = Object.entries(data)
    .map(([key, value]) => [key, withoutBlanks(value)] as const)
    .filter(([, value]) => value !== "" && value !== undefined && value !== null)
    .filter(([, value]) => !(isPlainObject(value) && Object.keys(value).length === 0))
  return Object.fromEntries(kept)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** The files by id, unchecked (check-entries.ts checks them). */
export function entriesAsIs<Entry>(files: EntryFiles): Record<string, Entry> {
  return Object.fromEntries(
    Object.entries(files).map(([file, data]) => [entryId(file), withoutBlanks(data) as Entry]),
  )
}

/** Entries in their page's order (`order`, 1 first; then by id), each with its id. */
export function inOrder<Entry extends { order: number }>(
  entries: Readonly<Record<string, Entry>>,
): (Entry & { id: string })[] {
  return Object.entries(entries)
    .map(([id, entry]) => ({ ...entry, id }))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
}

/** The folders of entries, under packages/content/src. */
export type EntryFolder = "laws" | "figures" | "testimonials" | "case-studies" | "openings" | "rates"

/** A folder's files read from disk, for plain Node, keyed as Vite's glob keys them. */
export function entryFilesOnDisk(folder: EntryFolder): EntryFiles {
  const fs = process.getBuiltinModule("node:fs")
  const root = contentRoot()
  const copy = root && new URL(`packages/content/src/${folder}/`, `file://${root.replace(/\/?$/, "/")}`)
  // A copy that has not this folder reads the package's own.
  const dir = copy && fs.existsSync(copy) ? copy : new URL(`./${folder}/`, import.meta.url)
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => {
        try {
          return [`./${folder}/${name}`, JSON.parse(fs.readFileSync(new URL(name, dir), "utf8")) as unknown]
        } catch (error) {
          throw new ContentError(`src/${folder}/${name}: not valid JSON: ${(error as Error).message}`)
        }
      }),
  )
}

/**
 * Another copy of the repository to read entries from (`CONTENT_ROOT`, the editor's end-to-end test
 * builds from its scratch copy); undefined in a browser or without it.
 */
export function contentRoot(): string | undefined {
  return typeof process === "undefined" ? undefined : process.env.CONTENT_ROOT || undefined
}

/** A folder's entries by id, from Vite's glob or from disk (entryFilesOnDisk); unchecked. */
export function entriesOf<Entry>(files: EntryFiles): Record<string, Entry> {
  return entriesAsIs<Entry>(files)
}
