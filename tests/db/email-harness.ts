/**
 * What the mailing runs' database tests share: the real database functions called as service_role (as
 * the functions' supabase client calls them through PostgREST), and a mailer that records or refuses.
 */
import type { PGlite } from '@electric-sql/pglite';
import { openLocalDatabase } from '../../local/db/database.ts';
import type { AlertIdea } from '../../src/email/ideas.server.ts';
import type { SubscriptionList } from '../../src/config/constants/email.ts';
import type { Mailer, OutgoingMail } from '../../src/email/mailer.server.ts';
import { SubscriptionStore, type Rpc } from '../../src/queries/subscriptions.server.ts';
import type { Database } from '../../src/supabase/types.ts';

type Functions = Database['public']['Functions'];

/** The functions that return a set of rows; the others return one value. */
const SETS = new Set(['request_subscription', 'claim_unsent_confirmations', 'alert_recipients', 'newsletter_recipients']);

export function serviceRpc(db: PGlite): Rpc {
  return async <F extends keyof Functions>(fn: F, args: Functions[F]['Args']) => {
    const names = Object.keys(args);
    const call = `public.${fn}(${names.map((name, i) => `${name} => $${i + 1}`).join(', ')})`;
    return await db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{\"role\":\"service_role\"}', true)");
      const result = await tx.query<Record<string, unknown>>(`select * from ${call}`, Object.values(args));
      // What PostgREST answers: the rows of a set-returning function, else the one value.
      return (SETS.has(fn) ? result.rows : result.rows[0]![fn]) as Functions[F]['Returns'];
    });
  };
}

/** Idea `number`, first published on `firstSeen`. */
export function testIdea(number: number, firstSeen: string, more: Partial<AlertIdea> = {}): AlertIdea {
  return { number, heading: `Idea ${number}`, path: `/idea/idea-${number}`, firstSeen, dateAdded: firstSeen, primaryCategory: 'Robotics', ...more };
}

export const TEST_MESSAGE = { siteUrl: 'https://example.test', tokenSecret: 'a-test-secret-that-is-long-enough-for-hmac', from: 'RV <a@example.test>' };

/** Records what it sends; `fail(mail)` decides which sends throw. */
export function recordingMailer(fail: (mail: OutgoingMail, count: number) => boolean = () => false): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  let count = 0;
  return {
    sent,
    async send(mail) {
      count += 1;
      if (fail(mail, count)) throw new Error('421 try again later');
      sent.push(mail);
    },
    close() {},
  };
}

export async function openEmailDatabase(): Promise<{ db: PGlite; rpc: Rpc; store: SubscriptionStore }> {
  const db = await openLocalDatabase();
  const rpc = serviceRpc(db);
  return { db, rpc, store: new SubscriptionStore(rpc) };
}

export async function emptyEmailTables(db: PGlite): Promise<void> {
  await db.query('truncate public.daily_alerts, public.newsletter_subscriptions, public.email_deliveries, public.confirmation_sends');
}

/** `count` confirmed subscribers of `list`: reader0@example.test, reader1@... */
export async function confirmedSubscribers(store: SubscriptionStore, list: SubscriptionList, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `reader${i}@example.test`);
  for (const email of emails) {
    const { id, nonce } = await store.request(list, email);
    await store.confirm(list, id, nonce);
  }
  return emails;
}

/** A store whose `mark`-th mark_delivery_sent fails: the database went away after SMTP took the message. */
export function crashingStore(rpc: Rpc, mark: number): SubscriptionStore {
  let marks = 0;
  return new SubscriptionStore(async (fn, args) => {
    if (fn === 'mark_delivery_sent' && ++marks === mark) throw new Error('connection lost');
    return await rpc(fn, args);
  });
}
