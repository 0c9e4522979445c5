/**
 * Ships to the browser: saving a newsletter or daily-alert subscription and turning the answer into the
 * spec's messages (section 8). supabase-js is fetched only here, on submit.
 */
import { ALERTS, NEWSLETTER } from '../config/constants.ts';
import { loadSupabase } from '../supabase/load.ts';
import { normalizeEmail } from './email.ts';

export type SubscriptionKind = 'newsletter' | 'alerts';

const TABLES: Record<SubscriptionKind, string> = {
  newsletter: 'newsletter_subscriptions',
  alerts: 'daily_alerts',
};

const TEXTS = { newsletter: NEWSLETTER, alerts: ALERTS } as const;

/** Why a subscription failed, for analytics: never the address itself. */
export type FailureReason = 'duplicate' | 'insert_error' | 'exception';

export type SubscriptionResult = { ok: true } | { ok: false; reason: FailureReason; message: string };

/** The part of a PostgREST error the messages depend on. */
export interface InsertError {
  code?: string;
}

/** A row insert that resolves to PostgREST's error (null on success). */
export type InsertRow = (table: string, row: { email: string }) => Promise<{ error: InsertError | null }>;

export function subscriptionOutcome(kind: SubscriptionKind, error: InsertError | null): SubscriptionResult {
  if (!error) return { ok: true };
  // 23505: unique violation, the address is already on the list.
  if (error.code === '23505') return { ok: false, reason: 'duplicate', message: TEXTS[kind].duplicate };
  return { ok: false, reason: 'insert_error', message: TEXTS[kind].failed };
}

/**
 * A plain insert without `.select()`: the tables have no read policy, so asking for the row back would
 * fail under RLS.
 */
const supabaseInsert: InsertRow = async (table, row) => {
  const client = await loadSupabase();
  return client.from(table).insert(row);
};

export async function subscribe(kind: SubscriptionKind, rawEmail: string, insert: InsertRow = supabaseInsert): Promise<SubscriptionResult> {
  try {
    const { error } = await insert(TABLES[kind], { email: normalizeEmail(rawEmail) });
    return subscriptionOutcome(kind, error);
  } catch {
    return { ok: false, reason: 'exception', message: TEXTS[kind].unexpected };
  }
}
