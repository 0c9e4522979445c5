-- The limits on confirmation emails degrade for an abuser, not for everyone (issue 45). Before:
--   - 50 clients (50 IPv4 addresses, or 50 IPv6 /64s of the 65,536 in a free /48) spent the site-wide 500 an
--     hour, and every real visitor then got 429;
--   - someone else's 3 requests for a person's address blocked that person from the other list for a day, and
--     Gmail's dot variants of one inbox counted as different mailboxes;
--   - a client address the platform did not give, or that did not parse, skipped the client limit.
-- Now:
--   - a mailbox is counted per list, and Gmail addresses without their dots (googlemail.com is gmail.com);
--   - an IPv6 client is counted by its /64 (10 an hour) and by its /48 (30 an hour); a missing or malformed
--     address counts as one client, 'unknown';
--   - over the site-wide budget, a client that has had no email this hour still gets one: the budget stops
--     the clients already sending, not the next visitor.
-- And a request after an unsubscribe always gets a new link (a new nonce), within the mailbox, client and site
-- limits, even inside the 10-minute resend window: the old email's link confirmed the earlier subscription and
-- must not revive this one. A refused request changes nothing, so the address stays unsubscribed and the old
-- link finds it so.

alter table public.confirmation_sends add column block text;
create index confirmation_sends_block on public.confirmation_sends (block, sent_at);

-- The inbox an address delivers to, as far as limits are concerned: lower case, without a +tag, and for
-- Gmail without the dots it ignores.
create or replace function public.mailbox_key(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when domain in ('gmail.com', 'googlemail.com')
              then pg_catalog.replace(local, '.', '') || '@gmail.com'
              else local || '@' || domain end
    from (select pg_catalog.split_part(pg_catalog.left(address, - pg_catalog.length(domain) - 1), '+', 1) as local, domain
            from (select address, pg_catalog.split_part(address, '@', -1) as domain
                    from (select pg_catalog.lower(pg_catalog.btrim(email)) as address) a) d) l;
$$;

-- The client an IP stands for: an IPv4 address (also written IPv4-mapped), an IPv6 address's /64, or 'unknown'
-- for a missing or malformed one (one client: an unreadable address is no way around the limit).
create or replace function public.client_key(ip text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  addr inet;
begin
  if ip is null then return 'unknown'; end if;
  begin
    addr := pg_catalog.regexp_replace(pg_catalog.btrim(ip), '^::ffff:(\d+\.\d+\.\d+\.\d+)$', '\1', 'i')::inet;
  exception when others then
    return 'unknown';
  end;
  if pg_catalog.family(addr) = 6 then
    return pg_catalog.network(pg_catalog.set_masklen(addr, 64))::text;
  end if;
  return pg_catalog.host(addr);
end;
$$;

-- The block of addresses one party gets for an IPv6 client: its /48. Null for IPv4 and unknown clients.
create function public.client_block_key(ip text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  key text := public.client_key(ip);
begin
  if key = 'unknown' or pg_catalog.family(key::inet) = 4 then return null; end if;
  return pg_catalog.network(pg_catalog.set_masklen(key::inet, 48))::text;
end;
$$;

drop function public.request_subscription(text, text, text);
drop function public.record_confirmation_send(text, text);

-- Logs one confirmation email to `address` on `list`, or raises PT429 with the limit's name as the message
-- ('mailbox', 'client' or 'site') when it would exceed one.
create function public.record_confirmation_send(list text, address text, client_ip text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  mailbox_hash text := public.limit_hash(list || ' ' || public.mailbox_key(address));
  is_variant boolean := pg_catalog.split_part(pg_catalog.lower(pg_catalog.btrim(address)), '@', 1) like '%+%';
  client_hash text := public.limit_hash(public.client_key(client_ip));
  block_hash text := public.limit_hash(public.client_block_key(client_ip));
  mailbox_limit integer := case when is_variant then 2 else 3 end;
  client_sent integer;
begin
  -- Counting and logging must not interleave between concurrent requests, or a burst slips through.
  perform pg_catalog.pg_advisory_xact_lock(27027);
  delete from public.confirmation_sends where sent_at < now() - interval '1 day';
  if (select count(*) from public.confirmation_sends s where s.mailbox = mailbox_hash) >= mailbox_limit then
    raise exception 'mailbox' using errcode = 'PT429';
  end if;
  select count(*) into client_sent from public.confirmation_sends s where s.client = client_hash and s.sent_at > now() - interval '1 hour';
  if client_sent >= 10
     or (block_hash is not null
         and (select count(*) from public.confirmation_sends s where s.block = block_hash and s.sent_at > now() - interval '1 hour') >= 30) then
    raise exception 'client' using errcode = 'PT429';
  end if;
  if client_sent > 0 and (select count(*) from public.confirmation_sends s where s.sent_at > now() - interval '1 hour') >= 500 then
    raise exception 'site' using errcode = 'PT429';
  end if;
  insert into public.confirmation_sends (mailbox, variant, client, block) values (mailbox_hash, is_variant, client_hash, block_hash);
end;
$$;

-- Subscribe (or subscribe again): a new or unsubscribed address becomes pending. `send` says whether to
-- email a confirmation now, with `nonce` in its link: at most one per 10 minutes per address and list for a
-- pending address (within that window the request succeeds without a new email), and within the limits above.
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
  if row_status = 'pending' and sent_at is not null and sent_at > now() - interval '10 minutes' then
    return query select row_id, false, row_nonce;
    return;
  end if;
  perform public.record_confirmation_send(list, email, client_ip);
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

-- As before, with the mailbox counted per list.
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
     where id = (select max(s.id) from public.confirmation_sends s where s.mailbox = public.limit_hash(list || ' ' || public.mailbox_key(address)));
  end if;
end;
$$;

revoke execute on function
  public.client_block_key(text),
  public.record_confirmation_send(text, text, text),
  public.request_subscription(text, text, text)
  from public, anon, authenticated;
grant execute on function
  public.client_block_key(text),
  public.request_subscription(text, text, text)
  to service_role;
