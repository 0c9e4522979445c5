-- Saved searches (issue 19.5): a signed-in user keeps discover's filters and search, with optional minimum
-- scores, and the daily alert lists the new ideas each one matches (grouped by search) until it is paused.
-- Each user reads and writes only their own rows: one policy per operation, to authenticated; anon gets
-- nothing. The alert job reads every user's searches as service_role.
--
-- The filters are stored as discover has them: the search text as typed (matched as a case-insensitive
-- substring), technology and industry category names (OR within a kind, AND across kinds). Ideas live in
-- the published sheet, not in the database, so category names are checked by shape only.
create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (name = btrim(name) and char_length(name) between 1 and 80),
  query text not null default '' check (char_length(query) <= 200),
  -- At most 20 names of 1 to 80 characters each (the category lists are far shorter); no nulls.
  technologies text[] not null default '{}' check (
    cardinality(technologies) <= 20 and array_position(technologies, null) is null
    and char_length(array_to_string(technologies, '')) <= 20 * 80 and '' <> all (technologies)
  ),
  industries text[] not null default '{}' check (
    cardinality(industries) <= 20 and array_position(industries, null) is null
    and char_length(array_to_string(industries, '')) <= 20 * 80 and '' <> all (industries)
  ),
  -- Minimum scores out of 10 with at most one decimal (the scores' own precision); null: no threshold.
  min_novelty numeric check (min_novelty between 0 and 10 and min_novelty = round(min_novelty, 1)),
  min_market numeric check (min_market between 0 and 10 and min_market = round(min_market, 1)),
  min_feasibility numeric check (min_feasibility between 0 and 10 and min_feasibility = round(min_feasibility, 1)),
  min_composite numeric check (min_composite between 0 and 10 and min_composite = round(min_composite, 1)),
  paused boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.saved_searches enable row level security;

create index saved_searches_user_created on public.saved_searches (user_id, created_at);

create trigger saved_searches_set_updated_at
  before update on public.saved_searches
  for each row execute function public.set_updated_at();

create policy "Users can read their own saved searches"
  on public.saved_searches for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can add their own saved searches"
  on public.saved_searches for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can update their own saved searches"
  on public.saved_searches for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users can delete their own saved searches"
  on public.saved_searches for delete to authenticated
  using ((select auth.uid()) = user_id);

-- At most 50 per user, refused with SQLSTATE P0001 (PostgREST answers 400) and a message the site shows as
-- is, like the workspace's limits (enforce_row_limits, which counts per idea and so needs an idea_id).
-- Security invoker: the count runs under the caller's row-level security, over their own rows.
create function public.enforce_saved_search_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  per_user constant integer := 50;
  found_rows integer;
begin
  -- One insert per user at a time: two at once cannot both pass a count of the limit minus one.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(tg_table_name), pg_catalog.hashtext(new.user_id::text));
  select count(*) into found_rows from public.saved_searches where user_id = new.user_id;
  if found_rows >= per_user then
    raise exception using errcode = 'P0001', message = pg_catalog.format('Limit reached: at most %s saved searches per account.', per_user);
  end if;
  return new;
end;
$$;

revoke execute on function public.enforce_saved_search_limit() from public, anon, authenticated;

create trigger saved_searches_row_limit before insert on public.saved_searches
  for each row execute function public.enforce_saved_search_limit();
