-- "Picked for you" in the daily alert (issue 30, point 4). alert_recipients() now also gives, for a subscriber
-- whose address belongs to an account that confirmed that address and turned profiles.picked_for_you on, the
-- account's saved ideas (most recently saved first: a tie in a pick's reason goes to the newer save) and its
-- dismissed ideas; for everyone else both are null, and the alert stays the plain one. Only a confirmed
-- address counts: an account signed up with someone else's address never proved it owns that inbox, so its
-- saved ideas must not reach the alert that inbox subscribed to. Still service_role only: the saved ideas
-- leave the database only for the job that writes them into their owner's own email.
drop function public.alert_recipients();

create function public.alert_recipients()
returns table (
  id uuid,
  email text,
  alerted_through date,
  searches jsonb,
  first_alert boolean,
  picked_saved text[],
  picked_dismissed text[]
)
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
         ), '[]'::jsonb),
         not exists (
           select 1 from public.email_deliveries d
            where d.list = 'alerts' and d.subscription_id = a.id and d.status = 'sent'
              and (a.confirmed_at is null or d.updated_at >= a.confirmed_at)
         ),
         case when picker.id is null then null else coalesce((
           select pg_catalog.array_agg(b.idea_id order by b.created_at desc, b.idea_id)
             from public.idea_bookmarks b
            where b.user_id = picker.id
         ), '{}'::text[]) end,
         case when picker.id is null then null else coalesce((
           select pg_catalog.array_agg(x.idea_id order by x.created_at desc, x.idea_id)
             from public.dismissed_ideas x
            where x.user_id = picker.id
         ), '{}'::text[]) end
    from public.daily_alerts a
    left join lateral (
      select u.id
        from auth.users u
        join public.profiles p on p.id = u.id
       where pg_catalog.lower(u.email) = a.email
         and u.email_confirmed_at is not null
         and p.picked_for_you
       limit 1
    ) picker on true
   where a.status = 'confirmed' and a.undeliverable_at is null
   order by a.created_at, a.id;
$$;

revoke execute on function public.alert_recipients() from public, anon, authenticated;
grant execute on function public.alert_recipients() to service_role;
