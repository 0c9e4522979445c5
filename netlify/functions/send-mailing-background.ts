/**
 * Runs one mailing (the daily alerts or the weekly picks) for up to 15 minutes: Netlify answers the caller
 * 202 at once and runs this in the background. Only the scheduled functions start it, with a 5-minute
 * token signed by EMAIL_TOKEN_SECRET (send-daily-alerts.ts, send-weekly-picks.ts). A run that fails is
 * thrown so Netlify retries it (after 1 and 3 minutes); runs are exactly once, so a retry only sends
 * what is left.
 */
import { z } from 'zod';
import { readMailConfig } from '../../src/email/config.server.ts';
import { verifyRunToken } from '../../src/email/tokens.server.ts';
import { SUBSCRIPTION_LISTS, type SubscriptionList } from '../../src/config/constants/email.ts';
import { bearerToken } from './_shared/auth.ts';
import { json } from './_shared/http.ts';
import type { MailJobRun } from './_shared/mail.ts';
import { sendDailyAlerts } from './send-daily-alerts.ts';
import { sendWeeklyPicks } from './send-weekly-picks.ts';

const MailingRunRequest = z.object({ list: z.enum(SUBSCRIPTION_LISTS) }).strict();

const RUNS: Record<SubscriptionList, (run: MailJobRun) => Promise<object>> = {
  alerts: sendDailyAlerts,
  newsletter: sendWeeklyPicks,
};

export default async (req: Request): Promise<Response> => {
  if (req.method !== 'POST') return json({ success: false, error: 'Method not allowed' }, 405);
  const request = MailingRunRequest.safeParse(await req.json().catch(() => null));
  if (!request.success) return json({ success: false, error: 'Expected {"list": "alerts" | "newsletter"}' }, 400);
  const { list } = request.data;
  const token = bearerToken(req);
  if (!token || !verifyRunToken(token, list, readMailConfig(process.env).tokenSecret)) return json({ success: false, error: 'Not allowed' }, 401);
  const summary = await RUNS[list]({ method: 'schedule' });
  console.log(`Mailing ${list}:`, JSON.stringify(summary));
  return json({ success: true, ...summary });
};
