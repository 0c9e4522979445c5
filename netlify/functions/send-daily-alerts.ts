/**
 * The daily alerts, every weekday at 07:15 UTC: 45 minutes after the 06:30 rebuild (scheduled-rebuild.ts)
 * has started, so the new ideas are live when /ideas.json is read. Netlify invokes scheduled functions
 * itself; they have no public address. The run itself happens in send-mailing-background (a scheduled
 * function gets 30 s); `npm run alerts:send` runs the same job locally.
 */
import { runDailyAlerts, type AlertRunSummary } from '../../src/email/daily-alerts.server.ts';
import { runMailJob, scheduledMailHandler, type MailJobRun } from './_shared/mail.ts';

export function sendDailyAlerts(run: MailJobRun = {}): Promise<AlertRunSummary> {
  return runMailJob('alerts', runDailyAlerts, run);
}

export default scheduledMailHandler('Daily alerts', 'alerts');

// A literal: Netlify reads this export without running the module. Cron in UTC: 07:15, Monday to Friday.
export const config = { schedule: '15 7 * * 1-5' };
