/**
 * Runs the daily alerts job once (what the scheduled function send-daily-alerts does every weekday):
 *
 *   npm run alerts:send [-- --site http://localhost:4321] [--now 2026-03-03T07:15:00Z]
 *
 * --now runs as of another moment (the edition is named by its UTC day): for trying a later weekday's run.
 *
 * Without SMTP_* / SUPABASE_* settings it uses the local stack of `npm start` (the stand-in's database and
 * SMTP server, whose messages land in http://127.0.0.1:54321/mailbox); the site must be running, since the
 * job reads its /ideas.json. With production settings in the environment it sends for real.
 */
import { parseArgs } from 'node:util';
import { LOCAL_SUPABASE } from '../local/config.ts';
import { applyLocalOpsEnv } from '../local/netlify/env.ts';
import { sendDailyAlerts } from '../netlify/functions/send-daily-alerts.ts';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: process.env.PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT ?? '4321'}` },
    now: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('Usage: npm run alerts:send [-- --site <site origin>] [--now <ISO time>]   (settings from the environment, else the local stack)');
} else {
  const at = values.now === undefined ? null : new Date(values.now);
  if (at && Number.isNaN(at.getTime())) throw new Error(`Invalid --now ${values.now}`);
  applyLocalOpsEnv(LOCAL_SUPABASE.url, values.site);
  const summary = await sendDailyAlerts(process.env, (line) => console.error(line), () => at ?? new Date());
  console.log(JSON.stringify(summary, null, 2));
}
