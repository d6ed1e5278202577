import { caseStudyEntry, figureEntry, openingEntry, testimonialEntry } from "@repo/content/entry-schemas"
import { lawEntry } from "@repo/content/law-entry"
import { lawIds } from "@repo/content/laws"
import { rateEntry, rateRow } from "@repo/content/rate-entry"
import { articleFrontmatter } from "@repo/content/markdown-articles"
import { jobFrontmatter, parseJob, roleTextFields } from "@repo/content/markdown-jobs"
import { legalFrontmatter } from "@repo/content/markdown-legal"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { jobsOnDisk } from "@repo/content/disk"
import { withoutBlanks } from "@repo/content/entries"
import { describe, expect, it } from "vitest"

import { entryChecks, fieldFor } from "./checks"
import type { EditorField } from "./config"
import { editorConfigFor, editorPolicy } from "./files"
import { entryFormat, roleFileLocales, roleFormat } from "./format"
import { roleFileFromFile, roleFileToFile } from "./role-format"
import { checkedWidgets, jsonEntryFile } from "./validation"

const config = editorConfigFor({})
const collection = (name: string) => config.collections.find((entry) => entry.name === name)!
/** What the test needs of a zod object schema (this app does not depend on zod itself). */
type Parser = { safeParse(value: unknown): { success: boolean } }
type ObjectSchema = { shape: Record<string, Parser> }
const schemas: [string, ObjectSchema][] = [
  ["jobs", jobFrontmatter as unknown as ObjectSchema],
  ["articles", articleFrontmatter as unknown as ObjectSchema],
  ["legal", legalFrontmatter as unknown as ObjectSchema],
]
/** The kinds kept as JSON entries (no body). */
const entrySchemas: [string, ObjectSchema][] = [
  ["openings", openingEntry as unknown as ObjectSchema],
  ["case-studies", caseStudyEntry as unknown as ObjectSchema],
  ["testimonials", testimonialEntry as unknown as ObjectSchema],
  ["figures", figureEntry as unknown as ObjectSchema],
  ["laws", lawEntry as unknown as ObjectSchema],
  ["rates", rateEntry as unknown as ObjectSchema],
]

/** The values a select offers. */
const values = (field: EditorField) =>
  (field.options ?? []).map((option) => (typeof option === "string" ? option : option.value))

describe("the editor's fields and the content schemas", () => {
  for (const [name, schema] of schemas)
    it(`${name}: the same fields, required where the schema requires them, and the body`, () => {
      const fields = collection(name).fields as EditorField[]
      expect(fields.map((field) => field.name)).toEqual([...Object.keys(schema.shape), "body"])
      for (const field of fields.slice(0, -1)) {
        const optional = schema.shape[field.name]!.safeParse(undefined).success
        expect(field.required, field.name).toBe(!optional)
        // A select offers exactly the values the schema accepts.
        if (field.widget === "select") {
          const accepted = values(field).filter((value) => {
            const probe = schema.shape[field.name]!.safeParse(value)
            return probe.success
          })
          expect(accepted, field.name).toEqual(values(field))
          expect(schema.shape[field.name]!.safeParse("not one of them").success).toBe(false)
        }
      }
    })

  for (const [name, schema] of entrySchemas)
    it(`${name}: a JSON folder with the schema's fields, required where the schema requires them`, () => {
      const entries = collection(name) as unknown as { format: string; extension: string; folder: string }
      expect(entries).toMatchObject({
        format: entryFormat,
        extension: "json",
        folder: `packages/content/src/${name}`,
      })
      const fields = collection(name).fields as EditorField[]
      expect(fields.map((field) => field.name)).toEqual(Object.keys(schema.shape))
      for (const field of fields) {
        expect(field.required, field.name).toBe(!schema.shape[field.name]!.safeParse(undefined).success)
        if (field.widget === "select")
          for (const value of values(field))
            expect(schema.shape[field.name]!.safeParse(value).success, `${field.name}: ${value}`).toBe(true)
      }
    })

  it("laws: the source's address refuses what the schema refuses, with a message", () => {
    const source = (collection("laws").fields as EditorField[]).find((field) => field.name === "source")!
    const url = source.fields!.find((field) => field.name === "url")!
    const [pattern, message] = url.pattern!
    expect(message).toMatch(/https:\/\//)
    const urlSchema = (lawEntry.shape.source as unknown as { shape: Record<string, Parser> }).shape.url!
    for (const address of [
      "https://egazette.gov.in/",
      "https://www.indiacode.nic.in/handle/123456789/2104",
      "http://egazette.gov.in/",
      "egazette.gov.in",
      "ftp://egazette.gov.in/",
      "https://",
      "https://egazette gov in",
    ])
      expect(new RegExp(pattern).test(address), address).toBe(urlSchema.safeParse(address).success)
  })

  it("laws: what replaced a law is chosen from the register, no later than it came into force", () => {
    const replacedBy = (collection("laws").fields as EditorField[]).find(
      (field) => field.name === "replacedBy",
    )!
    expect(replacedBy.required).toBe(false)
    expect(values(replacedBy.fields!.find((field) => field.name === "id")!)).toEqual(lawIds)
    expect(replacedBy.fields!.find((field) => field.name === "from")).toMatchObject({
      not_before: "inForceFrom",
    })
  })

  it("openings: the closing date is checked against the posted date, as for client roles", () => {
    const fields = collection("openings").fields as EditorField[]
    expect(fields.find((field) => field.name === "validThrough")).toMatchObject({ not_before: "datePosted" })
    const experience = new RegExp(fields.find((field) => field.name === "experience")!.pattern![0])
    expect(experience.test("6-10 years")).toBe(true)
    expect(experience.test("six years")).toBe(false)
  })

  it("previews the client roles and articles with the site's pages, and nothing else", () => {
    const previewed = config.collections
      .filter((entry) => (entry as { editor?: { preview?: boolean } }).editor?.preview)
      .map((entry) => entry.name)
    expect(previewed).toEqual(["jobs", "articles"])
  })

  it("figures and laws: no entry is added or removed in the editor, their ids are named in code", () => {
    for (const name of ["figures", "laws", "rates"])
      expect(collection(name)).toMatchObject({ create: false, delete: false })
  })

  it("rates: a row asks for the schema's fields, and its source refuses an http address", () => {
    const rows = (collection("rates").fields as EditorField[]).find((field) => field.name === "rows")!
    const fields = rows.fields as EditorField[]
    const shape = (rateRow as unknown as ObjectSchema).shape
    expect(fields.map((field) => field.name)).toEqual(Object.keys(shape))
    for (const field of fields)
      expect(field.required, field.name).toBe(!shape[field.name]!.safeParse(undefined).success)
    const source = fields.find((field) => field.name === "source")!
    const pattern = new RegExp(source.pattern![0])
    expect(pattern.test("https://egazette.gov.in/WriteReadData/2026/276299.pdf")).toBe(true)
    expect(pattern.test("http://egazette.gov.in/x.pdf")).toBe(false)
    expect(source.required).toBe(true)
  })

  it("jobs: the pay's parts are the schema's, and its period offers what the schema accepts", () => {
    const pay = (collection("jobs").fields as EditorField[]).find((field) => field.name === "pay")!
    const payShape = (
      jobFrontmatter.shape.pay as unknown as { shape: Record<string, { options?: string[] }> }
    ).shape
    expect(pay.fields!.map((field) => field.name)).toEqual(Object.keys(payShape))
    expect(values(pay.fields!.find((field) => field.name === "period")!)).toEqual(payShape.period!.options)
  })

  it("jobs: each pattern refuses what the schema refuses", () => {
    const fields = collection("jobs").fields as EditorField[]
    const pattern = (name: string) => new RegExp(fields.find((field) => field.name === name)!.pattern![0])
    for (const [name, good, bad] of [
      ["client", "A listed FMCG company", "Hindustan Unilever"],
      ["experience", "2-4 years", "two to four years"],
      ["datePosted", "2026-11-28", "28/11/2026"],
    ] as const) {
      expect(pattern(name).test(good), name).toBe(true)
      expect(pattern(name).test(bad), name).toBe(false)
      expect(jobFrontmatter.shape[name].safeParse(bad).success, name).toBe(false)
    }
  })

  it("jobs: the closing date is checked against the posted date, and the pay's maximum against its minimum", () => {
    const fields = collection("jobs").fields as EditorField[]
    expect(fields.find((field) => field.name === "validThrough")).toMatchObject({ not_before: "datePosted" })
    const pay = fields.find((field) => field.name === "pay")!
    expect(pay.fields!.find((field) => field.name === "max")).toMatchObject({ at_least: "pay.min" })
  })
})

describe("View Live", () => {
  it("opens the entry's own page at the site's address: the one the build or dev server is given", () => {
    expect(editorConfigFor({ SITE_URL: "http://localhost:5203/" })).toMatchObject({
      site_url: "http://localhost:5203",
      display_url: "http://localhost:5203",
    })
    expect(editorConfigFor({}).site_url).toBe("https://talentrise.example")
    const previewPath = (name: string) => (collection(name) as { preview_path?: string }).preview_path
    expect(previewPath("jobs")).toBe("jobs/{{slug}}")
    expect(previewPath("articles")).toBe("blog/{{slug}}")
    expect(previewPath("legal")).toBe("{{slug}}")
  })
})

describe("the editor's backends and policy", () => {
  it("edits the files on disk through Decap's proxy in a local build, and only GitHub in production", () => {
    expect(editorConfigFor({ LOCAL_CMS_PORT: "8181" }).local_backend).toEqual({
      url: "http://localhost:8181/api/v1",
    })
    const production = editorConfigFor({
      VITE_SUPABASE_URL: "https://abc.supabase.co",
      CMS_GITHUB_REPO: "firm/site",
    })
    expect(production.local_backend).toBeUndefined()
    expect(production.backend).toMatchObject({
      name: "github",
      repo: "firm/site",
      base_url: "https://abc.supabase.co",
      auth_endpoint: "functions/v1/cms-oauth/auth",
    })
  })

  it("allows the editor's eval and GitHub, and no other origin", () => {
    const policy = editorPolicy({ VITE_SUPABASE_URL: "https://abc.supabase.co" })
    expect(policy).toContain("script-src 'self' 'unsafe-eval';")
    expect(policy).toContain("connect-src 'self' https://api.github.com https://abc.supabase.co;")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/localhost|unpkg|jsdelivr/)
  })
})

/** Every field of a collection, nested ones too, with where its value sits in the entry. */
function checkedFields(fields: readonly EditorField[]): { schemaPath: string; widget: string }[] {
  return fields.flatMap((field) => [
    ...(typeof field.schema_path === "string"
      ? [{ schemaPath: field.schema_path, widget: field.widget }]
      : []),
    ...checkedFields(field.fields ?? []),
  ])
}

const contentDir = join(import.meta.dirname, "../../../packages/content/src")

/** A real entry of each collection, as the editor loads it, to spoil field by field. */
function sampleOf(name: string): Record<string, unknown> {
  if (name === "jobs") {
    // The newest role, one with Hindi: Decap hands the Hindi side over with the shared facts in it.
    const role = jobsOnDisk()[0]!
    const raw = readFileSync(join(contentDir, "jobs", `${role.slug}.md`), "utf8")
    const { slug: _slug, html: _html, hi: _hi, ...fields } = role
    const { hi } = roleFileFromFile(raw)
    return { ...fields, body: raw.slice(raw.indexOf("\n---", 4) + 5), ...(hi ? { hi } : {}) }
  }
  const folder = join(contentDir, name)
  const file = readdirSync(folder).sort()[0]!
  return JSON.parse(readFileSync(join(folder, file), "utf8")) as Record<string, unknown>
}

/** Mistakes to try in each field: gone, empty, too short, a number, a bad date, too long, a list. */
const mistakes: unknown[] = [
  undefined,
  "",
  "x",
  0,
  -1,
  16,
  "2026-02-30",
  "9999-12-31",
  "x".repeat(3000),
  [],
  ["x"],
]

describe("the editor's checks and the build's rules", () => {
  it("every collection is checked before Publish, field by field, with every widget it uses", () => {
    for (const collection of config.collections) {
      expect(entryChecks[collection.name], collection.name).toBeTypeOf("function")
      const fields = collection.fields as EditorField[]
      for (const field of fields)
        expect(field.schema_path, `${collection.name}.${field.name}`).toBe(field.name)
      for (const field of checkedFields(fields))
        if (field.widget !== "hidden" && field.widget !== "object")
          expect(checkedWidgets as readonly string[], `${collection.name}: ${field.widget}`).toContain(
            field.widget,
          )
    }
  })

  for (const name of ["jobs", "openings", "case-studies", "testimonials", "figures", "laws"])
    it(
      `${name}: each mistake the build refuses, the editor refuses beside a field of the form`,
      { timeout: 30_000 },
      () => {
        const collection = collection_(name)
        const fields = checkedFields(collection.fields as EditorField[])
        const sample = sampleOf(name)
        expect(entryChecks[name]!(sample, { slug: "sample", today: "2000-01-01" })).toEqual([])
        let refused = 0
        for (const key of Object.keys(sample))
          for (const mistake of mistakes) {
            const spoiled = { ...sample, [key]: mistake }
            const issues = entryChecks[name]!(spoiled, { slug: "sample", today: "2000-01-01" })
            expect(issues.length > 0, `${key} = ${JSON.stringify(mistake)?.slice(0, 20)}`).toBe(
              buildRefuses(name, spoiled),
            )
            refused += issues.length ? 1 : 0
            for (const issue of issues)
              expect(fieldFor(issue, fields), `${issue.path.join(".")}: ${issue.message}`).toBeDefined()
          }
        expect(refused).toBeGreaterThan(Object.keys(sample).length)
      },
    )

  it("jobs: each mistake in the Hindi the build refuses, the editor refuses beside the field of its name", () => {
    const fields = checkedFields(collection_("jobs").fields as EditorField[])
    const sample = sampleOf("jobs")
    const hi = sample.hi as Record<string, unknown>
    expect(Object.keys(hi)).toEqual(expect.arrayContaining([...roleTextFields]))
    let refused = 0
    for (const key of roleTextFields)
      for (const mistake of [
        ...mistakes,
        "Warehouse Shift Supervisor",
        ["Plan the shift.", "Keep records.", "Report stock."],
      ]) {
        const spoiled = { ...sample, hi: { ...hi, [key]: mistake } }
        const issues = entryChecks.jobs!(spoiled, { slug: "sample", today: "2000-01-01" })
        expect(issues.length > 0, `hi.${key} = ${JSON.stringify(mistake)?.slice(0, 20)}`).toBe(
          buildRefuses("jobs", spoiled),
        )
        refused += issues.length ? 1 : 0
        for (const issue of issues) {
          expect(issue.path[0], issue.message).toBe("hi")
          expect(fieldFor(issue, fields)?.schemaPath, issue.message).toBe(String(issue.path[1]))
        }
      }
    expect(refused).toBeGreaterThan(roleTextFields.length * 4)
    // A Latin title is refused as not Devanagari, beside the title.
    const latin = entryChecks.jobs!(
      { ...sample, hi: { ...hi, title: "Customer Support Associate" } },
      { slug: "sample", today: "2000-01-01" },
    )
    expect(latin).toEqual([
      { path: ["hi", "title"], message: expect.stringMatching(/^must be written in Devanagari/) as string },
    ])
    // A Hindi side left blank is no Hindi: the English role alone is published.
    const blank = Object.fromEntries(
      Object.keys(hi).map((key) => [key, roleTextFields.includes(key as never) ? "" : hi[key]]),
    )
    expect(entryChecks.jobs!({ ...sample, hi: blank }, { slug: "sample", today: "2000-01-01" })).toEqual([])
  })

  it("jobs: a past closing day, and a second role with a title and city already on the site, are refused", () => {
    const sample = sampleOf("jobs")
    const today = String(sample.validThrough) < "2099-01-01" ? "2099-01-01" : "2999-01-01"
    expect(entryChecks.jobs!(sample, { slug: "sample", today })).toEqual([
      { path: ["validThrough"], message: expect.stringContaining("has passed") as string },
    ])
    // Closed early: its past day is no mistake.
    expect(entryChecks.jobs!({ ...sample, closedOn: "2026-12-01" }, { slug: "sample", today })).toEqual([])
    const twin = { slug: "other-file", title: String(sample.title), location: String(sample.location) }
    expect(
      entryChecks.jobs!(sample, { today: "2000-01-01", others: [twin] }).map((issue) => issue.path),
    ).toContainEqual(["title"])
    expect(config.collections.find((entry) => entry.name === "jobs")).toMatchObject({
      existing_entries: expect.arrayContaining([expect.objectContaining({ title: expect.any(String) })]),
    })
  })
})

describe("the files the editor writes", () => {
  it("a client role is edited in English and Hindi, the words translated and the facts shared", () => {
    expect(config.i18n).toEqual({ structure: "single_file", locales: ["en", "hi"], default_locale: "en" })
    const jobs = collection_("jobs") as unknown as { format: string; i18n: unknown; fields: EditorField[] }
    expect(jobs).toMatchObject({ format: roleFormat, i18n: true })
    const translated = jobs.fields.filter((field) => field.i18n === true).map((field) => field.name)
    expect(translated).toEqual([...roleTextFields])
    // Decap's object widget accepts only a boolean: the pay is left off the Hindi side.
    for (const field of jobs.fields.filter((one) => one.i18n !== true))
      expect(field.i18n, field.name).toBe(field.widget === "object" ? undefined : "duplicate")
    // No other collection is translated: Decap would drop its fields' settings, but say so here.
    for (const other of config.collections.filter((one) => one.name !== "jobs"))
      expect((other as { i18n?: unknown }).i18n, other.name).toBeUndefined()
    expect(roleFileLocales[0]).toBe("en")
  })

  it("a role file read and written unedited is the same file, with its Hindi or without", () => {
    const folder = join(contentDir, "jobs")
    const order = (collection_("jobs").fields as EditorField[]).map((field) => field.name)
    const files = readdirSync(folder).filter((name) => name.endsWith(".md"))
    const withHindi = files.filter((name) => /\nhi:\n/.test(readFileSync(join(folder, name), "utf8")))
    expect(withHindi.length).toBeGreaterThanOrEqual(4)
    expect(withHindi.length).toBeLessThan(files.length)
    for (const name of files) {
      const raw = readFileSync(join(folder, name), "utf8")
      expect(roleFileToFile(roleFileFromFile(raw), order), name).toBe(raw)
    }
  })

  it("a role's Hindi is written under hi: with its words only; a blank Hindi side writes no hi:", () => {
    const raw = readFileSync(join(contentDir, "jobs", "warehouse-shift-supervisor-mumbai.md"), "utf8")
    const order = (collection_("jobs").fields as EditorField[]).map((field) => field.name)
    const { en, hi } = roleFileFromFile(raw)
    // The Hindi side carries the shared facts (Decap's `duplicate`); the file does not repeat them.
    expect(hi).toMatchObject({ location: "Mumbai", title: "वेयरहाउस शिफ़्ट सुपरवाइज़र" })
    const edited = roleFileToFile({ en, hi: { ...hi, title: "वेयरहाउस शिफ़्ट इंचार्ज" } }, order)
    const changed = edited.split("\n").filter((line, index) => line !== raw.split("\n")[index])
    expect(changed).toEqual(["  title: वेयरहाउस शिफ़्ट इंचार्ज"])
    const role = parseJob("src/jobs/warehouse-shift-supervisor-mumbai.md", edited)
    expect(role.hi?.title).toBe("वेयरहाउस शिफ़्ट इंचार्ज")
    expect(role.location).toBe("Mumbai")
    const blank = Object.fromEntries(
      Object.entries(hi!).map(([key, value]) => [key, roleTextFields.includes(key as never) ? "" : value]),
    )
    const english = roleFileToFile({ en, hi: blank }, order)
    expect(english).not.toMatch(/\nhi:/)
    expect(parseJob("src/jobs/warehouse-shift-supervisor-mumbai.md", english).hi).toBeUndefined()
  })

  it("a JSON entry keeps its order and final newline, so a one-field save changes one line", () => {
    const file = readFileSync(join(contentDir, "laws/posh.json"), "utf8")
    const data = JSON.parse(file) as Record<string, unknown>
    // Decap hands the data over with the form's empty parts, in whatever order it built them.
    const { reviewedOn: _reviewed, ...rest } = data
    const edited = { reviewedOn: "2026-12-01", replacedBy: { id: "", from: "", by: "" }, ...rest }
    const order = (collection_("laws").fields as EditorField[]).map((field) => field.name)
    const written = jsonEntryFile(edited, order).split("\n")
    const before = file.split("\n")
    expect(written.length).toBe(before.length)
    expect(written.filter((line, index) => line !== before[index])).toEqual(['  "reviewedOn": "2026-12-01"'])
  })
})

/** Whether the build refuses the entry: the role parser, or the JSON entry's schema, as check-content runs them. */
function buildRefuses(name: string, data: Record<string, unknown>): boolean {
  if (name === "jobs") {
    try {
      // The file the editor would write (role-format.ts), as the build reads it.
      const { hi, ...en } = data
      parseJob("src/jobs/sample.md", roleFileToFile({ en, hi: hi as Record<string, unknown> | undefined }))
      return false
    } catch {
      return true
    }
  }
  const schema = Object.fromEntries(entrySchemas)[name]! as unknown as Parser
  return !schema.safeParse(withoutBlanks(data)).success
}

function collection_(name: string) {
  return config.collections.find((entry) => entry.name === name)!
}
