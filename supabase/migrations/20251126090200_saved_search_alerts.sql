-- Saved searches in the daily alert (issue 19.5): an alert subscriber whose address is also an account's
-- gets, besides every new idea, the new ideas matching each of that account's active saved searches,
-- grouped by search. The account's address must be a confirmed daily-alert subscriber: saving a search
-- subscribes it (double opt-in, so the confirmation email is the consent), and the alert's unsubscribe
-- link stops it like any other. Replaces alert_recipients() with one that returns those searches too.
drop function public.alert_recipients();

create function public.alert_recipients()
returns table (id uuid, email text, alerted_through date, searches jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.email, a.alerted_through,
         coalesce((
           select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(s) order by s.created_at, s.id)
             from public.saved_searches s
             join auth.users u on u.id = s.user_id
            where pg_catalog.lower(u.email) = a.email and not s.paused
         ), '[]'::jsonb)
    from public.daily_alerts a
   where a.status = 'confirmed' and a.undeliverable_at is null
   order by a.created_at, a.id;
$$;

revoke execute on function public.alert_recipients() from public, anon, authenticated;
grant execute on function public.alert_recipients() to service_role;
