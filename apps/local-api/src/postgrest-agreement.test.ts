/**
 * The local data API agrees with PostgREST where the difference would hide behaviour. Each case is
 * a request sent to the emulation (HTTP, PGlite), and the SQL PostgREST runs for the same request
 * (written out here from PostgREST 12's query builder, not taken from the emulation) run as anon on
 * a real PostgreSQL 15. Both must give the same status, the same error code and store the same
 * number of rows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDataApi } from "@repo/contact-client/local"
import type { Sql } from "./database.ts"
import { prepareDatabase } from "./migrate.ts"
import { asAnon, fromDatabaseError } from "./postgrest.ts"
import { startLocalApi, type RunningLocalApi } from "./server.ts"
import { startPostgres15, type PostgresServer } from "./testing/postgres-server.ts"

let api: RunningLocalApi
let postgres: PostgresServer

beforeAll(async () => {
  ;[api, postgres] = await Promise.all([
    startLocalApi({ dataDir: "memory://", port: 0, log: () => {} }),
    startPostgres15(),
  ])
  await prepareDatabase(postgres.sql)
})

afterAll(async () => {
  await Promise.all([api?.close(), postgres?.stop()])
})

type Outcome = { status: number; code: string | null; stored: number }

async function count(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ n: number }>("select count(*)::int as n from public.contact_submissions")
  return rows[0]?.n ?? -1
}

type Request = {
  method: string
  query?: string
  headers?: Record<string, string>
  body?: string | Buffer
}

async function viaEmulation(request: Request): Promise<Outcome> {
  const before = await count(api.sql)
  const response = await fetch(`${api.url}/rest/v1/contact_submissions${request.query ?? ""}`, {
    method: request.method,
    headers: { apikey: localDataApi.key, ...request.headers },
    ...(request.body !== undefined ? { body: request.body as BodyInit } : {}),
  })
  const text = await response.text()
  const code = text ? ((JSON.parse(text) as { code?: string }).code ?? null) : null
  return { status: response.status, code, stored: (await count(api.sql)) - before }
}

/** Runs PostgREST's statement as anon on PostgreSQL 15; `success` is PostgREST's status when it runs. */
async function viaPostgrest(statement: string, params: unknown[], success: number): Promise<Outcome> {
  const before = await count(postgres.sql)
  let outcome: Omit<Outcome, "stored">
  try {
    await asAnon(postgres.sql, false, () => postgres.sql.query(statement, params))
    outcome = { status: success, code: null }
  } catch (error) {
    const answer = fromDatabaseError(error)
    outcome = { status: answer.status, code: (answer.body as { code: string }).code }
  }
  return { ...outcome, stored: (await count(postgres.sql)) - before }
}

// PostgREST's INSERT for a body of these columns (mutation CTE, body expanded by json_to_recordset).
const columns = ["first_name", "last_name", "email", "company", "message", "form_type", "idempotency_key"]
const types = columns.map((name) => `"${name}" ${name === "idempotency_key" ? "uuid" : "text"}`).join(", ")
const list = columns.map((name) => `"${name}"`).join(", ")
const insertSql = (onConflict = "") =>
  `WITH pgrst_source AS (INSERT INTO "public"."contact_submissions"(${list}) ` +
  `SELECT ${columns.map((name) => `"pgrst_body"."${name}"`).join(", ")} FROM (SELECT $1::json AS json_data) pgrst_payload, ` +
  `LATERAL (SELECT CASE WHEN json_typeof(pgrst_payload.json_data) = 'array' THEN pgrst_payload.json_data ELSE json_build_array(pgrst_payload.json_data) END AS val) pgrst_uniform_json, ` +
  `LATERAL (SELECT * FROM json_to_recordset(pgrst_uniform_json.val) AS _(${types})) pgrst_body ${onConflict} RETURNING 1) ` +
  `SELECT '' AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total FROM (SELECT 1 FROM pgrst_source) _postgrest_t`
const doUpdate = (target: string) =>
  `ON CONFLICT("${target}") DO UPDATE SET ${columns.map((name) => `"${name}" = EXCLUDED."${name}"`).join(", ")}`

let serial = 0
function enquiry(overrides: Record<string, unknown> = {}) {
  serial++
  return {
    first_name: "Agree",
    last_name: "Ment",
    email: `agreement${serial}@example.in`,
    company: "Contract Co",
    message: "Does the emulation agree with PostgREST?",
    form_type: "contact_page",
    idempotency_key: `00000000-0000-4000-8000-${String(serial).padStart(12, "0")}`,
    ...overrides,
  }
}

const json = { "content-type": "application/json" }

describe("the local data API and PostgREST on PostgreSQL 15 agree", () => {
  it.each([
    ["merge-duplicates", "idempotency_key", doUpdate("idempotency_key")],
    ["merge-duplicates", "email", doUpdate("email")],
    ["ignore-duplicates", "idempotency_key", `ON CONFLICT("idempotency_key") DO NOTHING`],
    ["ignore-duplicates", "email", `ON CONFLICT("email") DO NOTHING`],
  ])("on Prefer: resolution=%s with on_conflict=%s", async (resolution, target, clause) => {
    const body = JSON.stringify(enquiry())
    const emulated = await viaEmulation({
      method: "POST",
      query: `?on_conflict=${target}`,
      headers: { ...json, prefer: `resolution=${resolution},return=minimal` },
      body,
    })
    const real = await viaPostgrest(insertSql(clause), [body], 201)
    expect(emulated).toEqual(real)
  })

  it("on Prefer: resolution=merge-duplicates without on_conflict (the primary key)", async () => {
    const body = JSON.stringify(enquiry())
    const emulated = await viaEmulation({
      method: "POST",
      headers: { ...json, prefer: "resolution=merge-duplicates" },
      body,
    })
    const real = await viaPostgrest(
      insertSql(doUpdate("id").replace(/"idempotency_key" = [^,]+, /, "")),
      [body],
      201,
    )
    expect(emulated).toEqual(real)
    expect(real.code).toBe("42501")
  })

  it("on a body that is not UTF-8 (22021, nothing stored)", async () => {
    const row = JSON.stringify(enquiry({ company: "Caf__ Co" }))
    const bytes = Buffer.from(row, "utf8")
    const at = bytes.indexOf("__")
    bytes[at] = 0xc3
    bytes[at + 1] = 0x28 // not a continuation byte
    const emulated = await viaEmulation({ method: "POST", headers: json, body: bytes })
    // PostgREST hands Postgres the body's bytes; node-postgres sends a Buffer parameter as such.
    const real = await viaPostgrest(insertSql(), [bytes], 201)
    expect(real).toMatchObject({ status: 400, code: "22021", stored: 0 })
    expect(emulated).toEqual(real)
  })

  it("on Prefer: tx=rollback (not honoured: the row is stored)", async () => {
    const body = JSON.stringify(enquiry())
    const emulated = await viaEmulation({ method: "POST", headers: { ...json, prefer: "tx=rollback" }, body })
    const real = await viaPostgrest(insertSql(), [body], 201)
    expect(real).toEqual({ status: 201, code: null, stored: 1 })
    expect(emulated).toEqual(real)
  })

  it("on PATCH (run as anon, refused)", async () => {
    const body = JSON.stringify({ message: "Changed by someone else entirely." })
    const emulated = await viaEmulation({ method: "PATCH", query: "?id=not.is.null", headers: json, body })
    const real = await viaPostgrest(
      `WITH pgrst_source AS (UPDATE "public"."contact_submissions" SET "message" = "pgrst_body"."message" ` +
        `FROM (SELECT $1::json AS json_data) pgrst_payload, LATERAL (SELECT "message" FROM json_to_record(pgrst_payload.json_data) AS _("message" text)) pgrst_body ` +
        `WHERE "public"."contact_submissions"."id" IS NOT NULL RETURNING 1) SELECT pg_catalog.count(_postgrest_t) FROM (SELECT 1 FROM pgrst_source) _postgrest_t`,
      [body],
      204,
    )
    expect(real.code).toBe("42501")
    expect(emulated).toEqual(real)
  })

  it("on DELETE (run as anon, refused)", async () => {
    const emulated = await viaEmulation({ method: "DELETE", query: "?id=not.is.null" })
    const real = await viaPostgrest(
      `WITH pgrst_source AS (DELETE FROM "public"."contact_submissions" WHERE "public"."contact_submissions"."id" IS NOT NULL RETURNING 1) ` +
        `SELECT pg_catalog.count(_postgrest_t) FROM (SELECT 1 FROM pgrst_source) _postgrest_t`,
      [],
      204,
    )
    expect(real.code).toBe("42501")
    expect(emulated).toEqual(real)
  })

  it("on HEAD (a read as anon, refused, no body)", async () => {
    const emulated = await viaEmulation({ method: "HEAD" })
    const real = await viaPostgrest(
      `SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total FROM (SELECT "public"."contact_submissions".* FROM "public"."contact_submissions") _postgrest_t`,
      [],
      200,
    )
    expect({ ...real, code: null }).toEqual(emulated)
    expect(real).toMatchObject({ status: 401, code: "42501" })
  })

  it("on an urlencoded body (one row of strings)", async () => {
    const row = enquiry()
    const emulated = await viaEmulation({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(row as Record<string, string>).toString(),
    })
    // PostgREST turns the form into this JSON object before running its INSERT.
    const real = await viaPostgrest(insertSql(), [JSON.stringify(enquiry())], 201)
    expect(real).toEqual({ status: 201, code: null, stored: 1 })
    expect(emulated).toEqual(real)
  })

  it.each([
    ["one row", 1],
    ["two rows (one row per request)", 2],
  ])("on a CSV body: %s", async (_label, rows) => {
    const lines = Array.from({ length: rows }, () => enquiry({ company: 'Comma, "Quote" Co' }))
    const header = columns.join(",")
    const csv = [
      header,
      ...lines.map((line) =>
        columns.map((name) => `"${String(line[name as keyof typeof line]).replaceAll('"', '""')}"`).join(","),
      ),
    ].join("\r\n")
    const emulated = await viaEmulation({
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: csv,
    })
    const real = await viaPostgrest(
      insertSql(),
      [JSON.stringify(Array.from({ length: rows }, () => enquiry({ company: 'Comma, "Quote" Co' })))],
      201,
    )
    expect(emulated).toEqual(real)
  })

  it("on CSV's NULL (a null, refused for a contact row's name)", async () => {
    const row = enquiry({ first_name: "NULL" })
    const csv = `${columns.join(",")}\n${columns.map((name) => row[name as keyof typeof row]).join(",")}\n`
    const emulated = await viaEmulation({
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: csv,
    })
    const real = await viaPostgrest(insertSql(), [JSON.stringify(enquiry({ first_name: null }))], 201)
    expect(real).toMatchObject({ status: 400, code: "23514" })
    expect(emulated).toEqual(real)
  })
})
