-- Saving an idea lifts "Not interested" (issue 45): an idea is never saved and hidden at once, whichever tab,
-- device or bulk import saved it. A trigger rather than the site's own two requests, so no failure between
-- them and no other client can leave both. It runs as the saver (security invoker): the delete is the one
-- their own Restore could make, under the same row-level security.
create function public.lift_dismissal_on_save()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  delete from public.dismissed_ideas d where d.user_id = new.user_id and d.idea_id = new.idea_id;
  return new;
end;
$$;

revoke execute on function public.lift_dismissal_on_save() from public, anon, authenticated;

create trigger idea_bookmarks_lift_dismissal after insert on public.idea_bookmarks
  for each row execute function public.lift_dismissal_on_save();
