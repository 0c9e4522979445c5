-- Weekly Venture Picks really goes out (issue 19.3): the weekly run mails every confirmed newsletter
-- subscriber that can still be mailed, through the same claim_delivery / mark_delivery_* functions as the
-- daily alerts (edition 'picks-YYYY-Www', list 'newsletter').
create function public.newsletter_recipients()
returns table (id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select id, email from public.newsletter_subscriptions
   where status = 'confirmed' and undeliverable_at is null
   order by created_at, id;
$$;

revoke execute on function public.newsletter_recipients() from public, anon, authenticated;
grant execute on function public.newsletter_recipients() to service_role;
