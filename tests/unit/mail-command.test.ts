// The mailing commands (npm run alerts:send, npm run newsletter:send) fail with one sentence, not a stack trace.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandError } from '../../scripts/mail-command.ts';
import { DatabaseError } from '../../src/queries/subscriptions.server.ts';

/** A port nothing listens on: taken from the system, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

function refused(port: number): Error {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:${port}`), { code: 'ECONNREFUSED', address: '127.0.0.1', port }) });
}

const STACK_FRAME = /^\s+at /m;

describe('a mailing command’s error', () => {
  it('names the site it could not reach and what to do', () => {
    const error = new Error('run failed', { cause: refused(4321) });
    expect(commandError(error, 'http://localhost:4321', 'npm run newsletter:send')).toBe(
      'Could not reach the site at http://localhost:4321 (ECONNREFUSED): start it with npm start, or name a running one with --site, then run npm run newsletter:send again.',
    );
  });

  it('names the database when supabase-js could not reach it', () => {
    expect(commandError(new DatabaseError('TypeError: fetch failed', ''), 'http://localhost:4321', 'npm run alerts:send', 'http://127.0.0.1:54321')).toMatch(
      /^Could not reach the database at http:\/\/127\.0\.0\.1:54321: start the local stack with npm start/,
    );
  });

  it('is any other error’s first line, as a sentence', () => {
    expect(commandError(new Error('picks-2026-W48: the site does not serve /newsletter/2026-w48 yet\n    at x'), 'http://localhost:4321', 'x')).toBe(
      'picks-2026-W48: the site does not serve /newsletter/2026-w48 yet.',
    );
  });
});

describe('npm run newsletter:send and alerts:send, run as a person runs them', () => {
  const run = (script: string, args: string[], env: Record<string, string>) =>
    spawnSync(resolve('node_modules/.bin/node'), [script, ...args], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 });

  it('a site and database that do not answer: exit 1 and one sentence saying what to start, no stack trace', async () => {
    const [site, database] = [await closedPort(), await closedPort()];
    const result = run('scripts/send-weekly-picks.ts', ['--site', `http://127.0.0.1:${site}`, '--now', '2026-11-30T08:00:00Z'], { SUPABASE_URL: `http://127.0.0.1:${database}` });
    expect(result.status).toBe(1);
    expect(result.stderr).not.toMatch(STACK_FRAME);
    expect(result.stderr.trim().split('\n').at(-1)).toBe(
      `Could not reach the site at http://127.0.0.1:${site} (ECONNREFUSED): start it with npm start, or name a running one with --site, then run npm run newsletter:send again.`,
    );
    expect(result.stdout).toBe('');
  });

  it('a wrong --now: exit 1 and exactly one line', () => {
    const result = run('scripts/send-daily-alerts.ts', ['--now', 'next monday'], {});
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('--now next monday is not a time: give one like 2026-11-30T08:00:00Z.');
  });
});
