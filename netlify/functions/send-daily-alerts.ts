/**
 * The daily alerts, every weekday at 07:15 UTC: 45 minutes after the 06:30 rebuild (scheduled-rebuild.ts)
 * has started, so the new ideas are live when /ideas.json is read. Netlify invokes scheduled functions
 * itself; they have no public address. `npm run alerts:send` runs the same job locally.
 */
import { runDailyAlerts, type AlertRunSummary } from '../../src/email/daily-alerts.ts';
import { fetchAlertIdeas } from '../../src/email/ideas.ts';
import { json } from './_shared/http.ts';
import { mailSetup } from './_shared/mail.ts';

export async function sendDailyAlerts(
  env: Record<string, string | undefined> = process.env,
  log: (line: string) => void = console.error,
  now: () => Date = () => new Date(),
): Promise<AlertRunSummary> {
  const setup = mailSetup(env);
  try {
    return await runDailyAlerts({
      store: setup.store,
      mailer: setup.mailer(),
      loadIdeas: () => fetchAlertIdeas(setup.server.siteUrl),
      message: setup.message(),
      ratePerSecond: setup.mail.ratePerSecond,
      now,
      log,
    });
  } finally {
    setup.close();
  }
}

export default async (): Promise<Response> => {
  try {
    const summary = await sendDailyAlerts();
    console.log('Daily alerts:', JSON.stringify(summary));
    return json({ success: true, ...summary });
  } catch (error) {
    console.error('Daily alerts failed:', (error as Error).message);
    return json({ success: false, error: (error as Error).message }, 500);
  }
};

// A literal: Netlify reads this export without running the module. Cron in UTC: 07:15, Monday to Friday.
export const config = { schedule: '15 7 * * 1-5' };
