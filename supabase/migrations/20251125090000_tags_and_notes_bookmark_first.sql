-- Tags and notes belong to saved ideas (spec: adding a tag or saving a non-empty note first bookmarks the
-- idea). The site bookmarks first, but another tab or device may remove the bookmark in between, and a tag
-- stored without one is invisible everywhere (issue 17.3). So the database saves the idea itself, in the
-- same statement. Security invoker: the bookmark is written under the caller's row-level security, so a
-- tag or note for someone else fails on the bookmark as well as on its own table.
-- Removing a bookmark still keeps its tags and notes (see the workspace migration): saving the idea again
-- brings them back.
create function public.bookmark_before_tag_or_note()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Nested: tags have no content column, and plpgsql resolves new.content only when it gets there.
  if tg_table_name = 'user_idea_notes' then
    if new.content is null then
      return new;
    end if;
  end if;
  insert into public.idea_bookmarks (user_id, idea_id) values (new.user_id, new.idea_id)
    on conflict (user_id, idea_id) do nothing;
  return new;
end;
$$;

revoke execute on function public.bookmark_before_tag_or_note() from public, anon, authenticated;

create trigger user_idea_tags_bookmark_first before insert on public.user_idea_tags
  for each row execute function public.bookmark_before_tag_or_note();
create trigger user_idea_notes_bookmark_first before insert or update of content on public.user_idea_notes
  for each row execute function public.bookmark_before_tag_or_note();
