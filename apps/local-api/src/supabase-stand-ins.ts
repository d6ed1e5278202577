import type { Sql } from "./database.ts"

/**
 * Stand-ins for three things a Supabase project has and plain PostgreSQL and PGlite do not, with
 * the same names and signatures the migrations call, created before the migrations run:
 *
 * - `net.http_post` (pg_net): records the request in `net.http_request_queue`, as pg_net does
 *   before its worker sends it after the commit. The local data API plays that worker
 *   (`drainHttpQueue`); the database tests read the queue.
 * - `vault.decrypted_secrets` (Supabase Vault): a view over `vault.secrets`, filled by
 *   `vault.create_secret(secret, name)` as on Supabase.
 * - `cron.schedule` (pg_cron): records the job in `cron.job`; a job of the same name is replaced.
 */
export const supabaseStandInsSql = `
create schema if not exists net;
create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb,
  body jsonb,
  timeout_milliseconds integer not null
);
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, body, timeout_milliseconds)
  returning id
$$;
revoke all on schema net from public;
revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;

create schema if not exists vault;
create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, created_at, updated_at
  from vault.secrets;
create or replace function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
returns uuid
language sql
as $$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description)
  returning id
$$;
revoke all on schema vault from public;

create schema if not exists cron;
create table if not exists cron.job (
  jobid bigserial primary key,
  jobname text unique,
  schedule text not null,
  command text not null,
  active boolean not null default true
);
create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql
as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid
$$;
revoke all on schema cron from public;
`

export async function createSupabaseStandIns(sql: Sql): Promise<void> {
  await sql.exec(supabaseStandInsSql)
}

/** Sets (or replaces) a Vault secret by name, on Supabase's Vault or the stand-in. */
export async function setVaultSecret(sql: Sql, name: string, value: string): Promise<void> {
  await sql.query("delete from vault.secrets where name = $1", [name])
  await sql.query("select vault.create_secret($1, $2)", [value, name])
}

export type QueuedRequest = {
  id: string
  url: string
  headers: Record<string, string>
  body: unknown
  timeout_milliseconds: number
}

/** Takes every request the database queued (committed ones only: they are rows of the queue). */
export async function takeQueuedRequests(sql: Sql): Promise<QueuedRequest[]> {
  const { rows } = await sql.query<QueuedRequest>(
    "delete from net.http_request_queue returning id::text, url, headers, body, timeout_milliseconds",
  )
  return rows.sort((a, b) => Number(a.id) - Number(b.id))
}
