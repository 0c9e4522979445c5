/**
 * Server-only: the daily alerts run (every weekday after the 06:30 UTC rebuild; also `npm run alerts:send`).
 *
 * 1. Deletes addresses left unconfirmed 7 days after their confirmation email.
 * 2. Sends the confirmation email to pending addresses that never got one (rows from before double opt-in).
 * 3. Sends each confirmed subscriber the ideas first published after their last alert (the first alert: on or
 *    after the day they confirmed, which it says), as edition
 *    `alerts-YYYY-MM-DD`, led by the new ideas matching each active saved search of the account with that
 *    address (grouped by search), and for an account that opted in, first of all by "Picked for you": the new
 *    ideas most like what it saved (picked-for-you.server.ts); nobody with nothing new gets an email.
 *
 * Exactly once, resumable and paced: see delivery.server.ts.
 */
import { editionRun, withProgress, type DeliveryCounts, type MailRunOptions } from './delivery.server.ts';
import { ideasAfter } from './ideas.server.ts';
import { alertMail, confirmationMail } from './messages.server.ts';
import { alertPicker } from './picked-for-you.server.ts';
import type { SubscriptionList } from '../config/constants/email.ts';
import { alertGroups } from '../workspace/saved-searches.ts';

export type AlertRunOptions = MailRunOptions;

export interface AlertRunSummary extends DeliveryCounts {
  edition: string;
  deleted: number;
  confirmations: number;
  /** No idea new to them: no email. */
  upToDate: number;
}

const LISTS: SubscriptionList[] = ['newsletter', 'alerts'];

export function alertEdition(day: Date): string {
  return `alerts-${day.toISOString().slice(0, 10)}`;
}

export async function runDailyAlerts(options: AlertRunOptions): Promise<AlertRunSummary> {
  const { store, mailer } = options;
  const run = editionRun(options, 'alerts', alertEdition);
  const { edition, pace, context, log } = run;
  let deleted = 0;
  let confirmations = 0;
  let upToDate = 0;
  const summary = (): AlertRunSummary => ({ edition, deleted, confirmations, ...run.counts, upToDate });
  return await withProgress(summary, async () => {
    deleted = await store.deleteUnconfirmed();

    for (const list of LISTS) {
      for (const pending of await store.claimUnsentConfirmations(list)) {
        await pace();
        try {
          await mailer.send(await confirmationMail(context(), list, pending, pending.email));
          confirmations += 1;
        } catch (error) {
          // Still pending: deleted after 7 days like any address nobody confirms.
          log(`Confirmation to subscription ${pending.id} failed: ${(error as Error).message}`);
        }
      }
    }

    const ideas = await options.loadIdeas();
    const pick = alertPicker(ideas);
    const recipients = await store.alertRecipients();
    const queries = recipients.flatMap((recipient) => recipient.searches.filter((search) => !search.paused).map((search) => search.query));
    const lexicon = await options.loadLexicon?.(queries);
    for (const recipient of recipients) {
      const fresh = ideasAfter(ideas, recipient.alerted_through);
      if (fresh.length === 0) {
        upToDate += 1;
        continue;
      }
      const coverage = { first: recipient.first_alert, through: recipient.alerted_through };
      const picks = recipient.picked ? pick(fresh, recipient.picked) : [];
      await run.deliver(recipient, () => alertMail(context(), edition, recipient.id, recipient.email, fresh, coverage, alertGroups(fresh, recipient.searches, lexicon), picks), fresh[0]!.firstSeen);
    }
    return summary();
  });
}
