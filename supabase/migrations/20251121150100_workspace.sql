-- The signed-in workspace: bookmarks, the user's own tags and notes per idea, and papers marked as read.
-- Every row belongs to one user (user_id) and one idea (idea_id, the site's 'idea-<n>' id; ideas live in the
-- published sheet, not in the database, so idea_id is checked by shape only). Each user reads and writes only
-- their own rows: one policy per operation, to authenticated; anon gets nothing.
-- Tags and notes are not tied to a bookmark by a foreign key: the site bookmarks first (spec), and removing a
-- bookmark must not silently destroy the user's notes.

-- Bookmarks --------------------------------------------------------------------------------------------
create table public.idea_bookmarks (
  user_id uuid not null references auth.users (id) on delete cascade,
  idea_id text not null check (idea_id ~ '^idea-[0-9]+$'),
  created_at timestamptz not null default now(),
  primary key (user_id, idea_id)
);

alter table public.idea_bookmarks enable row level security;

create policy "Users can read their own bookmarks"
  on public.idea_bookmarks for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can add their own bookmarks"
  on public.idea_bookmarks for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can update their own bookmarks"
  on public.idea_bookmarks for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users can remove their own bookmarks"
  on public.idea_bookmarks for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Tags -------------------------------------------------------------------------------------------------
-- tag_value: trimmed, 1 to 50 characters. A user has at most one theme tag of a given value per idea,
-- compared trimmed and case-insensitively ('AI ' = 'ai'); industry tags are not limited.
create table public.user_idea_tags (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  idea_id text not null check (idea_id ~ '^idea-[0-9]+$'),
  tag_type text not null check (tag_type in ('industry', 'theme')),
  tag_value text not null check (char_length(btrim(tag_value)) between 1 and 50),
  created_at timestamptz not null default now()
);

alter table public.user_idea_tags enable row level security;

create unique index user_idea_tags_unique_theme
  on public.user_idea_tags (user_id, idea_id, lower(btrim(tag_value)))
  where tag_type = 'theme';

create index user_idea_tags_user_idea on public.user_idea_tags (user_id, idea_id);

create policy "Users can read their own tags"
  on public.user_idea_tags for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can add their own tags"
  on public.user_idea_tags for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can update their own tags"
  on public.user_idea_tags for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users can remove their own tags"
  on public.user_idea_tags for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Notes ------------------------------------------------------------------------------------------------
-- One note per user and idea (upserted on (user_id, idea_id)); content null means "empty note".
create table public.user_idea_notes (
  user_id uuid not null references auth.users (id) on delete cascade,
  idea_id text not null check (idea_id ~ '^idea-[0-9]+$'),
  content text check (content is null or char_length(content) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, idea_id)
);

alter table public.user_idea_notes enable row level security;

create trigger user_idea_notes_set_updated_at
  before update on public.user_idea_notes
  for each row execute function public.set_updated_at();

create policy "Users can read their own notes"
  on public.user_idea_notes for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can add their own notes"
  on public.user_idea_notes for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can update their own notes"
  on public.user_idea_notes for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users can delete their own notes"
  on public.user_idea_notes for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Paper reads ------------------------------------------------------------------------------------------
create table public.paper_reads (
  user_id uuid not null references auth.users (id) on delete cascade,
  idea_id text not null check (idea_id ~ '^idea-[0-9]+$'),
  read_at timestamptz not null default now(),
  primary key (user_id, idea_id)
);

alter table public.paper_reads enable row level security;

create policy "Users can read their own paper reads"
  on public.paper_reads for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can mark papers as read"
  on public.paper_reads for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can update their own paper reads"
  on public.paper_reads for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users can mark papers as unread"
  on public.paper_reads for delete to authenticated
  using ((select auth.uid()) = user_id);
