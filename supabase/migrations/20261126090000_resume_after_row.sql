-- An application's row first, then its résumé: the row authorises exactly one upload.
--
-- Until now the browser uploaded the file and then inserted the row (20261125080000), so the
-- public key could write to the bucket at will: 200 uploads from one client without a single row
-- were all stored. Now the row comes first and the bucket takes one object per recent row:
--
--   - the row no longer needs a stored file; it keeps the résumé's declared name, type and size,
--     checked by the same constraints as before (the path must be `<opening>/<key>.<ext of type>`);
--   - the public key may insert an object in `resumes` only under the `resume_path` of an
--     application stored within the last hour. Storage's unique (bucket_id, name) makes it one
--     object per row: a second upload to the same name is Storage's 409 Duplicate, which the site
--     takes as done, so a resend after a reload still ends with one row and one file.
--
-- The rows themselves stay bounded as before (five a day per address, one per request), so a
-- flood of uploads stores at most what the row limit allows. Decision 064 has the reasons.
--
-- Also here: a person's name needs at least two letters, in both forms' tables. The same SQL runs
-- on Supabase, PostgreSQL 15+ (with Supabase's storage schema) and PGlite.

-- The row no longer waits for its file ---------------------------------------------------------

drop trigger job_applications_30_resume on public.job_applications;
drop function private.attach_resume();

comment on column public.job_applications.resume_type is
  'The type the candidate''s browser read from the file''s first bytes, as declared with the row.';
comment on column public.job_applications.resume_size is
  'The size in bytes declared with the row; the stored object''s metadata has the uploaded size.';

-- One upload per recent application ------------------------------------------------------------

-- Functions a row-level security policy calls: the roles the policy applies to must be able to run
-- them, so they live apart from `private` (which nobody but the owner reaches), and nothing else
-- lives here. The data API does not expose this schema.
create schema if not exists policies;
revoke all on schema policies from public;
grant usage on schema policies to anon, authenticated;

-- Whether an object of this name is the résumé of an application stored within the last hour.
-- Runs as its owner, since the public key may not read job_applications; answers only yes or no
-- about a name that holds a random key, so it reveals nothing a caller did not already know.
create or replace function policies.awaits_resume(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.job_applications
    where resume_path = object_name
      and created_at > now() - interval '1 hour'
  )
$$;

revoke all on function policies.awaits_resume(text) from public;
grant execute on function policies.awaits_resume(text) to anon, authenticated;

-- The name alone decides: it must be an application's résumé path, and that path is already held
-- to `<opening>/<key>.<pdf|doc|docx>` by the row's constraints. No "not stored yet" condition: a
-- policy is checked before the unique name, so it would turn Storage's 409 Duplicate (which a
-- resend takes as success) into a 403; the unique name already allows one object per row, and
-- with no update policy an upsert is refused.
drop policy "Applicants can upload a resume" on storage.objects;

create policy "Applicants can upload the resume of their application"
  on storage.objects
  for insert
  to anon, authenticated
  with check (bucket_id = 'resumes' and policies.awaits_resume(name));

-- A name needs two letters -----------------------------------------------------------------------
-- A name made only of spaces, no-break spaces or zero-width characters was accepted. A name now
-- needs two letters: two characters left once digits, punctuation, symbols, spaces, combining marks
-- on their own, emoji and invisible characters (zero-width, joiners, direction marks, Hangul
-- fillers, byte-order mark…) are removed. The class below is packages/contact-client's
-- `nameNonLetterClass`, verbatim (src/migrate.test.ts checks it), so the forms and the database
-- agree on every name. It lists code points rather than using [[:alpha:]], which follows the
-- database's LC_CTYPE: under `C` only A-Z are letters, and every name in Devanagari would be refused.
--
-- Rows stored before this rule are kept as they were sent (NOT VALID); every new row is checked.

alter table public.contact_submissions
  drop constraint contact_submissions_first_name_check,
  drop constraint contact_submissions_last_name_check;

alter table public.contact_submissions
  add constraint contact_submissions_first_name_check
    check (
      case form_type
        when 'contact_page' then coalesce(
          char_length(first_name) between 2 and 100
            and first_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
            and char_length(regexp_replace(first_name, '[\u0001-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u0300-\u036f\u061c\u0660-\u0669\u06f0-\u06f9\u0964-\u096f\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u3164\ufe00-\ufe0f\ufe10-\ufe6f\ufeff\uff00-\uff20\uff3b-\uff40\uff5b-\uff65\uffa0\ufff0-\uffff\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U0001f000-\U0001faff\U000e0000-\U000e0fff\U000f0000-\U0010ffff]', '', 'g')) >= 2,
          false)
        when 'newsletter' then first_name is null
        else true
      end
    ) not valid,
  add constraint contact_submissions_last_name_check
    check (
      case form_type
        when 'contact_page' then coalesce(
          char_length(last_name) between 2 and 100
            and last_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
            and char_length(regexp_replace(last_name, '[\u0001-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u0300-\u036f\u061c\u0660-\u0669\u06f0-\u06f9\u0964-\u096f\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u3164\ufe00-\ufe0f\ufe10-\ufe6f\ufeff\uff00-\uff20\uff3b-\uff40\uff5b-\uff65\uffa0\ufff0-\uffff\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U0001f000-\U0001faff\U000e0000-\U000e0fff\U000f0000-\U0010ffff]', '', 'g')) >= 2,
          false)
        when 'newsletter' then last_name is null
        else true
      end
    ) not valid;

alter table public.job_applications drop constraint job_applications_full_name_check;

alter table public.job_applications
  add constraint job_applications_full_name_check
    check (char_length(full_name) between 2 and 100
      and full_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
      and char_length(regexp_replace(full_name, '[\u0001-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u0300-\u036f\u061c\u0660-\u0669\u06f0-\u06f9\u0964-\u096f\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u3164\ufe00-\ufe0f\ufe10-\ufe6f\ufeff\uff00-\uff20\uff3b-\uff40\uff5b-\uff65\uffa0\ufff0-\uffff\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U0001f000-\U0001faff\U000e0000-\U000e0fff\U000f0000-\U0010ffff]', '', 'g')) >= 2
    ) not valid;
