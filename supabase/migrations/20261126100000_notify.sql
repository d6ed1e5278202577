-- Leads reach the team: a database webhook calls the Edge Function `notify` (supabase/functions)
-- after every enquiry, every job application and every résumé upload; the function mails the
-- firm once per row. A scheduled sweep (pg_cron) calls it again for rows not yet mailed, removes
-- résumés that no application claims, and enforces the privacy policy's retention periods.
-- Decisions 070 and 072 tell why it is shaped this way.
--
-- * The webhook posts through pg_net (`net.http_post`), which sends after the insert commits and
--   never makes the visitor wait. The function's URL and the shared secret come from Supabase
--   Vault (`vault.decrypted_secrets`, names `notify_url` and `notify_secret`); neither is written
--   here. Without them nothing is posted and the row is still stored: the sweep mails it later.
-- * Exactly once: the function claims a row (a lease, `notify_lease_until`) before it sends and
--   records `notified_at` after; a second call finds the row claimed or sent and sends nothing.
-- * The function reaches the database only through the `notify_*`, `resume_*`, `retention_*` and
--   `forget_*` functions below: SECURITY DEFINER, executable by service_role alone. The tables
--   keep their grants (service_role still cannot update or delete a row directly).
--
-- On Supabase, pg_net and pg_cron are extensions; on PostgreSQL 15 and PGlite (tests and the
-- local data API) stand-ins of `net.http_post`, `vault.decrypted_secrets` and `cron.schedule`
-- exist before this runs (apps/local-api/src/supabase-stand-ins.ts).

do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_net')
    and not exists (select from pg_namespace where nspname = 'net') then
    create extension if not exists pg_net with schema extensions;
  end if;
  if exists (select from pg_available_extensions where name = 'pg_cron')
    and not exists (select from pg_namespace where nspname = 'cron') then
    create extension if not exists pg_cron;
  end if;
end
$$;

-- The columns -----------------------------------------------------------------------------------

alter table public.contact_submissions
  add column notified_at timestamptz,
  add column notify_lease_until timestamptz;

alter table public.job_applications
  add column notified_at timestamptz,
  add column notify_lease_until timestamptz,
  -- Set when the stored file was not a PDF, DOC or DOCX by its first bytes; the file is removed.
  add column resume_rejected_at timestamptz;

comment on column public.contact_submissions.notified_at is
  'When the firm was mailed about this enquiry (null: not yet; newsletter rows are never mailed).';
comment on column public.job_applications.notified_at is
  'When the careers mailbox was mailed about this application (null: not yet).';

-- Rows stored before the webhook existed were read in the dashboard: the sweep does not mail them.
update public.contact_submissions set notified_at = created_at where form_type = 'contact_page';
update public.job_applications set notified_at = created_at;

create index contact_submissions_not_notified
  on public.contact_submissions (created_at) where notified_at is null and form_type = 'contact_page';
create index job_applications_not_notified
  on public.job_applications (created_at) where notified_at is null;

-- The webhook -----------------------------------------------------------------------------------

-- The Vault secret of that name, or null.
create or replace function private.vault_secret(secret_name text)
returns text
language sql
stable
security definer
set search_path = ''
as $$ select decrypted_secret from vault.decrypted_secrets where name = secret_name limit 1 $$;

-- Posts `body` to the function's URL (plus `route`) with the secret header. Never fails the
-- caller: a missing secret or a pg_net error is a warning, and the sweep catches up.
create or replace function private.post_to_notify(route text, body jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target text := private.vault_secret('notify_url');
  secret text := private.vault_secret('notify_secret');
begin
  if target is null or secret is null then
    raise warning 'notify: Vault has no notify_url or notify_secret; nothing posted (the sweep retries)';
    return;
  end if;
  perform net.http_post(
    url := rtrim(target, '/') || route,
    body := body,
    params := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', secret),
    timeout_milliseconds := 10000
  );
exception when others then
  raise warning 'notify: % (%)', sqlerrm, sqlstate;
end
$$;

-- A database webhook's payload, as Supabase's own webhooks send it.
create or replace function private.notify_webhook()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.post_to_notify('', jsonb_build_object(
    'type', tg_op,
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', to_jsonb(new),
    'old_record', null
  ));
  return null;
end
$$;

create or replace function private.request_sweep()
returns void
language sql
security definer
set search_path = ''
as $$ select private.post_to_notify('/sweep', '{}'::jsonb) $$;

revoke all on function private.vault_secret(text), private.post_to_notify(text, jsonb),
  private.notify_webhook(), private.request_sweep() from public;

-- After the guards (triggers of one kind fire in name order), and for enquiries only.
create trigger contact_submissions_90_notify
  after insert on public.contact_submissions
  for each row when (new.form_type = 'contact_page')
  execute function private.notify_webhook();

create trigger job_applications_90_notify
  after insert on public.job_applications
  for each row execute function private.notify_webhook();

-- A résumé may be stored before or after its row: the function mails when both exist.
create trigger objects_notify_resume
  after insert on storage.objects
  for each row when (new.bucket_id = 'resumes')
  execute function private.notify_webhook();

-- The sweep, every five minutes.
select cron.schedule('notify-sweep', '*/5 * * * *', 'select private.request_sweep()');

-- The function's calls --------------------------------------------------------------------------

-- How long a claim holds: longer than one send may take (the function gives SMTP 30 s).
create or replace function private.notify_lease()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '2 minutes' $$;

-- Claims an enquiry for mailing: the row, or null when it is a newsletter row, already mailed,
-- or claimed by another call whose lease still runs.
create or replace function public.notify_claim_enquiry(submission_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed jsonb;
begin
  update public.contact_submissions as stored
  set notify_lease_until = now() + private.notify_lease()
  where stored.id = submission_id
    and stored.form_type = 'contact_page'
    and stored.notified_at is null
    and (stored.notify_lease_until is null or stored.notify_lease_until < now())
  returning to_jsonb(stored) into claimed;
  return claimed;
end
$$;

-- Claims an application, named by its id or by its résumé's object name, once both the row and
-- its file exist (or its file was refused and removed); null otherwise.
create or replace function public.notify_claim_application(
  application_id uuid default null,
  object_name text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed jsonb;
begin
  update public.job_applications as stored
  set notify_lease_until = now() + private.notify_lease()
  where (stored.id = application_id or stored.resume_path = object_name)
    and stored.notified_at is null
    and (stored.notify_lease_until is null or stored.notify_lease_until < now())
    and (stored.resume_rejected_at is not null or exists (
      select from storage.objects as object
      where object.bucket_id = 'resumes' and object.name = stored.resume_path
    ))
  returning to_jsonb(stored) into claimed;
  return claimed;
end
$$;

-- Records the mail as sent. False when the row is gone or was already recorded.
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
  else
    raise exception 'Unknown kind %', kind using errcode = '22023';
  end if;
  return found;
end
$$;

-- Gives a claim back after a failed send, so the sweep may try again at once.
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
  else
    raise exception 'Unknown kind %', kind using errcode = '22023';
  end if;
  return found;
end
$$;

-- Marks an application whose file was not a PDF, DOC or DOCX (the function removed the file).
create or replace function public.notify_reject_resume(application_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.job_applications set resume_rejected_at = coalesce(resume_rejected_at, now())
  where id = application_id;
  return found;
end
$$;

-- Rows not yet mailed, stored at least `min_age_seconds` ago and not under a live claim:
-- [{"kind": "enquiry" | "application", "id": …}], oldest first, at most 100.
create or replace function public.notify_pending(min_age_seconds integer default 120)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('kind', kind, 'id', id) order by created_at), '[]'::jsonb)
  from (
    select 'enquiry' as kind, id, created_at from public.contact_submissions
    where form_type = 'contact_page' and notified_at is null
      and created_at < now() - make_interval(secs => min_age_seconds)
      and (notify_lease_until is null or notify_lease_until < now())
    union all
    select 'application', stored.id, stored.created_at from public.job_applications as stored
    where stored.notified_at is null
      and stored.created_at < now() - make_interval(secs => min_age_seconds)
      and (stored.notify_lease_until is null or stored.notify_lease_until < now())
      and (stored.resume_rejected_at is not null or exists (
        select from storage.objects as object
        where object.bucket_id = 'resumes' and object.name = stored.resume_path
      ))
    order by created_at
    limit 100
  ) as pending
$$;

-- Résumés no application names, stored at least `min_age_seconds` ago: their object names. The
-- function removes them through the Storage API (deleting storage.objects rows leaves the files).
create or replace function public.resume_orphans(min_age_seconds integer default 3600)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(object.name order by object.created_at), '[]'::jsonb)
  from storage.objects as object
  where object.bucket_id = 'resumes'
    and object.created_at < now() - make_interval(secs => min_age_seconds)
    and not exists (select from public.job_applications as stored where stored.resume_path = object.name)
$$;

-- The privacy policy's retention periods (packages/content/src/legal/privacy-policy.md): job
-- applications 12 months from receipt, résumé included; contact enquiries 24 months. Deletes the
-- rows and returns the résumés' object names for the function to remove; a file left by a failed
-- removal has no row any more, so the orphan sweep removes it next time.
create or replace function public.retention_expire()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  paths jsonb;
  enquiries integer;
begin
  with gone as (
    delete from public.job_applications where created_at < now() - interval '12 months'
    returning resume_path
  )
  select coalesce(jsonb_agg(resume_path), '[]'::jsonb) into paths from gone;
  delete from public.contact_submissions
  where form_type = 'contact_page' and created_at < now() - interval '24 months';
  get diagnostics enquiries = row_count;
  return jsonb_build_object('applications', jsonb_array_length(paths), 'enquiries', enquiries,
    'resume_paths', paths);
end
$$;

-- Deletion on request: every row of one e-mail address (enquiries, newsletter sign-up and
-- applications, compared case-insensitively), and the résumés' object names for the function.
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
  return jsonb_build_object('applications', jsonb_array_length(paths), 'submissions', submissions,
    'resume_paths', paths);
end
$$;

-- Supabase grants EXECUTE on new public functions to the API roles by default: take it back.
revoke all on function
  public.notify_claim_enquiry(uuid),
  public.notify_claim_application(uuid, text),
  public.notify_sent(text, uuid),
  public.notify_release(text, uuid),
  public.notify_reject_resume(uuid),
  public.notify_pending(integer),
  public.resume_orphans(integer),
  public.retention_expire(),
  public.forget_person(text)
from public, anon, authenticated;

grant execute on function
  public.notify_claim_enquiry(uuid),
  public.notify_claim_application(uuid, text),
  public.notify_sent(text, uuid),
  public.notify_release(text, uuid),
  public.notify_reject_resume(uuid),
  public.notify_pending(integer),
  public.resume_orphans(integer),
  public.retention_expire(),
  public.forget_person(text)
to service_role;

revoke all on function private.notify_lease() from public;
