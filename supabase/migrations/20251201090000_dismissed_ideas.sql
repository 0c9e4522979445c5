-- Recommendations (issue 30): "Not interested" and the opt-in to "Picked for you" in the daily alert.
--
-- dismissed_ideas: the ideas a signed-in user asked never to be recommended again, shaped like the other
-- workspace tables (one row per user and idea, 'idea-<n>' checked by shape only, since ideas live in the
-- published sheet). Each user reads, adds and removes only their own rows: one policy per operation, to
-- authenticated; anon gets nothing. There is no update policy: a dismissal is added (idempotently, as an
-- insert that ignores duplicates) or removed by Undo or Restore, never edited, so an update changes no row.
-- The alert job reads every user's rows as service_role, which bypasses RLS.
create table public.dismissed_ideas (
  user_id uuid not null references auth.users (id) on delete cascade,
  idea_id text not null constraint dismissed_ideas_idea_id_check check (idea_id ~ '^idea-[0-9]{1,9}$'),
  created_at timestamptz not null default now(),
  primary key (user_id, idea_id)
);

alter table public.dismissed_ideas enable row level security;

create policy "Users can read their own dismissed ideas"
  on public.dismissed_ideas for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can dismiss ideas for themselves"
  on public.dismissed_ideas for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can restore their own dismissed ideas"
  on public.dismissed_ideas for delete to authenticated
  using ((select auth.uid()) = user_id);

-- The same cap as saved ideas (enforce_row_limits, storage limits migration): one row per user and idea.
create trigger dismissed_ideas_row_limits before insert on public.dismissed_ideas
  for each row execute function public.enforce_row_limits('dismissed ideas', '5000');

-- The opt-in lives on the profile, not on the alert subscription: daily_alerts rows belong to an address
-- and are closed to every API role (the subscription functions run as service_role), while the profile
-- is the signed-in user's own row, readable and editable through its existing policies. Off by default:
-- the email uses a person's saved ideas only after they asked for it. Column privileges keep every other
-- profile column read-only (profiles column privileges migration).
alter table public.profiles
  add column picked_for_you boolean not null default false;

comment on column public.profiles.picked_for_you is
  'Opt-in: the daily alert to this account''s confirmed address includes "Picked for you" (issue 30).';

grant update (picked_for_you) on public.profiles to authenticated;
