/**
 * Server-only: the Weekly Venture Picks run (every Monday at 08:00 UTC, WEEKLY_PICKS.schedule, by the
 * scheduled function send-weekly-picks; also `npm run newsletter:send`).
 *
 * Sends every confirmed newsletter subscriber the issue of the last complete ISO week (Monday to Sunday
 * UTC, by the ideas' firstSeen) as edition `picks-YYYY-Www`: the picks weeklyIssue computes, the same
 * module the archive page of that week is built from, and a link to that page. The Monday rebuild runs
 * before the send and publishes that page; should it not have (a failed or late build), the run stops
 * before sending anything rather than mail a link to a missing page, and a later run sends the issue. A
 * week with no new ideas has no issue and nobody gets an email. Exactly once, resumable and paced: see
 * delivery.server.ts.
 */
import { editionRun, withProgress, type DeliveryCounts, type MailRunOptions } from './delivery.server.ts';
import { picksMail } from './messages.server.ts';
import { picksEdition, weeklyIssue } from '../newsletter/issue.build.ts';
import { lastCompleteWeek } from '../newsletter/weeks.build.ts';

export interface PicksRunOptions extends MailRunOptions {
  /** Whether the live site serves this path (the issue's archive page). */
  pageIsLive: (path: string) => Promise<boolean>;
}

export interface PicksRunSummary extends DeliveryCounts {
  edition: string;
  /** Ideas in the issue; 0 when the week had none, and then nothing is sent. */
  picks: number;
}

/** A HEAD request to the site: true when it answers 2xx. */
export async function sitePageIsLive(siteUrl: string, path: string, fetchFn: typeof fetch = fetch): Promise<boolean> {
  const response = await fetchFn(`${siteUrl}${path}`, { method: 'HEAD', redirect: 'follow' });
  return response.ok;
}

export async function runWeeklyPicks(options: PicksRunOptions): Promise<PicksRunSummary> {
  const run = editionRun(options, 'newsletter', (startedAt) => picksEdition(lastCompleteWeek(startedAt)));
  let picks = 0;
  const summary = (): PicksRunSummary => ({ edition: run.edition, picks, ...run.counts });
  return await withProgress(summary, async () => {
    const issue = weeklyIssue(await options.loadIdeas(), lastCompleteWeek(run.startedAt));
    if (!issue) {
      run.log(`${run.edition}: no idea was first published that week, so there is no issue to send.`);
      return summary();
    }
    picks = issue.picks.length;
    if (!(await options.pageIsLive(issue.path))) {
      throw new Error(`${run.edition}: the site does not serve ${issue.path} yet (has the Monday rebuild published it?); nothing was sent, run again once it does.`);
    }
    for (const recipient of await options.store.newsletterRecipients()) {
      await run.deliver(recipient, () => picksMail(run.context(), issue, recipient.id, recipient.email));
    }
    return summary();
  });
}
