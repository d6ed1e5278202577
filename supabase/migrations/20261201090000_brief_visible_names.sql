-- Issue 46: a brief's names are held to the other forms' rules, and its start date to the form's.
--
-- A probe stored briefs whose company was "Acme \u202Egnp.exe" (it reads "Acme exe.png", in the
-- mail's Subject too), whose contact name was two zero-width spaces, whose company was two no-break
-- spaces and whose role title held U+2066; and, sent straight to the data API, a start date 30
-- days ago, which the form refuses. Now, as packages/contact-client/src/brief-schema.ts asks:
--
--   - company, contact name and each role's text hold no bidirectional control, zero-width space,
--     word joiner or byte-order mark (`hiddenControlPattern` of packages/contact-client's
--     schema.ts, verbatim; src/migrate.test.ts checks it);
--   - the contact name has two letters, as every person's name in the other forms
--     (20261126090000: `nameNonLetterClass`, verbatim), and the company and each role's title
--     at least one (3M is a company; two no-break spaces are not);
--   - the start date is today or later in India (Asia/Kolkata), the form's calendar, refused with
--     the form's words. A trigger, not a CHECK: a CHECK must hold for a row forever, and
--     yesterday's start was today's when it was sent. It runs after the idempotency key's trigger,
--     so a resend of a brief stored yesterday is still answered as stored.
--
-- Rows stored before these rules are kept as they were sent (NOT VALID); every new row is checked.
-- The same SQL runs on Supabase, PostgreSQL 15+ and PGlite.

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
        and (role ->> 'title') !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]'
        and char_length(regexp_replace(role ->> 'title', '[\u0001-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u0300-\u036f\u061c\u0660-\u0669\u06f0-\u06f9\u0964-\u096f\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u3164\ufe00-\ufe0f\ufe10-\ufe6f\ufeff\uff00-\uff20\uff3b-\uff40\uff5b-\uff65\uffa0\ufff0-\uffff\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U0001f000-\U0001faff\U000e0000-\U000e0fff\U000f0000-\U0010ffff]', '', 'g')) >= 1
        and jsonb_typeof(role -> 'headcount') = 'number'
        and (role ->> 'headcount')::numeric = trunc((role ->> 'headcount')::numeric)
        and (role ->> 'headcount')::numeric between 1 and 10000
        and jsonb_typeof(role -> 'locations') = 'string'
        and char_length(btrim(role ->> 'locations', E' \t\n\r')) between 2 and 200
        and (role ->> 'locations') !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
        and (role ->> 'locations') !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]'
        and jsonb_typeof(role -> 'experience') = 'string'
        and (role ->> 'experience') in ('fresher', '1-3', '3-5', '5-10', '10-plus')
        and (
          coalesce(jsonb_typeof(role -> 'pay'), 'null') = 'null'
          or (
            jsonb_typeof(role -> 'pay') = 'string'
            and char_length(btrim(role ->> 'pay', E' \t\n\r')) between 1 and 80
            and (role ->> 'pay') !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
            and (role ->> 'pay') !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]'
          )
        ),
        false
      )
    )
$$;

alter table public.staffing_requests
  drop constraint staffing_requests_company_check,
  drop constraint staffing_requests_contact_name_check;

alter table public.staffing_requests
  add constraint staffing_requests_company_check
    check (char_length(company) between 2 and 200
      and company !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
      and company !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]'
      and char_length(regexp_replace(company, '[\u0001-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u0300-\u036f\u061c\u0660-\u0669\u06f0-\u06f9\u0964-\u096f\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u3164\ufe00-\ufe0f\ufe10-\ufe6f\ufeff\uff00-\uff20\uff3b-\uff40\uff5b-\uff65\uffa0\ufff0-\uffff\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U0001f000-\U0001faff\U000e0000-\U000e0fff\U000f0000-\U0010ffff]', '', 'g')) >= 1
    ) not valid,
  add constraint staffing_requests_contact_name_check
    check (char_length(contact_name) between 2 and 100
      and contact_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
      and contact_name !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]'
      and char_length(regexp_replace(contact_name, '[\u0001-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u0300-\u036f\u061c\u0660-\u0669\u06f0-\u06f9\u0964-\u096f\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u3164\ufe00-\ufe0f\ufe10-\ufe6f\ufeff\uff00-\uff20\uff3b-\uff40\uff5b-\uff65\uffa0\ufff0-\uffff\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U0001f000-\U0001faff\U000e0000-\U000e0fff\U000f0000-\U0010ffff]', '', 'g')) >= 2
    ) not valid;

-- The start date, from today in India --------------------------------------------------------------
-- Refused as the CHECK of its column would be (23514, `staffing_requests_start_date_check`), so the
-- site names the field, with the form's message (`briefMessages.startDatePast`) as the detail.
create or replace function private.start_from_today_in_india()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.start_date < (pg_catalog.now() at time zone 'Asia/Kolkata')::date then
    raise exception 'new row for relation "%" violates check constraint "%"',
        tg_table_name, tg_table_name || '_start_date_check'
      using errcode = 'check_violation', constraint = tg_table_name || '_start_date_check',
        column = 'start_date', detail = 'Enter a start date from today onwards';
  end if;
  return new;
end
$$;

create trigger staffing_requests_30_start_date
  before insert on public.staffing_requests
  for each row execute function private.start_from_today_in_india();
