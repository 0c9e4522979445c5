/**
 * Ships to the browser: sending a newsletter or daily-alert subscription to the subscribe function (which
 * records it and emails the confirmation link) and turning its answer into the messages of
 * docs/spec/workspace-and-operations.md#8-the-error-catalogue.
 */
import { ALERTS, NEWSLETTER } from '../config/constants/engagement.ts';
import { SUBSCRIPTION } from '../config/constants/email.ts';
import { normalizeEmail } from './email.ts';

export type SubscriptionKind = 'newsletter' | 'alerts';

const TEXTS = { newsletter: NEWSLETTER, alerts: ALERTS } as const;

/** Why a subscription failed, for analytics: never the address itself. */
export type FailureReason = 'duplicate' | 'rate_limited' | 'insert_error' | 'exception';

export type SubscribeLimit = keyof typeof SUBSCRIPTION.tooMany;

/** `sent`: false when no new email went out because one was sent less than 10 minutes ago (its link still works). */
export type SubscriptionResult = { ok: true; sent: boolean } | { ok: false; reason: FailureReason; message: string };

/** The subscribe function's answer (netlify/functions/subscribe.ts). */
export interface SubscribeAnswer {
  ok: boolean;
  /** With ok: whether a confirmation email went out now (false: one went out within the last 10 minutes). */
  sent?: boolean;
  reason?: string;
  message?: string;
  /** With reason 'rate_limited': which limit. */
  limit?: string;
}

export type SubscribeCall = (kind: SubscriptionKind, email: string) => Promise<SubscribeAnswer>;

export function subscriptionOutcome(kind: SubscriptionKind, answer: SubscribeAnswer): SubscriptionResult {
  if (answer.ok) return { ok: true, sent: answer.sent !== false };
  if (answer.reason === 'duplicate') return { ok: false, reason: 'duplicate', message: TEXTS[kind].duplicate };
  if (answer.reason === 'rate_limited') {
    const limit: SubscribeLimit = answer.limit === 'mailbox' || answer.limit === 'client' ? answer.limit : 'site';
    return { ok: false, reason: 'rate_limited', message: SUBSCRIPTION.tooMany[limit] };
  }
  // docs/spec/workspace-and-operations.md#8-the-error-catalogue: any other refusal, an address the server's
  // checks reject included, is "Failed to subscribe".
  return { ok: false, reason: 'insert_error', message: TEXTS[kind].failed };
}

const functionCall: SubscribeCall = async (kind, email) => {
  const response = await fetch(SUBSCRIPTION.paths.subscribeFunction, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ list: kind, email }),
  });
  return (await response.json()) as SubscribeAnswer;
};

export async function subscribe(kind: SubscriptionKind, rawEmail: string, call: SubscribeCall = functionCall): Promise<SubscriptionResult> {
  try {
    return subscriptionOutcome(kind, await call(kind, normalizeEmail(rawEmail)));
  } catch {
    return { ok: false, reason: 'exception', message: TEXTS[kind].unexpected };
  }
}
