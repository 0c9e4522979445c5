-- Whether the signed-in user's own address gets the daily alert (issue 45): their saved searches and "Picked
-- for you" reach them only through it, so the workspace and the account page say when it is off instead of
-- "Active". daily_alerts stays closed to the API roles; this answers one word about the caller's own
-- address (auth.users.email, lower-cased as the list stores it), never anyone else's, never the row.
--   none: never subscribed (or deleted unconfirmed); pending: waiting for the confirmation link;
--   confirmed: on; unsubscribed: off by the person's own link; undeliverable: off because mail bounced.
create function public.my_daily_alert()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select case when a.undeliverable_at is not null then 'undeliverable' else a.status end
      from public.daily_alerts a
      join auth.users u on pg_catalog.lower(u.email) = a.email
     where u.id = (select auth.uid())
  ), 'none');
$$;

revoke execute on function public.my_daily_alert() from public, anon;
grant execute on function public.my_daily_alert() to authenticated;
