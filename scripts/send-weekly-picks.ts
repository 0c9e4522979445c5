/**
 * Sends Weekly Venture Picks once (what the scheduled function send-weekly-picks does every Monday at
 * 08:00 UTC):
 *
 *   npm run newsletter:send [-- --site http://localhost:4321] [--now 2026-11-23T08:00:00Z]
 *
 * The issue is that of the last complete ISO week before --now (default: now), e.g. picks-2026-W47 on
 * Monday 23 November 2026; running it again for the same week sends nobody a second copy.
 *
 * Without SMTP_* / SUPABASE_* settings it uses the local stack of `npm start` (the stand-in's database and
 * SMTP server, whose messages land in http://127.0.0.1:54321/mailbox); the site must be running, since the
 * job reads its /ideas.json. With production settings in the environment it sends for real.
 */
import { registerJsx } from './jsx.ts';
import { runMailCommand } from './mail-command.ts';

// The job renders the JSX email templates, so it is loaded once Node can compile them.
registerJsx();
const { sendWeeklyPicks } = await import('../netlify/functions/send-weekly-picks.ts');
await runMailCommand('npm run newsletter:send', sendWeeklyPicks);
