/**
 * Server-only: the Weekly Venture Picks run (every Monday at 08:00 UTC, WEEKLY_PICKS.schedule, by the
 * scheduled function send-weekly-picks; also `npm run newsletter:send`).
 *
 * Sends every confirmed newsletter subscriber the issue of the last complete ISO week (Monday to Sunday
 * UTC, by the ideas' firstSeen) as edition `picks-YYYY-Www`: the picks weeklyIssue computes, the same
 * module the archive page of that week is built from, and a link to that page. The Monday rebuild runs
 * before the send, so the page is live when the email arrives. A week with no new ideas has no issue and
 * nobody gets an email. Exactly once, resumable and paced: see delivery.ts.
 */
import { editionRun, type DeliveryCounts, type MailRunOptions } from './delivery.ts';
import { picksMail } from './messages.ts';
import { picksEdition, weeklyIssue } from '../newsletter/issue.ts';
import { lastCompleteWeek } from '../newsletter/weeks.ts';

export interface PicksRunSummary extends DeliveryCounts {
  edition: string;
  /** Ideas in the issue; 0 when the week had none, and then nothing is sent. */
  picks: number;
}

export async function runWeeklyPicks(options: MailRunOptions): Promise<PicksRunSummary> {
  const run = editionRun(options, 'newsletter', (startedAt) => picksEdition(lastCompleteWeek(startedAt)));
  const issue = weeklyIssue(await options.loadIdeas(), lastCompleteWeek(run.startedAt));
  if (!issue) {
    run.log(`${run.edition}: no idea was first published that week, so there is no issue to send.`);
    return { edition: run.edition, picks: 0, ...run.counts };
  }
  for (const recipient of await options.store.newsletterRecipients()) {
    await run.deliver(recipient, () => picksMail(run.context(), issue, recipient.id, recipient.email));
  }
  return { edition: run.edition, picks: issue.picks.length, ...run.counts };
}
