/**
 * Ships to the browser: saving a newsletter or daily-alert subscription and turning the answer into the
 * spec's messages (section 8). supabase-js is fetched only here, on submit.
 */
import { ALERTS, NEWSLETTER } from '../config/constants.ts';
import { loadSupabase } from '../supabase/load.ts';
import { normalizeEmail } from './email.ts';

export type SubscriptionKind = 'newsletter' | 'alerts';

/** One database function per list; it takes only the address (the tables take no direct inserts). */
const FUNCTIONS: Record<SubscriptionKind, string> = {
  newsletter: 'subscribe_to_newsletter',
  alerts: 'subscribe_to_daily_alerts',
};

const TEXTS = { newsletter: NEWSLETTER, alerts: ALERTS } as const;

/** Why a subscription failed, for analytics: never the address itself. */
export type FailureReason = 'duplicate' | 'insert_error' | 'exception';

export type SubscriptionResult = { ok: true } | { ok: false; reason: FailureReason; message: string };

/** The part of a PostgREST error the messages depend on. */
export interface InsertError {
  code?: string;
}

/** A call of a subscribe function that resolves to PostgREST's error (null on success). */
export type SubscribeCall = (fn: string, args: { email: string }) => Promise<{ error: InsertError | null }>;

export function subscriptionOutcome(kind: SubscriptionKind, error: InsertError | null): SubscriptionResult {
  if (!error) return { ok: true };
  // 23505: unique violation, the address is already on the list.
  if (error.code === '23505') return { ok: false, reason: 'duplicate', message: TEXTS[kind].duplicate };
  return { ok: false, reason: 'insert_error', message: TEXTS[kind].failed };
}

const supabaseCall: SubscribeCall = async (fn, args) => {
  const client = await loadSupabase();
  return client.rpc(fn, args);
};

export async function subscribe(kind: SubscriptionKind, rawEmail: string, call: SubscribeCall = supabaseCall): Promise<SubscriptionResult> {
  try {
    const { error } = await call(FUNCTIONS[kind], { email: normalizeEmail(rawEmail) });
    return subscriptionOutcome(kind, error);
  } catch {
    return { ok: false, reason: 'exception', message: TEXTS[kind].unexpected };
  }
}
