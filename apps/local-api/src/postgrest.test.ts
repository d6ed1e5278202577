import { describe, expect, it } from "vitest"
import {
  fromDatabaseError,
  parsePrefer,
  planInsert,
  statusForSqlState,
  type SchemaCache,
} from "./postgrest.ts"

describe("statusForSqlState (PostgREST's mapping)", () => {
  it.each([
    ["23514", 400],
    ["23502", 400],
    ["22P02", 400],
    ["22P05", 400],
    ["23505", 409],
    ["23503", 409],
    ["42501", 401],
    ["42P01", 404],
    ["53300", 503],
    ["08006", 503],
    ["40001", 500],
    ["XX000", 500],
    ["P0001", 400],
  ])("%s → %i", (code, status) => {
    expect(statusForSqlState(code)).toBe(status)
  })

  it("answers a privilege error with 403 when the caller is not anonymous", () => {
    expect(statusForSqlState("42501", false)).toBe(403)
  })
})

describe("fromDatabaseError", () => {
  it("keeps Postgres' code, detail, hint and message", () => {
    expect(
      fromDatabaseError({
        code: "23505",
        message: "duplicate key",
        detail: "Key (id)=(1) exists.",
        hint: "",
      }),
    ).toEqual({
      status: 409,
      body: { code: "23505", details: "Key (id)=(1) exists.", hint: null, message: "duplicate key" },
    })
  })

  it("turns anything else into a 500", () => {
    expect(fromDatabaseError(new Error("wasm crashed"))).toMatchObject({
      status: 500,
      body: { message: "wasm crashed" },
    })
  })
})

describe("parsePrefer", () => {
  it("reads return= and resolution=, and ignores tx=rollback as Supabase's PostgREST does", () => {
    expect(parsePrefer(undefined)).toEqual({ representation: false, rollback: false })
    expect(parsePrefer("return=minimal")).toEqual({ representation: false, rollback: false })
    expect(parsePrefer("count=exact, return=representation,tx=rollback")).toEqual({
      representation: true,
      rollback: false,
    })
    expect(parsePrefer("resolution=ignore-duplicates")).toMatchObject({ resolution: "ignore-duplicates" })
    expect(parsePrefer("Resolution=Merge-Duplicates")).toMatchObject({ resolution: "merge-duplicates" })
  })
})

describe("statusForSqlState and RAISE's PT codes", () => {
  it("uses the status a PTnnn code names", () => {
    expect(statusForSqlState("PT429")).toBe(429)
    expect(statusForSqlState("PT400")).toBe(400)
  })
})

describe("planInsert", () => {
  const cache: SchemaCache = new Map([
    [
      "contact_submissions",
      [
        { name: "email", type: "text" },
        { name: "form_type", type: "text" },
      ],
    ],
  ])
  const minimal = { representation: false, rollback: false }

  it("expands the JSON body in Postgres with the payload's columns", () => {
    const planned = planInsert(
      cache,
      "contact_submissions",
      '{"email":"a@b.co","form_type":"newsletter"}',
      null,
      minimal,
    )
    expect(planned).toEqual({
      plan: {
        statement: expect.stringMatching(
          /^insert into public\."contact_submissions" \("email", "form_type"\) select .* from json_to_recordset\(.*\) as pgrst_body\("email" text, "form_type" text\) returning 1$/,
        ),
        params: ['{"email":"a@b.co","form_type":"newsletter"}'],
        rowCount: 1,
      },
    })
  })

  it("takes the columns from ?columns= when given", () => {
    const planned = planInsert(cache, "contact_submissions", '[{"email":"a@b.co"}]', '"email"', minimal)
    expect("plan" in planned && planned.plan.statement).toContain('("email") select "email"')
  })

  it.each([
    ["", "PGRST102"],
    ["null", "PGRST102"],
    ["[1, 2]", "PGRST102"],
    ['[{"email":"a@b.co"},{"form_type":"newsletter"}]', "PGRST102"],
    ['{"phone":"1"}', "PGRST204"],
  ])("refuses %j with %s", (body, code) => {
    const planned = planInsert(cache, "contact_submissions", body, null, minimal)
    expect("error" in planned && planned.error).toMatchObject({ status: 400, body: { code } })
  })

  it("answers an unknown table with PGRST205", () => {
    const planned = planInsert(cache, "contacts", "{}", null, minimal)
    expect("error" in planned && planned.error).toMatchObject({ status: 404, body: { code: "PGRST205" } })
  })
})
