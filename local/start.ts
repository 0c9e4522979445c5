/**
 * `npm start`: builds the site from the sheet (the bundled sample with its first-seen history, so the
 * newsletter archive has issues and the mailings have something to send: local/sample-history.ts), then
 * runs it on http://localhost:4321 through Netlify's emulator (local/serve.ts: static files, redirects,
 * headers and the functions) together with the local
 * Supabase stand-in on http://127.0.0.1:54321 (data kept in .local-supabase/ between runs), whose /capture/
 * endpoint stands in for the admin tools' external services.
 *
 *   node local/start.ts [--no-build] [--port 4321]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_OPS, LOCAL_SUPABASE, SEEDED_ACCOUNTS } from './config.ts';
import { applyLocalOpsEnv } from './netlify/env.ts';
import { startLocalSupabase } from './supabase/server.ts';
import { buildSite, startSiteServer } from './serve.ts';

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '4321' },
  },
});

// Before the build: it publishes the IndexNow key file and the site URL the admin functions check against.
applyLocalOpsEnv(LOCAL_SUPABASE.url, `http://localhost:${values.port}`);
if (values.build && !values['no-build']) buildSite();
const backend = await startLocalSupabase({ dataDir: LOCAL_SUPABASE.dataDir, seed: true, smtpPort: LOCAL_SUPABASE.smtpPort });
console.log("Starting the site on Netlify's emulator (@netlify/dev), which builds the functions first…");
const site = await startSiteServer(resolve('dist'), { port: Number(values.port) });

console.log(`
Research Ventures is running at http://localhost:${values.port}
Local Supabase stand-in (development only): ${backend.url}
  Mailbox (sign-in emails; subscription emails over SMTP at 127.0.0.1:${backend.smtpPort}): ${backend.url}/mailbox
  Mailings (while this runs): npm run alerts:send (daily alerts), npm run newsletter:send (Weekly Venture Picks)
  Demo account:  ${SEEDED_ACCOUNTS.demo.email} / ${SEEDED_ACCOUNTS.demo.password}
  Admin account: ${SEEDED_ACCOUNTS.admin.email} / ${SEEDED_ACCOUNTS.admin.password}
Admin tools: http://localhost:${values.port}/webhook-trigger (sign in as the admin)
  IndexNow, the automation webhook and the build hook are captured, not sent: ${backend.url}/capture/requests
  (names: ${Object.values(LOCAL_OPS.captureNames).join(', ')})
Press Ctrl+C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([site.close(), backend.close()]).finally(() => process.exit(0));
  });
}
