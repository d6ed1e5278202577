-- Issue 43: the quick apply for a client's role at /jobs/<role>/apply. Decision 097 tells why it
-- is a table of its own rather than job_applications with looser columns: the columns a candidate
-- must give differ (a name, a mobile number and a city; no e-mail, no résumé), and the careers
-- pages keep the fuller form.
--
-- One row per attempt, sent by the public key with an insert and nothing else; the CHECKs repeat
-- the form's rules (packages/contact-client/src/quick-apply-schema.ts) on the trimmed value: a
-- name with two letters (`nameNonLetterClass`, verbatim), single-line fields on one line with no
-- hidden or direction-changing character (`hiddenControlPattern`, verbatim; decision 091), the
-- mobile as +91 and ten digits from 6 to 9, the forms' e-mail pattern, the offered choices, the
-- consent. The résumé is optional and follows the application's way (20261126090000): the row
-- comes first and declares it; the bucket takes one object under the path of a row stored within
-- the hour; the notify function mails once the file is there, refused, or the hour has passed; the
-- orphan sweep removes a file without a row. A phone's photo of a résumé (JPEG or PNG) is taken
-- here, and the bucket now allows both types. Mailed once through the notify registry (decision
-- 094), kept 12 months as applications are.
-- The same SQL runs on Supabase, PostgreSQL 15+ (with Supabase's storage schema) and PGlite.

create table public.quick_applications (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- The client's role, as its page showed it: /jobs/<role_slug>.
  role_slug text not null,
  role_title text not null,
  -- The client, described, never named ("A listed FMCG company").
  role_client text not null,
  role_location text not null,
  full_name text not null,
  -- +91 and the ten digits, however it was typed.
  mobile text not null,
  city text not null,
  email text,
  experience text,
  notice_period text,
  note text,
  -- The résumé, all four or none: the object's name in bucket `resumes`, the name on the
  -- candidate's phone, the type read from its first bytes and its size, as declared with the row.
  resume_path text,
  resume_name text,
  resume_type text,
  resume_size integer,
  -- Set by the notify function when the stored file is not what it was declared to be.
  resume_rejected_at timestamptz,
  consent boolean not null,
  idempotency_key uuid not null,
  notified_at timestamptz,
  notify_lease_until timestamptz,

  constraint quick_applications_role_slug_check
    check (role_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(role_slug) <= 80),
  constraint quick_applications_role_title_check
    check (char_length(role_title) between 2 and 120
      and role_title !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'),
  constraint quick_applications_role_client_check
    check (char_length(role_client) between 2 and 120
      and role_client !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'),
  constraint quick_applications_role_location_check
    check (char_length(role_location) between 2 and 80
      and role_location !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'),
  constraint quick_applications_full_name_check
    check (char_length(full_name) between 2 and 100
      and full_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
      and full_name !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]'
      and char_length(regexp_replace(full_name, '[\u0001-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u0300-\u036f\u061c\u0660-\u0669\u06f0-\u06f9\u0964-\u096f\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u3164\ufe00-\ufe0f\ufe10-\ufe6f\ufeff\uff00-\uff20\uff3b-\uff40\uff5b-\uff65\uffa0\ufff0-\uffff\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U0001f000-\U0001faff\U000e0000-\U000e0fff\U000f0000-\U0010ffff]', '', 'g')) >= 2),
  constraint quick_applications_mobile_check check (mobile ~ '^\+91[6-9][0-9]{9}$'),
  constraint quick_applications_city_check
    check (char_length(city) between 2 and 80
      and city !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
      and city !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]'),
  constraint quick_applications_email_check
    check (email is null or (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
    )),
  constraint quick_applications_experience_check
    check (experience is null or experience in ('fresher', '1-3', '3-5', '5-8', '8-12', '12-plus')),
  constraint quick_applications_notice_period_check
    check (notice_period is null
      or notice_period in ('immediate', '15-days', '30-days', '60-days', '90-days')),
  constraint quick_applications_note_check
    check (note is null or (
      char_length(note) between 1 and 1000
      and note !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]'
      and note !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]'
    )),
  constraint quick_applications_resume_all_or_none_check
    check (num_nulls(resume_path, resume_name, resume_type, resume_size) in (0, 4)),
  constraint quick_applications_resume_type_check
    check (resume_type is null or resume_type in (
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/jpeg',
      'image/png'
    )),
  -- job-<role>/<key>.<the type's extension>: the role's folder, as a client role's application's.
  -- Another type is the type check's refusal.
  constraint quick_applications_resume_path_check
    check (resume_path is null or resume_path = 'job-' || role_slug || '/' || idempotency_key || '.'
      || case resume_type
        when 'application/pdf' then 'pdf'
        when 'application/msword' then 'doc'
        when 'image/jpeg' then 'jpg'
        when 'image/png' then 'png'
        when 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' then 'docx'
      end),
  constraint quick_applications_resume_name_check
    check (resume_name is null or (
      char_length(resume_name) between 1 and 255
      and resume_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029/\\]'
      and resume_name !~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
      and lower(resume_name) like '%' || substring(resume_path from '\.[a-z]+$')
    )),
  constraint quick_applications_resume_size_check
    check (resume_size is null or resume_size between 1 and 5242880),
  constraint quick_applications_consent_check check (consent)
);

comment on table public.quick_applications is
  'Quick applications for client roles, from /jobs/<role>/apply; the optional résumé is the object resume_path in the private bucket resumes. Insert-only for the public key.';

create unique index quick_applications_idempotency_key on public.quick_applications (idempotency_key);
create unique index quick_applications_resume_path on public.quick_applications (resume_path)
  where resume_path is not null;
create index quick_applications_mobile_recent on public.quick_applications (mobile, created_at);
create index quick_applications_email_recent on public.quick_applications (lower(email), created_at)
  where email is not null;
create index quick_applications_not_notified on public.quick_applications (created_at)
  where notified_at is null;

-- The guards of 20261125070000, in the same order: trim, the idempotency key (a resend is a quiet
-- success before any other rule), five applications a day per mobile number, one row per
-- request; then the webhook.
create trigger quick_applications_10_trim
  before insert on public.quick_applications
  for each row execute function private.trim_text(
    'role_title', 'role_client', 'role_location', 'full_name', 'mobile', 'city', 'email', 'note',
    'resume_name');

create trigger quick_applications_20_idempotent
  before insert on public.quick_applications
  for each row execute function private.skip_existing('idempotency_key');

create trigger quick_applications_40_rate_limit
  before insert on public.quick_applications
  for each row execute function private.limit_rate('5', '1 day', 'mobile');

create trigger quick_applications_50_one_row
  after insert on public.quick_applications
  referencing new table as inserted
  for each statement execute function private.one_row_per_statement();

create trigger quick_applications_90_notify
  after insert on public.quick_applications
  for each row execute function private.notify_webhook();

-- Privileges ---------------------------------------------------------------------------------

alter table public.quick_applications enable row level security;

revoke all on table public.quick_applications from public, anon, authenticated, service_role;

grant insert (
  role_slug, role_title, role_client, role_location, full_name, mobile, city, email, experience,
  notice_period, note, resume_path, resume_name, resume_type, resume_size, consent, idempotency_key
) on table public.quick_applications to anon, authenticated;

grant select, insert on table public.quick_applications to service_role;

create policy "Candidates can apply for a client role"
  on public.quick_applications
  for insert
  to anon, authenticated
  with check (true);

-- The résumé: a phone's photo too, one object per recent row, no orphan kept -------------------

update storage.buckets
set allowed_mime_types = array[
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png'
]
where id = 'resumes';

-- The storage policy of 20261126090000 asks this: an object name is awaited when it is the
-- résumé path of an application, or now of a quick application, stored within the last hour.
create or replace function policies.awaits_resume(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.job_applications
    where resume_path = object_name and created_at > now() - interval '1 hour'
  ) or exists (
    select from public.quick_applications
    where resume_path = object_name and created_at > now() - interval '1 hour'
  )
$$;

-- Files whose row is gone or never came: neither kind of application names them.
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
    and not exists (select from public.quick_applications as stored where stored.resume_path = object.name)
$$;

-- The function found the stored file is not the document or photo declared: it removed the file
-- and mails the application saying so.
create function public.notify_reject_quick_resume(application_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.quick_applications set resume_rejected_at = coalesce(resume_rejected_at, now())
  where id = application_id and resume_path is not null;
  return found;
end
$$;

revoke all on function public.notify_reject_quick_resume(uuid) from public, anon, authenticated;
grant execute on function public.notify_reject_quick_resume(uuid) to service_role;

-- Mailed once, kept 12 months, forgotten with the rest of an address's rows (decision 094) -------

-- Ready at once without a résumé; with one, as an application is: once the file is stored or
-- refused, or once the upload window has closed without it.
insert into private.notify_kinds
  (kind, lead_table, lead_rows, ready, claimed_extra, resume_column, retention, expired_key,
   email_column, forgotten_key)
values
  ('quick_application', 'public.quick_applications', null,
   $$stored.resume_path is null or stored.resume_rejected_at is not null
     or private.resume_stored(stored.resume_path) or stored.created_at < now() - interval '1 hour'$$,
   $$jsonb_build_object('resume_stored', stored.resume_path is not null and private.resume_stored(stored.resume_path))$$,
   'resume_path', '12 months', 'quick_applications', 'email', 'quick_applications');
