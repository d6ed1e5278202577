-- Job applications from the careers pages: a résumé in a private Storage bucket, then one row.
--
-- The candidate's browser (the public key, anon) uploads the file first, to
-- `resumes/<opening>/<application key>.<pdf|doc|docx>`, and then inserts the row naming that path.
-- The row is refused unless the file is stored, and the row's size and type are taken from the
-- stored object, not from the caller. The application key is the row's idempotency key: a resend
-- finds the file already there (Storage answers 409) and the row already stored (a quiet success),
-- so an application is one file and one row however often it is sent.
--
-- The checks repeat the form's rules (packages/contact-client/src/application-schema.ts) on the
-- trimmed, stored value; the guards come from 20261125070000_submission_guards.sql.
-- The same SQL runs on Supabase, PostgreSQL 15+ (with Supabase's storage schema) and PGlite.

-- The bucket ------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'resumes',
  'resumes',
  false,
  5242880,
  array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Visitors may add a new résumé under an opening's folder with a key-shaped name, and nothing
-- else: with no select, update or delete policy they cannot read, list, overwrite (an upsert
-- needs select and update) or delete any object, their own included.
create policy "Applicants can upload a resume"
  on storage.objects
  for insert
  to anon, authenticated
  with check (
    bucket_id = 'resumes'
    and array_length(storage.foldername(name), 1) = 1
    and (storage.foldername(name))[1] ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
    and char_length((storage.foldername(name))[1]) <= 80
    and storage.filename(name)
      ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx)$'
  );

-- The table -------------------------------------------------------------------------------------

create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- An opening's id on the careers page, or 'general' for "Don't see your role?".
  opening_id text not null,
  opening_title text not null,
  full_name text not null,
  email text not null,
  -- +91 and the ten digits, however it was typed.
  mobile text not null,
  city text not null,
  experience text not null,
  notice_period text not null,
  linkedin_url text,
  cover_note text,
  -- The object's name in the `resumes` bucket.
  resume_path text not null,
  -- The file's name on the candidate's computer, for the recruiter's download.
  resume_name text not null,
  -- Copied from the stored object by a trigger.
  resume_type text not null,
  resume_size integer not null,
  -- The consent to processing under the DPDP Act, given when the row was sent.
  consent boolean not null,
  idempotency_key uuid not null,

  constraint job_applications_opening_id_check
    check (opening_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(opening_id) <= 80),
  constraint job_applications_opening_title_check
    check (char_length(opening_title) between 2 and 120
      and opening_title !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'),
  constraint job_applications_full_name_check
    check (char_length(full_name) between 2 and 100
      and full_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'),
  constraint job_applications_email_check
    check (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
    ),
  constraint job_applications_mobile_check check (mobile ~ '^\+91[6-9][0-9]{9}$'),
  constraint job_applications_city_check
    check (char_length(city) between 2 and 80
      and city !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'),
  constraint job_applications_experience_check
    check (experience in ('fresher', '1-3', '3-5', '5-8', '8-12', '12-plus')),
  constraint job_applications_notice_period_check
    check (notice_period in ('immediate', '15-days', '30-days', '60-days', '90-days')),
  constraint job_applications_linkedin_url_check
    check (linkedin_url is null or (
      char_length(linkedin_url) <= 200
      and linkedin_url ~ '^https://([a-z]{2,3}\.)?linkedin\.com/[A-Za-z0-9_/%.~-]+$'
    )),
  constraint job_applications_cover_note_check
    check (cover_note is null or char_length(cover_note) between 1 and 3000),
  constraint job_applications_resume_path_check
    check (resume_path = opening_id || '/' || idempotency_key || '.'
      || case resume_type
        when 'application/pdf' then 'pdf'
        when 'application/msword' then 'doc'
        else 'docx'
      end),
  constraint job_applications_resume_name_check
    check (char_length(resume_name) between 1 and 255
      and resume_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029/\\]'),
  constraint job_applications_resume_type_check
    check (resume_type in (
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    )),
  constraint job_applications_resume_size_check check (resume_size between 1 and 5242880),
  constraint job_applications_consent_check check (consent)
);

comment on table public.job_applications is
  'Applications from the careers pages; the résumé is the object resume_path in the private bucket resumes. Insert-only for the public key.';

create unique index job_applications_idempotency_key on public.job_applications (idempotency_key);
create unique index job_applications_resume_path on public.job_applications (resume_path);
create index job_applications_email_recent on public.job_applications (lower(email), created_at);
create index job_applications_opening on public.job_applications (opening_id, created_at);

-- The résumé must be stored before the row: its size and type come from the stored object. Runs
-- as the owner, since the public key may not read storage.objects.
create or replace function private.attach_resume()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored jsonb;
begin
  select coalesce(metadata, '{}'::jsonb) into stored
  from storage.objects
  where bucket_id = 'resumes' and name = new.resume_path;
  if not found then
    raise exception 'The resume % is not stored', new.resume_path
      using errcode = 'foreign_key_violation',
        constraint = 'job_applications_resume_path_check',
        hint = 'Upload the file to the resumes bucket first.';
  end if;
  new.resume_size := (stored ->> 'size')::integer;
  new.resume_type := stored ->> 'mimetype';
  return new;
end
$$;

-- Like the other guards, the owner's alone: a trigger runs it without the caller's privileges.
revoke all on function private.attach_resume() from public;

-- Triggers of one kind fire in name order: trim, the idempotency key (a resend is a quiet success
-- before any other rule), the stored résumé, then the limit per address.
create trigger job_applications_10_trim
  before insert on public.job_applications
  for each row execute function private.trim_text(
    'opening_title', 'full_name', 'email', 'mobile', 'city', 'linkedin_url', 'cover_note', 'resume_name'
  );

create trigger job_applications_20_idempotent
  before insert on public.job_applications
  for each row execute function private.skip_existing('idempotency_key');

create trigger job_applications_30_resume
  before insert on public.job_applications
  for each row execute function private.attach_resume();

-- A candidate may apply to each opening and generally; more than five a day is not a candidate.
create trigger job_applications_40_rate_limit
  before insert on public.job_applications
  for each row execute function private.limit_rate('5', '1 day', 'ci:email');

create trigger job_applications_50_one_row
  after insert on public.job_applications
  referencing new table as inserted
  for each statement execute function private.one_row_per_statement();

-- Privileges ------------------------------------------------------------------------------------

alter table public.job_applications enable row level security;

revoke all on table public.job_applications from public, anon, authenticated, service_role;

-- Visitors send the form's columns, never id or created_at. They send the résumé's size and type
-- too (every rule is checked on a resend as on a first send), and the trigger replaces both with
-- the stored object's.
grant insert (
  opening_id, opening_title, full_name, email, mobile, city, experience, notice_period,
  linkedin_url, cover_note, resume_path, resume_name, resume_type, resume_size, consent,
  idempotency_key
) on table public.job_applications to anon, authenticated;

-- The back office (service_role, servers only) reads applications; it bypasses row-level security
-- and still cannot change or delete what a candidate sent.
grant select, insert on table public.job_applications to service_role;

create policy "Candidates can send applications"
  on public.job_applications
  for insert
  to anon, authenticated
  with check (true);
