/**
 * What the mailing commands share (`npm run alerts:send`, `npm run newsletter:send`): --site, --now and
 * --help, the local stack's settings when no production ones are set, the run's numbers on stdout, and a
 * failure as one sentence on stderr with exit code 1 (a stack trace tells the person running it nothing).
 */
import { parseArgs } from 'node:util';
import { LOCAL_SUPABASE } from '../local/config.ts';
import { applyLocalOpsEnv } from '../local/netlify/env.ts';
import type { MailJobRun } from '../netlify/functions/_shared/mail.ts';
import { DatabaseError } from '../src/queries/subscriptions.server.ts';

/** The connection errors Node's fetch wraps as "fetch failed". */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH']);

interface SystemError extends Error {
  code?: string;
  address?: string;
  port?: number;
}

function causes(error: unknown): SystemError[] {
  const chain: SystemError[] = [];
  for (let current = error; current instanceof Error && chain.length < 10; current = current.cause) chain.push(current);
  return chain;
}

function sentence(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

/**
 * One sentence for a failed run: what could not be reached and what to do, or the error's own first line.
 * `site`: the site origin the run reads its ideas from.
 */
export function commandError(error: unknown, site: string, usage: string, database: string = LOCAL_SUPABASE.url): string {
  const chain = causes(error);
  const databaseDown = `Could not reach the database at ${database}: start the local stack with npm start (or check the SUPABASE_* settings), then run ${usage} again.`;
  // supabase-js reports an unreachable server as an error whose message is all that is left of the cause.
  if (chain.some((cause) => cause instanceof DatabaseError && /fetch failed/i.test(cause.message))) return databaseDown;
  const unreachable = chain.find((cause) => cause.code !== undefined && UNREACHABLE.has(cause.code));
  if (unreachable) {
    const siteUrl = URL.canParse(site) ? new URL(site) : null;
    const sitePort = siteUrl ? Number(siteUrl.port || (siteUrl.protocol === 'https:' ? 443 : 80)) : undefined;
    if (URL.canParse(database) && unreachable.port === Number(new URL(database).port)) return databaseDown;
    if (unreachable.port === sitePort || unreachable.port === undefined) {
      return `Could not reach the site at ${site} (${unreachable.code}): start it with npm start, or name a running one with --site, then run ${usage} again.`;
    }
    return `Could not reach ${unreachable.address ?? 'a server'}:${unreachable.port} (${unreachable.code}), so nothing was sent.`;
  }
  return sentence(chain[0]?.message ?? String(error));
}

export async function runMailCommand(usage: string, send: (run: MailJobRun) => Promise<object>, argv: string[] = process.argv.slice(2)): Promise<void> {
  let site = process.env.PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT ?? '4321'}`;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        site: { type: 'string', default: site },
        now: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    site = values.site;
    if (values.help) {
      console.log(`Usage: ${usage} [-- --site <site origin>] [--now <ISO time>]   (settings from the environment, else the local stack)`);
      return;
    }
    const at = values.now === undefined ? null : new Date(values.now);
    if (at && Number.isNaN(at.getTime())) throw new Error(`--now ${values.now} is not a time: give one like 2026-11-30T08:00:00Z.`);
    applyLocalOpsEnv(LOCAL_SUPABASE.url, values.site);
    const summary = await send({ env: process.env, log: (line) => console.error(line), now: () => at ?? new Date() });
    console.log(JSON.stringify(summary, null, 2));
  } catch (error) {
    console.error(commandError(error, site, usage, process.env.SUPABASE_URL));
    process.exitCode = 1;
  }
}
