/**
 * The database's rules, written once per feature and run per engine (PGlite and PostgreSQL 15): row-level
 * security for every public table and every API role, the constraints and triggers behind the site's
 * validation, the RPCs, the seed, and guards over the whole schema. This file opens the engine, resets the
 * data before every test and runs each feature's module (rls-<feature>.ts) with the helpers of rls-helpers.ts.
 *
 * Actors: anon (a visitor: anon key), owner and stranger (two signed-in users), service_role.
 * A denied write is either an error 42501 (an insert, or an update whose new row fails WITH CHECK) or
 * 0 rows affected (an update/delete of rows the actor cannot see); each case asserts which.
 */
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import type { DbRequest } from '../../local/db/database.ts';
import type { DbEngine, EngineFactory, QueryResult } from './engines.ts';
import { defineDismissedRules } from './rls-dismissed.ts';
import { ACTORS, ADMIN, DEMO, OWNER, STRANGER, type Actor, type Outcome, type RlsHelpers } from './rls-helpers.ts';
import { definePickedRecipientsRules } from './rls-picked-recipients.ts';
import { defineProfileRules } from './rls-profiles.ts';
import { defineRunRules } from './rls-runs.ts';
import { defineSavedSearchRules } from './rls-saved-searches.ts';
import { defineSchemaRules } from './rls-schema.ts';
import { defineSubscriptionRules } from './rls-subscriptions.ts';
import { defineWorkspaceRules } from './rls-workspace.ts';

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

    const h: RlsHelpers = {
      owner: OWNER,
      stranger: STRANGER,
      attempt,
      succeeds,
      fails,
      superuser,
      count,
      runAs: (request, fn) => db.runAs(request, fn),
      seededBookmarks: () => seededBookmarks,
    };
    defineSchemaRules(h);
    defineProfileRules(h);
    defineWorkspaceRules(h);
    defineSubscriptionRules(h);
    defineRunRules(h);
    defineSavedSearchRules(h);
    defineDismissedRules(h);
    definePickedRecipientsRules(h);
  });
}
