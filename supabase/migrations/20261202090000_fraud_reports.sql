-- Issue 43: a report of a recruitment scam in the firm's name, from /recruitment-fraud. Decision
-- 096 tells why it is a table of its own, what it keeps and for how long.
--
-- One row per report, sent by the public key with an insert and nothing else; the CHECKs repeat
-- the report form's rules (packages/contact-client/src/fraud-report-schema.ts): the lengths of
-- the trimmed text, single-line fields on one line, no hidden or direction-changing character
-- (`hiddenControlPattern`, verbatim; decision 091), a reporter's name with two letters
-- (`nameNonLetterClass`, verbatim), the forms' e-mail pattern and E.164 phone numbers, and
-- consent whenever a way to reach the reporter is given. The form removes hidden characters
-- before sending (a number copied from WhatsApp carries U+202A and U+202C round it); the table
-- refuses a row that still holds one. A report is mailed once to the firm through the notify
-- registry (decision 094) and kept 24 months.
-- The same SQL runs on Supabase, PostgreSQL 15+ and PGlite.

create table public.fraud_reports (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- What happened, as the candidate tells it: several lines.
  what_happened text not null,
  -- The number, address or link the scammer used, as the candidate has it.
  scammer_contact text not null,
  -- When it happened (null: not given); never after today in India.
  happened_on date,
  -- A way back to the reporter, all optional.
  reporter_name text,
  email text,
  -- E.164: the form writes an Indian number as +91XXXXXXXXXX.
  phone text,
  consent boolean not null default false,
  idempotency_key uuid not null,
  notified_at timestamptz,
  notify_lease_until timestamptz,

  constraint fraud_reports_what_happened_check
    check (char_length(what_happened) between 10 and 3000
      and what_happened !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]'
      and what_happened !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]'),
  constraint fraud_reports_scammer_contact_check
    check (char_length(scammer_contact) between 3 and 300
      and scammer_contact !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
      and scammer_contact !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]'),
  constraint fraud_reports_happened_on_check
    check (happened_on is null or happened_on between date '2000-01-01' and date '2100-12-31'),
  constraint fraud_reports_reporter_name_check
    check (reporter_name is null or (
      char_length(reporter_name) between 2 and 100
      and reporter_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
      and reporter_name !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]'
      and char_length(regexp_replace(reporter_name, '[\u0001-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u0300-\u036f\u061c\u0660-\u0669\u06f0-\u06f9\u0964-\u096f\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u3164\ufe00-\ufe0f\ufe10-\ufe6f\ufeff\uff00-\uff20\uff3b-\uff40\uff5b-\uff65\uffa0\ufff0-\uffff\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U0001f000-\U0001faff\U000e0000-\U000e0fff\U000f0000-\U0010ffff]', '', 'g')) >= 2
    )),
  constraint fraud_reports_email_check
    check (email is null or (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
    )),
  constraint fraud_reports_phone_check check (phone is null or phone ~ '^\+[1-9][0-9]{7,14}$'),
  constraint fraud_reports_consent_check
    check (consent or (reporter_name is null and email is null and phone is null))
);

comment on table public.fraud_reports is
  'Reports of recruitment scams in the firm''s name, from /recruitment-fraud. Insert-only for the public key.';

create unique index fraud_reports_idempotency_key on public.fraud_reports (idempotency_key);
create index fraud_reports_email_recent on public.fraud_reports (lower(email), created_at)
  where email is not null;
create index fraud_reports_phone_recent on public.fraud_reports (phone, created_at) where phone is not null;
create index fraud_reports_not_notified on public.fraud_reports (created_at) where notified_at is null;

-- The day it happened, not after today in India: refused as the column's CHECK would be (23514,
-- `fraud_reports_happened_on_check`), so the site names the field, with the form's message as the
-- detail. A trigger, for a CHECK must hold for ever and today moves; it runs after the idempotency
-- key's, as the brief's start date does (20261201090000).
create function private.fraud_day_not_after_today()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.happened_on > (pg_catalog.now() at time zone 'Asia/Kolkata')::date then
    raise exception 'new row for relation "%" violates check constraint "%"',
        tg_table_name, 'fraud_reports_happened_on_check'
      using errcode = 'check_violation', constraint = 'fraud_reports_happened_on_check',
        column = 'happened_on', detail = 'Enter a date that is today or earlier';
  end if;
  return new;
end
$$;

revoke all on function private.fraud_day_not_after_today() from public;

-- The guards of 20261125070000, in the same order: trim, the idempotency key, the day, five
-- reports an hour per e-mail address and per phone number when one is given, one row per request;
-- then the webhook.
create trigger fraud_reports_10_trim
  before insert on public.fraud_reports
  for each row execute function private.trim_text(
    'what_happened', 'scammer_contact', 'reporter_name', 'email', 'phone');

create trigger fraud_reports_20_idempotent
  before insert on public.fraud_reports
  for each row execute function private.skip_existing('idempotency_key');

create trigger fraud_reports_30_happened_on
  before insert on public.fraud_reports
  for each row when (new.happened_on is not null) execute function private.fraud_day_not_after_today();

create trigger fraud_reports_40_rate_limit_email
  before insert on public.fraud_reports
  for each row when (new.email is not null) execute function private.limit_rate('5', '1 hour', 'ci:email');

create trigger fraud_reports_41_rate_limit_phone
  before insert on public.fraud_reports
  for each row when (new.phone is not null) execute function private.limit_rate('5', '1 hour', 'phone');

create trigger fraud_reports_50_one_row
  after insert on public.fraud_reports
  referencing new table as inserted
  for each statement execute function private.one_row_per_statement();

create trigger fraud_reports_90_notify
  after insert on public.fraud_reports
  for each row execute function private.notify_webhook();

-- Privileges ---------------------------------------------------------------------------------

alter table public.fraud_reports enable row level security;

revoke all on table public.fraud_reports from public, anon, authenticated, service_role;

grant insert (
  what_happened, scammer_contact, happened_on, reporter_name, email, phone, consent, idempotency_key
) on table public.fraud_reports to anon, authenticated;

grant select, insert on table public.fraud_reports to service_role;

create policy "Candidates can report a recruitment scam"
  on public.fraud_reports
  for insert
  to anon, authenticated
  with check (true);

-- Mailed once, kept 24 months, forgotten with the rest of an address's rows (decision 094) ----------

insert into private.notify_kinds
  (kind, lead_table, lead_rows, ready, claimed_extra, resume_column, retention, expired_key,
   email_column, forgotten_key)
values
  ('fraud_report', 'public.fraud_reports', null, null, null, null, '24 months', 'fraud_reports',
   'email', 'fraud_reports');
