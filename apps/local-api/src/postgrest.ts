import type { Sql } from "./database.ts"

/** The error body PostgREST sends, which supabase-js surfaces as `error`. */
export type PostgrestErrorBody = {
  code: string
  details: string | null
  hint: string | null
  message: string
}

export type ApiResponse = { status: number; body?: unknown }

/** A column; `primaryKey` marks the columns PostgREST uses as an upsert's default conflict target. */
export type Column = { name: string; type: string; primaryKey?: boolean }
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
  const { rows } = await sql.query<{
    table_name: string
    column_name: string
    column_type: string
    primary_key: boolean
  }>(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type,
      exists (
        select from pg_catalog.pg_constraint k
        where k.conrelid = c.oid and k.contype = 'p' and a.attnum = any (k.conkey)
      ) as primary_key
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum
  `)
  const cache: SchemaCache = new Map()
  for (const row of rows) {
    const columns = cache.get(row.table_name) ?? []
    columns.push({
      name: row.column_name,
      type: row.column_type,
      ...(row.primary_key ? { primaryKey: true } : {}),
    })
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

export type Prefer = {
  representation: boolean
  /**
   * Roll the transaction back instead of committing. Never set from a request: Supabase's
   * PostgREST ends every transaction with a commit and ignores `Prefer: tx=rollback`, so the
   * emulation does too. The database tests set it to try a row without storing it.
   */
  rollback: boolean
  /** `Prefer: resolution=…`: an upsert, `ON CONFLICT … DO UPDATE` or `DO NOTHING`. */
  resolution?: "merge-duplicates" | "ignore-duplicates"
}

/** The parts of the `Prefer` header that matter here (`return=`, `resolution=`). */
export function parsePrefer(header: string | undefined): Prefer {
  const prefs = (header ?? "").split(",").map((part) => part.trim().toLowerCase())
  const resolution = prefs.includes("resolution=merge-duplicates")
    ? "merge-duplicates"
    : prefs.includes("resolution=ignore-duplicates")
      ? "ignore-duplicates"
      : undefined
  return {
    representation: prefs.includes("return=representation"),
    rollback: false,
    ...(resolution ? { resolution } : {}),
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

const invalidJson = () => postgrestError(400, "PGRST102", "Empty or invalid json")

export type InsertPlan = { statement: string; params: unknown[]; rowCount: number }

/** The columns of a query-string list such as `columns=` or `on_conflict=`. */
function columnList(param: string): string[] {
  return param
    .split(",")
    .map((name) => name.trim().replace(/^"(.*)"$/, "$1"))
    .filter((name) => name !== "")
}

function unknownColumn(table: string, name: string): ApiResponse {
  return postgrestError(
    400,
    "PGRST204",
    `Could not find the '${name}' column of '${table}' in the schema cache`,
  )
}

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
  onConflictParam: string | null = null,
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
    names = columnList(columnsParam)
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
    if (!column) return { error: unknownColumn(table, name) }
    columns.push(column)
  }

  const target = `public.${quoteIdent(table)}`
  const returning = `${onConflictClause(tableColumns, columns, prefer, onConflictParam)}${
    prefer.representation ? "returning *" : "returning 1"
  }`
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

/**
 * PostgREST's upsert: with `Prefer: resolution=…`, an `ON CONFLICT` on the `on_conflict` columns
 * (or the primary key), `DO UPDATE SET` every sent column or `DO NOTHING`. The database then
 * decides: anon may not update, and a conflict target needs a matching unique index.
 */
function onConflictClause(
  tableColumns: readonly Column[],
  columns: readonly Column[],
  prefer: Prefer,
  onConflictParam: string | null,
): string {
  if (!prefer.resolution) return ""
  const target =
    onConflictParam !== null
      ? columnList(onConflictParam)
      : tableColumns.filter((column) => column.primaryKey).map((column) => column.name)
  if (target.length === 0) return ""
  const conflict = `on conflict (${target.map(quoteIdent).join(", ")}) `
  if (prefer.resolution === "ignore-duplicates" || columns.length === 0) return `${conflict}do nothing `
  const updates = columns.map((column) => `${quoteIdent(column.name)} = excluded.${quoteIdent(column.name)}`)
  return `${conflict}do update set ${updates.join(", ")} `
}

export type MutationPlan = { statement: string; params: unknown[] }

/**
 * PATCH: PostgREST's UPDATE, setting each sent column from the body. Filters are not applied:
 * no role the emulation runs as may update, so Postgres refuses before any row is read.
 */
export function planUpdate(
  cache: SchemaCache,
  table: string,
  bodyText: string,
): { plan: MutationPlan } | { error: ApiResponse } {
  const tableColumns = cache.get(table)
  if (!tableColumns) return { error: tableNotFound(table) }
  let payload: unknown
  try {
    payload = JSON.parse(bodyText)
  } catch {
    return { error: invalidJson() }
  }
  if (!isPlainObject(payload)) return { error: invalidJson() }
  const columns: Column[] = []
  for (const name of Object.keys(payload)) {
    const column = tableColumns.find((candidate) => candidate.name === name)
    if (!column) return { error: unknownColumn(table, name) }
    columns.push(column)
  }
  if (columns.length === 0) return { plan: { statement: "", params: [] } }
  const target = `public.${quoteIdent(table)}`
  const sets = columns.map((column) => `${quoteIdent(column.name)} = pgrst_body.${quoteIdent(column.name)}`)
  const types = columns.map((column) => `${quoteIdent(column.name)} ${column.type}`).join(", ")
  return {
    plan: {
      statement: `update ${target} set ${sets.join(", ")} from json_to_record($1::json) as pgrst_body(${types}) returning 1`,
      params: [bodyText],
    },
  }
}

/** DELETE: PostgREST's DELETE (filters not applied, as for PATCH). */
export function planDelete(
  cache: SchemaCache,
  table: string,
): { plan: MutationPlan } | { error: ApiResponse } {
  if (!cache.has(table)) return { error: tableNotFound(table) }
  return { plan: { statement: `delete from public.${quoteIdent(table)} returning 1`, params: [] } }
}

/** Runs an UPDATE or DELETE as anon: 204 when allowed, else the database's refusal. */
export async function executeMutation(sql: Sql, plan: MutationPlan): Promise<ApiResponse> {
  if (plan.statement === "") return { status: 204 }
  try {
    await asAnon(sql, false, () => sql.query(plan.statement, plan.params))
    return { status: 204 }
  } catch (error) {
    return fromDatabaseError(error)
  }
}

/**
 * A body that is not UTF-8 goes to Postgres as PostgREST sends it, as bytes, and Postgres refuses
 * it (22021, invalid byte sequence): the emulation asks Postgres to decode it, for its own error.
 */
export async function refuseInvalidUtf8(sql: Sql, body: Uint8Array): Promise<ApiResponse> {
  try {
    await sql.query("select convert_from($1::bytea, 'UTF8')", [body])
    return postgrestError(400, "22021", 'invalid byte sequence for encoding "UTF8"')
  } catch (error) {
    return fromDatabaseError(error)
  }
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
