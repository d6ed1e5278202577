-- What the database stores, whoever calls it: one row per enquiry, trimmed values measured as
-- stored, single-line fields on one line, a newsletter address once, and a limit per address.
--
-- The guards are generic trigger functions in the `private` schema (never exposed by the data
-- API), parameterised by column names, so another public form's table (job applications) attaches
-- the same ones:
--
--   private.trim_text(col, ...)                  BEFORE INSERT: stores btrim(col, E' \t\n\r')
--   private.skip_existing(col, ...)              BEFORE INSERT: a row whose listed columns equal
--                                                  an existing row's is not stored, and the insert
--                                                  still succeeds (`ci:col` compares lower(col))
--   private.limit_rate(max, interval, col, ...)  BEFORE INSERT: a row with `max` rows of the same
--                                                  column values stored within `interval` is
--                                                  refused with SQLSTATE PT429 (HTTP 429 from
--                                                  PostgREST)
--   private.one_row_per_statement()              AFTER INSERT, per statement: the public key
--                                                  stores at most one row per request
--
-- Triggers of one kind fire in name order; the names below are numbered for that reason: trim
-- first (every later rule sees the stored value), then the idempotency key, so a resend of a
-- request that got through is a quiet success even when it would now pass the rate limit.
-- The same SQL runs on Supabase, PostgreSQL 15+ and PGlite.

create schema if not exists private;
-- Nobody but the owner reaches the schema: a trigger calls its function without the inserting
-- role's privileges, and the two guards that read the table run as their owner (security definer).
revoke all on schema private from public;

-- A guard's column argument: a column name, or `ci:name` to compare text case-insensitively.
create or replace function private.guard_column(arg text)
returns text
language sql
immutable
set search_path = ''
as $$ select case when arg like 'ci:%' then substr(arg, 4) else arg end $$;

-- The condition matching a stored row's column to the new row's ($1): typed, so indexes serve it.
create or replace function private.guard_condition(arg text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when arg like 'ci:%'
    then format('lower(stored.%1$I) = lower(($1).%1$I)', substr(arg, 4))
    else format('stored.%1$I = ($1).%1$I', arg)
  end
$$;

-- Holds a row to its table's NOT NULL and CHECK rules before a guard declines to store it: a
-- skipped row must be one the table would have accepted, so a duplicate is never a way round the
-- rules (and answers exactly as the table would).
create or replace function private.check_row(target regclass, candidate anyelement)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  rule record;
  holds boolean;
begin
  for rule in
    select attname from pg_catalog.pg_attribute
    where attrelid = target and attnum > 0 and attnotnull and not attisdropped
    order by attnum
  loop
    if to_jsonb(candidate) -> rule.attname is null or to_jsonb(candidate) -> rule.attname = 'null'::jsonb then
      raise exception 'null value in column "%" of relation "%" violates not-null constraint',
          rule.attname, (select relname from pg_catalog.pg_class where oid = target)
        using errcode = 'not_null_violation', column = rule.attname;
    end if;
  end loop;
  for rule in
    select conname, pg_catalog.pg_get_expr(conbin, conrelid) as expression
    from pg_catalog.pg_constraint
    where conrelid = target and contype = 'c'
    order by conname
  loop
    execute format('select coalesce((%s), true) from (select ($1).*) as checked', rule.expression)
      into holds
      using candidate;
    if not holds then
      raise exception 'new row for relation "%" violates check constraint "%"',
          (select relname from pg_catalog.pg_class where oid = target), rule.conname
        using errcode = 'check_violation', constraint = rule.conname;
    end if;
  end loop;
end
$$;

-- Trimmed storage ----------------------------------------------------------------------------

create or replace function private.trim_text()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  trimmed jsonb := '{}';
  col text;
begin
  foreach col in array tg_argv loop
    trimmed := trimmed || jsonb_build_object(col, btrim(to_jsonb(new) ->> col, E' \t\n\r'));
  end loop;
  return jsonb_populate_record(new, trimmed);
end
$$;

-- Rows already stored are trimmed once, so every row meets the rules below.
update public.contact_submissions set
  first_name = btrim(first_name, E' \t\n\r'),
  last_name = btrim(last_name, E' \t\n\r'),
  email = btrim(email, E' \t\n\r'),
  company = btrim(company, E' \t\n\r'),
  message = btrim(message, E' \t\n\r')
where first_name <> btrim(first_name, E' \t\n\r')
  or last_name <> btrim(last_name, E' \t\n\r')
  or email <> btrim(email, E' \t\n\r')
  or company <> btrim(company, E' \t\n\r')
  or message <> btrim(message, E' \t\n\r');

create trigger contact_submissions_10_trim
  before insert on public.contact_submissions
  for each row execute function private.trim_text('first_name', 'last_name', 'email', 'company', 'message');

-- Length and shape rules on the stored value ---------------------------------------------------
-- The constraints keep their names (the site maps a refused constraint to its field) and now
-- measure the value as stored. Single-line fields refuse C0 and C1 control characters (tab, line
-- feed and carriage return among them) and the Unicode line and paragraph separators, as the
-- form's schema does (packages/contact-client/src/schema.ts, `singleLinePattern`).

alter table public.contact_submissions
  drop constraint contact_submissions_email_check,
  drop constraint contact_submissions_first_name_check,
  drop constraint contact_submissions_last_name_check,
  drop constraint contact_submissions_company_check,
  drop constraint contact_submissions_message_check;

alter table public.contact_submissions
  add constraint contact_submissions_email_check
    check (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
    ),
  add constraint contact_submissions_first_name_check
    check (
      case form_type
        when 'contact_page' then coalesce(
          char_length(first_name) between 2 and 100
            and first_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]',
          false)
        when 'newsletter' then first_name is null
        else true
      end
    ),
  add constraint contact_submissions_last_name_check
    check (
      case form_type
        when 'contact_page' then coalesce(
          char_length(last_name) between 2 and 100
            and last_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]',
          false)
        when 'newsletter' then last_name is null
        else true
      end
    ),
  add constraint contact_submissions_company_check
    check (
      case form_type
        when 'contact_page' then coalesce(
          char_length(company) between 2 and 200
            and company !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]',
          false)
        when 'newsletter' then company is null
        else true
      end
    ),
  add constraint contact_submissions_message_check
    check (
      case form_type
        when 'contact_page' then coalesce(char_length(message) between 10 and 5000, false)
        when 'newsletter' then message is null
        else true
      end
    );

-- One enquiry, one row -----------------------------------------------------------------------
-- The site creates a random key when the visitor first presses Send and sends it with every
-- attempt; a resend after a lost answer stores nothing new and is answered as a success.

alter table public.contact_submissions add column idempotency_key uuid;
create unique index contact_submissions_idempotency_key on public.contact_submissions (idempotency_key);

create or replace function private.skip_existing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  arg text;
  col text;
  value text;
  conditions text[] := '{}';
  lock_key text := tg_table_schema || '.' || tg_table_name;
  found_one boolean;
begin
  foreach arg in array tg_argv loop
    col := private.guard_column(arg);
    value := to_jsonb(new) ->> col;
    -- A null never matches: a row without a key is always stored.
    if value is null then
      return new;
    end if;
    conditions := conditions || private.guard_condition(arg);
    lock_key := lock_key || chr(31) || lower(value);
  end loop;
  -- Two requests with the same values queue here until the first commits, so the second sees it.
  perform pg_advisory_xact_lock(hashtextextended(lock_key, 0));
  execute format('select exists (select from %I.%I as stored where %s)',
    tg_table_schema, tg_table_name, array_to_string(conditions, ' and '))
    into found_one
    using new;
  if found_one then
    perform private.check_row(tg_relid, new);
    return null;
  end if;
  return new;
end
$$;

create trigger contact_submissions_20_idempotent
  before insert on public.contact_submissions
  for each row execute function private.skip_existing('idempotency_key');

-- A newsletter address is stored once; subscribing again is accepted quietly.
delete from public.contact_submissions later
using public.contact_submissions earlier
where later.form_type = 'newsletter' and earlier.form_type = 'newsletter'
  and lower(later.email) = lower(earlier.email)
  and (earlier.created_at, earlier.id) < (later.created_at, later.id);

create unique index contact_submissions_newsletter_email
  on public.contact_submissions (lower(email)) where form_type = 'newsletter';

create trigger contact_submissions_30_newsletter_once
  before insert on public.contact_submissions
  for each row when (new.form_type = 'newsletter')
  execute function private.skip_existing('ci:email', 'form_type');

-- A limit per e-mail address -----------------------------------------------------------------

create or replace function private.limit_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_rows integer := tg_argv[0]::integer;
  window_length interval := tg_argv[1]::interval;
  arg text;
  conditions text[] := '{}';
  lock_key text := 'rate ' || tg_table_schema || '.' || tg_table_name;
  recent integer;
begin
  foreach arg in array tg_argv[2:] loop
    conditions := conditions || private.guard_condition(arg);
    lock_key := lock_key || chr(31) || coalesce(lower(to_jsonb(new) ->> private.guard_column(arg)), '');
  end loop;
  perform pg_advisory_xact_lock(hashtextextended(lock_key, 0));
  execute format('select count(*) from %I.%I as stored where stored.created_at > now() - $2 and %s',
    tg_table_schema, tg_table_name, array_to_string(conditions, ' and '))
    into recent
    using new, window_length;
  if recent >= max_rows then
    raise exception 'Too many submissions from this address: at most % per %', max_rows, tg_argv[1]
      using errcode = 'PT429',
        hint = 'Try again later.';
  end if;
  return new;
end
$$;

create index contact_submissions_email_recent on public.contact_submissions (lower(email), created_at);

create trigger contact_submissions_40_rate_limit
  before insert on public.contact_submissions
  for each row when (new.form_type = 'contact_page')
  execute function private.limit_rate('5', '1 hour', 'ci:email', 'form_type');

-- One row per request for the public key ------------------------------------------------------

create or replace function private.one_row_per_statement()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted) > 1 then
    raise exception 'One submission per request'
      using errcode = 'PT400',
        hint = 'Send each row in its own request.';
  end if;
  return null;
end
$$;

create trigger contact_submissions_50_one_row
  after insert on public.contact_submissions
  referencing new table as inserted
  for each statement execute function private.one_row_per_statement();

revoke all on all functions in schema private from public;

-- Privileges ---------------------------------------------------------------------------------
-- Visitors may also send the key. The back office (service_role, used only on servers) reads
-- submissions and inserts them; it bypasses row-level security, and still cannot change or
-- delete what a visitor sent.
grant insert (idempotency_key) on table public.contact_submissions to anon, authenticated;
grant select, insert on table public.contact_submissions to service_role;
