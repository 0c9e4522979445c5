/**
 * The database's rules, written once and run per engine (PGlite and PostgreSQL 15): row-level security for
 * every public table and every API role, the constraints and triggers behind the site's validation, the
 * workspace_bulk RPC, the seed, and guards over the whole schema.
 *
 * Actors: anon (a visitor: anon key), owner and stranger (two signed-in users), service_role.
 * A denied write is either an error 42501 (an insert, or an update whose new row fails WITH CHECK) or
 * 0 rows affected (an update/delete of rows the actor cannot see); each case asserts which.
 */
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../../local/config.ts';
import type { DbRequest } from '../../local/db/database.ts';
import type { DbEngine, EngineFactory, QueryResult } from './engines.ts';
import { defineDismissedRules } from './rls-dismissed.ts';
import { definePickedRecipientsRules } from './rls-picked-recipients.ts';

export const OWNER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const STRANGER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const DEMO = '11111111-1111-4111-8111-111111111111';
const ADMIN = '22222222-2222-4222-8222-222222222222';

const user = (sub: string, email: string): DbRequest => ({
  role: 'authenticated',
  claims: { sub, role: 'authenticated', email, aud: 'authenticated' },
});

const ACTORS = {
  anon: { role: 'anon', claims: { role: 'anon' } } as DbRequest,
  owner: user(OWNER, 'owner@example.com'),
  stranger: user(STRANGER, 'stranger@example.com'),
  service_role: { role: 'service_role', claims: { role: 'service_role' } } as DbRequest,
};
type Actor = keyof typeof ACTORS;

/** The tables the tests write; truncated before every test. */
const DATA_TABLES = [
  'public.idea_bookmarks',
  'public.user_idea_tags',
  'public.user_idea_notes',
  'public.paper_reads',
  'public.newsletter_subscriptions',
  'public.daily_alerts',
  'public.email_deliveries',
  'public.confirmation_sends',
  'public.admin_runs',
  'public.delivery_runs',
  'public.saved_searches',
  'public.dismissed_ideas',
];

/**
 * Public tables that deliberately have no policy at all (closed to every API role but service_role): the
 * subscription lists and the delivery records, written only by the mail functions' service-role calls.
 */
const POLICYLESS_TABLES: string[] = ['newsletter_subscriptions', 'daily_alerts', 'email_deliveries', 'confirmation_sends'];

/** Functions in public the anon role may call: none since subscribing moved to the subscribe function. */
const ANON_FUNCTIONS: string[] = [];

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

type Outcome = { ok: true; result: QueryResult } | { ok: false; code: string; message: string };

export function defineRlsSuite(name: string, factory: EngineFactory, options: { skip?: string } = {}) {
  const title = options.skip ? `${name} (skipped: ${options.skip})` : name;
  describe.skipIf(Boolean(options.skip))(title, () => {
    let db: DbEngine;
    let seededBookmarks: string[] = [];

    async function attempt(actor: Actor | DbRequest, sql: string, params: unknown[] = []): Promise<Outcome> {
      const request = typeof actor === 'string' ? ACTORS[actor] : actor;
      try {
        return { ok: true, result: await db.runAs(request, (tx) => tx.query(sql, params)) };
      } catch (error) {
        const e = error as { code?: string; message: string };
        if (!e.code) throw error;
        return { ok: false, code: e.code, message: e.message };
      }
    }
    /** Runs sql as actor and expects success; returns the result. */
    async function succeeds(actor: Actor | DbRequest, sql: string, params: unknown[] = []): Promise<QueryResult> {
      const outcome = await attempt(actor, sql, params);
      if (!outcome.ok) expect.fail(`expected success, got ${outcome.code}: ${outcome.message}`);
      return outcome.result;
    }
    /** Runs sql as actor and expects the SQLSTATE code; returns the message. */
    async function fails(code: string, actor: Actor | DbRequest, sql: string, params: unknown[] = []): Promise<string> {
      const outcome = await attempt(actor, sql, params);
      if (outcome.ok) expect.fail(`expected error ${code}, but it succeeded (${outcome.result.affectedRows} rows)`);
      expect(outcome.code, outcome.message).toBe(code);
      return outcome.message;
    }
    const superuser = (sql: string, params: unknown[] = []) => db.query(sql, params);
    const count = async (sql: string, params: unknown[] = []) =>
      Number((await superuser(`select count(*)::int as n from (${sql}) q`, params)).rows[0].n);

    beforeAll(async () => {
      db = await factory();
      seededBookmarks = (
        await superuser('select idea_id from public.idea_bookmarks where user_id = $1 order by idea_id', [DEMO])
      ).rows.map((r) => r.idea_id);
      await superuser(
        `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
         values ($1, 'owner@example.com', 'x', now(), '{"full_name": "Olive Owner"}'),
                ($2, 'stranger@example.com', 'x', now(), '{"full_name": "Sam Stranger"}')`,
        [OWNER, STRANGER],
      );
    });

    afterAll(async () => {
      await db?.close();
    });

    beforeEach(async () => {
      await superuser(`truncate ${DATA_TABLES.join(', ')}`);
      await superuser('delete from auth.users where id <> all($1::uuid[])', [[OWNER, STRANGER, DEMO, ADMIN]]);
      await superuser(
        `insert into public.profiles (id, email, full_name)
           select id, email, raw_user_meta_data ->> 'full_name' from auth.users
         on conflict (id) do update
           set email = excluded.email, full_name = excluded.full_name,
               role = case when profiles.id = $1 then 'admin' else 'user' end`,
        [ADMIN],
      );
    });

    // ---------------------------------------------------------------------------------------------------
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
        expect(definers.map((r) => r.proname).sort()).toEqual(['handle_new_user', 'handle_user_updated', ...ANON_FUNCTIONS, ...SERVICE_FUNCTIONS].sort());
        for (const f of rows) {
          expect((f.proconfig ?? []).some((c: string) => c.startsWith('search_path=')), f.proname).toBe(true);
          expect(f.anon_exec, f.proname).toBe(ANON_FUNCTIONS.includes(f.proname));
        }
      });
    });

    // ---------------------------------------------------------------------------------------------------
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
        const attemptTwo = db.runAs(ACTORS.owner, async (tx) => {
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

    // ---------------------------------------------------------------------------------------------------
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
        expect(seededBookmarks).toEqual(['idea-1', 'idea-2']);
      });
    });

    // ---------------------------------------------------------------------------------------------------
    describe('profiles', () => {
      it('a new auth user gets a profile with email and full_name (role user); auth changes follow', async () => {
        const id = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
        await superuser(`insert into auth.users (id, email, raw_user_meta_data) values ($1, 'new@example.com', '{"full_name": "Nia New"}')`, [id]);
        expect((await superuser('select email, full_name, role from public.profiles where id = $1', [id])).rows).toEqual([
          { email: 'new@example.com', full_name: 'Nia New', role: 'user' },
        ]);
        await superuser(
          `update auth.users set email = 'renamed@example.com', raw_user_meta_data = '{"full_name": "Nia Renamed"}' where id = $1`,
          [id],
        );
        expect((await superuser('select email, full_name from public.profiles where id = $1', [id])).rows).toEqual([
          { email: 'renamed@example.com', full_name: 'Nia Renamed' },
        ]);
        await superuser('delete from auth.users where id = $1', [id]);
        expect(await count('select 1 from public.profiles where id = $1', [id])).toBe(0);
      });

      const selectOwner = 'select * from public.profiles where id = $1';
      it.each([
        ['owner', 1],
        ['stranger', 0],
        ['anon', 0],
        ['service_role', 1],
      ] as [Actor, number][])('select: %s sees %i of the owner profile', async (actor, n) => {
        expect((await succeeds(actor, selectOwner, [OWNER])).rows).toHaveLength(n);
      });

      it('select: a user sees only their own profile', async () => {
        expect((await succeeds('owner', 'select id from public.profiles')).rows).toEqual([{ id: OWNER }]);
      });

      it.each([
        ['owner', '42501'],
        ['stranger', '42501'],
        ['anon', '42501'],
        ['service_role', null],
      ] as [Actor, string | null][])('insert: %s inserting the owner profile -> %s', async (actor, code) => {
        await superuser('delete from public.profiles where id = $1', [OWNER]);
        const sql = "insert into public.profiles (id, email, full_name) values ($1, 'owner@example.com', 'Olive')";
        if (code) await fails(code, actor, sql, [OWNER]);
        else await succeeds(actor, sql, [OWNER]);
        expect(await count(selectOwner, [OWNER])).toBe(code ? 0 : 1);
      });

      it('update full_name: a visitor may not update profiles at all (42501)', async () => {
        await fails('42501', 'anon', "update public.profiles set full_name = 'Changed' where id = $1", [OWNER]);
      });

      it.each([
        ['owner', 1],
        ['stranger', 0],
        ['service_role', 1],
      ] as [Actor, number][])('update full_name: %s changes %i row(s)', async (actor, n) => {
        const { affectedRows } = await succeeds(actor, "update public.profiles set full_name = 'Changed' where id = $1", [OWNER]);
        expect(affectedRows).toBe(n);
        const { rows } = await superuser('select full_name from public.profiles where id = $1', [OWNER]);
        expect(rows[0].full_name).toBe(n ? 'Changed' : 'Olive Owner');
      });

      it('a user cannot make themselves admin (42501, role stays user)', async () => {
        await fails('42501', 'owner', "update public.profiles set role = 'admin' where id = $1", [OWNER]);
        await fails('42501', 'owner', "update public.profiles set full_name = 'Sneaky', role = 'admin' where id = $1", [OWNER]);
        const { rows } = await superuser('select role, full_name from public.profiles where id = $1', [OWNER]);
        expect(rows[0]).toEqual({ role: 'user', full_name: 'Olive Owner' });
      });

      it.each([
        ['email', "'someone-else@example.com'"],
        ['created_at', "'2000-01-01'"],
        ['updated_at', "'2000-01-01'"],
      ])('a user cannot change their own %s: only full_name is theirs to edit (42501)', async (column, value) => {
        const before = (await superuser(`select ${column}::text as value from public.profiles where id = $1`, [OWNER])).rows[0].value;
        const message = await fails('42501', 'owner', `update public.profiles set ${column} = ${value} where id = $1`, [OWNER]);
        expect(message).toMatch(/permission denied/);
        expect((await superuser(`select ${column}::text as value from public.profiles where id = $1`, [OWNER])).rows[0].value).toBe(before);
      });

      it('behind the column privileges, the role trigger still refuses a role change (the second wall)', async () => {
        await superuser('grant update (role) on public.profiles to authenticated');
        try {
          const message = await fails('42501', 'owner', "update public.profiles set role = 'admin' where id = $1", [OWNER]);
          expect(message).toMatch(/administrator/);
        } finally {
          await superuser('revoke update (role) on public.profiles from authenticated');
        }
      });

      it('a user cannot hand their profile to another id (42501)', async () => {
        await superuser('delete from public.profiles where id = $1', [STRANGER]);
        await fails('42501', 'owner', 'update public.profiles set id = $2 where id = $1', [OWNER, STRANGER]);
      });

      it("a stranger or visitor cannot change someone's role (42501); service_role can", async () => {
        for (const actor of ['stranger', 'anon'] as Actor[]) {
          await fails('42501', actor, "update public.profiles set role = 'admin' where id = $1", [OWNER]);
        }
        expect((await succeeds('service_role', "update public.profiles set role = 'admin' where id = $1", [OWNER])).affectedRows).toBe(1);
        expect((await superuser('select role from public.profiles where id = $1', [OWNER])).rows[0].role).toBe('admin');
        await fails('23514', 'service_role', "update public.profiles set role = 'owner' where id = $1", [OWNER]);
      });

      it('the admin reads their own role (the admin-page check) and an admin cannot demote or promote via the API either', async () => {
        const admin = user(ADMIN, SEEDED_ACCOUNTS.admin.email);
        expect((await succeeds(admin, 'select role from public.profiles where id = $1', [ADMIN])).rows).toEqual([{ role: 'admin' }]);
        await fails('42501', admin, "update public.profiles set role = 'user' where id = $1", [ADMIN]);
        await fails('42501', admin, "update public.profiles set role = 'admin' where id = $1", [OWNER]);
      });

      it('updated_at is maintained by a trigger', async () => {
        await superuser("update public.profiles set updated_at = '2000-01-01' where id = $1", [OWNER]);
        await succeeds('owner', "update public.profiles set full_name = 'Later' where id = $1", [OWNER]);
        const { rows } = await superuser('select updated_at from public.profiles where id = $1', [OWNER]);
        expect(new Date(rows[0].updated_at).getUTCFullYear()).toBeGreaterThan(2000);
      });

      it.each([
        ['owner', 0],
        ['stranger', 0],
        ['anon', 0],
        ['service_role', 1],
      ] as [Actor, number][])('delete: %s deletes %i row(s)', async (actor, n) => {
        expect((await succeeds(actor, 'delete from public.profiles where id = $1', [OWNER])).affectedRows).toBe(n);
        expect(await count(selectOwner, [OWNER])).toBe(1 - n);
      });
    });

    // ---------------------------------------------------------------------------------------------------
    type OwnedTable = { table: string; insert: string; update: string };
    const OWNED_TABLES: OwnedTable[] = [
      {
        table: 'idea_bookmarks',
        insert: 'insert into public.idea_bookmarks (user_id, idea_id) values ($1, $2)',
        update: 'update public.idea_bookmarks set created_at = now() where user_id = $1 and idea_id = $2',
      },
      {
        table: 'user_idea_tags',
        insert: "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, $2, 'theme', 'Robotics')",
        update: "update public.user_idea_tags set tag_value = 'Edited' where user_id = $1 and idea_id = $2",
      },
      {
        table: 'user_idea_notes',
        insert: "insert into public.user_idea_notes (user_id, idea_id, content) values ($1, $2, 'A note')",
        update: "update public.user_idea_notes set content = 'Edited' where user_id = $1 and idea_id = $2",
      },
      {
        table: 'paper_reads',
        insert: 'insert into public.paper_reads (user_id, idea_id) values ($1, $2)',
        update: 'update public.paper_reads set read_at = now() where user_id = $1 and idea_id = $2',
      },
    ];

    for (const t of OWNED_TABLES) {
      describe(t.table, () => {
        const ownerRows = `select * from public.${t.table} where user_id = '${OWNER}'`;
        beforeEach(async () => {
          await superuser(t.insert, [OWNER, 'idea-1']);
          await superuser(t.insert, [STRANGER, 'idea-2']);
        });

        it.each([
          ['owner', 1],
          ['stranger', 0],
          ['anon', 0],
          ['service_role', 1],
        ] as [Actor, number][])("select: %s sees %i of the owner's rows", async (actor, n) => {
          expect((await succeeds(actor, ownerRows, [], )).rows).toHaveLength(n);
        });

        it('select: a user sees only their own rows, a visitor none', async () => {
          const owner = await succeeds({ ...ACTORS.owner, readOnly: true }, `select user_id, idea_id from public.${t.table}`);
          expect(owner.rows).toEqual([{ user_id: OWNER, idea_id: 'idea-1' }]);
          const stranger = await succeeds('stranger', `select user_id, idea_id from public.${t.table}`);
          expect(stranger.rows).toEqual([{ user_id: STRANGER, idea_id: 'idea-2' }]);
          expect((await succeeds('anon', `select * from public.${t.table}`)).rows).toEqual([]);
          expect((await succeeds('service_role', `select * from public.${t.table}`)).rows).toHaveLength(2);
        });

        it.each([
          ['owner', null],
          ['stranger', '42501'],
          ['anon', '42501'],
          ['service_role', null],
        ] as [Actor, string | null][])('insert: %s adding a row for the owner -> %s', async (actor, code) => {
          if (code) {
            const message = await fails(code, actor, t.insert, [OWNER, 'idea-7']);
            expect(message).toMatch(/row-level security/);
          } else {
            await succeeds(actor, t.insert, [OWNER, 'idea-7']);
          }
          expect(await count(`${ownerRows} and idea_id = 'idea-7'`)).toBe(code ? 0 : 1);
        });

        it('insert: a user can add rows for themselves, returning them', async () => {
          const { rows } = await succeeds('stranger', `${t.insert} returning user_id, idea_id`, [STRANGER, 'idea-8']);
          expect(rows).toEqual([{ user_id: STRANGER, idea_id: 'idea-8' }]);
        });

        it.each([
          ['owner', 1],
          ['stranger', 0],
          ['anon', 0],
          ['service_role', 1],
        ] as [Actor, number][])("update: %s changes %i of the owner's rows", async (actor, n) => {
          const before = (await superuser(ownerRows)).rows;
          const { affectedRows } = await succeeds(actor, t.update, [OWNER, 'idea-1']);
          expect(affectedRows).toBe(n);
          if (n === 0) expect((await superuser(ownerRows)).rows).toEqual(before);
        });

        it('update: the owner cannot hand a row to another user (42501)', async () => {
          await fails('42501', 'owner', `update public.${t.table} set user_id = $2 where user_id = $1`, [OWNER, STRANGER]);
          expect(await count(ownerRows)).toBe(1);
        });

        it.each([
          ['owner', 1],
          ['stranger', 0],
          ['anon', 0],
          ['service_role', 1],
        ] as [Actor, number][])("delete: %s deletes %i of the owner's rows", async (actor, n) => {
          const { affectedRows } = await succeeds(actor, `delete from public.${t.table} where user_id = $1`, [OWNER]);
          expect(affectedRows).toBe(n);
          expect(await count(ownerRows)).toBe(1 - n);
        });

        it('idea_id must look like idea-<n> (23514)', async () => {
          await fails('23514', 'owner', t.insert, [OWNER, 'idea-x']);
          await fails('23514', 'owner', t.insert, [OWNER, '../etc']);
        });

        it("rows go when their auth user is deleted", async () => {
          const id = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
          await superuser("insert into auth.users (id, email) values ($1, 'gone@example.com')", [id]);
          await superuser(t.insert, [id, 'idea-3']);
          await superuser('delete from auth.users where id = $1', [id]);
          expect(await count(`select 1 from public.${t.table} where user_id = $1`, [id])).toBe(0);
        });
      });
    }

    describe('user_idea_tags rules', () => {
      const add = (actor: Actor, type: string, value: string, idea = 'idea-1', userId = actor === 'owner' ? OWNER : STRANGER) =>
        attempt(actor, 'insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, $2, $3, $4)', [
          userId,
          idea,
          type,
          value,
        ]);

      it('a duplicate theme tag (other case, extra spaces) is rejected with 23505; an industry tag of that value is fine', async () => {
        expect((await add('owner', 'theme', 'Robotics')).ok).toBe(true);
        expect(await add('owner', 'theme', 'rOBOTICS')).toMatchObject({ ok: false, code: '23505' });
        expect((await add('owner', 'industry', 'Robotics')).ok).toBe(true);
        expect((await add('owner', 'industry', 'robotics')).ok).toBe(true);
        expect((await add('owner', 'theme', 'Robotics', 'idea-2')).ok).toBe(true);
        expect((await add('stranger', 'theme', 'Robotics')).ok).toBe(true);
      });

      it('tag values are stored trimmed and 1 to 50 characters, and tag_type is industry or theme (23514)', async () => {
        expect(await add('owner', 'theme', '   ')).toMatchObject({ ok: false, code: '23514' });
        expect(await add('owner', 'theme', '')).toMatchObject({ ok: false, code: '23514' });
        expect(await add('owner', 'theme', 'x'.repeat(51))).toMatchObject({ ok: false, code: '23514' });
        expect(await add('owner', 'theme', ` ${'x'.repeat(50)} `)).toMatchObject({ ok: false, code: '23514' });
        // The red-team payload: 400 KB of spaces around one letter.
        expect(await add('owner', 'theme', `${' '.repeat(200_000)}a${' '.repeat(200_000)}`)).toMatchObject({ ok: false, code: '23514' });
        expect((await add('owner', 'theme', 'x'.repeat(50))).ok).toBe(true);
        expect((await add('owner', 'theme', 'é'.repeat(50))).ok).toBe(true);
        expect(await add('owner', 'category', 'AI')).toMatchObject({ ok: false, code: '23514' });
      });

      it('the site removes a tag by user, idea, type and value', async () => {
        await add('owner', 'theme', 'Robotics');
        await add('owner', 'industry', 'Robotics');
        const { affectedRows } = await succeeds(
          'owner',
          'delete from public.user_idea_tags where user_id = $1 and idea_id = $2 and tag_type = $3 and tag_value = $4',
          [OWNER, 'idea-1', 'theme', 'Robotics'],
        );
        expect(affectedRows).toBe(1);
        expect((await superuser('select tag_type from public.user_idea_tags')).rows).toEqual([{ tag_type: 'industry' }]);
      });
    });

    describe('tags and notes bookmark their idea first', () => {
      const bookmarks = (userId: string) => count('select 1 from public.idea_bookmarks where user_id = $1', [userId]);
      const removeBookmark = () => succeeds('owner', 'delete from public.idea_bookmarks where user_id = $1 and idea_id = $2', [OWNER, 'idea-4']);

      it('a tag added after another tab removed the bookmark saves the idea again, in the same statement', async () => {
        await succeeds('owner', 'insert into public.idea_bookmarks (user_id, idea_id) values ($1, $2)', [OWNER, 'idea-4']);
        await removeBookmark();
        await succeeds('owner', "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, 'idea-4', 'theme', 'Later')", [OWNER]);
        expect(await count("select 1 from public.idea_bookmarks where user_id = $1 and idea_id = 'idea-4'", [OWNER])).toBe(1);
        // A tag on an idea already saved adds nothing.
        await succeeds('owner', "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, 'idea-4', 'theme', 'Again')", [OWNER]);
        expect(await bookmarks(OWNER)).toBe(1);
      });

      it('a non-empty note (insert or upsert) saves the idea; an empty one does not', async () => {
        const upsert = 'insert into public.user_idea_notes (user_id, idea_id, content) values ($1, $2, $3) on conflict (user_id, idea_id) do update set content = excluded.content';
        await succeeds('owner', upsert, [OWNER, 'idea-5', null]);
        expect(await bookmarks(OWNER)).toBe(0);
        await succeeds('owner', upsert, [OWNER, 'idea-5', 'typed in a stale tab']);
        expect(await count("select 1 from public.idea_bookmarks where user_id = $1 and idea_id = 'idea-5'", [OWNER])).toBe(1);
        await succeeds('owner', 'delete from public.idea_bookmarks where user_id = $1', [OWNER]);
        await succeeds('owner', upsert, [OWNER, 'idea-5', 'edited again']);
        expect(await bookmarks(OWNER)).toBe(1);
      });

      it("a tag or note for someone else fails (42501) and saves no idea for them", async () => {
        await fails('42501', 'stranger', "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, 'idea-6', 'theme', 'x')", [OWNER]);
        await fails('42501', 'stranger', "insert into public.user_idea_notes (user_id, idea_id, content) values ($1, 'idea-6', 'x')", [OWNER]);
        expect(await bookmarks(OWNER)).toBe(0);
      });
    });

    describe('user_idea_notes rules', () => {
      const upsert =
        'insert into public.user_idea_notes (user_id, idea_id, content) values ($1, $2, $3) ' +
        'on conflict (user_id, idea_id) do update set content = excluded.content';

      it('a note of 2000 characters is accepted, 2001 rejected (23514), an empty note is stored as null', async () => {
        await succeeds('owner', upsert, [OWNER, 'idea-1', 'é'.repeat(2000)]);
        await fails('23514', 'owner', upsert, [OWNER, 'idea-1', 'x'.repeat(2001)]);
        await succeeds('owner', upsert, [OWNER, 'idea-2', null]);
        const { rows } = await superuser('select idea_id, char_length(content) as n from public.user_idea_notes order by idea_id');
        expect(rows).toEqual([
          { idea_id: 'idea-1', n: 2000 },
          { idea_id: 'idea-2', n: null },
        ]);
      });

      it('the upsert on (user_id, idea_id) updates the one note and bumps updated_at', async () => {
        await succeeds('owner', upsert, [OWNER, 'idea-1', 'first']);
        await superuser("update public.user_idea_notes set updated_at = '2000-01-01'");
        await succeeds('owner', upsert, [OWNER, 'idea-1', 'second']);
        const { rows } = await superuser('select content, updated_at from public.user_idea_notes');
        expect(rows).toHaveLength(1);
        expect(rows[0].content).toBe('second');
        expect(new Date(rows[0].updated_at).getUTCFullYear()).toBeGreaterThan(2000);
      });

      it("a stranger's upsert onto the owner's note is rejected (42501) and leaves it unchanged", async () => {
        await succeeds('owner', upsert, [OWNER, 'idea-1', 'mine']);
        await fails('42501', 'stranger', upsert, [OWNER, 'idea-1', 'theirs']);
        expect((await superuser('select content from public.user_idea_notes')).rows).toEqual([{ content: 'mine' }]);
      });
    });

    // ---------------------------------------------------------------------------------------------------
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

    // ---------------------------------------------------------------------------------------------------
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

      it('keys a mailbox by its lower-case address without +tag, and a client by its IPv4 address or IPv6 /64', async () => {
        const key = async (fn: string, value: string | null) => (await superuser(`select public.${fn}($1) as k`, [value])).rows[0].k;
        expect(await key('mailbox_key', ' Victim+News@Example.COM ')).toBe('victim@example.com');
        expect(await key('mailbox_key', 'a+b+c@x.io')).toBe('a@x.io');
        expect(await key('client_key', '203.0.113.7')).toBe('203.0.113.7');
        expect(await key('client_key', '::ffff:203.0.113.7')).toBe('203.0.113.7');
        expect(await key('client_key', '2001:db8:1:2:aaaa::1')).toBe(await key('client_key', '2001:db8:1:2:bbbb::9'));
        expect(await key('client_key', '2001:db8:1:3::1')).not.toBe(await key('client_key', '2001:db8:1:2::1'));
        expect(await key('client_key', 'not an ip')).toBeNull();
        expect(await key('client_key', null)).toBeNull();
      });

      it('30 +tag variants of one mailbox get 2 emails, and the plain address its own first one, on either list', async () => {
        const variants = Array.from({ length: 30 }, (_, i) => `victim+${i}@example.com`);
        expect(await sent(variants, 'mailbox')).toBe(2);
        expect(await sent(['Victim@Example.com'], 'mailbox', null, 'alerts')).toBe(1);
        expect(await sent(['victim@example.com', 'victim+late@example.com'], 'mailbox')).toBe(0);
        expect(await count('select 1 from public.newsletter_subscriptions where email like $1', ['victim%'])).toBe(2);
        expect(await sent(['someone-else@example.com'], 'mailbox')).toBe(1);
      });

      it('a client gets 10 emails an hour, whatever the addresses; another client is not held back', async () => {
        const addresses = Array.from({ length: 30 }, (_, i) => `person${i}@example.com`);
        expect(await sent(addresses, 'client', '198.51.100.9')).toBe(10);
        expect(await sent(['next@example.com'], 'client', '2001:db8::1')).toBe(1);
        expect(await sent(['same-line@example.com'], 'client', '2001:db8::2')).toBe(1);
        await superuser("update public.confirmation_sends set sent_at = now() - interval '61 minutes'");
        expect(await sent(['later@example.com'], 'client', '198.51.100.9')).toBe(1);
      });

      it('the site sends at most 500 an hour; the log keeps hashes, not addresses, for a day', async () => {
        await request('newsletter', 'first@example.com', '192.0.2.1');
        const stored = (await superuser('select mailbox, client from public.confirmation_sends')).rows;
        expect(stored).toHaveLength(1);
        expect(JSON.stringify(stored)).not.toMatch(/first|example|192\.0/);
        await superuser(
          `insert into public.confirmation_sends (mailbox, variant, client) select md5(i::text), false, null from generate_series(1, 499) i`,
        );
        expect(await sent(['one-too-many@example.com'], 'site')).toBe(0);
        await superuser("update public.confirmation_sends set sent_at = now() - interval '25 hours'");
        expect(await sent(['next-day@example.com'], 'site')).toBe(1);
        expect(await count('select 1 from public.confirmation_sends')).toBe(1);
      });

      it('a refused request changes nothing, and an address asked again within 10 minutes gets no email but no refusal', async () => {
        await sent(['pending+1@example.com', 'pending+2@example.com'], 'mailbox');
        expect(await sent(['pending+3@example.com'], 'mailbox')).toBe(0);
        expect(await count("select 1 from public.newsletter_subscriptions where email = 'pending+3@example.com'")).toBe(0);
        const again = await request('newsletter', 'pending+1@example.com');
        expect(again.ok && again.result.rows[0].send).toBe(false);
      });

      it('an email that could not be sent is taken back out of the limits (release_confirmation)', async () => {
        const variants = ['flaky+1@example.com', 'flaky+2@example.com'];
        expect(await sent(variants, 'mailbox')).toBe(2);
        const { rows } = await superuser("select id from public.newsletter_subscriptions where email = 'flaky+2@example.com'");
        await succeeds('service_role', "select public.release_confirmation('newsletter', $1)", [rows[0].id]);
        expect(await sent(['flaky+2@example.com'], 'mailbox')).toBe(1);
      });

      it.each(['owner', 'stranger', 'anon'] as Actor[])('%s can neither read nor write the log (42501)', async (actor) => {
        await fails('42501', actor, 'select * from public.confirmation_sends');
        await fails('42501', actor, "insert into public.confirmation_sends (mailbox, variant) values ('x', false)");
        await fails('42501', actor, "select public.mailbox_key('a@b.io')");
      });
    });

    // ---------------------------------------------------------------------------------------------------
    describe('storage limits', () => {
      const INSERTS: Record<string, string> = {
        idea_bookmarks: 'insert into public.idea_bookmarks (user_id, idea_id) values ($1, $2)',
        user_idea_tags: "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, $2, 'industry', 'tag')",
        user_idea_notes: "insert into public.user_idea_notes (user_id, idea_id, content) values ($1, $2, 'note')",
        paper_reads: 'insert into public.paper_reads (user_id, idea_id) values ($1, $2)',
      };
      /** Rows straight into a table, its triggers off (as a restore would): `select` gives the rest of each row. */
      const fill = (table: string, columns: string, select: string) =>
        superuser(`do $$ begin set local session_replication_role = replica; insert into public.${table} (${columns}) ${select}; end $$`);

      it.each(Object.keys(INSERTS))('%s: an idea id is idea- and 1 to 9 digits (23514)', async (table) => {
        await succeeds('owner', INSERTS[table]!, [OWNER, 'idea-123456789']);
        for (const id of ['idea-1234567890', 'idea-', 'idea-1x', `idea-${'9'.repeat(100_000)}`]) {
          await fails('23514', 'owner', INSERTS[table]!, [OWNER, id]);
        }
      });

      it.each([
        ['idea_bookmarks', 'user_id, idea_id', '', 'saved ideas'],
        ['user_idea_notes', 'user_id, idea_id, content', ", 'note'", 'notes'],
        ['paper_reads', 'user_id, idea_id', '', 'papers marked as read'],
      ])('%s: 5,000 rows per user, then P0001 with a clear message; an upsert of a row they have still works; others are not affected', async (table, columns, rest, what) => {
        await fill(table, columns, `select '${OWNER}', 'idea-' || g${rest} from generate_series(1, 5000) g`);
        const message = await fails('P0001', 'owner', INSERTS[table]!, [OWNER, 'idea-5001']);
        expect(message).toBe(`Limit reached: at most 5,000 ${what} per account.`);
        await succeeds('owner', `${INSERTS[table]} on conflict (user_id, idea_id) do nothing`, [OWNER, 'idea-1']);
        await succeeds('stranger', INSERTS[table]!, [STRANGER, 'idea-5001']);
        expect(await count(`select 1 from public.${table} where user_id = $1`, [OWNER])).toBe(5000);
      });

      it('user_idea_tags: 50 per idea and 20,000 per user, each refused with P0001 and a clear message', async () => {
        await fill('user_idea_tags', 'user_id, idea_id, tag_type, tag_value', `select '${OWNER}', 'idea-1', 'industry', 'tag ' || g from generate_series(1, 50) g`);
        expect(await fails('P0001', 'owner', INSERTS.user_idea_tags!, [OWNER, 'idea-1'])).toBe('Limit reached: at most 50 tags per idea.');
        await succeeds('owner', INSERTS.user_idea_tags!, [OWNER, 'idea-2']);
        await fill('user_idea_tags', 'user_id, idea_id, tag_type, tag_value', `select '${OWNER}', 'idea-' || (10 + g / 40), 'industry', 'tag ' || g from generate_series(1, 19949) g`);
        expect(await count('select 1 from public.user_idea_tags where user_id = $1', [OWNER])).toBe(20000);
        expect(await fails('P0001', 'owner', INSERTS.user_idea_tags!, [OWNER, 'idea-99999'])).toBe('Limit reached: at most 20,000 tags per account.');
        await succeeds('stranger', INSERTS.user_idea_tags!, [STRANGER, 'idea-99999']);
      });
    });

    // ---------------------------------------------------------------------------------------------------
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

    // ---------------------------------------------------------------------------------------------------
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

    // ---------------------------------------------------------------------------------------------------
    describe('saved_searches', () => {
      const add = "insert into public.saved_searches (user_id, name, query, technologies, min_feasibility) values ($1, $2, 'robot', '{Robotics}', 8) returning id";
      const ownerRows = `select * from public.saved_searches where user_id = '${OWNER}'`;
      let ownerSearch = '';
      beforeEach(async () => {
        ownerSearch = (await superuser(add, [OWNER, 'Owner search'])).rows[0].id;
        await superuser(add, [STRANGER, 'Stranger search']);
      });

      it("a user reads only their own searches; a visitor none; service_role (the alert job) every user's", async () => {
        expect((await succeeds({ ...ACTORS.owner, readOnly: true }, 'select name from public.saved_searches')).rows).toEqual([{ name: 'Owner search' }]);
        expect((await succeeds('stranger', 'select name from public.saved_searches')).rows).toEqual([{ name: 'Stranger search' }]);
        expect((await succeeds('anon', 'select * from public.saved_searches')).rows).toEqual([]);
        expect((await succeeds('service_role', 'select * from public.saved_searches')).rows).toHaveLength(2);
      });

      it('insert: the row defaults to the caller (user_id), not paused, with empty filters; nobody can add one for someone else (42501)', async () => {
        const { rows } = await succeeds('owner', "insert into public.saved_searches (name) values ('Mine') returning user_id, paused, query, technologies, industries, min_novelty");
        expect(rows).toEqual([{ user_id: OWNER, paused: false, query: '', technologies: [], industries: [], min_novelty: null }]);
        for (const actor of ['stranger', 'anon'] as Actor[]) {
          expect(await fails('42501', actor, add, [OWNER, 'Planted'])).toMatch(/row-level security/);
        }
        await fails('42501', 'anon', "insert into public.saved_searches (name) values ('Guest')");
        expect(await count(`${ownerRows} and name = 'Planted'`)).toBe(0);
      });

      it.each([
        ['owner', 1],
        ['stranger', 0],
        ['anon', 0],
      ] as [Actor, number][])('rename, pause and delete: %s changes %i of the owner’s searches', async (actor, n) => {
        const renamed = await succeeds(actor, "update public.saved_searches set name = 'Renamed', paused = true where id = $1", [ownerSearch]);
        expect(renamed.affectedRows).toBe(n);
        expect(await count(`${ownerRows} and name = 'Renamed' and paused`)).toBe(n);
        expect((await succeeds(actor, 'delete from public.saved_searches where id = $1', [ownerSearch])).affectedRows).toBe(n);
        expect(await count(ownerRows)).toBe(1 - n);
      });

      it('update: the owner cannot hand a search to another user (42501); updated_at follows edits', async () => {
        await fails('42501', 'owner', 'update public.saved_searches set user_id = $2 where id = $1', [ownerSearch, STRANGER]);
        await superuser("update public.saved_searches set updated_at = '2000-01-01' where id = $1", [ownerSearch]);
        await succeeds('owner', 'update public.saved_searches set paused = true where id = $1', [ownerSearch]);
        const { rows } = await superuser('select updated_at from public.saved_searches where id = $1', [ownerSearch]);
        expect(new Date(rows[0].updated_at).getUTCFullYear()).toBeGreaterThan(2000);
      });

      it('name is trimmed and 1 to 80 characters, the query at most 200, each category list at most 20 non-empty names (23514)', async () => {
        const insert = (column: string, value: unknown) =>
          attempt('owner', `insert into public.saved_searches (name${column === 'name' ? '' : `, ${column}`}) values (${column === 'name' ? '$1' : "'n', $1"})`, [value]);
        for (const [column, good, bad] of [
          ['name', ['x', 'a'.repeat(80)], ['', ' padded', 'padded ', 'a'.repeat(81)]],
          ['query', ['', 'q'.repeat(200)], ['q'.repeat(201)]],
          ['technologies', [[], Array.from({ length: 20 }, (_, i) => `T${i}`)], [Array.from({ length: 21 }, (_, i) => `T${i}`), [''], ['Robotics', null], ['x'.repeat(1601)]]],
          ['industries', [['Health & Life Sciences']], [Array.from({ length: 21 }, (_, i) => `I${i}`), ['']]],
        ] as [string, unknown[], unknown[]][]) {
          for (const value of good) expect((await insert(column, value)).ok, `${column} ${JSON.stringify(value)}`).toBe(true);
          for (const value of bad) expect(await insert(column, value), `${column} ${JSON.stringify(value)}`).toMatchObject({ ok: false, code: '23514' });
        }
      });

      it.each(['min_novelty', 'min_market', 'min_feasibility', 'min_composite'])('%s: null or 0 to 10 with one decimal (23514 otherwise)', async (column) => {
        const sql = `insert into public.saved_searches (name, ${column}) values ('n', $1) returning ${column} as v`;
        for (const value of [null, 0, 8, 7.5, 10]) {
          const stored = (await succeeds('owner', sql, [value])).rows[0].v;
          expect(stored === null ? null : Number(stored)).toBe(value);
        }
        for (const value of [-0.1, 10.1, 7.25, 11]) await fails('23514', 'owner', sql, [value]);
      });

      it('50 searches per user, then P0001 with a clear message; other users are not affected', async () => {
        await superuser(`insert into public.saved_searches (user_id, name) select $1, 'Search ' || g from generate_series(2, 50) g`, [OWNER]);
        expect(await fails('P0001', 'owner', "insert into public.saved_searches (name) values ('One too many')")).toBe('Limit reached: at most 50 saved searches per account.');
        expect(await count(ownerRows)).toBe(50);
        await succeeds('stranger', "insert into public.saved_searches (name) values ('Still fine')");
        await succeeds('owner', 'delete from public.saved_searches where id = $1', [ownerSearch]);
        await succeeds('owner', "insert into public.saved_searches (name) values ('Room again')");
      });

      it('searches go when their auth user is deleted', async () => {
        const id = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
        await superuser("insert into auth.users (id, email) values ($1, 'gone@example.com')", [id]);
        await superuser(add, [id, 'Gone']);
        await superuser('delete from auth.users where id = $1', [id]);
        expect(await count('select 1 from public.saved_searches where user_id = $1', [id])).toBe(0);
      });
    });

    defineDismissedRules({ owner: OWNER, stranger: STRANGER, attempt, succeeds, fails, superuser, count });
    definePickedRecipientsRules({ owner: OWNER, stranger: STRANGER, attempt, succeeds, fails, superuser, count });

    // ---------------------------------------------------------------------------------------------------
    describe('workspace_bulk()', () => {
      beforeEach(async () => {
        for (const [userId, prefix] of [
          [OWNER, 1],
          [STRANGER, 5],
        ] as [string, number][]) {
          await superuser(
            `insert into public.idea_bookmarks (user_id, idea_id, created_at) values ($1, $2, now() - interval '1 day'), ($1, $3, now())`,
            [userId, `idea-${prefix}`, `idea-${prefix + 1}`],
          );
          await superuser(
            "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, $2, 'theme', 'Robotics')",
            [userId, `idea-${prefix}`],
          );
          await superuser("insert into public.user_idea_notes (user_id, idea_id, content) values ($1, $2, 'note')", [userId, `idea-${prefix}`]);
          await superuser('insert into public.paper_reads (user_id, idea_id) values ($1, $2)', [userId, `idea-${prefix}`]);
        }
      });

      it("returns only the caller's bookmarks (newest first), tags, notes and reads", async () => {
        const { rows } = await succeeds({ ...ACTORS.owner, readOnly: true }, 'select public.workspace_bulk() as w');
        const w = rows[0].w;
        expect(Object.keys(w).sort()).toEqual(['bookmarks', 'notes', 'reads', 'tags']);
        expect(w.bookmarks).toEqual(['idea-2', 'idea-1']);
        for (const key of ['tags', 'notes', 'reads']) {
          expect(w[key], key).toHaveLength(1);
          expect(w[key][0]).toMatchObject({ user_id: OWNER, idea_id: 'idea-1' });
        }
        expect(w.tags[0]).toMatchObject({ tag_type: 'theme', tag_value: 'Robotics' });
        expect(Object.keys(w.tags[0]).sort()).toEqual(['created_at', 'id', 'idea_id', 'tag_type', 'tag_value', 'user_id']);
        expect(w.notes[0]).toMatchObject({ content: 'note' });

        const stranger = (await succeeds('stranger', 'select public.workspace_bulk() as w')).rows[0].w;
        expect(stranger.bookmarks).toEqual(['idea-6', 'idea-5']);
      });

      it('anon is denied (42501); service_role, having no user, gets empty lists', async () => {
        await fails('42501', 'anon', 'select public.workspace_bulk()');
        const { rows } = await succeeds('service_role', 'select public.workspace_bulk() as w');
        expect(rows[0].w).toEqual({ bookmarks: [], tags: [], notes: [], reads: [] });
      });

      it('a signed-in user with no data gets empty lists', async () => {
        const lonely = user('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', 'lonely@example.com');
        expect((await succeeds(lonely, 'select public.workspace_bulk() as w')).rows[0].w).toEqual({
          bookmarks: [],
          tags: [],
          notes: [],
          reads: [],
        });
      });
    });
  });
}
