/**
 * The two subscription lists (newsletter_subscriptions, daily_alerts), written only through
 * request_subscription() by service_role, and the limits on confirmation emails it enforces.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor, RlsHelpers } from './rls-helpers.ts';

export function defineSubscriptionRules(h: RlsHelpers) {
  const { attempt, succeeds, fails, superuser, count } = h;

  for (const [table, list] of [
    ['newsletter_subscriptions', 'newsletter'],
    ['daily_alerts', 'alerts'],
  ]) {
    describe(table, () => {
      const insert = `insert into public.${table} (email) values ($1)`;
      const subscribe = `select * from public.request_subscription('${list}', $1)`;
      beforeEach(async () => {
        await superuser(insert, ['existing@example.com']);
      });

      it.each([
        ['owner', 0],
        ['stranger', 0],
        ['anon', 0],
        ['service_role', 1],
      ] as [Actor, number][])('select: %s sees %i row(s)', async (actor, n) => {
        expect((await succeeds(actor, `select * from public.${table}`)).rows).toHaveLength(n);
      });

      it('subscribe: only service_role (the subscribe function) adds an address through request_subscription', async () => {
        for (const actor of ['owner', 'stranger', 'anon'] as Actor[]) await fails('42501', actor, subscribe, [`${actor}@example.com`]);
        await succeeds('service_role', subscribe, ['service_role@example.com']);
        expect(await count(`select 1 from public.${table} where email like '%@example.com' and email <> 'existing@example.com'`)).toBe(1);
      });

      it.each(['owner', 'stranger', 'anon'] as Actor[])('insert: %s may not insert rows directly, so id and created_at are never theirs to choose (42501)', async (actor) => {
        await fails('42501', actor, insert, ['direct@example.com']);
        await fails('42501', actor, `insert into public.${table} (id, email, created_at) values (gen_random_uuid(), $1, '2000-01-01')`, ['direct@example.com']);
        expect(await count(`select 1 from public.${table} where email = 'direct@example.com'`)).toBe(0);
      });

      it.each([
        ['owner', 0],
        ['stranger', 0],
        ['anon', 0],
        ['service_role', 1],
      ] as [Actor, number][])('update: %s changes %i row(s)', async (actor, n) => {
        const { affectedRows } = await succeeds(actor, `update public.${table} set email = 'changed@example.com'`);
        expect(affectedRows).toBe(n);
      });

      it.each([
        ['owner', 0],
        ['stranger', 0],
        ['anon', 0],
        ['service_role', 1],
      ] as [Actor, number][])('delete: %s deletes %i row(s)', async (actor, n) => {
        expect((await succeeds(actor, `delete from public.${table}`)).affectedRows).toBe(n);
        expect(await count(`select 1 from public.${table}`)).toBe(1 - n);
      });

      it('emails are stored trimmed and lower-cased', async () => {
        await succeeds('service_role', subscribe, [' Foo@Bar.COM ']);
        expect(await count(`select 1 from public.${table} where email = 'foo@bar.com'`)).toBe(1);
      });

      it('a second subscription of a confirmed address (any case or spacing) fails with 23505', async () => {
        await superuser(`update public.${table} set status = 'confirmed'`);
        await fails('23505', 'service_role', subscribe, ['existing@example.com']);
        await fails('23505', 'service_role', subscribe, ['  EXISTING@example.com']);
      });

      it.each([
        'not-an-email',
        'a@b',
        'two@@example.com',
        'spaces in@example.com',
        '<script>@example.com',
        'javascript:alert(1)@example.com',
        '"quoted"@example.com',
        '',
        '   ',
        `${'a'.repeat(244)}@example.com`,
      ])('rejects %j with 23514', async (email) => {
        await fails('23514', 'service_role', subscribe, [email]);
      });

      it('accepts a 255-character address and the usual shapes', async () => {
        for (const email of [`${'a'.repeat(243)}@example.com`, 'first.last+news@sub.example.co.uk', "o'brien@example.ie", 'x_y-z@a-b.io']) {
          await succeeds('service_role', subscribe, [email]);
        }
      });
    });
  }

  describe('my_daily_alert(): one word about the caller’s own alert, never anyone else’s', () => {
    const mine = async (actor: Actor) => (await succeeds(actor, 'select public.my_daily_alert() as status')).rows[0]!.status;
    it('none, pending, confirmed, unsubscribed, undeliverable, by the address of the signed-in account (any case)', async () => {
      expect(await mine('owner')).toBe('none');
      await superuser("insert into public.daily_alerts (email, status) values ('owner@example.com', 'pending')");
      expect(await mine('owner')).toBe('pending');
      expect(await mine('stranger')).toBe('none');
      await superuser("update public.daily_alerts set status = 'confirmed' where email = 'owner@example.com'");
      expect(await mine('owner')).toBe('confirmed');
      await superuser("update public.daily_alerts set status = 'unsubscribed' where email = 'owner@example.com'");
      expect(await mine('owner')).toBe('unsubscribed');
      await superuser("update public.daily_alerts set status = 'confirmed', undeliverable_at = now() where email = 'owner@example.com'");
      expect(await mine('owner')).toBe('undeliverable');
      // The newsletter is another list.
      await superuser("insert into public.newsletter_subscriptions (email, status) values ('stranger@example.com', 'confirmed')");
      expect(await mine('stranger')).toBe('none');
    });

    it('a visitor cannot call it (42501); the daily_alerts rows stay closed', async () => {
      await fails('42501', 'anon', 'select public.my_daily_alert()');
      expect((await succeeds('owner', 'select * from public.daily_alerts')).rows).toEqual([]);
    });
  });

  describe('confirmation email limits (request_subscription)', () => {
    const request = (list: string, email: string, ip: string | null = null) =>
      attempt('service_role', 'select * from public.request_subscription($1, $2, $3)', [list, email, ip]);
    /** How many of `emails` got a confirmation email; the others must be refused with the limit `refused`. */
    async function sent(emails: string[], refused: string, ip: string | null = null, list = 'newsletter'): Promise<number> {
      let emailed = 0;
      for (const email of emails) {
        const outcome = await request(list, email, ip);
        if (outcome.ok) {
          expect(outcome.result.rows[0].send, email).toBe(true);
          emailed += 1;
        } else {
          expect([outcome.code, outcome.message], email).toEqual(['PT429', refused]);
        }
      }
      return emailed;
    }

    it('keys a mailbox by its lower-case address without +tag (Gmail also without dots), and a client by its IPv4 address or IPv6 /64 and /48', async () => {
      const key = async (fn: string, value: string | null) => (await superuser(`select public.${fn}($1) as k`, [value])).rows[0].k;
      expect(await key('mailbox_key', ' Victim+News@Example.COM ')).toBe('victim@example.com');
      expect(await key('mailbox_key', 'a+b+c@x.io')).toBe('a@x.io');
      expect(await key('mailbox_key', 'First.Last+x@GoogleMail.com')).toBe('firstlast@gmail.com');
      expect(await key('mailbox_key', 'f.irst.last@gmail.com')).toBe('firstlast@gmail.com');
      // Other providers tell dots apart.
      expect(await key('mailbox_key', 'first.last@example.com')).toBe('first.last@example.com');
      expect(await key('client_key', '203.0.113.7')).toBe('203.0.113.7');
      expect(await key('client_key', '::ffff:203.0.113.7')).toBe('203.0.113.7');
      expect(await key('client_key', '2001:db8:1:2:aaaa::1')).toBe(await key('client_key', '2001:db8:1:2:bbbb::9'));
      expect(await key('client_key', '2001:db8:1:3::1')).not.toBe(await key('client_key', '2001:db8:1:2::1'));
      // An address that names no client is one client, not a way around the limit.
      expect(await key('client_key', 'not an ip')).toBe('unknown');
      expect(await key('client_key', null)).toBe('unknown');
      expect(await key('client_block_key', '2001:db8:1:2::1')).toBe(await key('client_block_key', '2001:db8:1:ffff::1'));
      expect(await key('client_block_key', '2001:db8:2::1')).not.toBe(await key('client_block_key', '2001:db8:1::1'));
      expect(await key('client_block_key', '203.0.113.7')).toBeNull();
      expect(await key('client_block_key', null)).toBeNull();
    });

    it('30 +tag variants of one mailbox get 2 emails, and the plain address its own first one, on either list', async () => {
      const variants = Array.from({ length: 30 }, (_, i) => `victim+${i}@example.com`);
      expect(await sent(variants, 'mailbox', '198.51.100.1')).toBe(2);
      expect(await sent(['Victim@Example.com'], 'mailbox', '198.51.100.2', 'alerts')).toBe(1);
      expect(await sent(['victim@example.com', 'victim+late@example.com'], 'mailbox', '198.51.100.3')).toBe(1);
      expect(await count('select 1 from public.newsletter_subscriptions where email like $1', ['victim%'])).toBe(3);
      expect(await sent(['someone-else@example.com'], 'mailbox', '198.51.100.4')).toBe(1);
    });

    it('someone else’s requests for an address on one list leave the other list alone; Gmail’s dot variants are one mailbox', async () => {
      expect(await sent(['target@example.com', 'target+1@example.com', 'target+2@example.com', 'target+3@example.com'], 'mailbox', '198.51.100.5')).toBe(2);
      expect(await sent(['target@example.com'], 'mailbox', '198.51.100.6', 'alerts')).toBe(1);
      const dots = ['j.doe@gmail.com', 'jd.oe@gmail.com', 'jdo.e@googlemail.com', 'J.D.O.E@gmail.com'];
      expect(await sent(dots, 'mailbox', '198.51.100.7')).toBe(3);
    });

    it('a client gets 10 emails an hour, whatever the addresses; another client is not held back', async () => {
      const addresses = Array.from({ length: 30 }, (_, i) => `person${i}@example.com`);
      expect(await sent(addresses, 'client', '198.51.100.9')).toBe(10);
      expect(await sent(['next@example.com'], 'client', '2001:db8::1')).toBe(1);
      expect(await sent(['same-line@example.com'], 'client', '2001:db8::2')).toBe(1);
      await superuser("update public.confirmation_sends set sent_at = now() - interval '61 minutes'");
      expect(await sent(['later@example.com'], 'client', '198.51.100.9')).toBe(1);
    });

    it('an IPv6 /48 gets 30 emails an hour however many /64s it uses; clients without a readable address share one limit', async () => {
      const lines = Array.from({ length: 40 }, (_, i) => `2001:db8:77:${i.toString(16)}::1`);
      let emailed = 0;
      for (const [i, ip] of lines.entries()) emailed += await sent([`block${i}@example.com`], 'client', ip);
      expect(emailed).toBe(30);
      expect(await sent(['elsewhere@example.com'], 'client', '2001:db8:78::1')).toBe(1);
      const unknown = Array.from({ length: 12 }, (_, i) => `unknown${i}@example.com`);
      expect(await sent(unknown.slice(0, 6), 'client', null) + (await sent(unknown.slice(6), 'client', 'not an ip'))).toBe(10);
    });

    it('over 500 an hour, the site stops the clients already sending but not a new one: 60 clients cannot lock a visitor out; the log keeps hashes, not addresses, for a day', async () => {
      await request('newsletter', 'first@example.com', '192.0.2.1');
      const stored = (await superuser('select mailbox, client from public.confirmation_sends')).rows;
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toMatch(/first|example|192\.0/);
      // 60 clients of 10 emails each: 600 in the hour.
      await superuser(
        `insert into public.confirmation_sends (mailbox, variant, client) select md5(i::text), false, public.limit_hash(public.client_key('203.0.113.' || (i % 60))) from generate_series(1, 599) i`,
      );
      // A client that has sent this hour is stopped; a new one gets its first email, and only that.
      expect(await sent(['again@example.com'], 'site', '192.0.2.1')).toBe(0);
      expect(await sent(['visitor@example.com', 'visitor-second@example.com'], 'site', '192.0.2.200')).toBe(1);
      await superuser("update public.confirmation_sends set sent_at = now() - interval '25 hours'");
      expect(await sent(['next-day@example.com'], 'site', '192.0.2.1')).toBe(1);
      expect(await count('select 1 from public.confirmation_sends')).toBe(1);
    });

    it('a refused request changes nothing, and an address asked again within 10 minutes gets no email but no refusal', async () => {
      await sent(['pending+1@example.com', 'pending+2@example.com'], 'mailbox', '198.51.100.20');
      expect(await sent(['pending+3@example.com'], 'mailbox', '198.51.100.20')).toBe(0);
      expect(await count("select 1 from public.newsletter_subscriptions where email = 'pending+3@example.com'")).toBe(0);
      const again = await request('newsletter', 'pending+1@example.com', '198.51.100.20');
      expect(again.ok && again.result.rows[0].send).toBe(false);
    });

    it('after an unsubscribe, a request within the 10 minutes voids the old link: the old one finds it superseded', async () => {
      const first = await request('newsletter', 'leaver@example.com', '198.51.100.30');
      expect(first.ok).toBe(true);
      const { id, nonce: oldNonce } = first.ok ? first.result.rows[0] : ({} as { id: string; nonce: string });
      await succeeds('service_role', "select public.confirm_subscription('newsletter', $1, $2)", [id, oldNonce]);
      await superuser("update public.newsletter_subscriptions set status = 'unsubscribed', unsubscribed_at = now() where id = $1", [id]);
      const again = await request('newsletter', 'leaver@example.com', '198.51.100.31');
      expect(again.ok && again.result.rows[0].send).toBe(true);
      expect(again.ok && again.result.rows[0].nonce).not.toBe(oldNonce);
      const old = await superuser("select public.confirm_subscription('newsletter', $1, $2) as outcome", [id, oldNonce]);
      expect(old.rows[0].outcome).toBe('superseded');
      expect(await count("select 1 from public.newsletter_subscriptions where id = $1 and status = 'pending'", [id])).toBe(1);
    });

    it('an email that could not be sent is taken back out of the limits (release_confirmation)', async () => {
      const variants = ['flaky+1@example.com', 'flaky+2@example.com'];
      expect(await sent(variants, 'mailbox', '198.51.100.40')).toBe(2);
      const { rows } = await superuser("select id from public.newsletter_subscriptions where email = 'flaky+2@example.com'");
      await succeeds('service_role', "select public.release_confirmation('newsletter', $1)", [rows[0].id]);
      expect(await sent(['flaky+2@example.com'], 'mailbox', '198.51.100.40')).toBe(1);
    });

    it.each(['owner', 'stranger', 'anon'] as Actor[])('%s can neither read nor write the log (42501)', async (actor) => {
      await fails('42501', actor, 'select * from public.confirmation_sends');
      await fails('42501', actor, "insert into public.confirmation_sends (mailbox, variant) values ('x', false)");
      await fails('42501', actor, "select public.mailbox_key('a@b.io')");
    });
  });
}
