-- An application whose résumé never arrived is still a lead.
--
-- The row comes first and authorises one upload for an hour (20261126090000_resume_after_row.sql);
-- a candidate who closes the tab between the two requests leaves a row with no file. Until now
-- the notify function waited for the file for ever, so nobody heard of that candidate. Once the
-- upload window has closed, the row is claimed like any other and mailed with the résumé marked
-- as not received; `resume_stored` tells the function which mail to write.

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
    and (
      stored.resume_rejected_at is not null
      or exists (
        select from storage.objects as object
        where object.bucket_id = 'resumes' and object.name = stored.resume_path
      )
      -- The upload window (the storage policy's hour) has closed without a file.
      or stored.created_at < now() - interval '1 hour'
    )
  returning to_jsonb(stored) || jsonb_build_object('resume_stored', exists (
    select from storage.objects as object
    where object.bucket_id = 'resumes' and object.name = stored.resume_path
  )) into claimed;
  return claimed;
end
$$;

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
      and (
        stored.resume_rejected_at is not null
        or exists (
          select from storage.objects as object
          where object.bucket_id = 'resumes' and object.name = stored.resume_path
        )
        or stored.created_at < now() - interval '1 hour'
      )
    order by created_at
    limit 100
  ) as pending
$$;

-- `create or replace` keeps the grants of 20261126100000_notify.sql: service_role alone.
