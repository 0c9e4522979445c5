/**
 * Server-only: the daily alerts run (every weekday after the 06:30 UTC rebuild; also `npm run alerts:send`).
 *
 * 1. Deletes addresses left unconfirmed 7 days after their confirmation email.
 * 2. Sends the confirmation email to pending addresses that never got one (rows from before double opt-in).
 * 3. Sends each confirmed subscriber the ideas first published after their last alert, as edition
 *    `alerts-YYYY-MM-DD`, led by the new ideas matching each active saved search of the account with that
 *    address (grouped by search); nobody with nothing new gets an email.
 *
 * Exactly once: a delivery is claimed in the database before the message goes to SMTP and marked sent
 * after, so a re-run of the same edition skips everyone already served. A run that dies between handing a
 * message over and marking it leaves that one claim 'sending', which is never sent again: at most one
 * reader may miss that edition, nobody gets it twice. A refused send is marked failed and retried by the
 * next run; the third failure in a row marks the address undeliverable.
 */
import type { AlertIdea } from './ideas.ts';
import { ideasAfter } from './ideas.ts';
import type { Mailer } from './mailer.ts';
import { alertMail, confirmationMail, type MessageContext } from './messages.ts';
import type { SubscriptionList } from './lists.ts';
import type { SubscriptionStore } from './store.ts';
import { alertGroups } from '../workspace/saved-searches.ts';

export interface AlertRunOptions {
  store: SubscriptionStore;
  mailer: Mailer;
  /** The live site's ideas (fetchAlertIdeas in production). */
  loadIdeas: () => Promise<AlertIdea[]>;
  message: Omit<MessageContext, 'now'>;
  ratePerSecond: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

export interface AlertRunSummary {
  edition: string;
  deleted: number;
  confirmations: number;
  sent: number;
  /** Already delivered (or in flight) for this edition. */
  skipped: number;
  /** No idea new to them: no email. */
  upToDate: number;
  failed: number;
  undeliverable: number;
}

const LISTS: SubscriptionList[] = ['newsletter', 'alerts'];

/** Waits so that consecutive sends stay under `ratePerSecond`. */
export function createPacer(ratePerSecond: number, now: () => Date, sleep: (ms: number) => Promise<void>): () => Promise<void> {
  const gap = 1000 / ratePerSecond;
  let next = 0;
  return async () => {
    const at = now().getTime();
    if (next > at) await sleep(next - at);
    next = Math.max(at, next) + gap;
  };
}

export function alertEdition(day: Date): string {
  return `alerts-${day.toISOString().slice(0, 10)}`;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A run that stopped part way (database or site unreachable): what it had done by then. */
export class AlertRunError extends Error {
  readonly summary: AlertRunSummary;

  constructor(cause: unknown, summary: AlertRunSummary) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.summary = summary;
  }
}

export async function runDailyAlerts(options: AlertRunOptions): Promise<AlertRunSummary> {
  const now = options.now ?? (() => new Date());
  const summary: AlertRunSummary = { edition: alertEdition(now()), deleted: 0, confirmations: 0, sent: 0, skipped: 0, upToDate: 0, failed: 0, undeliverable: 0 };
  try {
    await sendAlerts(options, now, summary);
  } catch (error) {
    throw new AlertRunError(error, summary);
  }
  return summary;
}

async function sendAlerts(options: AlertRunOptions, now: () => Date, summary: AlertRunSummary): Promise<void> {
  const { store, mailer } = options;
  const log = options.log ?? (() => {});
  const pace = createPacer(options.ratePerSecond, now, options.sleep ?? wait);
  const context = (): MessageContext => ({ ...options.message, now: now() });
  const { edition } = summary;

  summary.deleted = await store.deleteUnconfirmed();

  for (const list of LISTS) {
    for (const pending of await store.claimUnsentConfirmations(list)) {
      await pace();
      try {
        await mailer.send(await confirmationMail(context(), list, pending.id, pending.email));
        summary.confirmations += 1;
      } catch (error) {
        // Still pending: deleted after 7 days like any address nobody confirms.
        log(`Confirmation to subscription ${pending.id} failed: ${(error as Error).message}`);
      }
    }
  }

  const ideas = await options.loadIdeas();
  for (const recipient of await store.alertRecipients()) {
    const fresh = ideasAfter(ideas, recipient.alerted_through);
    if (fresh.length === 0) {
      summary.upToDate += 1;
      continue;
    }
    if (!(await store.claimDelivery(edition, 'alerts', recipient.id))) {
      summary.skipped += 1;
      continue;
    }
    await pace();
    try {
      await mailer.send(await alertMail(context(), edition, recipient.id, recipient.email, fresh, alertGroups(fresh, recipient.searches)));
    } catch (error) {
      const reason = (error as Error).message;
      summary.failed += 1;
      if (await store.markFailed(edition, 'alerts', recipient.id, reason)) summary.undeliverable += 1;
      log(`Alert to subscription ${recipient.id} failed: ${reason}`);
      continue;
    }
    await store.markSent(edition, 'alerts', recipient.id, fresh[0]!.firstSeen);
    summary.sent += 1;
  }
}
