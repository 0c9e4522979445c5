/**
 * The admin page's records: admin_runs (rebuilds, IndexNow, test sends) and delivery_runs with
 * subscription_counts(), read by admins and written only by the functions as service_role.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../../local/config.ts';
import { ACTORS, ADMIN, OWNER, user, type Actor, type RlsHelpers } from './rls-helpers.ts';

export function defineRunRules(h: RlsHelpers) {
  const { succeeds, fails, superuser, count } = h;

  describe('admin_runs', () => {
    const admin = user(ADMIN, SEEDED_ACCOUNTS.admin.email);
    const insert =
      "insert into public.admin_runs (kind, status, method, submitted, payload, duration_ms, error, actor) values ('indexnow', 'success', 'manual', 54, '{\"urls\": 54}', 120, null, $1)";
    beforeEach(async () => {
      await superuser(insert, [ADMIN]);
      await superuser(
        "insert into public.admin_runs (kind, status, method, duration_ms, error) values ('rebuild', 'error', 'schedule', 30, 'HTTP 500')",
      );
    });

    it.each([
      ['owner', 0],
      ['stranger', 0],
      ['anon', 0],
      ['service_role', 2],
    ] as [Actor, number][])('select: %s sees %i run(s)', async (actor, n) => {
      expect((await succeeds(actor, 'select * from public.admin_runs')).rows).toHaveLength(n);
    });

    it('select: an admin sees every run, including scheduled ones without an actor', async () => {
      const { rows } = await succeeds({ ...admin, readOnly: true }, 'select kind, method, actor from public.admin_runs order by kind');
      expect(rows).toEqual([
        { kind: 'indexnow', method: 'manual', actor: ADMIN },
        { kind: 'rebuild', method: 'schedule', actor: null },
      ]);
    });

    it('select: a user promoted to admin sees the runs; demoted again, nothing', async () => {
      await superuser("update public.profiles set role = 'admin' where id = $1", [OWNER]);
      expect((await succeeds('owner', 'select id from public.admin_runs')).rows).toHaveLength(2);
      await superuser("update public.profiles set role = 'user' where id = $1", [OWNER]);
      expect((await succeeds('owner', 'select id from public.admin_runs')).rows).toHaveLength(0);
    });

    it.each([
      ['owner', '42501'],
      ['anon', '42501'],
      ['service_role', null],
    ] as [Actor, string | null][])('insert: %s -> %s', async (actor, code) => {
      if (code) await fails(code, actor, insert, [ADMIN]);
      else await succeeds(actor, insert, [ADMIN]);
      expect(await count('select 1 from public.admin_runs')).toBe(code ? 2 : 3);
    });

    it('insert: even an admin cannot write runs through the API (only the functions, as service_role)', async () => {
      const message = await fails('42501', admin, insert, [ADMIN]);
      expect(message).toMatch(/row-level security/);
    });

    it.each([
      ['owner', 0],
      ['anon', 0],
      ['service_role', 2],
    ] as [Actor, number][])('update and delete: %s touches %i run(s)', async (actor, n) => {
      expect((await succeeds(actor, "update public.admin_runs set status = 'success'")).affectedRows).toBe(n);
      expect((await succeeds(actor, 'delete from public.admin_runs')).affectedRows).toBe(n);
    });

    it('an admin can neither edit nor delete a recorded run', async () => {
      expect((await succeeds(admin, "update public.admin_runs set error = null")).affectedRows).toBe(0);
      expect((await succeeds(admin, 'delete from public.admin_runs')).affectedRows).toBe(0);
      expect(await count("select 1 from public.admin_runs where error = 'HTTP 500'")).toBe(1);
    });

    it('kind, status, method, counts and durations are checked (23514)', async () => {
      const row = (kind: string, status: string, method: string, submitted: number | null, duration: number) =>
        fails(
          '23514',
          'service_role',
          'insert into public.admin_runs (kind, status, method, submitted, duration_ms) values ($1, $2, $3, $4, $5)',
          [kind, status, method, submitted, duration],
        );
      await row('deploy', 'success', 'manual', null, 1);
      await row('webhook', 'pending', 'manual', null, 1);
      await row('webhook', 'success', 'cron', null, 1);
      await row('indexnow', 'success', 'manual', -1, 1);
      await row('indexnow', 'success', 'manual', 1, -5);
    });

    it("a run keeps its history when the admin's account is deleted (actor becomes null)", async () => {
      const id = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
      await superuser("insert into auth.users (id, email) values ($1, 'former-admin@example.com')", [id]);
      await superuser(insert, [id]);
      await superuser('delete from auth.users where id = $1', [id]);
      expect(await count('select 1 from public.admin_runs where actor is null')).toBe(2);
    });
  });

  describe('delivery_runs and subscription_counts()', () => {
    const admin = user(ADMIN, SEEDED_ACCOUNTS.admin.email);
    const insert =
      "insert into public.delivery_runs (list, edition, method, status, sent, skipped, up_to_date, failed, undeliverable, confirmations, deleted, duration_ms) values ('alerts', 'alerts-2026-03-02', 'schedule', 'success', 5, 1, 2, 1, 0, 3, 4, 900)";
    beforeEach(async () => {
      await superuser(insert);
    });

    it.each([
      ['owner', 0],
      ['stranger', 0],
      ['anon', 0],
      ['service_role', 1],
    ] as [Actor, number][])('select: %s sees %i run(s)', async (actor, n) => {
      expect((await succeeds(actor, 'select * from public.delivery_runs')).rows).toHaveLength(n);
    });

    it('select: an admin sees the runs with their numbers; nobody but service_role writes them', async () => {
      const { rows } = await succeeds({ ...admin, readOnly: true }, 'select edition, sent, up_to_date, deleted from public.delivery_runs');
      expect(rows).toEqual([{ edition: 'alerts-2026-03-02', sent: 5, up_to_date: 2, deleted: 4 }]);
      for (const actor of [admin, ACTORS.owner, ACTORS.anon]) await fails('42501', actor, insert);
      expect((await succeeds(admin, 'update public.delivery_runs set sent = 0')).affectedRows).toBe(0);
      expect((await succeeds(admin, 'delete from public.delivery_runs')).affectedRows).toBe(0);
      await succeeds('service_role', insert);
      expect(await count('select 1 from public.delivery_runs where sent = 5')).toBe(2);
    });

    it('list, method, status and negative counts are checked (23514)', async () => {
      const row = (list: string, method: string, status: string, sent: number) =>
        fails('23514', 'service_role', "insert into public.delivery_runs (list, edition, method, status, sent, duration_ms) values ($1, 'e', $2, $3, $4, 1)", [list, method, status, sent]);
      await row('weekly', 'schedule', 'success', 0);
      await row('alerts', 'cron', 'success', 0);
      await row('alerts', 'schedule', 'partial', 0);
      await row('alerts', 'schedule', 'success', -1);
    });

    it("admin_runs takes the Delivery section's test sends", async () => {
      await succeeds('service_role', "insert into public.admin_runs (kind, status, method, duration_ms) values ('delivery-test', 'success', 'test', 5)");
      await fails('23514', 'service_role', "insert into public.admin_runs (kind, status, method, duration_ms) values ('delivery', 'success', 'test', 5)");
    });

    it('subscription_counts(): service_role only; four buckets per list that do not overlap', async () => {
      await superuser(
        `insert into public.daily_alerts (email, status, undeliverable_at) values
           ('a@example.com', 'confirmed', null), ('b@example.com', 'confirmed', null), ('c@example.com', 'confirmed', now()),
           ('d@example.com', 'pending', null), ('e@example.com', 'unsubscribed', null)`,
      );
      await superuser("insert into public.newsletter_subscriptions (email, status) values ('f@example.com', 'pending'), ('g@example.com', 'pending')");
      const { rows } = await succeeds('service_role', 'select * from public.subscription_counts() order by list');
      expect(rows).toEqual([
        { list: 'alerts', confirmed: 2, pending: 1, unsubscribed: 1, undeliverable: 1 },
        { list: 'newsletter', confirmed: 0, pending: 2, unsubscribed: 0, undeliverable: 0 },
      ]);
      for (const actor of [admin, ACTORS.owner]) await fails('42501', actor, 'select * from public.subscription_counts()');
    });
  });
}
