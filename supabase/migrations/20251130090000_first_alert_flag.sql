-- A subscriber's first alert after confirming says what it lists: the ideas published since they subscribed,
-- not "since your last alert" (issue 28.17). alert_recipients() now also says whether an alert was sent to
-- the address since it was last confirmed (a re-subscribed address starts over, as its alerted_through does).
drop function public.alert_recipients();

create function public.alert_recipients()
returns table (id uuid, email text, alerted_through date, searches jsonb, first_alert boolean)
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
         )
    from public.daily_alerts a
   where a.status = 'confirmed' and a.undeliverable_at is null
   order by a.created_at, a.id;
$$;

revoke execute on function public.alert_recipients() from public, anon, authenticated;
grant execute on function public.alert_recipients() to service_role;
