-- Stored values are exactly what the site stores, and nobody can store without bound (security review,
-- issue 16). Before this, the tag check trimmed before measuring (a tag of 400 KB of spaces around one letter
-- passed), idea ids had no length cap and nothing limited the rows of one user.

-- Idea ids: 'idea-' and at most nine digits (the catalogue numbers ideas from 1). A stored id beyond that
-- names no idea the site can ever publish: such rows are deleted so the constraint can hold.
delete from public.idea_bookmarks where idea_id !~ '^idea-[0-9]{1,9}$';
delete from public.user_idea_tags where idea_id !~ '^idea-[0-9]{1,9}$';
delete from public.user_idea_notes where idea_id !~ '^idea-[0-9]{1,9}$';
delete from public.paper_reads where idea_id !~ '^idea-[0-9]{1,9}$';
alter table public.idea_bookmarks drop constraint idea_bookmarks_idea_id_check,
  add constraint idea_bookmarks_idea_id_check check (idea_id ~ '^idea-[0-9]{1,9}$');
alter table public.user_idea_tags drop constraint user_idea_tags_idea_id_check,
  add constraint user_idea_tags_idea_id_check check (idea_id ~ '^idea-[0-9]{1,9}$');
alter table public.user_idea_notes drop constraint user_idea_notes_idea_id_check,
  add constraint user_idea_notes_idea_id_check check (idea_id ~ '^idea-[0-9]{1,9}$');
alter table public.paper_reads drop constraint paper_reads_idea_id_check,
  add constraint paper_reads_idea_id_check check (idea_id ~ '^idea-[0-9]{1,9}$');

-- Tags: stored trimmed, 1 to 50 characters. Trimming the stored ones keeps them within 50 (the old check
-- measured the trimmed value) and unique (the theme index compares trimmed values).
update public.user_idea_tags set tag_value = btrim(tag_value) where tag_value <> btrim(tag_value);
alter table public.user_idea_tags drop constraint user_idea_tags_tag_value_check,
  add constraint user_idea_tags_tag_value_check check (tag_value = btrim(tag_value) and char_length(tag_value) between 1 and 50);

-- Rows per user: trigger arguments are (what the rows are, at most per user[, at most per user and idea]).
-- Refused with SQLSTATE P0001 (raise_exception: PostgREST answers 400) and a message the site shows as is.
-- Security invoker: the count runs under the caller's row-level security, i.e. over their own rows, which
-- are the rows the insert may add to; service_role counts all of the user's rows.
create function public.enforce_row_limits()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  what text := tg_argv[0];
  per_user integer := tg_argv[1]::integer;
  per_idea integer := tg_argv[2]::integer;
  found_rows integer;
  already boolean;
begin
  -- One insert per user and table at a time: two at once cannot both pass a count of the limit minus one.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(tg_table_name), pg_catalog.hashtext(new.user_id::text));
  if per_idea is null then
    -- One row per user and idea: an upsert of a row the user already has adds nothing.
    execute pg_catalog.format('select exists (select 1 from %I.%I where user_id = $1 and idea_id = $2)', tg_table_schema, tg_table_name)
      into already using new.user_id, new.idea_id;
    if already then
      return new;
    end if;
  else
    execute pg_catalog.format('select count(*) from %I.%I where user_id = $1 and idea_id = $2', tg_table_schema, tg_table_name)
      into found_rows using new.user_id, new.idea_id;
    if found_rows >= per_idea then
      raise exception using errcode = 'P0001', message = pg_catalog.format('Limit reached: at most %s %s per idea.', per_idea, what);
    end if;
  end if;
  execute pg_catalog.format('select count(*) from %I.%I where user_id = $1', tg_table_schema, tg_table_name)
    into found_rows using new.user_id;
  if found_rows >= per_user then
    raise exception using errcode = 'P0001',
      message = pg_catalog.format('Limit reached: at most %s %s per account.', pg_catalog.to_char(per_user, 'FM999,999,999'), what);
  end if;
  return new;
end;
$$;

revoke execute on function public.enforce_row_limits() from public, anon, authenticated;

create trigger idea_bookmarks_row_limits before insert on public.idea_bookmarks
  for each row execute function public.enforce_row_limits('saved ideas', '5000');
create trigger user_idea_tags_row_limits before insert on public.user_idea_tags
  for each row execute function public.enforce_row_limits('tags', '20000', '50');
create trigger user_idea_notes_row_limits before insert on public.user_idea_notes
  for each row execute function public.enforce_row_limits('notes', '5000');
create trigger paper_reads_row_limits before insert on public.paper_reads
  for each row execute function public.enforce_row_limits('papers marked as read', '5000');
