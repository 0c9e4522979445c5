/**
 * Runs the local Supabase stand-in on its own (development only):
 *
 *   node local/supabase/main.ts [--port 54321] [--smtp-port 2525] [--memory] [--allow-origin http://localhost:4400 ...]
 *
 * Data persists in LOCAL_SUPABASE.dataDir (.local-supabase/db) unless --memory. Prints the API URL, the
 * mailbox and the seeded accounts.
 */
import { parseArgs } from 'node:util';
import { LOCAL_SUPABASE, SEEDED_ACCOUNTS } from '../config.ts';
import { startLocalSupabase } from './server.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(LOCAL_SUPABASE.port) },
      'smtp-port': { type: 'string', default: process.env.LOCAL_SMTP_PORT ?? String(LOCAL_SUPABASE.smtpPort) },
      memory: { type: 'boolean', default: false },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: node local/supabase/main.ts [--port 54321] [--smtp-port 2525] [--memory] [--allow-origin <site origin>]...');
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid --port ${values.port}`);
  const smtpPort = Number(values['smtp-port']);
  if (!Number.isInteger(smtpPort) || smtpPort < 0 || smtpPort > 65535) throw new Error(`Invalid --smtp-port ${values['smtp-port']}`);
  const started = Date.now();
  const backend = await startLocalSupabase({
    port,
    dataDir: values.memory ? null : LOCAL_SUPABASE.dataDir,
    seed: true,
    smtpPort,
    additionalRedirectUrls: [...LOCAL_SUPABASE.additionalRedirectUrls, ...values['allow-origin']],
  });
  console.log(`Local Supabase stand-in (development only) ready in ${((Date.now() - started) / 1000).toFixed(1)} s
  API URL:   ${backend.url}
  Mailbox:   ${backend.url}/mailbox
  SMTP:      127.0.0.1:${backend.smtpPort} (messages land in the mailbox)
  Data:      ${values.memory ? 'in memory (lost on exit)' : LOCAL_SUPABASE.dataDir}
  anon key:  ${LOCAL_SUPABASE.anonKey}
  Demo account:  ${SEEDED_ACCOUNTS.demo.email} / ${SEEDED_ACCOUNTS.demo.password}
  Admin account: ${SEEDED_ACCOUNTS.admin.email} / ${SEEDED_ACCOUNTS.admin.password}
Press Ctrl+C to stop.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void backend.close().finally(() => process.exit(0));
    });
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
