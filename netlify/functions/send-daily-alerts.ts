/**
 * The daily alerts, every weekday at 07:15 UTC: 45 minutes after the 06:30 rebuild (scheduled-rebuild.ts)
 * has started, so the new ideas are live when /ideas.json is read. Netlify invokes scheduled functions
 * itself; they have no public address. `npm run alerts:send` runs the same job locally.
 */
import type { DeliveryMethod } from '../../src/admin/delivery.ts';
import { AlertRunError, runDailyAlerts, type AlertRunSummary } from '../../src/email/daily-alerts.ts';
import { fetchAlertIdeas } from '../../src/email/ideas.ts';
import { recordDeliveryRun } from './_shared/db.ts';
import { json } from './_shared/http.ts';
import { mailSetup } from './_shared/mail.ts';

/** Runs the job and records its numbers in delivery_runs, a run that stopped part way included. */
export async function sendDailyAlerts(
  env: Record<string, string | undefined> = process.env,
  log: (line: string) => void = console.error,
  now: () => Date = () => new Date(),
  method: DeliveryMethod = 'command',
): Promise<AlertRunSummary> {
  const setup = mailSetup(env);
  const started = performance.now();
  const record = (summary: AlertRunSummary, error: string | null) =>
    recordDeliveryRun(setup.db, {
      list: 'alerts',
      edition: summary.edition,
      method,
      status: error === null ? 'success' : 'error',
      sent: summary.sent,
      skipped: summary.skipped,
      up_to_date: summary.upToDate,
      failed: summary.failed,
      undeliverable: summary.undeliverable,
      confirmations: summary.confirmations,
      deleted: summary.deleted,
      duration_ms: Math.round(performance.now() - started),
      error,
    });
  try {
    const summary = await runDailyAlerts({
      store: setup.store,
      mailer: setup.mailer(),
      loadIdeas: () => fetchAlertIdeas(setup.server.siteUrl),
      message: setup.message(),
      ratePerSecond: setup.mail.ratePerSecond,
      now,
      log,
    });
    await record(summary, null);
    return summary;
  } catch (error) {
    if (error instanceof AlertRunError) await record(error.summary, error.message);
    throw error;
  } finally {
    setup.close();
  }
}

export default async (): Promise<Response> => {
  try {
    const summary = await sendDailyAlerts(process.env, console.error, () => new Date(), 'schedule');
    console.log('Daily alerts:', JSON.stringify(summary));
    return json({ success: true, ...summary });
  } catch (error) {
    console.error('Daily alerts failed:', (error as Error).message);
    return json({ success: false, error: (error as Error).message }, 500);
  }
};

// A literal: Netlify reads this export without running the module. Cron in UTC: 07:15, Monday to Friday.
export const config = { schedule: '15 7 * * 1-5' };
