import type { Sql } from "./database.ts"

/** The error body PostgREST sends, which supabase-js surfaces as `error`. */
export type PostgrestErrorBody = {
  code: string
  details: string | null
  hint: string | null
  message: string
}

export type ApiResponse = { status: number; body?: unknown }

export type Column = { name: string; type: string }
/** Exposed tables of the `public` schema and their columns, like PostgREST's schema cache. */
export type SchemaCache = Map<string, Column[]>

export function postgrestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ApiResponse {
  return { status, body: { code, details, hint, message } satisfies PostgrestErrorBody }
}

export async function loadSchemaCache(sql: Sql): Promise<SchemaCache> {
  const { rows } = await sql.query<{ table_name: string; column_name: string; column_type: string }>(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum
  `)
  const cache: SchemaCache = new Map()
  for (const row of rows) {
    const columns = cache.get(row.table_name) ?? []
    columns.push({ name: row.column_name, type: row.column_type })
    cache.set(row.table_name, columns)
  }
  return cache
}

/**
 * PostgREST's mapping of a SQLSTATE to an HTTP status. Every request here is anonymous, so a
 * privilege error is 401 (PostgREST answers 403 to an authenticated role).
 */
export function statusForSqlState(code: string, anonymous = true): number {
  // RAISE ... USING ERRCODE = 'PT429' chooses the HTTP status itself.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2))
  if (code === "42501") return anonymous ? 401 : 403
  if (code === "23503" || code === "23505") return 409
  if (code === "25006") return 405
  if (code === "42883" || code === "42P01") return 404
  if (code === "42P17") return 500
  if (code === "P0001") return 400
  switch (code.slice(0, 2)) {
    case "08":
    case "53":
      return 503
    case "0L":
    case "0P":
    case "28":
      return 403
    case "09":
    case "25":
    case "2D":
    case "38":
    case "39":
    case "3B":
    case "40":
    case "54":
    case "55":
    case "57":
    case "58":
    case "F0":
    case "HV":
    case "P0":
    case "XX":
      return 500
    default:
      return 400
  }
}

type DatabaseErrorLike = { code: string; message: string; detail?: string; hint?: string }

export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
    typeof (error as { message?: unknown }).message === "string"
  )
}

/** A Postgres error as PostgREST reports it; anything else is a 500. */
export function fromDatabaseError(error: unknown): ApiResponse {
  if (isDatabaseError(error)) {
    return postgrestError(
      statusForSqlState(error.code),
      error.code,
      error.message,
      error.detail || null,
      error.hint || null,
    )
  }
  return postgrestError(500, "XX000", error instanceof Error ? error.message : String(error))
}

export type Prefer = { representation: boolean; rollback: boolean }

/** The parts of the `Prefer` header that matter here (`return=`, `tx=`). */
export function parsePrefer(header: string | undefined): Prefer {
  const prefs = (header ?? "").split(",").map((part) => part.trim().toLowerCase())
  return { representation: prefs.includes("return=representation"), rollback: prefs.includes("tx=rollback") }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

const invalidJson = () => postgrestError(400, "PGRST102", "Empty or invalid json")

export type InsertPlan = { statement: string; params: unknown[]; rowCount: number }

/**
 * Checks a POST body the way PostgREST does and builds its INSERT: the body goes to Postgres as
 * JSON text and is expanded there with json_to_recordset, so Postgres (not JavaScript) decides
 * what the text becomes — e.g. a "\u0000" escape is refused by the database, as on Supabase.
 */
export function planInsert(
  cache: SchemaCache,
  table: string,
  bodyText: string,
  columnsParam: string | null,
  prefer: Prefer,
): { plan: InsertPlan } | { error: ApiResponse } {
  const tableColumns = cache.get(table)
  if (!tableColumns) return { error: tableNotFound(table) }

  let payload: unknown
  try {
    payload = JSON.parse(bodyText)
  } catch {
    return { error: invalidJson() }
  }
  const rows = Array.isArray(payload) ? payload : [payload]
  if (!rows.every(isPlainObject)) return { error: invalidJson() }

  let names: string[]
  if (columnsParam !== null) {
    names = columnsParam
      .split(",")
      .map((name) => name.trim().replace(/^"(.*)"$/, "$1"))
      .filter((name) => name !== "")
  } else {
    names = Object.keys(rows[0] ?? {})
    const signature = [...names].sort().join("\u0001")
    if (rows.some((row) => Object.keys(row).sort().join("\u0001") !== signature)) {
      return { error: postgrestError(400, "PGRST102", "All object keys must match") }
    }
  }

  const columns: Column[] = []
  for (const name of names) {
    const column = tableColumns.find((candidate) => candidate.name === name)
    if (!column) {
      return {
        error: postgrestError(
          400,
          "PGRST204",
          `Could not find the '${name}' column of '${table}' in the schema cache`,
        ),
      }
    }
    columns.push(column)
  }

  const target = `public.${quoteIdent(table)}`
  const returning = prefer.representation ? "returning *" : "returning 1"
  if (columns.length === 0) {
    return {
      plan: {
        statement: `insert into ${target} default values ${returning}`,
        params: [],
        rowCount: rows.length,
      },
    }
  }
  const list = columns.map((column) => quoteIdent(column.name)).join(", ")
  const types = columns.map((column) => `${quoteIdent(column.name)} ${column.type}`).join(", ")
  const statement =
    `insert into ${target} (${list}) select ${list} from json_to_recordset(` +
    `case when json_typeof($1::json) = 'array' then $1::json else json_build_array($1::json) end` +
    `) as pgrst_body(${types}) ${returning}`
  return { plan: { statement, params: [bodyText], rowCount: rows.length } }
}

export function tableNotFound(table: string): ApiResponse {
  return postgrestError(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`)
}

/**
 * Runs `work` in a transaction as the `anon` role with anon's JWT claims, as PostgREST does for
 * a request made with the public key. Commits, or rolls back when `rollback` is set.
 */
export async function asAnon<T>(sql: Sql, rollback: boolean, work: () => Promise<T>): Promise<T> {
  return asRole(sql, "anon", rollback, work)
}

/** Runs `work` in a transaction as one of Supabase's API roles, with that role's JWT claims. */
export async function asRole<T>(
  sql: Sql,
  role: "anon" | "authenticated" | "service_role" | (string & {}),
  rollback: boolean,
  work: () => Promise<T>,
): Promise<T> {
  if (!/^[a-z_]+$/.test(role)) throw new Error(`Not a role name: ${role}`)
  await sql.exec(
    `begin; set local role ${role}; select set_config('request.jwt.claims', '{"role":"${role}"}', true);`,
  )
  try {
    const result = await work()
    await sql.exec(rollback ? "rollback" : "commit")
    return result
  } catch (error) {
    await sql.exec("rollback")
    throw error
  }
}

/** Executes a planned insert as anon; 201 with no body, or the rows for return=representation. */
export async function executeInsert(sql: Sql, plan: InsertPlan, prefer: Prefer): Promise<ApiResponse> {
  if (plan.rowCount === 0) return { status: 201, ...(prefer.representation ? { body: [] } : {}) }
  try {
    const rows = await asAnon(
      sql,
      prefer.rollback,
      async () => (await sql.query(plan.statement, plan.params)).rows,
    )
    return prefer.representation ? { status: 201, body: rows } : { status: 201 }
  } catch (error) {
    return fromDatabaseError(error)
  }
}

/** A plain read as anon (no filters): what the public key would get from GET /rest/v1/<table>. */
export async function executeSelect(sql: Sql, cache: SchemaCache, table: string): Promise<ApiResponse> {
  if (!cache.has(table)) return tableNotFound(table)
  try {
    const rows = await asAnon(
      sql,
      true,
      async () => (await sql.query(`select * from public.${quoteIdent(table)}`)).rows,
    )
    return { status: 200, body: rows }
  } catch (error) {
    return fromDatabaseError(error)
  }
}
