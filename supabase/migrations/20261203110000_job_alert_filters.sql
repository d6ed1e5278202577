-- Issue 44, build item 4: a subscriber changes the filters of their job alert from the link in any
-- of its mails (/jobs/alerts/manage?token=…), with no account. The token is the alert's unsubscribe
-- token (20261202120000): whoever may stop the alert may also change what it follows.
--
-- * The public key still never reads, lists or updates `job_alert_subscriptions`: it calls the two
--   SECURITY DEFINER functions below with the token, and each touches only the row it names.
-- * `job_alert_filters(token)`: {status: 'active', location, function, engagement} for a confirmed
--   subscription or one whose confirmation link still works; {status: 'expired'} for one whose
--   confirmation ran out unused; {status: 'unknown'} for anything else (a guess, an unsubscribed
--   or deleted alert). Nothing else of the row leaves the database.
-- * `change_job_alert_filters(token, location, function, engagement)`: the same answers, with the
--   filters as stored. Each value is trimmed as the insert trims it, an empty one means "any", and
--   the table's CHECKs (the form's rules: one bounded line, engagement one of three) refuse the
--   rest with 23514, changing nothing. The roles already handed out stay handed out; the new
--   filters apply to roles posted from the day the alert was confirmed, as before.
-- The same SQL runs on Supabase, PostgreSQL 15+ and PGlite.

-- The row a manage link names, locked, and what the page may say of it.
create function private.job_alert_managed(token text, out found_id uuid, out status text)
language plpgsql security definer set search_path = ''
as $$
declare
  found_row public.job_alert_subscriptions;
begin
  select * into found_row from public.job_alert_subscriptions as stored
  where stored.id = private.job_alert_by_unsubscribe_token(token)
  for update;
  if not found then
    status := 'unknown';
  elsif found_row.confirmed_at is not null
    or (found_row.confirm_expires_at is not null and found_row.confirm_expires_at >= now()) then
    found_id := found_row.id;
    status := 'active';
  else
    status := 'expired';
  end if;
end
$$;

create function private.job_alert_filters_of(subscription_id uuid)
returns jsonb language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object('status', 'active', 'location', stored.location,
    'function', stored.function, 'engagement', stored.engagement)
  from public.job_alert_subscriptions as stored where stored.id = subscription_id
$$;

-- What the manage page shows: the alert's filters, or why there are none to show.
create function public.job_alert_filters(token text)
returns jsonb language plpgsql security definer set search_path = ''
as $$
declare
  managed record := private.job_alert_managed(token);
begin
  if managed.status <> 'active' then
    return jsonb_build_object('status', managed.status);
  end if;
  return private.job_alert_filters_of(managed.found_id);
end
$$;

-- Saves new filters (null or blank: any) and answers as job_alert_filters does, with them.
create function public.change_job_alert_filters(token text, location text, function text, engagement text)
returns jsonb language plpgsql security definer set search_path = ''
as $$
declare
  managed record := private.job_alert_managed(token);
begin
  if managed.status <> 'active' then
    return jsonb_build_object('status', managed.status);
  end if;
  -- private.trim_text's rule for the insert, then "" is "any".
  update public.job_alert_subscriptions
  set location = nullif(pg_catalog.btrim(change_job_alert_filters.location, E' \t\n\r'), ''),
    function = nullif(pg_catalog.btrim(change_job_alert_filters.function, E' \t\n\r'), ''),
    engagement = nullif(pg_catalog.btrim(change_job_alert_filters.engagement, E' \t\n\r'), '')
  where id = managed.found_id;
  return private.job_alert_filters_of(managed.found_id);
end
$$;

revoke all on function private.job_alert_managed(text), private.job_alert_filters_of(uuid) from public;

revoke all on function public.job_alert_filters(text), public.change_job_alert_filters(text, text, text, text)
  from public, anon, authenticated;

grant execute on function public.job_alert_filters(text), public.change_job_alert_filters(text, text, text, text)
  to anon, authenticated, service_role;
