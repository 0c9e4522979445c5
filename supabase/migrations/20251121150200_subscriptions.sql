-- Newsletter and daily-alert subscriptions: visitors (anon) and signed-in users may only add an address.
-- There are deliberately no select, update or delete policies: only service_role (which bypasses RLS) reads
-- or changes the lists. A plain insert (PostgREST without `Prefer: return=representation`) needs no select
-- policy; a second subscription of the same address fails with 23505 (the site shows "already subscribed").
-- Emails are stored trimmed and lower-cased (normalised by a trigger before the checks), at most 255
-- characters, and must look like local@domain.tld.

create or replace function public.normalize_subscription_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := pg_catalog.lower(pg_catalog.btrim(new.email));
  return new;
end;
$$;

revoke execute on function public.normalize_subscription_email() from public, anon, authenticated;

-- Newsletter -------------------------------------------------------------------------------------------
create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    constraint newsletter_subscriptions_email_normalized check (email = lower(btrim(email)))
    constraint newsletter_subscriptions_email_length check (char_length(email) <= 255)
    constraint newsletter_subscriptions_email_format
      check (email ~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'),
  created_at timestamptz not null default now()
);

alter table public.newsletter_subscriptions enable row level security;

create trigger newsletter_subscriptions_normalize_email
  before insert or update of email on public.newsletter_subscriptions
  for each row execute function public.normalize_subscription_email();

create policy "Visitors can subscribe to the newsletter"
  on public.newsletter_subscriptions for insert to anon
  with check (true);

create policy "Signed-in users can subscribe to the newsletter"
  on public.newsletter_subscriptions for insert to authenticated
  with check (true);

-- Daily alerts -----------------------------------------------------------------------------------------
create table public.daily_alerts (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    constraint daily_alerts_email_normalized check (email = lower(btrim(email)))
    constraint daily_alerts_email_length check (char_length(email) <= 255)
    constraint daily_alerts_email_format
      check (email ~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'),
  created_at timestamptz not null default now()
);

alter table public.daily_alerts enable row level security;

create trigger daily_alerts_normalize_email
  before insert or update of email on public.daily_alerts
  for each row execute function public.normalize_subscription_email();

create policy "Visitors can subscribe to daily alerts"
  on public.daily_alerts for insert to anon
  with check (true);

create policy "Signed-in users can subscribe to daily alerts"
  on public.daily_alerts for insert to authenticated
  with check (true);
