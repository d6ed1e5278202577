-- Issue 37: a résumé's declared name cannot disguise its file, and the sweep drains a backlog.
--
-- * `resume_name` is what the candidate's computer called the file. The recruiter's download is
--   now named by the notify function itself (the candidate's name and the type the bytes really
--   are), but the declared name is still shown in the mail and by `pnpm submissions`, so it must
--   end with the stored file's extension and hold no bidirectional control, which makes a name
--   read otherwise than it is ("CV\u202Efdp.exe" shows as "CVexe.pdf").
-- * `notify_pending` takes a cursor, so one sweep mails the whole backlog in batches of 100
--   (oldest first) instead of 100 rows a run.

-- Rows stored before this rule get the ending their file has and lose any direction control, so
-- the constraint holds for every row.
update public.job_applications
set resume_name = left(
    regexp_replace(resume_name, '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]', '', 'g'),
    250
  ) || substring(resume_path from '\.[a-z]+$')
where lower(resume_name) !~ ('\' || substring(resume_path from '\.[a-z]+$') || '$')
  or resume_name ~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]';

alter table public.job_applications
  add constraint job_applications_resume_name_extension_check
    check (lower(resume_name) like '%' || substring(resume_path from '\.[a-z]+$')),
  add constraint job_applications_resume_name_bidi_check
    check (resume_name !~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]');

drop function public.notify_pending(integer);

-- Rows not yet mailed, stored at least `min_age_seconds` ago and not under a live claim, after
-- the cursor (`after_created_at`, `after_id`) when one is given: [{"kind", "id", "created_at"}],
-- oldest first, at most `batch_size`.
create function public.notify_pending(
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

revoke all on function public.notify_pending(integer, integer, timestamptz, uuid)
  from public, anon, authenticated;
grant execute on function public.notify_pending(integer, integer, timestamptz, uuid) to service_role;
