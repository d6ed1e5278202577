/// <reference types="vite/client" />
// The entries of a kind of content the firm edits in /admin: one JSON file an entry,
// `src/<folder>/<name>.json`, named by its id (STYLE.md §11; docs/decisions/080-git-based-cms.md).
// JSON, not YAML: a page's chunk carries the entries as plain objects, with no parser.
//
// Each kind's module reads its folder the same way:
//
//   const files = import.meta.env ? import.meta.glob("./laws/*.json", { eager: true, import: "default" }) : undefined
//   export const laws = import.meta.env && !import.meta.env.SSR ? entriesAsIs<Law>(files!) : checkLaws(files)
//
// Where Vite compiles the module (the site, its prerender, Vitest, Storybook) the files come from the
// glob; in plain Node (tsx scripts, Playwright) `import.meta.env` is undefined and `entry-files.ts`
// reads them from disk. Only a browser build takes them as they are: the build replaces
// `import.meta.env.SSR` with `false` and drops the check, so zod never reaches a page, while the
// prerender, the tests and every script check each file first (a bad one fails naming file and field).

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

/** The files by id, unchecked: for the browser build only, whose files the prerender checked. */
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
