/**
 * Server-only: what every mailing run shares (the daily alerts, the weekly picks): its options, the pacer,
 * and delivering one edition to one subscriber exactly once.
 *
 * Exactly once: a delivery is claimed in the database before the message goes to SMTP and marked sent
 * after, so a re-run of the same edition skips everyone already served. A run that dies between handing a
 * message over and marking it leaves that one claim 'sending', which is never sent again: at most one
 * reader may miss that edition, nobody gets it twice. A refused send is marked failed and retried by the
 * next run; the third failure in a row marks the address undeliverable.
 */
import type { AlertIdea } from './ideas.server.ts';
import type { LexiconLookup } from '../text-search/text-match.ts';
import type { SubscriptionList } from '../config/constants/email.ts';
import type { Mailer, OutgoingMail } from './mailer.server.ts';
import type { MessageContext } from './messages.server.ts';
import type { SubscriptionStore } from '../queries/subscriptions.server.ts';

export interface MailRunOptions {
  store: SubscriptionStore;
  mailer: Mailer;
  /** The live site's ideas (fetchAlertIdeas in production). */
  loadIdeas: () => Promise<AlertIdea[]>;
  /**
   * The live site's lexicon for these saved-search queries (fetchSiteLexicon in production), so alerts match
   * synonyms as discover does. Absent: saved searches match their words as written.
   */
  loadLexicon?: (queries: readonly string[]) => Promise<LexiconLookup>;
  message: Omit<MessageContext, 'now'>;
  ratePerSecond: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

export interface DeliveryCounts {
  sent: number;
  /** Already delivered (or in flight) for this edition. */
  skipped: number;
  failed: number;
  undeliverable: number;
}

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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A run that stopped part way (database or site unreachable), with what it had done by then. */
export class MailRunError<S> extends Error {
  readonly summary: S;

  constructor(cause: unknown, summary: S) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.summary = summary;
  }
}

/** Runs `body`; should it fail, the error carries `progress()`, so the run's record says how far it got. */
export async function withProgress<S>(progress: () => S, body: () => Promise<S>): Promise<S> {
  try {
    return await body();
  } catch (error) {
    throw new MailRunError(error, progress());
  }
}

export interface EditionRun {
  /** The moment the run began, which names its edition. */
  startedAt: Date;
  edition: string;
  now: () => Date;
  log: (line: string) => void;
  pace: () => Promise<void>;
  context: () => MessageContext;
  counts: DeliveryCounts;
  /**
   * Sends `compose()` to the subscriber unless this edition already reached them; `through` is the
   * newest firstSeen it lists, for lists that remember what each reader has seen.
   */
  deliver(recipient: { id: string }, compose: () => Promise<OutgoingMail>, through?: string | null): Promise<void>;
}

/** One run of an edition to `list`'s subscribers, with the run's clock, pacing and counts. */
export function editionRun(options: MailRunOptions, list: SubscriptionList, edition: (startedAt: Date) => string): EditionRun {
  const { store, mailer } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const pace = createPacer(options.ratePerSecond, now, options.sleep ?? wait);
  const startedAt = now();
  const name = edition(startedAt);
  const counts: DeliveryCounts = { sent: 0, skipped: 0, failed: 0, undeliverable: 0 };
  return {
    startedAt,
    edition: name,
    now,
    log,
    pace,
    context: () => ({ ...options.message, now: now() }),
    counts,
    async deliver(recipient, compose, through = null) {
      if (!(await store.claimDelivery(name, list, recipient.id))) {
        counts.skipped += 1;
        return;
      }
      await pace();
      try {
        await mailer.send(await compose());
      } catch (error) {
        const reason = (error as Error).message;
        counts.failed += 1;
        if (await store.markFailed(name, list, recipient.id, reason)) counts.undeliverable += 1;
        log(`${name} to subscription ${recipient.id} failed: ${reason}`);
        return;
      }
      await store.markSent(name, list, recipient.id, through);
      counts.sent += 1;
    },
  };
}
