/**
 * Server-only: the subscription and delivery records, through the service-role database functions of
 * supabase/migrations/*_email_delivery.sql. Every decision that must hold under concurrent runs (who is
 * pending, whether a delivery may be sent) is taken in the database, in one statement.
 *
 * Unlike the other query modules, a refusal is thrown (as DatabaseError), not returned: a mailing run or a
 * subscription request is a sequence of calls that must stop at the first one the database refuses, and
 * its single catch (the function's handler, the mail command) decides what the person or the log is told.
 * The JSON and the enumerated text these functions return are parsed here, not trusted.
 */
import * as z from 'zod';
import { SUBSCRIPTION_LISTS, type SubscriptionList } from '../config/constants/email.ts';
import { failureReason, type DbFailureReason } from '../supabase/result.ts';
import type { Database, DbClient } from '../supabase/types.ts';
import { ideaNumber } from '../ideas/slug.ts';
import type { SavedSearch } from '../workspace/saved-searches.ts';

type Functions = Database['public']['Functions'];

/** Calls a database function by name with named arguments; throws its error (with the SQLSTATE as `code`). */
export type Rpc = <F extends keyof Functions>(fn: F, args: Functions[F]['Args']) => Promise<Functions[F]['Returns']>;

export class DatabaseError extends Error {
  /** The SQLSTATE or PostgREST code. */
  readonly code: string | undefined;
  readonly reason: DbFailureReason;

  constructor(message: string, code: string | undefined) {
    super(message);
    this.code = code;
    this.reason = failureReason(code);
  }
}

export function supabaseRpc(client: DbClient): Rpc {
  return async (fn, args) => {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw new DatabaseError(error.message, error.code);
    return data;
  };
}

const confirmOutcome = z.enum(['confirmed', 'superseded', 'unsubscribed', 'missing']);
const unsubscribeOutcome = z.enum(['unsubscribed', 'missing']);

export type ConfirmOutcome = z.infer<typeof confirmOutcome>;
export type UnsubscribeOutcome = z.infer<typeof unsubscribeOutcome>;

/** What the account behind an opted-in subscription saved (most recently saved first) and dismissed. */
export interface PickedProfile {
  saved: number[];
  dismissed: number[];
}

export interface AlertRecipient {
  id: string;
  email: string;
  /** YYYY-MM-DD */
  alerted_through: string;
  /** No alert was sent to the address since it was (last) confirmed. */
  first_alert: boolean;
  /** The active saved searches of the account with this address (none for a visitor's subscription). */
  searches: SavedSearch[];
  /**
   * The ideas the account with this confirmed address saved (most recently saved first) and dismissed, when
   * it opted in to "Picked for you"; null for everyone else.
   */
  picked: PickedProfile | null;
}

/** Both arrays are null unless the account opted in; the generated type does not say a function's column may be null. */
function pickedProfile(saved: string[] | null, dismissed: string[] | null): PickedProfile | null {
  const numbers = (ids: string[]) => ids.flatMap((id) => ideaNumber(id) ?? []);
  return saved ? { saved: numbers(saved), dismissed: numbers(dismissed ?? []) } : null;
}

/** PostgREST returns a date as YYYY-MM-DD; a driver may give a Date. */
function isoDay(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/** A numeric minimum may arrive as a string from some drivers; the matcher compares numbers. */
const minimum = z.union([z.number(), z.string()]).nullable().transform((value) => (value === null ? null : Number(value)));

/** The saved_searches rows that alert_recipients aggregates into JSON. */
const savedSearches = z.array(
  z.object({
    id: z.string(),
    user_id: z.string(),
    name: z.string(),
    query: z.string(),
    industries: z.array(z.string()),
    technologies: z.array(z.string()),
    min_novelty: minimum,
    min_market: minimum,
    min_feasibility: minimum,
    min_composite: minimum,
    paused: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }) satisfies z.ZodType<SavedSearch, unknown>,
);

// list is one of the two lists (a check constraint); the generated type only says text.
const subscriptionCounts = z.array(
  z.object({ list: z.enum(SUBSCRIPTION_LISTS), confirmed: z.number(), pending: z.number(), unsubscribed: z.number(), undeliverable: z.number() }),
);

export type SubscriptionCounts = z.infer<typeof subscriptionCounts>[number];

export class SubscriptionStore {
  readonly #rpc: Rpc;

  constructor(rpc: Rpc) {
    this.#rpc = rpc;
  }

  private rpc<F extends keyof Functions>(fn: F, args: Functions[F]['Args']): Promise<Functions[F]['Returns']> {
    return this.#rpc(fn, args);
  }

  /**
   * `send`: email a confirmation with `nonce` in its link. `clientIp` is the requester's, for the per-client
   * limit. Throws DatabaseError with reason `exists` when the address is already confirmed, and code PT429 with the
   * limit's name as message when the email would exceed a limit (see CONFIRMATION_LIMITS).
   */
  async request(list: SubscriptionList, email: string, clientIp: string | null = null): Promise<{ id: string; send: boolean; nonce: string | null }> {
    const rows = await this.rpc('request_subscription', { list, email, ...(clientIp ? { client_ip: clientIp } : {}) });
    return rows[0]!;
  }

  /** The confirmation email of `request` could not be sent: asking again sends one at once. */
  async releaseConfirmation(list: SubscriptionList, id: string): Promise<void> {
    await this.rpc('release_confirmation', { list, subscription_id: id });
  }

  async claimUnsentConfirmations(list: SubscriptionList): Promise<{ id: string; email: string; nonce: string }[]> {
    return await this.rpc('claim_unsent_confirmations', { list });
  }

  /** `nonce`: the one in the link (none in links sent before nonces existed). */
  async confirm(list: SubscriptionList, id: string, nonce: string | null): Promise<ConfirmOutcome> {
    return confirmOutcome.parse(await this.rpc('confirm_subscription', { list, subscription_id: id, ...(nonce ? { nonce } : {}) }));
  }

  async unsubscribe(list: SubscriptionList, id: string): Promise<UnsubscribeOutcome> {
    return unsubscribeOutcome.parse(await this.rpc('unsubscribe_subscription', { list, subscription_id: id }));
  }

  async alertRecipients(): Promise<AlertRecipient[]> {
    const rows = await this.rpc('alert_recipients', {});
    return rows.map(({ picked_saved, picked_dismissed, ...row }) => ({
      ...row,
      alerted_through: isoDay(row.alerted_through),
      picked: pickedProfile(picked_saved, picked_dismissed),
      searches: savedSearches.parse(row.searches ?? []),
    }));
  }

  /** Confirmed newsletter subscribers that can still be mailed. */
  async newsletterRecipients(): Promise<{ id: string; email: string }[]> {
    return await this.rpc('newsletter_recipients', {});
  }

  async claimDelivery(edition: string, list: SubscriptionList, id: string): Promise<boolean> {
    return (await this.rpc('claim_delivery', { edition, list, subscription_id: id })) === true;
  }

  async markSent(edition: string, list: SubscriptionList, id: string, through: string | null): Promise<void> {
    // No `through`: the function's default (null) keeps the subscriber's alerted_through as it is.
    await this.rpc('mark_delivery_sent', { edition, list, subscription_id: id, ...(through === null ? {} : { through }) });
  }

  /** True when this failure made the address undeliverable. */
  async markFailed(edition: string, list: SubscriptionList, id: string, reason: string): Promise<boolean> {
    return (await this.rpc('mark_delivery_failed', { edition, list, subscription_id: id, reason })) === true;
  }

  /** Subscribers of each list by state. */
  async counts(): Promise<SubscriptionCounts[]> {
    return subscriptionCounts.parse(await this.rpc('subscription_counts', {}));
  }

  async deleteUnconfirmed(): Promise<number> {
    return Number(await this.rpc('delete_unconfirmed_subscriptions', {}));
  }
}
