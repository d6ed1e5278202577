// The editor refuses, beside the field and before Publish, whatever the build would refuse
// (docs/decisions/084-editor-checks-from-the-schemas.md). Every widget the configuration uses is
// wrapped once: when Decap validates a field, the wrapper runs its collection's check (checks.ts:
// the content schemas and parsers themselves) on the whole entry and shows the issues whose path
// is the field's `schema_path` (config.ts sets it on every field). Nothing here names a collection
// or a field. Publish with a refusal scrolls to the first one and says how many there are.
//
// It also registers the JSON entries' format (config.ts `entryFormat`): keys in the form's order
// and a final newline, so a save changes only the lines it should.
import { withoutBlanks } from "@repo/content/entries"
import { dateInIndia } from "@repo/content/dates"

import { type EntryIssue, entryChecks, fieldFor, issueLocale } from "./checks"
import { entryFormat, roleFormat } from "./format"
import { roleFileFromFile, roleFileToFile } from "./role-format"

/** The Immutable.js values Decap hands a widget, as far as this file reads them. */
type Immutable = {
  get(key: string): unknown
  getIn(path: readonly string[]): unknown
  toJS(): unknown
}

type WidgetProps = {
  field: Immutable
  collection: Immutable
  /** The language of the side of the form the widget is on, in a translated collection. */
  locale?: string
  entry?: Immutable
  getEntry?: () => Immutable
  parentIds?: unknown
}

type Control = new (props: WidgetProps) => {
  props: WidgetProps
  isValid?: () => unknown
  validateSize?: () => unknown[]
}

type DecapCms = {
  getWidget(name: string): { control: Control; preview: unknown; schema?: unknown } | undefined
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(content: string): unknown; toFile(data: unknown, sortedKeys?: string[]): string },
  ): void
  registerEventListener(listener: { name: string; handler: (event: { entry: Immutable }) => unknown }): void
}

/** Every widget config.ts uses, and so the ones wrapped ("hidden" is never validated by Decap). */
export const checkedWidgets = [
  "string",
  "text",
  "select",
  "number",
  "boolean",
  "markdown",
  "list",
  "iso-date",
  "rupees",
  "close-role",
] as const

/** A day as the files write it: Decap may hand a YAML date back as a Date. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (Array.isArray(value)) return value.map(plain)
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, plain(field)]))
  return value
}

/** Roles published in this sitting, for the duplicate warning (the configuration has those before it). */
const savedThisSitting: { slug: string; title: string; location: string }[] = []

/**
 * The entry's issues, computed once for each version of its data and its translations' (Immutable
 * values are shared).
 */
const issuesOf = new WeakMap<object, { translations: unknown; issues: EntryIssue[] }>()

/** The entry's own data, with each translation's (Decap keeps them apart) under its language. */
function entryData(entry: Immutable): Record<string, unknown> {
  const data = plain((entry.get("data") as Immutable).toJS()) as Record<string, unknown>
  const translations = (entry.get("i18n") as Immutable | undefined)?.toJS() as
    Record<string, { data?: unknown }> | undefined
  for (const [locale, translation] of Object.entries(translations ?? {}))
    if (translation?.data) data[locale] = plain(translation.data)
  return data
}

function entryIssues(props: WidgetProps): EntryIssue[] {
  const entry = props.getEntry?.() ?? props.entry
  const collection = String(props.collection.get("name"))
  const check = entryChecks[collection]
  if (!entry || !check) return []
  const data = entry.get("data") as Immutable
  const translations = entry.get("i18n")
  const cached = issuesOf.get(data)
  if (cached && cached.translations === translations) return cached.issues
  const others = ((props.collection.get("existing_entries") as Immutable | undefined)?.toJS() ??
    []) as typeof savedThisSitting
  const issues = check(entryData(entry), {
    slug: entry.get("newRecord") ? undefined : (entry.get("slug") as string | undefined),
    today: dateInIndia(),
    others: [...others, ...savedThisSitting],
  })
  issuesOf.set(data, { translations, issues })
  return issues
}

/** The form's fields, flattened, with their paths in the entry. */
function formFields(collection: Immutable): { schemaPath: string; label: string }[] {
  const walk = (fields: Immutable | undefined): { schemaPath: string; label: string }[] =>
    ((fields?.toJS() as Record<string, unknown>[] | undefined) ?? []).flatMap((field) => [
      ...(typeof field.schema_path === "string"
        ? [{ schemaPath: field.schema_path, label: String(field.label ?? field.name) }]
        : []),
      ...walk(
        field.fields
          ? ({ toJS: () => field.fields, get: () => undefined, getIn: () => undefined } as Immutable)
          : undefined,
      ),
    ])
  return walk(collection.get("fields") as Immutable | undefined)
}

/**
 * "Job title must be at most 80 characters." / "What you will do, item 3: each must be…" /
 * "Job title in Hindi must be written in Devanagari…".
 */
function worded(field: string, issue: EntryIssue, own: string): string {
  const { locale, path } = issueLocale(issue)
  const label = locale ? `${field} in ${languageNames[locale]}` : field
  const rest = path.map(String).slice(own.split(".").length)
  const where = rest.length && /^\d+$/.test(rest[0]!) ? `${label}, item ${Number(rest[0]) + 1}:` : label
  const message = issue.message.replace(/\.$/, "")
  const joined =
    /^(must|is|has|makes|each|was|can)\b/.test(message) && !where.endsWith(":")
      ? `${where} ${message}`
      : `${where}${where.endsWith(":") ? "" : ":"} ${message}`
  return /[?!]$/.test(joined) ? joined : `${joined}.`
}

/** The languages an issue may be about, as the form names them. */
const languageNames: Record<string, string> = { hi: "Hindi" }

/**
 * The refusals of the entry that belong to this widget's field, in plain words. Decap checks only
 * the entry's own side before Publish, so a field there shows its translations' refusals too, each
 * naming its language; a field on a translation's side shows that language's alone.
 */
function fieldMessages(props: WidgetProps): string[] {
  const own = props.field.get("schema_path")
  if (typeof own !== "string") return []
  const translation = props.locale && languageNames[props.locale] ? props.locale : undefined
  // An empty field: Decap's own "… is required" says it, once.
  const entry = props.getEntry?.() ?? props.entry
  const where = translation ? ["i18n", translation, "data"] : ["data"]
  const value = entry?.getIn([...where, ...own.split(".")]) as { size?: number } | string | null | undefined
  if (
    value === undefined ||
    value === null ||
    value === "" ||
    (typeof value === "object" && value.size === 0)
  )
    return []
  const fields = formFields(props.collection)
  const label = String(props.field.get("label") ?? props.field.get("name"))
  return entryIssues(props)
    .filter((issue) => !translation || issueLocale(issue).locale === translation)
    .filter((issue) => fieldFor(issue, fields)?.schemaPath === own)
    .map((issue) => worded(label, issue, own))
}

const refusal = (props: WidgetProps, message: string) => ({
  error: { type: "CUSTOM", parentIds: props.parentIds, message },
})

/** Whether a widget's own answer (true, false, { error }, a promise) is a refusal already. */
const refuses = (answer: unknown) =>
  answer === false ||
  answer instanceof Promise ||
  (typeof answer === "object" && answer !== null && Boolean((answer as { error?: unknown }).error))

/** `Base` with the schema's refusals added to its own (the widget's own come first). */
function checked(Base: Control): Control {
  return class Checked extends Base {
    constructor(props: WidgetProps) {
      super(props)
      const ownIsValid = this.isValid
      this.isValid = () => {
        const answer = ownIsValid ? ownIsValid.call(this) : true
        if (refuses(answer)) return answer
        // A list shows its refusals with its size's (below), where Decap looks for a list's.
        if (this.validateSize) return answer
        const [first] = fieldMessages(this.props)
        return first ? refusal(this.props, first) : answer
      }
      const ownSize = this.validateSize
      if (ownSize)
        this.validateSize = () => {
          const size = ownSize.call(this)
          if (size.length) return size
          return fieldMessages(this.props).map((message) => refusal(this.props, message).error)
        }
    }
  }
}

/** The JSON entries' format: the form's order, blanks dropped as the build drops them, a final newline. */
function jsonEntryFile(data: unknown, sortedKeys: string[] = []): string {
  const kept = withoutBlanks(data) as Record<string, unknown>
  const rank = (key: string) => (sortedKeys.includes(key) ? sortedKeys.indexOf(key) : sortedKeys.length)
  const ordered = Object.fromEntries(
    Object.entries(kept)
      .map((pair, index) => ({ pair, index }))
      .sort((a, b) => rank(a.pair[0]) - rank(b.pair[0]) || a.index - b.index)
      .map(({ pair }) => pair),
  )
  return `${JSON.stringify(ordered, null, 2)}\n`
}

/** A region that says, once Publish is refused, how many fields need a fix, and moves to the first. */
function watchPublish() {
  const status = document.createElement("div")
  status.className = "talentrise-publish-status"
  status.setAttribute("role", "status")
  status.setAttribute("aria-live", "polite")
  document.body.append(status)
  let hide: ReturnType<typeof setTimeout> | undefined
  // The move to the first refusal waits for Decap to show the errors. If the person has tapped or
  // pressed a key since, it stays put: moving focus then would close the menu they just opened.
  let actedSincePublish = false
  const acted = () => {
    actedSincePublish = true
  }
  document.addEventListener("pointerdown", acted, true)
  document.addEventListener("keydown", acted, true)

  document.addEventListener(
    "click",
    (event) => {
      const target = event.target as HTMLElement | null
      const item = target?.closest('[role="menuitem"], button')
      if (!item || !/^Publish( now| and)/.test(item.textContent?.trim() ?? "")) return
      actedSincePublish = false
      setTimeout(() => {
        const errors = [...document.querySelectorAll<HTMLElement>('[class*="ControlErrorsList"]')].filter(
          (list) => list.offsetParent !== null && list.textContent,
        )
        if (!errors.length) return
        const first = errors[0]!
        const container = first.closest('[class*="ControlContainer"]') ?? first.parentElement
        if (!actedSincePublish) {
          first.scrollIntoView({ block: "center" })
          container
            ?.querySelector<HTMLElement>(
              'input:not([type="hidden"]), textarea, [contenteditable="true"], button',
            )
            ?.focus({ preventScroll: true })
        }
        const label = container?.querySelector("label")?.textContent?.trim()
        status.textContent = `Not published: ${errors.length === 1 ? "one field needs" : `${errors.length} fields need`} a fix${label ? `, starting with “${label}”` : ""}. Each says what to change.`
        status.dataset.shown = "true"
        clearTimeout(hide)
        hide = setTimeout(() => {
          delete status.dataset.shown
        }, 10_000)
      }, 250)
    },
    true,
  )
}

/** Wraps the widgets, registers the format and the publish watch. Call before Decap starts. */
export function registerValidation(CMS: DecapCms) {
  for (const name of checkedWidgets) {
    const widget = CMS.getWidget(name)
    if (!widget) throw new Error(`The editor has no "${name}" widget to check`)
    CMS.registerWidget(name, checked(widget.control), widget.preview, widget.schema)
  }
  CMS.registerCustomFormat(entryFormat, "json", {
    fromFile: (content) => JSON.parse(content),
    toFile: jsonEntryFile,
  })
  CMS.registerCustomFormat(roleFormat, "md", {
    fromFile: roleFileFromFile,
    toFile: (data, sortedKeys) => roleFileToFile(data as Parameters<typeof roleFileToFile>[0], sortedKeys),
  })
  CMS.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      const data = entry.get("data") as Immutable
      const title = data.get("title")
      const location = data.get("location")
      if (typeof title === "string" && typeof location === "string")
        savedThisSitting.push({ slug: String(entry.get("slug")), title, location })
    },
  })
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watchPublish)
  else watchPublish()
}

export { jsonEntryFile }
