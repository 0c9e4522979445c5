-- Admin runs: one row per admin action (sitemap generation, indexing submission or test, webhook trigger,
-- rebuild), written by the Netlify functions with the service role after they have checked the caller is an
-- admin, and by the weekday scheduled rebuild (no actor). Admins read the history on /webhook-trigger; nobody
-- writes through the API: there are no insert, update or delete policies, so only service_role (which
-- bypasses RLS) can add rows, and a run, once recorded, is never edited.

create table public.admin_runs (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('sitemap', 'indexnow', 'webhook', 'rebuild')),
  status text not null check (status in ('success', 'error')),
  -- How the action ran: 'manual' (an admin's button), 'test' (the indexing dry run), 'schedule' (cron).
  method text not null check (method in ('manual', 'test', 'schedule')),
  submitted integer check (submitted is null or submitted >= 0),
  payload jsonb,
  duration_ms integer not null check (duration_ms >= 0),
  error text check (error is null or char_length(error) <= 2000),
  actor uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index admin_runs_kind_created_at on public.admin_runs (kind, created_at desc);

alter table public.admin_runs enable row level security;

comment on table public.admin_runs is 'History of admin actions (written by the Netlify functions with the service role); readable by admins only.';

-- The caller's own profile row is visible to them (profiles policy), so this needs no security definer.
create policy "Admins can read admin runs"
  on public.admin_runs for select
  to authenticated
  using (exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin'));
