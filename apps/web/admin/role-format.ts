// The client roles' file format in the editor (config.ts names it; validation.ts registers it with
// Decap): the role file as the build reads it (packages/content/src/markdown-jobs.ts), YAML front
// matter and a Markdown body, with the role's Hindi under `hi:` in the same file. Decap's i18n
// `single_file` structure hands a format the entry as `{ en: {…}, hi: {…} }`, and its own front
// matter format would write exactly that, moving every English field under `en:`; this one writes
// the English fields where they are, so a role without Hindi is the file it always was
// (docs/decisions/104-role-hindi-in-the-editor.md).
import { withoutBlanks } from "@repo/content/entries"
import { roleTextFields } from "@repo/content/markdown-jobs"
import { parse, stringify } from "yaml"

type Fields = Record<string, unknown>

/** A role file, as an entry of Decap's `single_file` i18n structure. */
export type RoleEntry = { en: Fields; hi?: Fields }

const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/

/**
 * The file's English, and its Hindi with the shared facts beside it (Decap shows them, read-only,
 * on the Hindi side). A file without `hi:` has no Hindi entry, so its Hindi side starts blank.
 */
export function roleFileFromFile(content: string): RoleEntry {
  const match = frontmatter.exec(content)
  const meta = (match ? parse(match[1]!) : {}) as Fields | null
  const body = match ? content.slice(match[0].length) : content
  const { hi, ...english } = meta ?? {}
  const en: Fields = { ...english, ...(body.trim() ? { body } : {}) }
  if (!hi || typeof hi !== "object") return { en }
  const shared = Object.fromEntries(
    Object.entries(english).filter(([key]) => !roleTextFields.includes(key as never)),
  )
  return { en, hi: { ...shared, ...(hi as Fields) } }
}

/** The file of `entry`: its English fields in the form's order, then `hi:` if any Hindi is written. */
export function roleFileToFile(entry: Partial<RoleEntry>, sortedKeys: readonly string[] = []): string {
  const { body = "", ...english } = (entry.en ?? {}) as Fields & { body?: unknown }
  const written = withoutBlanks(
    Object.fromEntries(roleTextFields.map((key) => [key, entry.hi?.[key]])),
  ) as Fields
  const rank = (key: string) => (sortedKeys.includes(key) ? sortedKeys.indexOf(key) : sortedKeys.length)
  const ordered = Object.fromEntries(
    Object.entries(english)
      .filter(([, value]) => value !== undefined && value !== null && value !== "")
      .sort(([a], [b]) => rank(a) - rank(b)),
  )
  const hindi = Object.keys(written).length
    ? {
        hi: Object.fromEntries(
          roleTextFields.filter((key) => key in written).map((key) => [key, trimmed(written[key])]),
        ),
      }
    : {}
  const yaml = stringify({ ...ordered, ...hindi }, { lineWidth: 0 })
  const text = String(body)
  return `---\n${yaml}---\n${text.endsWith("\n") ? text : `${text}\n`}`
}

/** A Hindi body as the file keeps it: a block without trailing blank lines. */
function trimmed(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\s+$/, "") : value
}
