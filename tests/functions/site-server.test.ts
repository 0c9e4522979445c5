// The functions as the local site server serves them: through the handler Netlify's emulator (@netlify/dev)
// runs them with, each built once as the server starts, by name at /.netlify/functions/<name>, with what
// local/serve.ts adds to it: a background function answers 202 while
// its run goes on (the emulator waits for the run), Netlify's 6 MB body limit, and only this machine's Host
// names (a DNS-rebinding page must not read the site or the stand-in's mailbox). The MCP server's tests
// (mcp-suite.ts, mcp-personal-suite.ts) run on the same server: building every function takes half a minute.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE, SEEDED_ACCOUNTS } from '../../local/config.ts';
import { localOpsEnv } from '../../local/netlify/env.ts';
import { OPEN_DATA } from '../../src/config/constants/open-data.ts';
import { LOCAL_TOKEN_SECRET } from '../../src/email/config.server.ts';
import { createRunToken } from '../../src/email/tokens.server.ts';
import { MAILING_FUNCTION } from '../../netlify/functions/_shared/mail.ts';
import subscribe from '../../netlify/functions/subscribe.ts';
import { type FunctionStack, restoreEnv, startFunctionStack } from './function-stack.ts';
import { readNetlifyConfig } from '../../local/netlify/config.ts';
import { buildLocalFunctions } from '../../local/netlify/functions.ts';
import { describeMcpPersonal } from './mcp-personal-suite.ts';
import { describeMcp } from './mcp-suite.ts';

let stack: FunctionStack;
const savedEnv = { ...process.env };
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  // Every function is built before the server listens: half a minute, more on a loaded machine.
  stack = await startFunctionStack({ smtp: true, functions: true });
  Object.assign(process.env, localOpsEnv(stack.backend.url, stack.siteUrl, stack.backend.smtpPort!));
}, 300_000);

afterAll(async () => {
  restoreEnv(savedEnv);
  await stack?.close();
});

/** A GET with any Host header (fetch cannot set one). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('functions through the site server', () => {
  it('answers each function by name, and 404 for a name that is not one', async () => {
    const at = (name: string) => `${stack.siteUrl}/.netlify/functions/${name}`;
    expect((await fetch(at('subscribe'))).status).toBe(405);
    const bad = await fetch(at('subscribe'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"list":"nope"}' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false });
    expect((await fetch(at('trigger-rebuild'), { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await fetch(at('admin-functions.test'))).status).toBe(404);
  });

  it('runs every call from the build made as it started: no call bundles a function again', async () => {
    // @netlify/dev rebuilds a function on every call (seconds each); local/netlify/functions.ts relies on its
    // handler running the last build when a call names no build folder. This fails if that changes.
    const written = () =>
      readdirSync(stack.functionsBuild!, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
        .map((entry) => `${join(entry.parentPath, entry.name)} ${statSync(join(entry.parentPath, entry.name)).mtimeMs}`)
        .sort();
    const before = written();
    expect(before.some((file) => file.includes('subscribe'))).toBe(true);
    const at = `${stack.siteUrl}/.netlify/functions/subscribe`;
    expect((await fetch(at)).status).toBe(405);
    expect((await fetch(at, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"list":"nope"}' })).status).toBe(400);
    expect(written()).toEqual(before);
  });

  it('a second server with the same sources starts from a copy of the kept build, and runs it', async () => {
    // The functions alone: a second emulator in this process would share (and, stopping, unset) its environment.
    const second = await buildLocalFunctions(await readNetlifyConfig({ context: 'dev', publishDir: stack.siteDir }));
    try {
      expect(second.fromKeptBuild).toBe(true);
      expect(second.directory).not.toBe(stack.functionsBuild);
      // Copies keep the bundler's file times: a function bundled again would be newer than the first server's.
      // To the millisecond: a copy's time may lose the digits beyond it, and bundling again takes seconds.
      const bundled = (folder: string) => Math.trunc(statSync(join(folder, 'subscribe', '___netlify-entry-point.mjs')).mtimeMs);
      expect(bundled(second.directory)).toBe(bundled(stack.functionsBuild!));
      const call = await second.match(new Request(`${stack.siteUrl}/.netlify/functions/subscribe`));
      expect(call).toBeDefined();
      expect((await call!.handle(new Request(`${stack.siteUrl}/.netlify/functions/subscribe`))).status).toBe(405);
    } finally {
      await second.close();
    }
  });

  it("an admin function reads the local stack's sheet, which is not in its bundle", async () => {
    const client = createClient(stack.backend.url, LOCAL_SUPABASE.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data } = await client.auth.signInWithPassword({ email: SEEDED_ACCOUNTS.admin.email, password: SEEDED_ACCOUNTS.admin.password });
    writeFileSync(join(stack.siteDir, 'sitemap-index.xml'), `<sitemapindex><sitemap><loc>${stack.siteUrl}/sitemap-0.xml</loc></sitemap></sitemapindex>`);
    writeFileSync(join(stack.siteDir, 'sitemap-0.xml'), `<urlset><url><loc>${stack.siteUrl}/</loc></url></urlset>`);
    const response = await fetch(`${stack.siteUrl}/.netlify/functions/generate-sitemap`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.session!.access_token}` },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, sitemapXml: expect.stringContaining(`${stack.siteUrl}/idea/`) });
  });

  it('answers two calls of one function at once, each in full', async () => {
    const call = (email: string) =>
      fetch(`${stack.siteUrl}/.netlify/functions/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: stack.siteUrl },
        body: JSON.stringify({ list: 'newsletter', email }),
      });
    const answers = await Promise.all([call('first-at-once@example.test'), call('second-at-once@example.test')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([{ ok: true, sent: true }, { ok: true, sent: true }]);
  });

  it("subscribe's per-client limit keys on the client address the platform reports (the emulator takes it from X-Forwarded-For)", async () => {
    const ip = '198.51.100.77';
    const direct = (email: string) =>
      subscribe(new Request(`${stack.siteUrl}/.netlify/functions/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: stack.siteUrl }, body: JSON.stringify({ list: 'alerts', email }) }), { ip });
    for (let i = 0; i < 10; i++) expect((await direct(`client-${i}@example.test`)).status).toBe(200);
    const viaServer = (forwardedFor: string) =>
      fetch(`${stack.siteUrl}/.netlify/functions/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: stack.siteUrl, 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ list: 'alerts', email: `from-${forwardedFor}@example.test` }),
      });
    const limited = await viaServer(ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ reason: 'rate_limited', limit: 'client' });
    expect((await viaServer('198.51.100.78')).status).toBe(200);
  });

  it('refuses a body over 6 MB with 413, as Netlify does, before any function sees it', async () => {
    const email = 'too-large@example.test';
    const body = JSON.stringify({ list: 'newsletter', email, padding: 'x'.repeat(6 * 1024 * 1024) });
    const response = await fetch(`${stack.siteUrl}/.netlify/functions/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/6 MB/);
    expect(stack.backend.mailbox.list().filter((mail) => mail.to === email)).toEqual([]);
  });

  it('a background function answers 202 while its run goes on, and the run finishes', async () => {
    const email = 'background-local@example.test';
    const db = createClient(stack.backend.url, LOCAL_SUPABASE.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
    expect((await db.from('daily_alerts').insert({ email, status: 'confirmed', alerted_through: yesterday })).error).toBeNull();
    // The run reads the catalogue from the site; this one answers only when the test lets it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const catalogueRequested = new Promise<void>((resolve) => (requested = resolve));
    const idea = { number: 1, heading: 'A held idea', path: '/idea/idea-1', firstSeen: today, dateAdded: today, primaryCategory: 'Robotics', totalScore: 7.5 };
    const holding: Server = createServer((req, res) => {
      requested();
      void released.then(() => {
        if (req.url !== OPEN_DATA.cataloguePath) return res.writeHead(404).end();
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ schemaVersion: OPEN_DATA.schemaVersion, ideas: [idea] }));
      });
    });
    await new Promise<void>((resolve) => holding.listen(0, '127.0.0.1', resolve));
    process.env.PUBLIC_SITE_URL = `http://127.0.0.1:${(holding.address() as AddressInfo).port}`;
    try {
      const response = await fetch(`${stack.siteUrl}${MAILING_FUNCTION}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${createRunToken('alerts', LOCAL_TOKEN_SECRET)}` },
        body: JSON.stringify({ list: 'alerts' }),
      });
      expect(response.status).toBe(202);
      await catalogueRequested;
      expect(stack.backend.mailbox.list().filter((m) => m.to === email)).toEqual([]);
      release();
      await expect.poll(() => stack.backend.mailbox.list().filter((m) => m.to === email).length, { timeout: 60_000 }).toBe(1);
    } finally {
      release();
      process.env.PUBLIC_SITE_URL = stack.siteUrl;
      holding.closeAllConnections();
      await new Promise((resolve) => holding.close(resolve));
    }
  });
});

describe('Host names (DNS rebinding)', () => {
  it("the site and the stand-in's mailbox answer this machine's names and refuse any other", async () => {
    const site = `${stack.siteUrl}/`;
    const mailbox = `${stack.backend.url}/mailbox`;
    const port = (url: string) => new URL(url).port;
    for (const url of [site, mailbox]) {
      expect(await getWithHost(url, `localhost:${port(url)}`), url).toBe(200);
      expect(await getWithHost(url, `127.0.0.1:${port(url)}`), url).toBe(200);
      expect(await getWithHost(url, `[::1]:${port(url)}`), url).toBe(200);
      expect(await getWithHost(url, `evil.example:${port(url)}`), url).toBe(403);
      expect(await getWithHost(url, 'localhost.evil.example'), url).toBe(403);
    }
  });
});

describeMcp(() => stack);
describeMcpPersonal(() => stack);
