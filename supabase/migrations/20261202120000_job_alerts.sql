-- Issue 44: job alerts. A candidate leaves an address on /jobs with the filters they chose; one
-- confirmation mail goes to it (double opt-in); once confirmed, the job-alerts function mails
-- each new matching role once, at most one mail a day. Decision 100 tells why it is shaped so.
--
-- * `job_alert_subscriptions`: one row per attempt, inserted by the public key and never read,
--   changed or deleted by it. The CHECKs repeat the form's rules
--   (packages/contact-client/src/job-alert-schema.ts).
-- * The confirmation is a notify kind (`job_alert_confirm`, decision 094): claimed, mailed and
--   settled by the notify function exactly as a lead is. At most one confirmation per address
--   per hour: a later row within the hour is stored already settled (`confirm_suppressed`), so
--   nothing claims or mails it, and the visitor is answered as for the first.
-- * The confirmation token is drawn at the claim (two gen_random_uuid(): 244 random bits from
--   PostgreSQL's strong random source; pgcrypto is not loaded on PGlite) and kept only as its
--   SHA-256, single-use, for 48 hours. A claim after a failed send draws a new one, so the link
--   that works is the one in the mail that went.
-- * The unsubscribe token is not stored: it is the row's id and a SHA-256 keyed by a secret of
--   the database's own (`private.job_alert_key`), valid for the subscription's life.
-- * `confirm_job_alert(token)` and `unsubscribe_job_alert(token)` are what the public key may
--   call; they answer only 'confirmed' / 'expired' / 'unknown' and 'unsubscribed' / 'unknown'.
-- * Alerts: `job_alert_mails` (one per subscriber and day in India) and `job_alert_roles` (one
--   per subscriber and role, unique): a role is handed out once, recorded as 'sending' under a
--   lease before SMTP; a lease that ran out is sent-unknown and never sent again.
-- * Retention: unconfirmed rows 7 days, confirmed ones 12 months after the confirmation or the
--   last alert, whichever is later; unsubscribing deletes the row at once, keeping nothing.
-- The same SQL runs on Supabase, PostgreSQL 15+ and PGlite.

create table public.job_alert_subscriptions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null,
  -- The filters of /jobs, as its URL carries them; null: any.
  location text,
  function text,
  engagement text,
  consent boolean not null,
  idempotency_key uuid not null,
  -- The page the form was sent from, named in the confirmation mail.
  source_path text not null,
  -- A later row for an address already mailed a confirmation within the hour: never mailed.
  confirm_suppressed boolean not null default false,
  confirm_token_hash bytea,
  confirm_expires_at timestamptz,
  confirmed_at timestamptz,
  last_alert_at timestamptz,
  notified_at timestamptz,
  notify_lease_until timestamptz,

  constraint job_alert_subscriptions_email_check
    check (char_length(email) <= 254
      and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'),
  constraint job_alert_subscriptions_location_check
    check (location is null or (char_length(location) between 1 and 60
      and location !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
      and location !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]')),
  constraint job_alert_subscriptions_function_check
    check (function is null or (char_length(function) between 1 and 60
      and function !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
      and function !~ '[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]')),
  constraint job_alert_subscriptions_engagement_check
    check (engagement is null or engagement in ('contract', 'contract-to-hire', 'permanent')),
  constraint job_alert_subscriptions_consent_check check (consent),
  constraint job_alert_subscriptions_source_path_check
    check (char_length(source_path) between 1 and 200 and source_path ~ '^/[A-Za-z0-9/_-]*$')
);

comment on table public.job_alert_subscriptions is
  'Job alert subscriptions from /jobs, one row per attempt. Insert-only for the public key (decision 100).';

create unique index job_alert_subscriptions_idempotency_key on public.job_alert_subscriptions (idempotency_key);
create index job_alert_subscriptions_email_recent on public.job_alert_subscriptions (lower(email), created_at);
create unique index job_alert_subscriptions_confirm_token
  on public.job_alert_subscriptions (confirm_token_hash) where confirm_token_hash is not null;
create index job_alert_subscriptions_not_notified
  on public.job_alert_subscriptions (created_at) where notified_at is null;

-- One confirmation per address per hour: a row after one that was (or will be) mailed within the
-- hour is stored settled. Under the address's advisory lock, so two at once cannot both be mailed.
create function private.job_alert_one_confirmation_an_hour()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('job alert confirm ' || lower(new.email), 0));
  if exists (
    select from public.job_alert_subscriptions as stored
    where lower(stored.email) = lower(new.email)
      and stored.created_at > now() - interval '1 hour'
      and not stored.confirm_suppressed
  ) then
    new.confirm_suppressed := true;
    new.notified_at := now();
  else
    new.confirm_suppressed := false;
    new.notified_at := null;
  end if;
  -- What only the functions below set.
  new.confirm_token_hash := null;
  new.confirm_expires_at := null;
  new.confirmed_at := null;
  new.last_alert_at := null;
  new.notify_lease_until := null;
  return new;
end
$$;

-- The guards of 20261125070000, in their order: trim, the idempotency key, twenty rows an hour
-- per address (beyond the one mail), the hourly confirmation, one row per request; the webhook.
create trigger job_alert_subscriptions_10_trim
  before insert on public.job_alert_subscriptions
  for each row execute function private.trim_text('email', 'location', 'function', 'source_path');

create trigger job_alert_subscriptions_20_idempotent
  before insert on public.job_alert_subscriptions
  for each row execute function private.skip_existing('idempotency_key');

create trigger job_alert_subscriptions_40_rate_limit_email
  before insert on public.job_alert_subscriptions
  for each row execute function private.limit_rate('20', '1 hour', 'ci:email');

create trigger job_alert_subscriptions_45_one_confirmation
  before insert on public.job_alert_subscriptions
  for each row execute function private.job_alert_one_confirmation_an_hour();

create trigger job_alert_subscriptions_50_one_row
  after insert on public.job_alert_subscriptions
  referencing new table as inserted
  for each statement execute function private.one_row_per_statement();

create trigger job_alert_subscriptions_90_notify
  after insert on public.job_alert_subscriptions
  for each row when (not new.confirm_suppressed) execute function private.notify_webhook();

alter table public.job_alert_subscriptions enable row level security;

revoke all on table public.job_alert_subscriptions from public, anon, authenticated, service_role;

grant insert (email, location, function, engagement, consent, idempotency_key, source_path)
  on table public.job_alert_subscriptions to anon, authenticated;

grant select, insert on table public.job_alert_subscriptions to service_role;

create policy "Candidates can ask for job alerts"
  on public.job_alert_subscriptions
  for insert
  to anon, authenticated
  with check (true);

-- The confirmation, a notify kind ----------------------------------------------------------------

-- Retention of the registry deletes unconfirmed rows 7 days after they were stored (`lead_rows`);
-- private.job_alerts_lapse below deletes the confirmed ones. forget_person deletes by address.
insert into private.notify_kinds
  (kind, lead_table, lead_rows, ready, claimed_extra, resume_column, retention, expired_key,
   email_column, forgotten_key)
values
  ('job_alert_confirm', 'public.job_alert_subscriptions', $$stored.confirmed_at is null$$, null, null,
   null, '7 days', 'alert_subscriptions_unconfirmed', 'email', 'alert_subscriptions');

-- The database's own key for unsubscribe tokens: drawn once, readable by no role.
create table private.job_alert_key (
  only_row boolean primary key default true check (only_row),
  secret text not null
);
insert into private.job_alert_key (secret)
  values (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
revoke all on table private.job_alert_key from public, anon, authenticated, service_role;

create function private.job_alert_token_hash(token text)
returns bytea language sql immutable set search_path = ''
as $$ select pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8')) $$;

-- `<id without dashes>.<hex SHA-256 of key, id>`: what every alert mail's unsubscribe link holds.
create function private.job_alert_unsubscribe_token(subscription_id uuid)
returns text language sql stable security definer set search_path = ''
as $$
  select replace(subscription_id::text, '-', '') || '.' || pg_catalog.encode(
    private.job_alert_token_hash((select secret from private.job_alert_key) || ':' || subscription_id::text),
    'hex')
$$;

-- The subscription an unsubscribe token names, or null.
create function private.job_alert_by_unsubscribe_token(token text)
returns uuid language plpgsql stable security definer set search_path = ''
as $$
declare
  named uuid;
begin
  if token is null or token !~ '^[0-9a-f]{32}\.[0-9a-f]{64}$' then
    return null;
  end if;
  named := pg_catalog.substr(token, 1, 32)::uuid;
  if private.job_alert_unsubscribe_token(named) <> token then
    return null;
  end if;
  return named;
end
$$;

-- What a claimed subscription shows the functions: no token hash.
create function private.job_alert_public(claimed jsonb)
returns jsonb language sql immutable set search_path = ''
as $$ select claimed - 'confirm_token_hash' $$;

-- Claims a confirmation for mailing (notify_claim) and draws its token: the row with
-- `confirm_token` and `unsubscribe_token`, or null as notify_claim answers.
create function public.job_alert_claim_confirm(subscription_id uuid)
returns jsonb language plpgsql security definer set search_path = ''
as $$
declare
  claimed jsonb := public.notify_claim('job_alert_confirm', subscription_id);
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if claimed is null then
    return null;
  end if;
  update public.job_alert_subscriptions
  set confirm_token_hash = private.job_alert_token_hash(token),
    confirm_expires_at = now() + interval '48 hours'
  where id = subscription_id;
  return private.job_alert_public(claimed) || jsonb_build_object(
    'confirm_token', token,
    'unsubscribe_token', private.job_alert_unsubscribe_token(subscription_id));
end
$$;

-- The confirmation link: 'confirmed' once, then 'unknown'; 'expired' after 48 hours.
create function public.confirm_job_alert(token text)
returns text language plpgsql security definer set search_path = ''
as $$
declare
  found_row public.job_alert_subscriptions;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return 'unknown';
  end if;
  select * into found_row from public.job_alert_subscriptions as stored
  where stored.confirm_token_hash = private.job_alert_token_hash(token)
  for update;
  if not found then
    return 'unknown';
  end if;
  if found_row.confirm_expires_at < now() then
    return 'expired';
  end if;
  update public.job_alert_subscriptions
  set confirmed_at = now(), confirm_token_hash = null, confirm_expires_at = null
  where id = found_row.id;
  return 'confirmed';
end
$$;

-- Unsubscribing deletes the subscription and what was sent to it: 'unsubscribed' or 'unknown'.
create function public.unsubscribe_job_alert(token text)
returns text language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.job_alert_subscriptions where id = private.job_alert_by_unsubscribe_token(token);
  return case when found then 'unsubscribed' else 'unknown' end;
end
$$;

-- The alerts -----------------------------------------------------------------------------------

-- One mail to a subscriber on one day in India; 'sending' from the claim until SMTP accepted it.
create table public.job_alert_mails (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references public.job_alert_subscriptions (id) on delete cascade,
  created_at timestamptz not null default now(),
  day date not null default (now() at time zone 'Asia/Kolkata')::date,
  state text not null default 'sending' check (state in ('sending', 'sent')),
  lease_until timestamptz not null,
  sent_at timestamptz,
  unique (subscription_id, day)
);

-- A role handed out to a subscriber: never again, whatever became of its mail.
create table public.job_alert_roles (
  subscription_id uuid not null references public.job_alert_subscriptions (id) on delete cascade,
  role_slug text not null check (role_slug ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  mail_id uuid not null references public.job_alert_mails (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (subscription_id, role_slug)
);

create index job_alert_roles_mail on public.job_alert_roles (mail_id);

alter table public.job_alert_mails enable row level security;
alter table public.job_alert_roles enable row level security;
revoke all on table public.job_alert_mails, public.job_alert_roles
  from public, anon, authenticated, service_role;
grant select on table public.job_alert_mails, public.job_alert_roles to service_role;

-- The confirmed subscriptions with no mail today and the roles of `roles` (the site's jobs.json:
-- [{slug, location, function, engagement, datePosted}]) that match their filters
-- (matchesFilters of packages/content/src/jobs.ts), were posted on or after the day they
-- confirmed, and were never handed out to them: [{"subscription_id", "slugs": [...]}].
create function public.job_alert_due(roles jsonb, batch_size integer default 100)
returns jsonb language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('subscription_id', id, 'slugs', slugs) order by id), '[]'::jsonb)
  from (
    select subscription.id, jsonb_agg(role ->> 'slug' order by role ->> 'slug') as slugs
    from public.job_alert_subscriptions as subscription
    cross join jsonb_array_elements(roles) as role
    where subscription.confirmed_at is not null
      and (subscription.location is null or subscription.location = role ->> 'location')
      and (subscription.function is null or subscription.function = role ->> 'function')
      and (subscription.engagement is null or subscription.engagement = role ->> 'engagement')
      and (role ->> 'datePosted') >= ((subscription.confirmed_at at time zone 'Asia/Kolkata')::date)::text
      and not exists (
        select from public.job_alert_mails as mail
        where mail.subscription_id = subscription.id
          and mail.day = (now() at time zone 'Asia/Kolkata')::date
      )
      and not exists (
        select from public.job_alert_roles as handed
        where handed.subscription_id = subscription.id and handed.role_slug = role ->> 'slug'
      )
    group by subscription.id
    order by subscription.id
    limit least(greatest(batch_size, 1), 1000)
  ) as due
$$;

-- Hands out a day's mail: records it 'sending' under a lease with the roles of `slugs` not yet
-- handed out to the subscriber, and returns {mail_id, email, slugs, unsubscribe_token,
-- lease_until}; null when the subscription is gone or unconfirmed, has today's mail, or has
-- every role already. From here a role is never offered to the subscriber again: a mail whose
-- lease runs out at 'sending' may have been accepted by SMTP (decision 100).
create function public.job_alert_claim(subscriber_id uuid, slugs jsonb)
returns jsonb language plpgsql security definer set search_path = ''
as $$
declare
  subscriber public.job_alert_subscriptions;
  mail public.job_alert_mails;
  handed text[];
begin
  select * into subscriber from public.job_alert_subscriptions as stored
  where stored.id = subscriber_id and stored.confirmed_at is not null
  for update;
  if not found then
    return null;
  end if;
  insert into public.job_alert_mails (subscription_id, lease_until)
  values (subscriber.id, now() + private.notify_lease())
  on conflict (subscription_id, day) do nothing
  returning * into mail;
  if mail.id is null then
    return null;
  end if;
  with offered as (
    insert into public.job_alert_roles (subscription_id, role_slug, mail_id)
    select subscriber.id, slug, mail.id from jsonb_array_elements_text(slugs) as slug
    on conflict do nothing
    returning role_slug
  )
  select array_agg(role_slug order by role_slug) into handed from offered;
  if handed is null then
    delete from public.job_alert_mails where id = mail.id;
    return null;
  end if;
  return jsonb_build_object('mail_id', mail.id, 'email', subscriber.email, 'slugs', to_jsonb(handed),
    'location', subscriber.location, 'function', subscriber.function,
    'engagement', subscriber.engagement, 'lease_until', mail.lease_until,
    'unsubscribe_token', private.job_alert_unsubscribe_token(subscriber.id));
end
$$;

-- Ends a hand-out: `sent` records the mail; otherwise (SMTP refused it, or the lease ran short
-- before SMTP was free) the mail and its roles are removed so the next run offers them again.
-- False when the mail is gone or was settled.
create function public.job_alert_settle(mail_id uuid, sent boolean)
returns boolean language plpgsql security definer set search_path = ''
as $$
declare
  settled public.job_alert_mails;
begin
  if sent then
    update public.job_alert_mails as mail set state = 'sent', sent_at = now()
    where mail.id = mail_id and mail.state = 'sending'
    returning * into settled;
    if settled.id is not null then
      update public.job_alert_subscriptions set last_alert_at = now() where id = settled.subscription_id;
    end if;
  else
    delete from public.job_alert_mails as mail
    where mail.id = mail_id and mail.state = 'sending' and mail.lease_until > now()
    returning * into settled;
  end if;
  return settled.id is not null;
end
$$;

-- Confirmed subscriptions whose confirmation and last alert are both older than 12 months.
create function private.job_alerts_lapse()
returns integer language plpgsql set search_path = ''
as $$
declare
  lapsed integer;
begin
  delete from public.job_alert_subscriptions
  where confirmed_at is not null
    and greatest(confirmed_at, coalesce(last_alert_at, confirmed_at)) < now() - interval '12 months';
  get diagnostics lapsed = row_count;
  return lapsed;
end
$$;

-- The sweep's retention (20261201120000) and the confirmed subscriptions that lapsed.
create or replace function public.retention_expire()
returns jsonb language sql security definer set search_path = ''
as $$ select private.leads_delete() || jsonb_build_object('alert_subscriptions_lapsed', private.job_alerts_lapse()) $$;

revoke all on function private.job_alert_one_confirmation_an_hour(), private.job_alert_token_hash(text),
  private.job_alert_unsubscribe_token(uuid), private.job_alert_by_unsubscribe_token(text),
  private.job_alert_public(jsonb), private.job_alerts_lapse() from public;

revoke all on function public.job_alert_claim_confirm(uuid), public.job_alert_due(jsonb, integer),
  public.job_alert_claim(uuid, jsonb), public.job_alert_settle(uuid, boolean),
  public.confirm_job_alert(text), public.unsubscribe_job_alert(text)
  from public, anon, authenticated;

grant execute on function public.job_alert_claim_confirm(uuid), public.job_alert_due(jsonb, integer),
  public.job_alert_claim(uuid, jsonb), public.job_alert_settle(uuid, boolean),
  public.confirm_job_alert(text), public.unsubscribe_job_alert(text)
  to service_role;

grant execute on function public.confirm_job_alert(text), public.unsubscribe_job_alert(text)
  to anon, authenticated;

-- The schedule: pg_cron posts to the job-alerts function (Vault's `job_alerts_url`, with the
-- notify secret) every day at 09:00 in India, as the sweep is posted (20261126100000). Without
-- the secrets nothing is posted; locally `pnpm alerts` runs it.
create function private.request_job_alerts()
returns void language plpgsql security definer set search_path = ''
as $$
declare
  target text := private.vault_secret('job_alerts_url');
  secret text := private.vault_secret('notify_secret');
begin
  if target is null or secret is null then
    raise warning 'job-alerts: Vault has no job_alerts_url or notify_secret; nothing posted';
    return;
  end if;
  perform net.http_post(
    url := rtrim(target, '/') || '/run',
    body := '{}'::jsonb,
    params := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', secret),
    timeout_milliseconds := 10000
  );
exception when others then
  raise warning 'job-alerts: % (%)', sqlerrm, sqlstate;
end
$$;

revoke all on function private.request_job_alerts() from public;

select cron.schedule('job-alerts', '30 3 * * *', 'select private.request_job_alerts()');
