import { caseStudyEntry, figureEntry, openingEntry, testimonialEntry } from "@repo/content/entry-schemas"
import { lawEntry } from "@repo/content/law-entry"
import { lawIds } from "@repo/content/laws"
import { articleFrontmatter } from "@repo/content/markdown-articles"
import { jobFrontmatter } from "@repo/content/markdown-jobs"
import { legalFrontmatter } from "@repo/content/markdown-legal"
import { describe, expect, it } from "vitest"

import type { EditorField } from "./config"
import { editorConfigFor, editorPolicy } from "./files"

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
        format: "json",
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
    for (const name of ["figures", "laws"])
      expect(collection(name)).toMatchObject({ create: false, delete: false })
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
