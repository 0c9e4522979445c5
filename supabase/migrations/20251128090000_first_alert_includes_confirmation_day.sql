-- A new alert subscriber's first alert includes the ideas published on the day they confirmed. Before, the
-- day of confirming counted as already alerted: someone confirming after that morning's run never got that
-- day's ideas by email, and a first run right after confirming (npm start, a reader trying it) sent nothing.
-- alerted_through is the last UTC day an alert covered, so "through yesterday" makes today's ideas new.
create or replace function public.confirm_subscription(list text, subscription_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  tbl text := public.subscription_table(list);
  row_status text;
begin
  execute format('select status from public.%I where id = $1 for update', tbl) into row_status using subscription_id;
  if row_status is null then return 'missing'; end if;
  if row_status = 'pending' then
    execute format('update public.%I set status = ''confirmed'', confirmed_at = now(), failures = 0, undeliverable_at = null where id = $1', tbl)
      using subscription_id;
    if list = 'alerts' then
      update public.daily_alerts set alerted_through = (now() at time zone 'utc')::date - 1 where id = subscription_id;
    end if;
    return 'confirmed';
  end if;
  return row_status;
end;
$$;
