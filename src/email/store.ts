/**
 * Server-only: the subscription and delivery records, through the service-role database functions of
 * supabase/migrations/*_email_delivery.sql. Every decision that must hold under concurrent runs (who is
 * pending, whether a delivery may be sent) is taken in the database, in one statement.
 */
import type { SubscriptionList } from './lists.ts';
import type { PickedProfile } from './picked-for-you.ts';
import type { Database, DbClient } from '../supabase/types.ts';
import type { SavedSearch, Thresholds } from '../workspace/saved-searches.ts';

type Functions = Database['public']['Functions'];

/** Calls a database function by name with named arguments; throws its error (with the SQLSTATE as `code`). */
export type Rpc = <F extends keyof Functions>(fn: F, args: Functions[F]['Args']) => Promise<Functions[F]['Returns']>;

export class DatabaseError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code: string | undefined) {
    super(message);
    this.code = code;
  }
}

export function supabaseRpc(client: DbClient): Rpc {
  return async (fn, args) => {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw new DatabaseError(error.message, error.code);
    return data;
  };
}

export type ConfirmOutcome = 'confirmed' | 'superseded' | 'unsubscribed' | 'missing';
export type UnsubscribeOutcome = 'unsubscribed' | 'missing';

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

/** An idea's number from its workspace id ('idea-42'). */
const ideaNumber = (id: string): number => Number(id.slice('idea-'.length));

/** Both arrays are null unless the account opted in; the generated type does not say a function's column may be null. */
function pickedProfile(saved: string[] | null, dismissed: string[] | null): PickedProfile | null {
  return saved ? { saved: saved.map(ideaNumber), dismissed: (dismissed ?? []).map(ideaNumber) } : null;
}

/** PostgREST returns a date as YYYY-MM-DD; a driver may give a Date. */
function isoDay(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

function minimumsAsNumbers(search: SavedSearch): Thresholds {
  const number = (value: number | string | null) => (value === null ? null : Number(value));
  return { min_novelty: number(search.min_novelty), min_market: number(search.min_market), min_feasibility: number(search.min_feasibility), min_composite: number(search.min_composite) };
}

export interface SubscriptionCounts {
  list: SubscriptionList;
  confirmed: number;
  pending: number;
  unsubscribed: number;
  undeliverable: number;
}

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
   * limit. Throws DatabaseError code 23505 when the address is already confirmed, and code PT429 with the
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
    return (await this.rpc('confirm_subscription', { list, subscription_id: id, ...(nonce ? { nonce } : {}) })) as ConfirmOutcome;
  }

  async unsubscribe(list: SubscriptionList, id: string): Promise<UnsubscribeOutcome> {
    return (await this.rpc('unsubscribe_subscription', { list, subscription_id: id })) as UnsubscribeOutcome;
  }

  async alertRecipients(): Promise<AlertRecipient[]> {
    const rows = await this.rpc('alert_recipients', {});
    // numeric minimums may arrive as strings from some drivers; the matcher compares numbers.
    return rows.map(({ picked_saved, picked_dismissed, ...row }) => ({
      ...row,
      alerted_through: isoDay(row.alerted_through),
      picked: pickedProfile(picked_saved, picked_dismissed),
      // alert_recipients aggregates saved_searches rows into JSON.
      searches: ((row.searches ?? []) as unknown as SavedSearch[]).map((search) => ({ ...search, ...minimumsAsNumbers(search) })),
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
    // list is one of the two lists (a check constraint); the generated type only says text.
    return (await this.rpc('subscription_counts', {})) as SubscriptionCounts[];
  }

  async deleteUnconfirmed(): Promise<number> {
    return Number(await this.rpc('delete_unconfirmed_subscriptions', {}));
  }
}
