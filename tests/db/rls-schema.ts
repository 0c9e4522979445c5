/**
 * Guards over the whole schema (row-level security on every public table, policies named per role and
 * operation, security-definer functions pinned), the auth helpers and the request transaction, and the seed.
 */
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../../local/config.ts';
import { ACTORS, OWNER, type RlsHelpers } from './rls-helpers.ts';

/**
 * Public tables that deliberately have no policy at all (closed to every API role but service_role): the
 * subscription lists and the delivery records, written only by the mail functions' service-role calls.
 */
const POLICYLESS_TABLES: string[] = ['newsletter_subscriptions', 'daily_alerts', 'email_deliveries', 'confirmation_sends'];

/** Functions in public the anon role may call: none since subscribing moved to the subscribe function. */
const ANON_FUNCTIONS: string[] = [];

/** The security-definer function a signed-in user may call: their own daily alert's status, one word (*_my_daily_alert.sql). */
const USER_FUNCTIONS: string[] = ['my_daily_alert'];

/** Security-definer functions for service_role only (supabase/migrations/*_email_delivery.sql, *_newsletter_recipients.sql). */
const SERVICE_FUNCTIONS = [
  'alert_recipients',
  'claim_delivery',
  'claim_unsent_confirmations',
  'confirm_subscription',
  'delete_unconfirmed_subscriptions',
  'mark_delivery_failed',
  'mark_delivery_sent',
  'newsletter_recipients',
  'release_confirmation',
  'request_subscription',
  'subscription_counts',
  'unsubscribe_subscription',
];

export function defineSchemaRules(h: RlsHelpers) {
  const { succeeds, fails, superuser, count, runAs, seededBookmarks } = h;

  describe('schema guards', () => {
    it('every table in schema public has row-level security enabled', async () => {
      const { rows } = await superuser(
        `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(7);
      expect(rows.filter((r) => !r.relrowsecurity).map((r) => r.relname)).toEqual([]);
    });

    it('every public table has at least one policy (none is deliberately policy-less)', async () => {
      const { rows } = await superuser(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')
            and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname)`,
      );
      expect(rows.map((r) => r.relname).filter((t) => !POLICYLESS_TABLES.includes(t))).toEqual([]);
    });

    it('policies name their roles (never PUBLIC), cover one operation each, and call auth.uid() through a sub-select', async () => {
      const { rows } = await superuser(
        `select tablename, policyname, roles::text[] as roles, cmd, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
           from pg_policies where schemaname = 'public'`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const p of rows) {
        expect(p.roles, p.policyname).not.toContain('public');
        expect(p.roles.every((r: string) => r === 'anon' || r === 'authenticated'), p.policyname).toBe(true);
        expect(p.cmd, p.policyname).not.toBe('ALL');
        // Deparsed "(SELECT auth.uid() AS uid)" is evaluated once per statement; a bare auth.uid() per row.
        const bare = p.expr.replace(/SELECT auth\.uid\(\) AS uid/g, '');
        expect(bare, p.policyname).not.toMatch(/auth\.uid\(\)/);
      }
    });

    it('security-definer functions pin search_path, and anon can execute no function in public', async () => {
      const { rows } = await superuser(
        `select p.proname, p.prosecdef, p.proconfig, has_function_privilege('anon', p.oid, 'execute') as anon_exec
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
      );
      const definers = rows.filter((r) => r.prosecdef);
      expect(definers.map((r) => r.proname).sort()).toEqual(['handle_new_user', 'handle_user_updated', ...ANON_FUNCTIONS, ...USER_FUNCTIONS, ...SERVICE_FUNCTIONS].sort());
      for (const f of rows) {
        expect((f.proconfig ?? []).some((c: string) => c.startsWith('search_path=')), f.proname).toBe(true);
        expect(f.anon_exec, f.proname).toBe(ANON_FUNCTIONS.includes(f.proname));
      }
    });
  });

  describe('auth helpers and the request transaction', () => {
    it('auth.uid(), auth.role(), auth.email() and auth.jwt() read request.jwt.claims', async () => {
      const { rows } = await succeeds(
        'owner',
        'select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> $1 as aud, current_user as cu',
        ['aud'],
      );
      expect(rows[0]).toEqual({ uid: OWNER, role: 'authenticated', email: 'owner@example.com', aud: 'authenticated', cu: 'authenticated' });
    });

    it('without claims (null) the helpers return null, not an error', async () => {
      const { rows } = await succeeds(
        { role: 'anon', claims: null },
        'select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt, current_user as cu',
      );
      expect(rows[0]).toEqual({ uid: null, role: null, email: null, jwt: {}, cu: 'anon' });
    });

    it('role and claims last only for the request (after it, the empty setting reads as no claims)', async () => {
      await succeeds('owner', 'select 1');
      const { rows } = await superuser(
        "select current_user as cu, coalesce(current_setting('request.jwt.claims', true), '<null>') as claims, auth.uid() as uid",
      );
      expect(rows[0]).toEqual({ cu: 'postgres', claims: '', uid: null });
    });

    it('a read-only request cannot write (25006) and an error rolls the whole request back', async () => {
      await fails('25006', { ...ACTORS.anon, readOnly: true }, "insert into public.daily_alerts (email) values ('ro@example.com')");
      const attemptTwo = runAs(ACTORS.owner, async (tx) => {
        await tx.query("insert into public.idea_bookmarks (user_id, idea_id) values ($1, 'idea-5')", [OWNER]);
        await tx.query("insert into public.idea_bookmarks (user_id, idea_id) values ($1, 'not-an-idea')", [OWNER]);
      });
      await expect(attemptTwo).rejects.toMatchObject({ code: '23514' });
      expect(await count('select 1 from public.idea_bookmarks')).toBe(0);
    });

    it('pgcrypto is available as extensions.crypt / extensions.gen_salt', async () => {
      const { rows } = await superuser(
        "select extensions.crypt('pw', h) = h as ok, h from (select extensions.crypt('pw', extensions.gen_salt('bf')) as h) s",
      );
      expect(rows[0].ok).toBe(true);
      expect(bcrypt.compareSync('pw', rows[0].h)).toBe(true);
    });
  });

  describe('seed', () => {
    it('creates the two confirmed accounts of local/config.ts with bcrypt ($2a$) passwords', async () => {
      for (const account of Object.values(SEEDED_ACCOUNTS)) {
        const { rows } = await superuser(
          `select u.encrypted_password, u.email_confirmed_at, u.raw_user_meta_data ->> 'full_name' as name,
                  p.full_name, p.role, p.email, (select count(*)::int from auth.identities i where i.user_id = u.id) as identities
             from auth.users u join public.profiles p on p.id = u.id where u.email = $1`,
          [account.email],
        );
        expect(rows).toHaveLength(1);
        const row = rows[0];
        expect(row.encrypted_password).toMatch(/^\$2a\$/);
        expect(bcrypt.compareSync(account.password, row.encrypted_password)).toBe(true);
        expect(bcrypt.compareSync('wrong-password', row.encrypted_password)).toBe(false);
        expect(row.email_confirmed_at).not.toBeNull();
        expect({ name: row.name, full_name: row.full_name, role: row.role, email: row.email, identities: row.identities }).toEqual({
          name: account.fullName,
          full_name: account.fullName,
          role: account.role,
          email: account.email,
          identities: 1,
        });
      }
    });

    it('bookmarks idea-1 and idea-2 for the demo account', () => {
      expect(seededBookmarks()).toEqual(['idea-1', 'idea-2']);
    });
  });
}
