-- Issue 42: the notify functions are written once, over a registry of lead kinds. Decision 094
-- tells why; decisions 070 and 072 why they are shaped as they are (a lease before the mail,
-- `notified_at` after it, a release after a failed send, a sweep in batches after a cursor).
--
-- Until now each lead table (contact_submissions, job_applications, staffing_requests) was
-- written by hand into notify_sent, notify_release, notify_pending, retention_expire and
-- forget_person, twice over, with a claim function of its own. Now a lead table is one row of
-- `private.notify_kinds`, and those functions loop over the rows with dynamic SQL, naming tables
-- as `regclass` and columns with `format('%I', …)` (or `quote_ident`) as the insert guards of
-- 20261125070000 do. The public names, arguments, grants and results stay as the notify Edge
-- Function (supabase/functions/notify) and the tests call them. A new lead table needs `id uuid`,
-- `created_at`, `notified_at` and `notify_lease_until` columns, its webhook trigger and its row
-- here (apps/local-api/src/testing/lead-kind.sql does it; the notify suite holds it to 40 lines).
--
-- The same SQL runs on Supabase, PostgreSQL 15+ and PGlite.

-- The registry ---------------------------------------------------------------------------------

-- The three SQL fragments are conditions (or, for `claimed_extra`, a jsonb expression) on the
-- lead row, written as `stored`. They are SQL that only a migration writes: nobody else has any
-- privilege on this table, and the data API never exposes `private`. A registration whose
-- fragment or column does not fit its table fails its own migration (the trigger below runs
-- every statement it makes once, on no rows), not a later sweep.
create table private.notify_kinds (
  -- What notify_pending lists and notify_sent / notify_release take; the mail's Message-ID.
  kind text primary key check (kind ~ '^[a-z][a-z_]*$'),
  lead_table regclass not null unique,
  -- The rows that are leads (mailed, listed, expired); null: every row. forget_person takes
  -- every row of an address all the same.
  lead_rows text,
  -- When a lead may be claimed and is listed as pending; null: as soon as it is stored.
  ready text,
  -- Added to the claimed row the function gets.
  claimed_extra text,
  -- The row's résumé, an object of bucket `resumes`: a claim may name the row by it, and
  -- retention_expire and forget_person return it for the function to remove.
  resume_column name,
  -- retention_expire deletes leads older than this, and counts them under `expired_key`.
  retention interval not null,
  expired_key text not null unique,
  -- forget_person deletes the rows whose `email_column` is the address (compared in lower
  -- case) and counts them under `forgotten_key`; a kind without an address is not reached.
  email_column name,
  forgotten_key text unique,
  check ((email_column is null) = (forgotten_key is null))
);

comment on table private.notify_kinds is
  'The lead tables the notify functions serve, one row each (decision 094). Written by migrations only.';

revoke all on table private.notify_kinds from public, anon, authenticated, service_role;

-- A registered kind, or `Unknown kind` as the hand-written functions answered.
create function private.notify_kind(lead_kind text)
returns private.notify_kinds language plpgsql stable set search_path = ''
as $$
declare
  registered private.notify_kinds;
begin
  select * into registered from private.notify_kinds as kinds where kinds.kind = lead_kind;
  if not found then
    raise exception 'Unknown kind %', lead_kind using errcode = '22023';
  end if;
  return registered;
end
$$;

-- The condition every claim and every pending row meet: not yet mailed, no live lease, a lead
-- of its kind and ready to be mailed.
create function private.notify_open(registered private.notify_kinds)
returns text language sql immutable set search_path = ''
as $$
  select format(
    'stored.notified_at is null
       and (stored.notify_lease_until is null or stored.notify_lease_until < now())
       and (%s) and (%s)',
    coalesce(registered.lead_rows, 'true'),
    coalesce(registered.ready, 'true')
  )
$$;

-- The claim: a lease of private.notify_lease() on the row named by its id (or, for a kind with
-- a résumé, by the résumé's object name), and the row with `claimed_extra`; null when there is
-- no such lead, it is not ready, it was mailed, or another call's lease still runs.
create function private.notify_claim_statement(registered private.notify_kinds)
returns text language sql immutable set search_path = ''
as $$
  select format(
    'update %s as stored set notify_lease_until = now() + private.notify_lease()
     where (stored.id = $1 or %s) and %s
     returning to_jsonb(stored) || %s',
    registered.lead_table,
    coalesce('stored.' || quote_ident(registered.resume_column) || ' = $2', 'false'),
    private.notify_open(registered),
    coalesce(registered.claimed_extra, '''{}''::jsonb')
  )
$$;

-- Deletes a kind's rows that meet `condition` (with `$1` bound to `address`); returns the count
-- and the résumés' object names.
create function private.lead_delete(
  registered private.notify_kinds,
  condition text,
  address text default null,
  out deleted integer,
  out resume_paths jsonb
)
language plpgsql set search_path = ''
as $$
begin
  execute format(
    'with gone as (delete from %s as stored where %s returning %s as resume_path)
     select count(*)::integer, coalesce(jsonb_agg(resume_path) filter (where resume_path is not null), ''[]''::jsonb)
     from gone',
    registered.lead_table,
    condition,
    coalesce('stored.' || quote_ident(registered.resume_column), 'null::text')
  )
  into deleted, resume_paths
  using address;
end
$$;

-- What retention_expire (`address` null) or forget_person deletes of every kind:
-- {<expired_key or forgotten_key>: count, …, "resume_paths": [...]}.
create function private.leads_delete(address text default null)
returns jsonb language plpgsql set search_path = ''
as $$
declare
  registered private.notify_kinds;
  gone record;
  result jsonb := '{}'::jsonb;
  paths jsonb := '[]'::jsonb;
begin
  for registered in
    select * from private.notify_kinds as kinds
    where address is null or kinds.email_column is not null
    order by kinds.kind
  loop
    select * into gone from private.lead_delete(
      registered,
      case when address is null
        then format('stored.created_at < now() - %L::interval and (%s)',
          registered.retention, coalesce(registered.lead_rows, 'true'))
        else format('lower(stored.%I) = $1', registered.email_column)
      end,
      address
    );
    result := result || jsonb_build_object(
      case when address is null then registered.expired_key else registered.forgotten_key end,
      gone.deleted
    );
    paths := paths || gone.resume_paths;
  end loop;
  return result || jsonb_build_object('resume_paths', paths);
end
$$;

-- Runs each statement a registration makes once, on no rows: a fragment or a column that does
-- not fit the table fails the insert.
create function private.notify_kinds_check()
returns trigger language plpgsql set search_path = ''
as $$
begin
  execute format('select from %s as stored where false and %s', new.lead_table, private.notify_open(new));
  -- The claim itself, of no row.
  execute private.notify_claim_statement(new) using null::uuid, null::text;
  execute format(
    'select stored.id, stored.created_at, %s, %s from %s as stored where false',
    coalesce('stored.' || quote_ident(new.resume_column), 'null'),
    coalesce('lower(stored.' || quote_ident(new.email_column) || ')', 'null'),
    new.lead_table
  );
  return new;
end
$$;

create trigger notify_kinds_check
  before insert or update on private.notify_kinds
  for each row execute function private.notify_kinds_check();

revoke all on function private.notify_kind(text), private.notify_open(private.notify_kinds),
  private.notify_claim_statement(private.notify_kinds),
  private.lead_delete(private.notify_kinds, text, text), private.leads_delete(text),
  private.notify_kinds_check() from public;

-- The three lead tables, as the hand-written functions treated them ------------------------------

-- Whether an application's résumé is stored.
create function private.resume_stored(resume_path text)
returns boolean language sql stable set search_path = ''
as $$
  select exists (select from storage.objects as object where object.bucket_id = 'resumes' and object.name = resume_path)
$$;

revoke all on function private.resume_stored(text) from public;

insert into private.notify_kinds
  (kind, lead_table, lead_rows, ready, claimed_extra, resume_column, retention, expired_key,
   email_column, forgotten_key)
values
  -- Newsletter sign-ups are stored in the same table and never mailed or expired.
  ('enquiry', 'public.contact_submissions', $$stored.form_type = 'contact_page'$$, null, null, null,
   '24 months', 'enquiries', 'email', 'submissions'),
  -- Mailed once its résumé is stored or refused, or once the upload window (the storage
  -- policy's hour, 20261126110000) closed without one; the function learns which.
  ('application', 'public.job_applications', null,
   $$stored.resume_rejected_at is not null or private.resume_stored(stored.resume_path)
     or stored.created_at < now() - interval '1 hour'$$,
   $$jsonb_build_object('resume_stored', private.resume_stored(stored.resume_path))$$,
   'resume_path', '12 months', 'applications', 'email', 'applications'),
  ('brief', 'public.staffing_requests', null, null, null, null, '24 months', 'briefs', 'email', 'briefs');

-- The function's calls, once -------------------------------------------------------------------

-- Claims a lead of any registered kind for mailing (see private.notify_claim_statement).
create function public.notify_claim(kind text, row_id uuid default null, object_name text default null)
returns jsonb language plpgsql security definer set search_path = ''
as $$
declare
  claimed jsonb;
begin
  -- At most one row: the id is the key, and a résumé's object name is unique to its row.
  execute private.notify_claim_statement(private.notify_kind(kind)) into claimed using row_id, object_name;
  return claimed;
end
$$;

-- The claims the function calls by name, with their arguments as they were.
create or replace function public.notify_claim_enquiry(submission_id uuid)
returns jsonb language sql security definer set search_path = ''
as $$ select public.notify_claim('enquiry', submission_id) $$;

create or replace function public.notify_claim_application(
  application_id uuid default null, object_name text default null
)
returns jsonb language sql security definer set search_path = ''
as $$ select public.notify_claim('application', application_id, object_name) $$;

create or replace function public.notify_claim_brief(request_id uuid)
returns jsonb language sql security definer set search_path = ''
as $$ select public.notify_claim('brief', request_id) $$;

-- Ends a claim: `sent` records the mail (notify_sent), otherwise the claim is given back after a
-- failed send so the sweep may try again at once (notify_release). False when the row is gone or
-- was already recorded.
create function private.notify_settle(lead_kind text, row_id uuid, sent boolean)
returns boolean language plpgsql set search_path = ''
as $$
declare
  settled integer;
begin
  execute format(
    'update %s as stored set notify_lease_until = null%s where stored.id = $1 and stored.notified_at is null',
    (private.notify_kind(lead_kind)).lead_table,
    case when sent then ', notified_at = now()' else '' end
  )
  using row_id;
  get diagnostics settled = row_count;
  return settled > 0;
end
$$;

revoke all on function private.notify_settle(text, uuid, boolean) from public;

create or replace function public.notify_sent(kind text, row_id uuid)
returns boolean language sql security definer set search_path = ''
as $$ select private.notify_settle(kind, row_id, true) $$;

create or replace function public.notify_release(kind text, row_id uuid)
returns boolean language sql security definer set search_path = ''
as $$ select private.notify_settle(kind, row_id, false) $$;

-- Leads not yet mailed, stored at least `min_age_seconds` ago, ready and not under a live claim,
-- after the cursor (`after_created_at`, `after_id`) when one is given:
-- [{"kind", "id", "created_at"}], oldest first, at most `batch_size` (1 to 1,000).
create or replace function public.notify_pending(
  min_age_seconds integer default 120,
  batch_size integer default 100,
  after_created_at timestamptz default null,
  after_id uuid default null
)
returns jsonb language plpgsql stable security definer set search_path = ''
as $$
declare
  candidates text;
  pending jsonb;
begin
  select string_agg(format(
    'select %L as kind, stored.id, stored.created_at from %s as stored where stored.created_at < $1 and %s',
    registered.kind, registered.lead_table, private.notify_open(registered)
  ), ' union all ' order by registered.kind)
  into candidates
  from private.notify_kinds as registered;
  if candidates is null then
    return '[]'::jsonb;
  end if;
  execute format(
    'select coalesce(jsonb_agg(jsonb_build_object(''kind'', kind, ''id'', id, ''created_at'', created_at)
       order by created_at, id), ''[]''::jsonb)
     from (
       select kind, id, created_at from (%s) as candidates
       where $2::timestamptz is null or (created_at, id) > ($2, coalesce($3, %L::uuid))
       order by created_at, id
       limit $4
     ) as pending',
    candidates, '00000000-0000-0000-0000-000000000000'
  )
  into pending
  using now() - make_interval(secs => min_age_seconds), after_created_at, after_id,
    least(greatest(batch_size, 1), 1000);
  return pending;
end
$$;

-- The privacy policy's periods (packages/content/src/legal/privacy-policy.md), each kind's
-- `retention`: applications 12 months from receipt, résumé included; enquiries and briefs 24.
-- Returns the résumés' object names for the function to remove; a file left by a failed removal
-- has no row any more, so the orphan sweep removes it next time.
create or replace function public.retention_expire()
returns jsonb language sql security definer set search_path = ''
as $$ select private.leads_delete() $$;

-- Deletion on request: every row of one e-mail address in every kind (for enquiries, the
-- newsletter sign-up too), compared case-insensitively, and the résumés' object names.
create or replace function public.forget_person(person_email text)
returns jsonb language plpgsql security definer set search_path = ''
as $$
declare
  address text := lower(btrim(person_email, E' \t\n\r'));
begin
  if address is null or address = '' then
    raise exception 'An e-mail address is needed' using errcode = '22023';
  end if;
  return private.leads_delete(address);
end
$$;

-- `create or replace` kept the grants of the functions above; the new one gets theirs.
revoke all on function public.notify_claim(text, uuid, text) from public, anon, authenticated;
grant execute on function public.notify_claim(text, uuid, text) to service_role;
