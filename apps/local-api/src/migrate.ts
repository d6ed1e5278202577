import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { migrationsDir, type Sql } from "./database.ts"
import { bootstrapStorageSql } from "./storage-schema.ts"
import { supabaseStandInsSql } from "./supabase-stand-ins.ts"

/**
 * Supabase's API roles. A Supabase project has them already; plain PostgreSQL and PGlite do not,
 * so the local API creates them before the migrations grant anything to them.
 */
export const bootstrapRolesSql = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
`

export async function bootstrapRoles(sql: Sql): Promise<void> {
  await sql.exec(bootstrapRolesSql)
}

/** The migration files in the order Supabase applies them (by file name, i.e. timestamp). */
export function listMigrations(dir = migrationsDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
}

/**
 * Applies each migration not yet applied, once, each in its own transaction, and records it in
 * `local_api.schema_migrations`. Returns the names applied by this call.
 */
export async function applyMigrations(sql: Sql, dir = migrationsDir): Promise<string[]> {
  await sql.exec(`
    create schema if not exists local_api;
    create table if not exists local_api.schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `)
  const { rows } = await sql.query<{ name: string }>("select name from local_api.schema_migrations")
  const done = new Set(rows.map((row) => row.name))
  const applied: string[] = []
  for (const name of listMigrations(dir)) {
    if (done.has(name)) continue
    const text = readFileSync(join(dir, name), "utf8")
    await sql.exec("begin")
    try {
      await sql.exec(text)
      await sql.query("insert into local_api.schema_migrations (name) values ($1)", [name])
      await sql.exec("commit")
    } catch (error) {
      await sql.exec("rollback")
      throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    }
    applied.push(name)
  }
  return applied
}

/**
 * Creates the roles, Supabase's storage schema and the stand-ins for pg_net, Vault and pg_cron,
 * and brings the schema up to date.
 */
export async function prepareDatabase(sql: Sql, dir = migrationsDir): Promise<string[]> {
  await bootstrapRoles(sql)
  await sql.exec(bootstrapStorageSql)
  await sql.exec(supabaseStandInsSql)
  return applyMigrations(sql, dir)
}
