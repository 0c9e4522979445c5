-- The subscription forms cannot be turned against third parties (issue 27).
--
-- 1. Limits on confirmation emails that hold across function instances. Before, the only limit was one
--    email per exact address per list per 10 minutes: 30 plus-address variants of one inbox got 30 emails.
--    Every confirmation email request_subscription() allows is logged in confirmation_sends, and refused
--    (SQLSTATE PT429, which PostgREST answers with HTTP 429) when it would exceed
--      - per mailbox (lower case, +tag removed), over 24 hours: 3 emails, of which +tag variants may take at
--        most 2, so the plain address's own first request always gets its email;
--      - per sending client (its IP; an IPv6 client by its /64, the block one subscriber line gets), over an
--        hour: 10 emails;
--      - for the whole site, over an hour: 500 emails.
--    The log holds hashes, not addresses, and only for a day. Refused requests change nothing: no row, no email.
-- 2. Each confirmation email carries a nonce, and only the newest email's link confirms. Before, an old link
--    came back to life once anyone re-requested the address. Links sent before this migration carry no
--    nonce; they keep working until the address is requested again.

create table public.confirmation_sends (
  id bigint generated always as identity primary key,
  -- sha256 of mailbox_key(address), hex
  mailbox text not null,
  -- the address was a +tag variant of its mailbox
  variant boolean not null,
  -- sha256 of client_key(ip), hex; null when the platform named no client
  client text,
  sent_at timestamptz not null default now()
);
create index confirmation_sends_mailbox on public.confirmation_sends (mailbox, sent_at);
create index confirmation_sends_client on public.confirmation_sends (client, sent_at);
create index confirmation_sends_sent_at on public.confirmation_sends (sent_at);

-- Service role only: RLS on, no policies, no privileges for the API roles.
alter table public.confirmation_sends enable row level security;
revoke all on public.confirmation_sends from anon, authenticated;

-- The inbox an address delivers to, as far as limits are concerned: lower case, without a +tag.
create function public.mailbox_key(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.split_part(pg_catalog.left(address, - pg_catalog.length(domain) - 1), '+', 1) || '@' || domain
    from (select address, pg_catalog.split_part(address, '@', -1) as domain
            from (select pg_catalog.lower(pg_catalog.btrim(email)) as address) a) d;
$$;

-- The client an IP stands for: an IPv4 address (also written IPv4-mapped), or an IPv6 address's /64.
-- Null for a missing or malformed IP: those requests are left to the mailbox and site-wide limits.
create function public.client_key(ip text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  addr inet;
begin
  if ip is null then return null; end if;
  begin
    addr := pg_catalog.regexp_replace(pg_catalog.btrim(ip), '^::ffff:(\d+\.\d+\.\d+\.\d+)$', '\1', 'i')::inet;
  exception when others then
    return null;
  end;
  if pg_catalog.family(addr) = 6 then
    return pg_catalog.network(pg_catalog.set_masklen(addr, 64))::text;
  end if;
  return pg_catalog.host(addr);
end;
$$;

create function public.limit_hash(key text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(key, 'UTF8')), 'hex');
$$;

-- Logs one confirmation email to `address`, or raises PT429 with the limit's name as the message
-- ('mailbox', 'client' or 'site') when it would exceed one.
create function public.record_confirmation_send(address text, client_ip text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  mailbox_hash text := public.limit_hash(public.mailbox_key(address));
  is_variant boolean := pg_catalog.lower(pg_catalog.btrim(address)) <> public.mailbox_key(address);
  client_hash text := public.limit_hash(public.client_key(client_ip));
  mailbox_limit integer := case when is_variant then 2 else 3 end;
begin
  -- Counting and logging must not interleave between concurrent requests, or a burst slips through.
  perform pg_catalog.pg_advisory_xact_lock(27027);
  delete from public.confirmation_sends where sent_at < now() - interval '1 day';
  if (select count(*) from public.confirmation_sends s where s.mailbox = mailbox_hash) >= mailbox_limit then
    raise exception 'mailbox' using errcode = 'PT429';
  end if;
  if client_hash is not null
     and (select count(*) from public.confirmation_sends s where s.client = client_hash and s.sent_at > now() - interval '1 hour') >= 10 then
    raise exception 'client' using errcode = 'PT429';
  end if;
  if (select count(*) from public.confirmation_sends s where s.sent_at > now() - interval '1 hour') >= 500 then
    raise exception 'site' using errcode = 'PT429';
  end if;
  insert into public.confirmation_sends (mailbox, variant, client) values (mailbox_hash, is_variant, client_hash);
end;
$$;

alter table public.newsletter_subscriptions add column confirmation_nonce uuid;
alter table public.daily_alerts add column confirmation_nonce uuid;

drop function public.request_subscription(text, text);

-- Subscribe (or subscribe again): a new or unsubscribed address becomes pending. `send` says whether to
-- email a confirmation now, with `nonce` in its link: at most one per 10 minutes per address and list
-- (within that window the request succeeds without a new email), and within the limits above.
-- An address that is already confirmed raises 23505, which the site shows as "already subscribed".
create function public.request_subscription(list text, email text, client_ip text default null)
returns table (id uuid, send boolean, nonce uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  tbl text := public.subscription_table(list);
  row_id uuid;
  row_status text;
  sent_at timestamptz;
  row_nonce uuid;
  new_nonce uuid := pg_catalog.gen_random_uuid();
begin
  execute format('select id, status, confirmation_sent_at, confirmation_nonce from public.%I where email = pg_catalog.lower(pg_catalog.btrim($1)) for update', tbl)
    into row_id, row_status, sent_at, row_nonce using email;
  if row_status = 'confirmed' then
    raise exception 'already subscribed' using errcode = '23505';
  end if;
  if sent_at is not null and sent_at > now() - interval '10 minutes' then
    execute format('update public.%I set status = ''pending'' where id = $1', tbl) using row_id;
    return query select row_id, false, row_nonce;
    return;
  end if;
  perform public.record_confirmation_send(email, client_ip);
  if row_id is null then
    execute format('insert into public.%I (email, confirmation_sent_at, confirmation_nonce) values ($1, now(), $2) returning id', tbl)
      into row_id using email, new_nonce;
  else
    execute format('update public.%I set status = ''pending'', confirmation_sent_at = now(), unsubscribed_at = null, confirmation_nonce = $2 where id = $1', tbl)
      using row_id, new_nonce;
  end if;
  return query select row_id, true, new_nonce;
end;
$$;

-- The confirmation email request_subscription() allowed could not be sent: clear the stamp, so asking
-- again sends one at once (and the next daily run, which mails pending addresses that never got one,
-- retries it), and take the email back out of the limits: our failure must not use up the person's tries.
create or replace function public.release_confirmation(list text, subscription_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  execute format('update public.%I set confirmation_sent_at = null where id = $1 and status = ''pending'' returning email', public.subscription_table(list))
    into address using subscription_id;
  if address is not null then
    delete from public.confirmation_sends
     where id = (select max(s.id) from public.confirmation_sends s where s.mailbox = public.limit_hash(public.mailbox_key(address)));
  end if;
end;
$$;

drop function public.claim_unsent_confirmations(text);

-- Pending rows that never got a confirmation email (their email failed): claimed by stamping
-- confirmation_sent_at and a new nonce, so a second run does not mail them again.
create function public.claim_unsent_confirmations(list text)
returns table (id uuid, email text, nonce uuid)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query execute format(
    'update public.%I set confirmation_sent_at = now(), confirmation_nonce = pg_catalog.gen_random_uuid()
      where status = ''pending'' and confirmation_sent_at is null returning id, email, confirmation_nonce',
    public.subscription_table(list));
end;
$$;

drop function public.confirm_subscription(text, uuid);

-- 'confirmed', 'superseded' (a newer confirmation email was sent since this link's), 'unsubscribed' (an
-- unsubscribed address is not re-subscribed by an old link) or 'missing'. A confirmed address answers
-- 'confirmed' to any of its links: confirming twice changes nothing.
create function public.confirm_subscription(list text, subscription_id uuid, nonce uuid default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  tbl text := public.subscription_table(list);
  row_status text;
  row_nonce uuid;
begin
  execute format('select status, confirmation_nonce from public.%I where id = $1 for update', tbl)
    into row_status, row_nonce using subscription_id;
  if row_status is null then return 'missing'; end if;
  if row_status <> 'pending' then return row_status; end if;
  if row_nonce is distinct from nonce then return 'superseded'; end if;
  execute format('update public.%I set status = ''confirmed'', confirmed_at = now(), failures = 0, undeliverable_at = null where id = $1', tbl)
    using subscription_id;
  if list = 'alerts' then
    -- The first alert includes the ideas of the day of confirming (see *_first_alert_includes_confirmation_day.sql).
    update public.daily_alerts set alerted_through = (now() at time zone 'utc')::date - 1 where id = subscription_id;
  end if;
  return 'confirmed';
end;
$$;

revoke execute on function
  public.mailbox_key(text),
  public.client_key(text),
  public.limit_hash(text),
  public.record_confirmation_send(text, text),
  public.request_subscription(text, text, text),
  public.claim_unsent_confirmations(text),
  public.confirm_subscription(text, uuid, uuid)
  from public, anon, authenticated;
grant execute on function
  public.mailbox_key(text),
  public.client_key(text),
  public.request_subscription(text, text, text),
  public.claim_unsent_confirmations(text),
  public.confirm_subscription(text, uuid, uuid)
  to service_role;
