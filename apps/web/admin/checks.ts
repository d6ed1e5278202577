// The editor's checks of an entry (docs/decisions/084-editor-checks-from-the-schemas.md): for each
// collection, the very rules the build holds its files to (the content schemas and parsers), run
// on the form before Publish. validation.ts asks them on every field of every collection and shows
// each refusal beside the field its path names; config.test.ts fails for a collection without a
// check, and for a build refusal no field of the form would show.
//
// A new collection gets this by adding its schema below (and `fieldsOf` in config.ts gives its
// fields their `schema_path`): nothing else in the editor names a collection.
import { withoutBlanks } from "@repo/content/entries"
import { caseStudyEntry, figureEntry, openingEntry, testimonialEntry } from "@repo/content/entry-schemas"
import { lawEntry } from "@repo/content/law-entry"
import { rateEntry } from "@repo/content/rate-entry"
import { articleFrontmatter, parseArticle } from "@repo/content/markdown-articles"
import {
  type EntryIssue,
  parseJob,
  roleFileIssues,
  roleSlug,
  roleTextFields,
} from "@repo/content/markdown-jobs"
import { legalFrontmatter, parseLegalDocument } from "@repo/content/markdown-legal"

export type { EntryIssue }

/** What a check knows of the entry besides its fields. */
export type EntryContext = {
  /** The file's name, for an entry already saved; undefined for a new one. */
  slug?: string
  /** Today in India, YYYY-MM-DD: the editor's own rules about the past. */
  today: string
  /** Other entries of the collection, for the warning on a duplicate (config.ts bakes them in). */
  others?: readonly { slug: string; title: string; location: string }[]
}

export type EntryCheck = (data: Record<string, unknown>, context: EntryContext) => EntryIssue[]

type SafeParser = {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } }
}

/** The issues of `schema` for `data`, by field. */
export function schemaIssues(schema: SafeParser, data: unknown): EntryIssue[] {
  const result = schema.safeParse(data)
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.filter((key): key is string | number => typeof key !== "symbol"),
        message: issue.message,
      }))
}

/** A JSON entry's check: its schema, after dropping what a cleared field leaves (as the build does). */
const jsonEntry =
  (schema: SafeParser): EntryCheck =>
  (data) =>
    schemaIssues(schema, withoutBlanks(data))

/** The file a Markdown entry's form makes: front matter (JSON is YAML) and the body. */
export function markdownFileOf(data: Record<string, unknown>): string {
  const { body, ...fields } = data
  const kept = withoutBlanks(fields)
  return `---\n${JSON.stringify(kept, null, 2)}\n---\n\n${typeof body === "string" ? body : ""}\n`
}

/**
 * A Markdown entry's check: its front matter's schema, then, when that passes, the build's whole
 * parser; what the parser still refuses is about the body.
 */
const markdownEntry =
  (frontmatter: SafeParser, parse: (file: string, raw: string) => unknown, folder: string): EntryCheck =>
  (data, { slug }) => {
    const { body: _body, ...fields } = data
    const issues = schemaIssues(frontmatter, withoutBlanks(fields))
    if (issues.length) return issues
    try {
      parse(`src/${folder}/${slug ?? "new-entry"}.md`, markdownFileOf(data))
      return []
    } catch (error) {
      return [{ path: ["body"], message: (error as Error).message.replace(/^src\/[^:]+: (the body )?/, "") }]
    }
  }

/** How a title and city are compared for duplicates: as the address would spell them. */
const sameRole = (a: { title: string; location: string }, b: { title: string; location: string }) =>
  roleSlug(a.title, a.location) === roleSlug(b.title, b.location)

/**
 * A client role: every rule the build holds its file to (markdown-jobs.ts), then the editor's own:
 * a role whose last day has passed would never appear, and a second role with the same title and
 * city would show twice on /jobs.
 */
const jobs: EntryCheck = (form, { slug, today, others = [] }) => {
  // The Hindi side hands back the shared facts too (shown there as the English's): the file keeps
  // only the words (role-format.ts), and so does the check.
  const hi =
    form.hi && typeof form.hi === "object" && !Array.isArray(form.hi)
      ? Object.fromEntries(Object.entries(form.hi).filter(([key]) => roleTextFields.includes(key as never)))
      : undefined
  const data: Record<string, unknown> = { ...form, hi }
  const issues = roleFileIssues(withoutBlanks(data) as Record<string, unknown>, slug)
  if (!issues.length)
    try {
      parseJob(`src/jobs/${slug ?? "new-role"}.md`, markdownFileOf(data))
    } catch (error) {
      issues.push({
        path: ["body"],
        message: (error as Error).message.replace(/^src\/[^:]+: (the body )?/, ""),
      })
    }
  const validThrough = typeof data.validThrough === "string" ? data.validThrough : ""
  if (!data.closedOn && /^\d{4}-\d{2}-\d{2}$/.test(validThrough) && validThrough < today)
    issues.push({
      path: ["validThrough"],
      message: `has passed (today is ${today}), so the role would never appear: give a later day, or use “Close this role”`,
    })
  const title = typeof data.title === "string" ? data.title : ""
  const location = typeof data.location === "string" ? data.location : ""
  const twin =
    title && location && others.find((other) => other.slug !== slug && sameRole(other, { title, location }))
  if (twin)
    issues.push({
      path: ["title"],
      message: `is already on the site for ${location} (${twin.slug}): edit that role, close it, or tell the two apart in the title`,
    })
  return issues
}

/** Each collection's check, by the collection's name in config.ts. */
export const entryChecks: Record<string, EntryCheck> = {
  jobs,
  articles: markdownEntry(articleFrontmatter as SafeParser, parseArticle, "articles"),
  legal: markdownEntry(legalFrontmatter as SafeParser, parseLegalDocument, "legal"),
  openings: jsonEntry(openingEntry as SafeParser),
  "case-studies": jsonEntry(caseStudyEntry as SafeParser),
  testimonials: jsonEntry(testimonialEntry as SafeParser),
  figures: jsonEntry(figureEntry as SafeParser),
  laws: jsonEntry(lawEntry as SafeParser),
  rates: jsonEntry(rateEntry as SafeParser),
}

/**
 * The languages a collection may be translated into (config.ts `i18n`): an issue of the Hindi is
 * under `hi`, and belongs to the field of that name on either side of the form.
 */
export const translationLocales = ["hi"] as const

/** The language an issue is about (undefined: the entry's own) and its path within that language. */
export function issueLocale(issue: Pick<EntryIssue, "path">): {
  locale?: (typeof translationLocales)[number]
  path: readonly (string | number)[]
} {
  const [first, ...rest] = issue.path
  return translationLocales.includes(first as never)
    ? { locale: first as (typeof translationLocales)[number], path: rest }
    : { path: issue.path }
}

/** A field of the form as the checks see it: where its value sits in the entry. */
export type CheckedField = { schemaPath: string }

/**
 * The field of `fields` that shows `issue`: the one whose path is the longest start of the issue's
 * path ("pay.max" for pay.max, "responsibilities" for its third item, "title" for hi.title), or none.
 */
export function fieldFor<Field extends CheckedField>(
  issue: Pick<EntryIssue, "path">,
  fields: readonly Field[],
): Field | undefined {
  const path = issueLocale(issue).path.map(String)
  return fields
    .filter((field) => {
      const own = field.schemaPath.split(".")
      return own.length <= path.length && own.every((key, index) => key === path[index])
    })
    .sort((a, b) => b.schemaPath.length - a.schemaPath.length)[0]
}
