// The admin functions called as Netlify calls them (a web Request in, a Response out), against the real
// local stack: the Supabase stand-in (PGlite, RLS, real sign-ins) whose /capture/ endpoint stands in for
// IndexNow, the automation webhook and the build hook, and a local site server publishing a sitemap.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_OPS, LOCAL_SUPABASE, SEEDED_ACCOUNTS } from '../../local/config.ts';
import { localOpsEnv } from '../../local/netlify/env.ts';
import type { CapturedRequest } from '../../local/supabase/capture.ts';
import type { LocalSupabase } from '../../local/supabase/server.ts';
import { closedPort, type FunctionStack, restoreEnv, startFunctionStack } from './function-stack.ts';
import { ADMIN } from '../../src/config/constants/admin.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { sitemapLocs } from '../../src/admin/sitemap.ts';
import type { AdminRun } from '../../src/admin/history.ts';
import deliveryPreview from '../../netlify/functions/delivery-preview.ts';
import deliveryStatus from '../../netlify/functions/delivery-status.ts';
import generateSitemap from '../../netlify/functions/generate-sitemap.ts';
import indexNowSubmit from '../../netlify/functions/indexnow-submit.ts';
import scheduledRebuild, { config as scheduleConfig } from '../../netlify/functions/scheduled-rebuild.ts';
import triggerRebuild from '../../netlify/functions/trigger-rebuild.ts';
import triggerWebhook from '../../netlify/functions/trigger-webhook.ts';

const SHEET = 'tests/fixtures/basic.gviz.txt';
const FUNCTIONS = {
  'generate-sitemap': { handler: generateSitemap, body: { autoUpdate: true } },
  'indexnow-submit': { handler: indexNowSubmit, body: { urls: ['SITE/'] } },
  'trigger-webhook': { handler: triggerWebhook, body: { Articles: 3 } },
  'trigger-rebuild': { handler: triggerRebuild, body: {} },
  'delivery-status': { handler: deliveryStatus, body: {} },
  'delivery-preview': { handler: deliveryPreview, body: { kind: 'alerts', action: 'test' } },
} as const;
type FunctionName = keyof typeof FUNCTIONS;

let stack: FunctionStack;
let backend: LocalSupabase;
let siteUrl: string;
let siteDir: string;
let db: SupabaseClient;
let adminToken: string;
let demoToken: string;
let adminId: string;
const savedEnv = { ...process.env };

async function signIn(email: string, password: string): Promise<{ token: string; id: string }> {
  const client = createClient(backend.url, LOCAL_SUPABASE.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return { token: data.session.access_token, id: data.user.id };
}

function call(name: FunctionName, options: { token?: string | null; body?: unknown; raw?: string; method?: string } = {}) {
  const token = options.token === undefined ? adminToken : options.token;
  const body = options.raw ?? JSON.stringify(options.body ?? JSON.parse(JSON.stringify(FUNCTIONS[name].body).replaceAll('SITE/', `${siteUrl}/`)));
  const method = options.method ?? 'POST';
  const req = new Request(`${siteUrl}/.netlify/functions/${name}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(method === 'GET' ? {} : { body }),
  });
  return FUNCTIONS[name].handler(req);
}

function captured(name: string): CapturedRequest[] {
  return backend.capture.list(name);
}

async function runs(kind: string): Promise<AdminRun[]> {
  const { data, error } = await db.from('admin_runs').select('*').eq('kind', kind).order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data as AdminRun[];
}

/** A token shaped like the stand-in's, signed with `secret` (the real one, or a forger's). */
async function accessToken(claims: Record<string, unknown>, secret: string = LOCAL_SUPABASE.jwtSecret): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return await new SignJWT({ iss: `${backend.url}/auth/v1`, aud: 'authenticated', role: 'authenticated', sub: adminId, iat: now, exp: now + 3600, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

beforeAll(async () => {
  stack = await startFunctionStack();
  ({ backend, siteUrl, siteDir } = stack);
  // What the live site publishes: three static pages and an idea the sheet no longer has.
  writeFileSync(join(siteDir, 'sitemap-index.xml'), `<?xml version="1.0"?><sitemapindex><sitemap><loc>${siteUrl}/sitemap-0.xml</loc></sitemap></sitemapindex>`);
  writeFileSync(
    join(siteDir, 'sitemap-0.xml'),
    `<?xml version="1.0"?><urlset>${['/', '/about', '/idea/retired-idea-999', '/discover'].map((p) => `<url><loc>${siteUrl}${p === '/' ? '' : p}</loc></url>`).join('')}</urlset>`,
  );
  Object.assign(process.env, localOpsEnv(backend.url, siteUrl), { SHEET_URL: SHEET });
  db = createClient(backend.url, LOCAL_SUPABASE.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const admin = await signIn(SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password);
  adminToken = admin.token;
  adminId = admin.id;
  demoToken = (await signIn(SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password)).token;
});

afterAll(async () => {
  restoreEnv(savedEnv);
  await stack?.close();
});

beforeEach(async () => {
  backend.capture.clear();
  await db.from('admin_runs').delete().not('id', 'is', null);
  Object.assign(process.env, localOpsEnv(backend.url, siteUrl), { SHEET_URL: SHEET });
});

describe('the admin guard, on every admin function', () => {
  const names = Object.keys(FUNCTIONS) as FunctionName[];

  it.each(names)('%s: no token -> 401, nothing sent, nothing recorded', async (name) => {
    const response = await call(name, { token: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: ADMIN.text.signInRequired });
    expect(backend.capture.list()).toEqual([]);
    expect((await db.from('admin_runs').select('id')).data).toEqual([]);
  });

  it.each(names)('%s: a forged token (signed with another secret) -> 401', async (name) => {
    const forged = await accessToken({}, 'not-the-project-secret-but-just-as-long-0123456789');
    const response = await call(name, { token: forged });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: ADMIN.text.invalidToken });
  });

  it.each(names)('%s: an expired admin token -> 401', async (name) => {
    const expired = await accessToken({ iat: 1_700_000_000, exp: 1_700_003_600 });
    const response = await call(name, { token: expired });
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe(ADMIN.text.invalidToken);
  });

  it('a token of an admin session that has signed out -> 401, though its signature and expiry are fine', async () => {
    const client = createClient(backend.url, LOCAL_SUPABASE.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data } = await client.auth.signInWithPassword({ email: SEEDED_ACCOUNTS.admin.email, password: SEEDED_ACCOUNTS.admin.password });
    const token = data.session!.access_token;
    expect((await call('trigger-webhook', { token })).status).toBe(200);
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    for (const name of names) {
      backend.capture.clear();
      const response = await call(name, { token });
      expect(response.status, name).toBe(401);
      expect(await response.json()).toEqual({ success: false, error: ADMIN.text.invalidToken });
      expect(backend.capture.list()).toEqual([]);
    }
    // The admin's other session is untouched.
    expect((await call('trigger-webhook')).status).toBe(200);
  });

  it.each(names)('%s: a signed-in user who is not an admin -> 403 with the documented message', async (name) => {
    const response = await call(name, { token: demoToken });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: 'Access denied. Admin privileges required.' });
    expect(backend.capture.list()).toEqual([]);
  });

  // The issuer is not on the list: Supabase Auth does not check it (only the project's key can sign).
  it('the right secret with the wrong audience, the anon key and the service key are all refused', async () => {
    for (const token of [
      await accessToken({ aud: 'someone-else' }),
      await accessToken({ role: 'anon', sub: undefined }),
      LOCAL_SUPABASE.anonKey,
      LOCAL_SUPABASE.serviceRoleKey,
      'not-a-jwt',
    ]) {
      const response = await call('trigger-webhook', { token });
      expect(response.status, token.slice(0, 40)).toBe(401);
    }
  });

  it('a live session of a user without a profile row -> 403; a well-signed token naming no user -> 401', async () => {
    const email = `no-profile-${Date.now()}@example.test`;
    const created = await db.auth.admin.createUser({ email, password: 'no-profile-1', email_confirm: true });
    expect(created.error).toBeNull();
    expect((await db.from('profiles').delete().eq('id', created.data.user!.id)).error).toBeNull();
    const { token } = await signIn(email, 'no-profile-1');
    expect((await call('trigger-rebuild', { token })).status).toBe(403);
    const ghost = await accessToken({ sub: '99999999-9999-4999-8999-999999999999' });
    expect((await call('trigger-rebuild', { token: ghost })).status).toBe(401);
  });

  it('GET is refused with 405 and Allow: POST', async () => {
    const response = await call('trigger-webhook', { method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('an auth server that does not answer -> 500, not a verdict on the token; nothing sent', async () => {
    process.env.SUPABASE_URL = `http://127.0.0.1:${await closedPort()}`;
    const response = await call('trigger-webhook');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, error: ADMIN.text.roleError });
    expect(backend.capture.list()).toEqual([]);
  });
});

describe('generate-sitemap', () => {
  it('returns the live static pages plus every idea of the current sheet, and records the run', async () => {
    const response = await call('generate-sitemap');
    expect(response.status).toBe(200);
    const result = await response.json();
    const { ideas } = ideasFromSheet((await import('node:fs')).readFileSync(SHEET, 'utf8'), { today: '2025-01-01' });
    expect(result).toMatchObject({ success: true, error: null, totalIdeas: ideas.length, totalUrls: ideas.length + 3 });
    const locs = sitemapLocs(result.sitemapXml);
    expect(result.sitemapXml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    expect(locs.slice(0, 3)).toEqual([siteUrl, `${siteUrl}/about`, `${siteUrl}/discover`]);
    expect(new Set(locs.slice(3))).toEqual(new Set(ideas.map((idea) => `${siteUrl}${idea.path}`)));
    expect(locs).not.toContain(`${siteUrl}/idea/retired-idea-999`);
    const [run] = await runs('sitemap');
    expect(run).toMatchObject({ status: 'success', method: 'manual', submitted: ideas.length + 3, actor: adminId, error: null });
  });

  it('says why when the sheet cannot be read, and records the failure', async () => {
    process.env.SHEET_URL = 'tests/fixtures/does-not-exist.gviz.txt';
    const response = await call('generate-sitemap');
    expect(response.status).toBe(502);
    const result = await response.json();
    expect(result).toMatchObject({ success: false, sitemapXml: '', totalUrls: 0, totalIdeas: 0 });
    expect(result.error).toMatch(/^Sitemap generation failed: Cannot read the sheet file .*does-not-exist/);
    expect((await runs('sitemap'))[0]).toMatchObject({ status: 'error' });
  });

  it('rejects unknown fields (400 with the reason)', async () => {
    const response = await call('generate-sitemap', { body: { autoUpdate: 'yes' } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^✖ .*\n {2}→ at autoUpdate$/);
  });
});

describe('indexnow-submit', () => {
  it('POSTs host, key, key location and the URLs to the IndexNow endpoint and records the submission', async () => {
    const urls = [`${siteUrl}/`, `${siteUrl}/discover`, `${siteUrl}/idea/some-idea-1`];
    const response = await call('indexnow-submit', { body: { urls } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, submitted: 3, error: null });
    const [sent] = captured(LOCAL_OPS.captureNames.indexNow);
    expect(sent).toMatchObject({ method: 'POST', path: '/capture/indexnow' });
    expect(sent!.contentType).toMatch(/^application\/json/);
    expect(sent!.json).toEqual({
      host: new URL(siteUrl).host,
      key: LOCAL_OPS.indexNowKey,
      keyLocation: `${siteUrl}/${LOCAL_OPS.indexNowKey}.txt`,
      urlList: urls,
    });
    expect((await runs('indexnow'))[0]).toMatchObject({ status: 'success', method: 'manual', submitted: 3, actor: adminId });
  });

  it("refuses other sites' URLs, more than 10,000 URLs, an empty list and bad JSON (400), sending nothing", async () => {
    const cases: [unknown, RegExp][] = [
      [{ urls: [`${siteUrl}/`, 'https://elsewhere.example/page'] }, /Only http:\/\/localhost:\d+ URLs can be submitted; not: https:\/\/elsewhere\.example\/page/],
      [{ urls: ['javascript:alert(1)'] }, /not: javascript:alert\(1\)/],
      [{ urls: Array.from({ length: 10_001 }, (_, i) => `${siteUrl}/idea/x-${i + 1}`) }, /^✖ At most 10,000 URLs per call\n {2}→ at urls$/],
      [{ urls: [] }, /^✖ urls must hold at least one URL\n {2}→ at urls$/],
      [{ url: `${siteUrl}/` }, /\n {2}→ at urls$/],
    ];
    for (const [body, message] of cases) {
      const response = await call('indexnow-submit', { body });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(message);
    }
    const bad = await call('indexnow-submit', { raw: '{"urls": [' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('The request body is not valid JSON');
    expect(captured(LOCAL_OPS.captureNames.indexNow)).toEqual([]);
  });

  it('accepts exactly 10,000 URLs', async () => {
    const urls = Array.from({ length: 10_000 }, (_, i) => `${siteUrl}/idea/x-${i + 1}`);
    const response = await call('indexnow-submit', { body: { urls } });
    expect(await response.json()).toEqual({ success: true, submitted: 10_000, error: null });
    expect((captured('indexnow')[0]!.json as { urlList: string[] }).urlList).toHaveLength(10_000);
  });

  it('the dry run pings the endpoint once with the single-URL GET and returns what it would submit', async () => {
    const urls = [`${siteUrl}/`, `${siteUrl}/about`];
    const response = await call('indexnow-submit', { body: { urls, dryRun: true } });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({ success: true, submitted: 0, error: null, dryRun: true, endpointStatus: 200 });
    expect(result.keyLocation).toBe(`${siteUrl}/${LOCAL_OPS.indexNowKey}.txt`);
    expect(result.payload).toMatchObject({ key: LOCAL_OPS.indexNowKey, urlList: urls, urlCount: 2 });
    const sent = captured('indexnow');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('GET');
    const query = new URL(sent[0]!.path, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ url: `${siteUrl}/`, key: LOCAL_OPS.indexNowKey, keyLocation: result.keyLocation });
    expect((await runs('indexnow'))[0]).toMatchObject({ method: 'test', status: 'success', submitted: 1 });
  });

  it('reports the endpoint refusing (HTTP 422) as the error and records it', async () => {
    process.env.INDEXNOW_ENDPOINT = `${backend.url}/capture/indexnow?status=422`;
    const response = await call('indexnow-submit', { body: { urls: [`${siteUrl}/`] } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, submitted: 0, error: 'HTTP 422' });
    expect((await runs('indexnow'))[0]).toMatchObject({ status: 'error', error: 'HTTP 422', submitted: 0 });
  });

  it('without INDEXNOW_KEY it answers 500 naming the missing variable', async () => {
    delete process.env.INDEXNOW_KEY;
    const response = await call('indexnow-submit');
    expect(response.status).toBe(500);
    expect((await response.json()).error).toBe('Server configuration: INDEXNOW_KEY is not set');
  });
});

describe('trigger-webhook', () => {
  it('POSTs {Articles} to the webhook and answers status, duration and no error', async () => {
    const response = await call('trigger-webhook', { body: { Articles: 7 } });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({ success: true, status: 200, error: null });
    expect(result.duration).toBeGreaterThanOrEqual(0);
    const sent = captured(LOCAL_OPS.captureNames.webhook);
    expect(sent.map((r) => [r.method, r.json])).toEqual([['POST', { Articles: 7 }]]);
    expect((await runs('webhook'))[0]).toMatchObject({ status: 'success', method: 'manual', payload: { Articles: 7 }, actor: adminId });
  });

  it("a failing webhook gives 'HTTP {status}'; an unreachable one, the network error", async () => {
    process.env.AUTOMATION_WEBHOOK_URL = `${backend.url}/capture/automation-webhook?status=500`;
    const failed = await call('trigger-webhook', { body: { Articles: 0 } });
    expect(await failed.json()).toMatchObject({ success: false, status: 500, error: 'HTTP 500' });

    process.env.AUTOMATION_WEBHOOK_URL = `http://127.0.0.1:${await closedPort()}/hook`;
    const unreachable = await call('trigger-webhook', { body: { Articles: 1 } });
    const body = await unreachable.json();
    expect(body).toMatchObject({ success: false, status: null });
    expect(body.error).toMatch(/ECONNREFUSED/);
    expect((await runs('webhook')).map((r) => r.status)).toEqual(['error', 'error']);
  });

  it.each([
    [{ Articles: -1 }, '✖ Articles must be at least 0\n  → at Articles'],
    [{ Articles: 2.5 }, '✖ Articles must be a whole number\n  → at Articles'],
    [{ Articles: '5' }, '✖ Articles must be a number\n  → at Articles'],
    [{}, '✖ Articles must be a number\n  → at Articles'],
    [{ Articles: 1, url: 'https://evil.example' }, /^✖ Unrecognized key: "url"$/],
  ] as [unknown, string | RegExp][])('rejects %j with 400', async (body, message) => {
    const response = await call('trigger-webhook', { body });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
    expect(captured('automation-webhook')).toEqual([]);
  });

  it('the webhook address never appears in an answer', async () => {
    const secretUrl = `${backend.url}/capture/automation-webhook/secret-token-abc?status=503`;
    process.env.AUTOMATION_WEBHOOK_URL = secretUrl;
    const text = await (await call('trigger-webhook', { body: { Articles: 2 } })).text();
    expect(text).not.toContain('secret-token-abc');
    expect(JSON.parse(text).error).toBe('HTTP 503');
  });
});

describe('rebuilds', () => {
  it('trigger-rebuild POSTs to the build hook with a title and records a manual rebuild', async () => {
    const response = await call('trigger-rebuild');
    expect(await response.json()).toMatchObject({ success: true, status: 200, error: null });
    const [hook] = captured(LOCAL_OPS.captureNames.buildHook);
    expect(hook!.method).toBe('POST');
    expect(new URL(hook!.path, 'http://x').searchParams.get('trigger_title')).toBe('Rebuild requested on the admin page');
    expect((await runs('rebuild'))[0]).toMatchObject({ method: 'manual', status: 'success', actor: adminId });
  });

  it('the schedule is 06:30 UTC, Monday to Friday', () => {
    expect(scheduleConfig).toEqual({ schedule: '30 6 * * 1-5' });
    expect(scheduleConfig.schedule).toBe(ADMIN.rebuildSchedule);
  });

  it('the scheduled function triggers the build hook and records a run without an actor', async () => {
    const response = await scheduledRebuild();
    expect(response.status).toBe(200);
    const [hook] = captured('build-hook');
    expect(new URL(hook!.path, 'http://x').searchParams.get('trigger_title')).toBe('Weekday rebuild (06:30 UTC)');
    expect((await runs('rebuild'))[0]).toMatchObject({ method: 'schedule', status: 'success', actor: null });
  });

  it('a failing build hook is reported (502) and recorded as an error', async () => {
    process.env.NETLIFY_BUILD_HOOK_URL = `${backend.url}/capture/build-hook?status=404`;
    const response = await scheduledRebuild();
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false, error: 'HTTP 404' });
    expect((await runs('rebuild'))[0]).toMatchObject({ status: 'error', error: 'HTTP 404', method: 'schedule' });
  });
});
