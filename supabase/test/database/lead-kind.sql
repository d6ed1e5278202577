-- A throwaway lead table, registered for notify as the next one would be (decision 094): the
-- table with the four columns the notify functions use, its webhook, and its row of
-- private.notify_kinds. src/testing/notify-suite.ts applies it, holds it to 40 lines and drops it.
create table public.job_alerts (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null,
  topic text not null,
  -- Only a confirmed alert is a lead; an unconfirmed one is never mailed or expired.
  confirmed boolean not null default false,
  notified_at timestamptz,
  notify_lease_until timestamptz
);

alter table public.job_alerts enable row level security;
revoke all on table public.job_alerts from public, anon, authenticated, service_role;
grant select, insert on table public.job_alerts to service_role;

create trigger job_alerts_90_notify
  after insert on public.job_alerts
  for each row when (new.confirmed) execute function private.notify_webhook();

insert into private.notify_kinds
  (kind, lead_table, lead_rows, retention, expired_key, email_column, forgotten_key)
values
  ('job_alert', 'public.job_alerts', 'stored.confirmed', '6 months', 'job_alerts', 'email', 'job_alerts');
