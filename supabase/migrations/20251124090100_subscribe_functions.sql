-- Subscribing goes through one function per list that takes only the address (security review, issue 16).
-- Before this, visitors inserted rows themselves and could choose id and created_at. The functions run as
-- their owner (security definer, empty search_path, every name qualified); the API roles can call them but
-- no longer insert. The normalising trigger and the checks stay: a second subscription of an address is
-- still unique_violation 23505 (the site says "already subscribed") and a malformed one 23514.

drop policy "Visitors can subscribe to the newsletter" on public.newsletter_subscriptions;
drop policy "Signed-in users can subscribe to the newsletter" on public.newsletter_subscriptions;
drop policy "Visitors can subscribe to daily alerts" on public.daily_alerts;
drop policy "Signed-in users can subscribe to daily alerts" on public.daily_alerts;
revoke insert on public.newsletter_subscriptions, public.daily_alerts from anon, authenticated;

create function public.subscribe_to_newsletter(email text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.newsletter_subscriptions (email) values ($1);
$$;

create function public.subscribe_to_daily_alerts(email text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.daily_alerts (email) values ($1);
$$;

revoke execute on function public.subscribe_to_newsletter(text), public.subscribe_to_daily_alerts(text) from public;
grant execute on function public.subscribe_to_newsletter(text), public.subscribe_to_daily_alerts(text) to anon, authenticated, service_role;
