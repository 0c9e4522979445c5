/**
 * Weekly Venture Picks, every Monday at 08:00 UTC (WEEKLY_PICKS.schedule): the issue of the week that
 * ended on Sunday, 90 minutes after the Monday 06:30 rebuild (scheduled-rebuild.ts) has started, so that
 * week's archive page, which the email links to, is live. The run itself happens in
 * send-mailing-background (a scheduled function gets 30 s); `npm run newsletter:send` runs the same job
 * locally.
 */
import { runWeeklyPicks, sitePageIsLive, type PicksRunSummary } from '../../src/email/weekly-picks.server.ts';
import { runMailJob, scheduledMailHandler, type MailJobRun } from './_shared/mail.ts';

export function sendWeeklyPicks(run: MailJobRun = {}): Promise<PicksRunSummary> {
  return runMailJob('newsletter', (options) => runWeeklyPicks({ ...options, pageIsLive: (path) => sitePageIsLive(options.message.siteUrl, path) }), run);
}

export default scheduledMailHandler('Weekly picks', 'newsletter');

// A literal: Netlify reads this export without running the module. Cron in UTC: Mondays at 08:00.
export const config = { schedule: '0 8 * * 1' };
