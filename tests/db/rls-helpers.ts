/**
 * The actors and helpers every per-feature module of the database rules shares. rls-suite.ts opens one engine,
 * resets the data before each test and hands these helpers to each module, as basejump's tests share
 * supabase-test-helpers.
 */
import type { DbRequest } from '../../local/db/database.ts';
import type { QueryResult, Tx } from './engines.ts';

export const OWNER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const STRANGER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
/** The two accounts supabase/seed.sql creates (local/config.ts): the demo user and the admin. */
export const DEMO = '11111111-1111-4111-8111-111111111111';
export const ADMIN = '22222222-2222-4222-8222-222222222222';

export const user = (sub: string, email: string): DbRequest => ({
  role: 'authenticated',
  claims: { sub, role: 'authenticated', email, aud: 'authenticated' },
});

export const ACTORS = {
  anon: { role: 'anon', claims: { role: 'anon' } } as DbRequest,
  owner: user(OWNER, 'owner@example.com'),
  stranger: user(STRANGER, 'stranger@example.com'),
  service_role: { role: 'service_role', claims: { role: 'service_role' } } as DbRequest,
};
export type Actor = keyof typeof ACTORS;

export type Outcome = { ok: true; result: QueryResult } | { ok: false; code: string; message: string };

export interface RlsHelpers {
  owner: string;
  stranger: string;
  /** Runs sql as actor; a database error comes back as its SQLSTATE code and message. */
  attempt(actor: Actor | DbRequest, sql: string, params?: unknown[]): Promise<Outcome>;
  /** Runs sql as actor and expects success; returns the result. */
  succeeds(actor: Actor | DbRequest, sql: string, params?: unknown[]): Promise<QueryResult>;
  /** Runs sql as actor and expects the SQLSTATE code; returns the message. */
  fails(code: string, actor: Actor | DbRequest, sql: string, params?: unknown[]): Promise<string>;
  superuser(sql: string, params?: unknown[]): Promise<QueryResult>;
  count(sql: string, params?: unknown[]): Promise<number>;
  /** One request's transaction, for tests that need several statements in it. */
  runAs<T>(request: DbRequest, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** The demo account's bookmarks as the seed left them, read before the first reset. */
  seededBookmarks(): string[];
}
