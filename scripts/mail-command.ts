/**
 * What the mailing commands share (`npm run alerts:send`, `npm run newsletter:send`): --site, --now and
 * --help, the local stack's settings when no production ones are set, and the run's numbers on stdout.
 */
import { parseArgs } from 'node:util';
import { LOCAL_SUPABASE } from '../local/config.ts';
import { applyLocalOpsEnv } from '../local/netlify/env.ts';
import type { MailJobRun } from '../netlify/functions/_shared/mail.ts';

export async function runMailCommand(usage: string, send: (run: MailJobRun) => Promise<object>): Promise<void> {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', default: process.env.PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT ?? '4321'}` },
      now: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(`Usage: ${usage} [-- --site <site origin>] [--now <ISO time>]   (settings from the environment, else the local stack)`);
    return;
  }
  const at = values.now === undefined ? null : new Date(values.now);
  if (at && Number.isNaN(at.getTime())) throw new Error(`Invalid --now ${values.now}`);
  applyLocalOpsEnv(LOCAL_SUPABASE.url, values.site);
  const summary = await send({ env: process.env, log: (line) => console.error(line), now: () => at ?? new Date() });
  console.log(JSON.stringify(summary, null, 2));
}
