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
