-- Issue 36: a client's staffing brief is its own row. Decision 082 tells why the roles are one
-- jsonb column checked by the database rather than a child table.
--
-- The CHECKs repeat the brief's rules (packages/contact-client/src/brief-schema.ts); the engagement
-- kinds, experience bands and working patterns are written in TypeScript once
-- (packages/content/src/staffing-request.ts) and apps/local-api/src/testing/briefs-suite.ts
-- fails when the lists below differ from them. The same SQL runs on Supabase, PostgreSQL 15+ and
-- PGlite.

-- The roles of a brief: one to ten objects {title, headcount, locations, experience, pay?}, as the
-- form sends them. Text is measured after trimming the form's set (space, tab, line feed, carriage
-- return). One function, calling nothing of ours: the CHECK runs it as the inserting role, which
-- may execute it but has no use of the `private` schema to look another function up.
create or replace function private.staffing_roles_valid(roles jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(roles) = 'array'
    and jsonb_array_length(roles) between 1 and 10
    and not exists (
      select from jsonb_array_elements(roles) as listed(role)
      where not coalesce(
        jsonb_typeof(role) = 'object'
        and not exists (
          select from jsonb_object_keys(role) as key
          where key not in ('title', 'headcount', 'locations', 'experience', 'pay')
        )
        and jsonb_typeof(role -> 'title') = 'string'
        and char_length(btrim(role ->> 'title', E' \t\n\r')) between 2 and 120
        and (role ->> 'title') !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
        and jsonb_typeof(role -> 'headcount') = 'number'
        and (role ->> 'headcount')::numeric = trunc((role ->> 'headcount')::numeric)
        and (role ->> 'headcount')::numeric between 1 and 10000
        and jsonb_typeof(role -> 'locations') = 'string'
        and char_length(btrim(role ->> 'locations', E' \t\n\r')) between 2 and 200
        and (role ->> 'locations') !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
        and jsonb_typeof(role -> 'experience') = 'string'
        and (role ->> 'experience') in ('fresher', '1-3', '3-5', '5-10', '10-plus')
        and (
          coalesce(jsonb_typeof(role -> 'pay'), 'null') = 'null'
          or (
            jsonb_typeof(role -> 'pay') = 'string'
            and char_length(btrim(role ->> 'pay', E' \t\n\r')) between 1 and 80
            and (role ->> 'pay') !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
          )
        ),
        false
      )
    )
$$;

create table public.staffing_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  company text not null,
  contact_name text not null,
  email text not null,
  -- E.164: the form writes an Indian number as +91XXXXXXXXXX.
  phone text not null,
  roles jsonb not null,
  engagement text not null,
  start_date date not null,
  -- Null: permanent or open-ended.
  end_date date,
  working_pattern text not null,
  needs_pf_esi boolean not null default false,
  needs_clra_licence boolean not null default false,
  needs_background_checks boolean not null default false,
  notes text,
  idempotency_key uuid not null,
  notified_at timestamptz,
  notify_lease_until timestamptz,

  constraint staffing_requests_company_check
    check (char_length(company) between 2 and 200
      and company !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'),
  constraint staffing_requests_contact_name_check
    check (char_length(contact_name) between 2 and 100
      and contact_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'),
  constraint staffing_requests_email_check
    check (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
    ),
  constraint staffing_requests_phone_check check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  constraint staffing_requests_roles_check check (coalesce(private.staffing_roles_valid(roles), false)),
  constraint staffing_requests_engagement_check
    check (engagement in ('temporary', 'project-based', 'contract-to-hire', 'permanent', 'rpo')),
  constraint staffing_requests_start_date_check
    check (start_date between date '2026-01-01' and date '2100-12-31'),
  constraint staffing_requests_end_date_check
    check (end_date is null or end_date between start_date and date '2100-12-31'),
  constraint staffing_requests_working_pattern_check
    check (working_pattern in ('day', 'rotational', 'night', 'flexible', 'weekends')),
  constraint staffing_requests_notes_check
    check (notes is null or char_length(notes) between 1 and 5000)
);

comment on table public.staffing_requests is
  'Staffing briefs from /hire: one row per brief, its roles a checked jsonb array. Insert-only for the public key.';

-- The CHECK calls its function as the inserting role: the public key may run this pure one (the
-- schema stays closed to it, and the data API never exposes `private`).
revoke all on function private.staffing_roles_valid(jsonb) from public;
grant execute on function private.staffing_roles_valid(jsonb) to anon, authenticated, service_role;

create unique index staffing_requests_idempotency_key on public.staffing_requests (idempotency_key);
create index staffing_requests_email_recent on public.staffing_requests (lower(email), created_at);
create index staffing_requests_not_notified
  on public.staffing_requests (created_at) where notified_at is null;

-- The guards of 20261125070000, in the same order: trim, the idempotency key, the limit per
-- address, one row per request; then the webhook (20261126100000).
create trigger staffing_requests_10_trim
  before insert on public.staffing_requests
  for each row execute function private.trim_text('company', 'contact_name', 'email', 'phone', 'notes');

create trigger staffing_requests_20_idempotent
  before insert on public.staffing_requests
  for each row execute function private.skip_existing('idempotency_key');

create trigger staffing_requests_40_rate_limit
  before insert on public.staffing_requests
  for each row execute function private.limit_rate('5', '1 hour', 'ci:email');

create trigger staffing_requests_50_one_row
  after insert on public.staffing_requests
  referencing new table as inserted
  for each statement execute function private.one_row_per_statement();

create trigger staffing_requests_90_notify
  after insert on public.staffing_requests
  for each row execute function private.notify_webhook();

-- Privileges --------------------------------------------------------------------------------------

alter table public.staffing_requests enable row level security;

revoke all on table public.staffing_requests from public, anon, authenticated, service_role;

grant insert (
  company, contact_name, email, phone, roles, engagement, start_date, end_date, working_pattern,
  needs_pf_esi, needs_clra_licence, needs_background_checks, notes, idempotency_key
) on table public.staffing_requests to anon, authenticated;

grant select, insert on table public.staffing_requests to service_role;

create policy "Clients can send staffing briefs"
  on public.staffing_requests
  for insert
  to anon, authenticated
  with check (true);

-- Mailed once, like an enquiry ------------------------------------------------------------------

create or replace function public.notify_claim_brief(request_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed jsonb;
begin
  update public.staffing_requests as stored
  set notify_lease_until = now() + private.notify_lease()
  where stored.id = request_id
    and stored.notified_at is null
    and (stored.notify_lease_until is null or stored.notify_lease_until < now())
  returning to_jsonb(stored) into claimed;
  return claimed;
end
$$;

create or replace function public.notify_sent(kind text, row_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if kind = 'enquiry' then
    update public.contact_submissions set notified_at = now(), notify_lease_until = null
    where id = row_id and notified_at is null;
  elsif kind = 'application' then
    update public.job_applications set notified_at = now(), notify_lease_until = null
    where id = row_id and notified_at is null;
  elsif kind = 'brief' then
    update public.staffing_requests set notified_at = now(), notify_lease_until = null
    where id = row_id and notified_at is null;
  else
    raise exception 'Unknown kind %', kind using errcode = '22023';
  end if;
  return found;
end
$$;

create or replace function public.notify_release(kind text, row_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if kind = 'enquiry' then
    update public.contact_submissions set notify_lease_until = null where id = row_id and notified_at is null;
  elsif kind = 'application' then
    update public.job_applications set notify_lease_until = null where id = row_id and notified_at is null;
  elsif kind = 'brief' then
    update public.staffing_requests set notify_lease_until = null where id = row_id and notified_at is null;
  else
    raise exception 'Unknown kind %', kind using errcode = '22023';
  end if;
  return found;
end
$$;

-- As 20261128090000's, with briefs among the rows the sweep mails.
create or replace function public.notify_pending(
  min_age_seconds integer default 120,
  batch_size integer default 100,
  after_created_at timestamptz default null,
  after_id uuid default null
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(jsonb_build_object('kind', kind, 'id', id, 'created_at', created_at) order by created_at, id),
    '[]'::jsonb
  )
  from (
    select kind, id, created_at from (
      select 'enquiry' as kind, id, created_at from public.contact_submissions
      where form_type = 'contact_page' and notified_at is null
        and created_at < now() - make_interval(secs => min_age_seconds)
        and (notify_lease_until is null or notify_lease_until < now())
      union all
      select 'brief', id, created_at from public.staffing_requests
      where notified_at is null
        and created_at < now() - make_interval(secs => min_age_seconds)
        and (notify_lease_until is null or notify_lease_until < now())
      union all
      select 'application', stored.id, stored.created_at from public.job_applications as stored
      where stored.notified_at is null
        and stored.created_at < now() - make_interval(secs => min_age_seconds)
        and (stored.notify_lease_until is null or stored.notify_lease_until < now())
        and (
          stored.resume_rejected_at is not null
          or exists (
            select from storage.objects as object
            where object.bucket_id = 'resumes' and object.name = stored.resume_path
          )
          or stored.created_at < now() - interval '1 hour'
        )
    ) as candidates
    where after_created_at is null
      or (created_at, id) > (after_created_at, coalesce(after_id, '00000000-0000-0000-0000-000000000000'::uuid))
    order by created_at, id
    limit least(greatest(batch_size, 1), 1000)
  ) as pending
$$;

-- The privacy policy's periods, with briefs kept as enquiries are: 24 months.
create or replace function public.retention_expire()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  paths jsonb;
  enquiries integer;
  briefs integer;
begin
  with gone as (
    delete from public.job_applications where created_at < now() - interval '12 months'
    returning resume_path
  )
  select coalesce(jsonb_agg(resume_path), '[]'::jsonb) into paths from gone;
  delete from public.contact_submissions
  where form_type = 'contact_page' and created_at < now() - interval '24 months';
  get diagnostics enquiries = row_count;
  delete from public.staffing_requests where created_at < now() - interval '24 months';
  get diagnostics briefs = row_count;
  return jsonb_build_object('applications', jsonb_array_length(paths), 'enquiries', enquiries,
    'briefs', briefs, 'resume_paths', paths);
end
$$;

create or replace function public.forget_person(person_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(person_email, E' \t\n\r'));
  paths jsonb;
  submissions integer;
  briefs integer;
begin
  if address is null or address = '' then
    raise exception 'An e-mail address is needed' using errcode = '22023';
  end if;
  with gone as (
    delete from public.job_applications where lower(email) = address returning resume_path
  )
  select coalesce(jsonb_agg(resume_path), '[]'::jsonb) into paths from gone;
  delete from public.contact_submissions where lower(email) = address;
  get diagnostics submissions = row_count;
  delete from public.staffing_requests where lower(email) = address;
  get diagnostics briefs = row_count;
  return jsonb_build_object('applications', jsonb_array_length(paths), 'submissions', submissions,
    'briefs', briefs, 'resume_paths', paths);
end
$$;

revoke all on function public.notify_claim_brief(uuid) from public, anon, authenticated;
grant execute on function public.notify_claim_brief(uuid) to service_role;
