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
import { registerJsx } from './jsx.ts';
import { runMailCommand } from './mail-command.ts';

// The job renders the JSX email templates, so it is loaded once Node can compile them.
registerJsx();
const { sendDailyAlerts } = await import('../netlify/functions/send-daily-alerts.ts');
await runMailCommand('npm run alerts:send', sendDailyAlerts);
