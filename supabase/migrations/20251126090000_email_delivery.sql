-- Sending mail for real (issue 19): double opt-in, one-click unsubscribe and exactly-once deliveries.
--
-- Subscribing moves to the server (netlify/functions/subscribe.ts), because a subscription now sends a
-- confirmation email: the browser's subscribe functions are dropped, and every function below is for
-- service_role only. Rows that existed before this migration become 'pending' with no confirmation sent
-- yet; the next daily run sends them their confirmation email (claim_unsent_confirmations), and like any
-- pending address they are deleted 7 days after that email if nobody confirms.

drop function public.subscribe_to_newsletter(text);
drop function public.subscribe_to_daily_alerts(text);

alter table public.newsletter_subscriptions
  add column status text not null default 'pending'
    constraint newsletter_subscriptions_status check (status in ('pending', 'confirmed', 'unsubscribed')),
  add column confirmation_sent_at timestamptz,
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column failures integer not null default 0,
  add column undeliverable_at timestamptz;

alter table public.daily_alerts
  add column status text not null default 'pending'
    constraint daily_alerts_status check (status in ('pending', 'confirmed', 'unsubscribed')),
  add column confirmation_sent_at timestamptz,
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column failures integer not null default 0,
  add column undeliverable_at timestamptz,
  -- Ideas whose firstSeen is after this day are new to the subscriber; set to the confirmation day.
  add column alerted_through date;

-- One row per (edition, list, subscription): the claim taken before a message is handed to SMTP. A run
-- that is re-run finds 'sent' (and in-flight 'sending') rows and skips them; only 'failed' ones are retried.
create table public.email_deliveries (
  edition text not null constraint email_deliveries_edition_length check (char_length(edition) between 1 and 100),
  list text not null constraint email_deliveries_list check (list in ('newsletter', 'alerts')),
  subscription_id uuid not null,
  status text not null default 'sending' constraint email_deliveries_status check (status in ('sending', 'sent', 'failed')),
  attempts integer not null default 1,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (edition, list, subscription_id)
);

-- Delivery data is for service_role only: RLS on, no policies, and no privileges for the API roles.
alter table public.email_deliveries enable row level security;
revoke all on public.email_deliveries from anon, authenticated;

-- The subscription table of a list; anything else is refused (22023) before a name reaches format().
create function public.subscription_table(list text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if list = 'newsletter' then return 'newsletter_subscriptions'; end if;
  if list = 'alerts' then return 'daily_alerts'; end if;
  raise exception 'unknown list %', list using errcode = '22023';
end;
$$;

-- Subscribe (or subscribe again): a new or unsubscribed address becomes pending. `send` says whether to
-- email a confirmation now: at most one per 10 minutes, so the form cannot be used to flood an inbox.
-- An address that is already confirmed raises 23505, which the site shows as "already subscribed".
create function public.request_subscription(list text, email text)
returns table (id uuid, send boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  tbl text := public.subscription_table(list);
  row_id uuid;
  row_status text;
  sent_at timestamptz;
begin
  execute format('select id, status, confirmation_sent_at from public.%I where email = pg_catalog.lower(pg_catalog.btrim($1)) for update', tbl)
    into row_id, row_status, sent_at using email;
  if row_id is null then
    execute format('insert into public.%I (email, confirmation_sent_at) values ($1, now()) returning id', tbl)
      into row_id using email;
    return query select row_id, true;
    return;
  end if;
  if row_status = 'confirmed' then
    raise exception 'already subscribed' using errcode = '23505';
  end if;
  if sent_at is not null and sent_at > now() - interval '10 minutes' then
    execute format('update public.%I set status = ''pending'' where id = $1', tbl) using row_id;
    return query select row_id, false;
    return;
  end if;
  execute format('update public.%I set status = ''pending'', confirmation_sent_at = now(), unsubscribed_at = null where id = $1', tbl)
    using row_id;
  return query select row_id, true;
end;
$$;

-- Pending rows that never got a confirmation email (those from before this migration): claimed by
-- stamping confirmation_sent_at, so a second run does not mail them again.
create function public.claim_unsent_confirmations(list text)
returns table (id uuid, email text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query execute format(
    'update public.%I set confirmation_sent_at = now() where status = ''pending'' and confirmation_sent_at is null returning id, email',
    public.subscription_table(list));
end;
$$;

-- 'confirmed', 'unsubscribed' (an unsubscribed address is not re-subscribed by an old link) or 'missing'.
create function public.confirm_subscription(list text, subscription_id uuid)
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
      update public.daily_alerts set alerted_through = (now() at time zone 'utc')::date where id = subscription_id;
    end if;
    return 'confirmed';
  end if;
  return row_status;
end;
$$;

-- 'unsubscribed' or 'missing'; repeating it changes nothing (mail clients may POST more than once).
create function public.unsubscribe_subscription(list text, subscription_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id uuid;
begin
  execute format(
    'update public.%I set status = ''unsubscribed'', unsubscribed_at = coalesce(unsubscribed_at, now()) where id = $1 returning id',
    public.subscription_table(list)) into found_id using subscription_id;
  return case when found_id is null then 'missing' else 'unsubscribed' end;
end;
$$;

-- Confirmed alert subscribers that can still be mailed.
create function public.alert_recipients()
returns table (id uuid, email text, alerted_through date)
language sql
stable
security definer
set search_path = ''
as $$
  select id, email, alerted_through from public.daily_alerts
   where status = 'confirmed' and undeliverable_at is null
   order by created_at, id;
$$;

-- True when this run may send the message: no delivery yet, or the last attempt failed. A 'sent' row, or a
-- 'sending' one left by a run that died after handing the message over, is never sent again.
create function public.claim_delivery(edition text, list text, subscription_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed boolean;
begin
  perform public.subscription_table(list);
  insert into public.email_deliveries as d (edition, list, subscription_id)
    values (claim_delivery.edition, claim_delivery.list, claim_delivery.subscription_id)
    on conflict on constraint email_deliveries_pkey do update
      set status = 'sending', attempts = d.attempts + 1, last_error = null, updated_at = now()
      where d.status = 'failed'
    returning true into claimed;
  return coalesce(claimed, false);
end;
$$;

-- After SMTP accepted the message: the delivery is sent, the address healthy again, and for alerts the
-- ideas up to `through` are no longer new to the subscriber.
create function public.mark_delivery_sent(edition text, list text, subscription_id uuid, through date default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.email_deliveries d set status = 'sent', updated_at = now()
   where d.edition = mark_delivery_sent.edition and d.list = mark_delivery_sent.list and d.subscription_id = mark_delivery_sent.subscription_id;
  execute format('update public.%I set failures = 0 where id = $1', public.subscription_table(list)) using subscription_id;
  if list = 'alerts' and through is not null then
    update public.daily_alerts a set alerted_through = greatest(a.alerted_through, through) where a.id = subscription_id;
  end if;
end;
$$;

-- A refused or failed send: retried by the next run; the third failure in a row marks the address
-- undeliverable (no more mail). Returns true when that happened.
create function public.mark_delivery_failed(edition text, list text, subscription_id uuid, reason text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  failed integer;
begin
  update public.email_deliveries d set status = 'failed', last_error = pg_catalog.left(reason, 2000), updated_at = now()
   where d.edition = mark_delivery_failed.edition and d.list = mark_delivery_failed.list and d.subscription_id = mark_delivery_failed.subscription_id;
  execute format(
    'update public.%I set failures = failures + 1, undeliverable_at = case when failures + 1 >= 3 then now() else undeliverable_at end where id = $1 returning failures',
    public.subscription_table(list)) into failed using subscription_id;
  return coalesce(failed, 0) >= 3;
end;
$$;

-- Pending addresses whose confirmation email went out more than 7 days ago; returns how many were deleted.
create function public.delete_unconfirmed_subscriptions()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  newsletter integer;
  alerts integer;
begin
  delete from public.newsletter_subscriptions where status = 'pending' and confirmation_sent_at < now() - interval '7 days';
  get diagnostics newsletter = row_count;
  delete from public.daily_alerts where status = 'pending' and confirmation_sent_at < now() - interval '7 days';
  get diagnostics alerts = row_count;
  return newsletter + alerts;
end;
$$;

revoke execute on function
  public.subscription_table(text),
  public.request_subscription(text, text),
  public.claim_unsent_confirmations(text),
  public.confirm_subscription(text, uuid),
  public.unsubscribe_subscription(text, uuid),
  public.alert_recipients(),
  public.claim_delivery(text, text, uuid),
  public.mark_delivery_sent(text, text, uuid, date),
  public.mark_delivery_failed(text, text, uuid, text),
  public.delete_unconfirmed_subscriptions()
  from public, anon, authenticated;
grant execute on function
  public.request_subscription(text, text),
  public.claim_unsent_confirmations(text),
  public.confirm_subscription(text, uuid),
  public.unsubscribe_subscription(text, uuid),
  public.alert_recipients(),
  public.claim_delivery(text, text, uuid),
  public.mark_delivery_sent(text, text, uuid, date),
  public.mark_delivery_failed(text, text, uuid, text),
  public.delete_unconfirmed_subscriptions()
  to service_role;
