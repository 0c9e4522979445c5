-- The admin page's Delivery section (issue 19.7): each delivery run's numbers, the subscriber counts of
-- each list, and the admin history of test sends.
--
-- delivery_runs: one row per run of a mailing job (the daily alerts; the weekly newsletter can record its
-- runs here too), written with the service role by the job itself. Like admin_runs: RLS on, a select
-- policy for admins only, and no insert, update or delete policies, so only service_role writes and a
-- recorded run is never edited through the API.
create table public.delivery_runs (
  id uuid primary key default gen_random_uuid(),
  list text not null check (list in ('newsletter', 'alerts')),
  edition text not null check (char_length(edition) between 1 and 100),
  -- 'schedule' (Netlify's cron) or 'command' (npm run alerts:send, by hand).
  method text not null check (method in ('schedule', 'command')),
  -- 'error': the run stopped before the end; the counts say how far it got.
  status text not null check (status in ('success', 'error')),
  sent integer not null default 0 check (sent >= 0),
  skipped integer not null default 0 check (skipped >= 0),
  up_to_date integer not null default 0 check (up_to_date >= 0),
  failed integer not null default 0 check (failed >= 0),
  undeliverable integer not null default 0 check (undeliverable >= 0),
  confirmations integer not null default 0 check (confirmations >= 0),
  deleted integer not null default 0 check (deleted >= 0),
  duration_ms integer not null check (duration_ms >= 0),
  error text check (error is null or char_length(error) <= 2000),
  created_at timestamptz not null default now()
);

create index delivery_runs_list_created_at on public.delivery_runs (list, created_at desc);

alter table public.delivery_runs enable row level security;

comment on table public.delivery_runs is 'Numbers of each mailing run (written by the jobs with the service role); readable by admins only.';

create policy "Admins can read delivery runs"
  on public.delivery_runs for select
  to authenticated
  using (exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin'));

-- A test send from the Delivery section is an admin action like the others: recorded in admin_runs.
alter table public.admin_runs drop constraint admin_runs_kind_check;
alter table public.admin_runs add constraint admin_runs_kind_check
  check (kind in ('sitemap', 'indexnow', 'webhook', 'rebuild', 'delivery-test'));

-- Subscribers of each list by state, for the admin function (service_role) only. The four counts do not
-- overlap: an undeliverable address is confirmed but no longer mailed, so it is not counted as confirmed.
create function public.subscription_counts()
returns table (list text, confirmed integer, pending integer, unsubscribed integer, undeliverable integer)
language sql
stable
security definer
set search_path = ''
as $$
  select 'newsletter',
         (count(*) filter (where status = 'confirmed' and undeliverable_at is null))::integer,
         (count(*) filter (where status = 'pending'))::integer,
         (count(*) filter (where status = 'unsubscribed'))::integer,
         (count(*) filter (where status = 'confirmed' and undeliverable_at is not null))::integer
    from public.newsletter_subscriptions
  union all
  select 'alerts',
         (count(*) filter (where status = 'confirmed' and undeliverable_at is null))::integer,
         (count(*) filter (where status = 'pending'))::integer,
         (count(*) filter (where status = 'unsubscribed'))::integer,
         (count(*) filter (where status = 'confirmed' and undeliverable_at is not null))::integer
    from public.daily_alerts;
$$;

-- The confirmation email request_subscription() stamped could not be sent: clear the stamp, so asking
-- again sends one at once instead of waiting out the 10-minute resend window (and the next daily run,
-- which mails pending addresses that never got one, retries it).
create function public.release_confirmation(list text, subscription_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  execute format('update public.%I set confirmation_sent_at = null where id = $1 and status = ''pending''', public.subscription_table(list))
    using subscription_id;
end;
$$;

revoke execute on function public.subscription_counts(), public.release_confirmation(text, uuid) from public, anon, authenticated;
grant execute on function public.subscription_counts(), public.release_confirmation(text, uuid) to service_role;
