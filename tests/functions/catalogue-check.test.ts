// The catalogue-check function called as Netlify calls it, against the local stack: the Supabase stand-in
// for real sign-ins and roles, and a local site server publishing the manifest the live site would.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE, SEEDED_ACCOUNTS } from '../../local/config.ts';
import { localOpsEnv } from '../../local/netlify/env.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local/supabase/server.ts';
import { temporaryPublishDir } from '../../local/netlify/config.ts';
import { startSiteServer, type SiteServer } from '../../local/serve.ts';
import { catalogueSummary, type CatalogueCheckResult } from '../../src/admin/catalogue.ts';
import { ADMIN } from '../../src/config/constants/admin.ts';
import { buildManifest } from '../../src/ideas/catalogue-guard.build.ts';
import type { Manifest } from '../../src/ideas/manifest-schema.build.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import catalogueCheck from '../../netlify/functions/catalogue-check.ts';
import { restoreEnv } from './function-stack.ts';

const SHEET = 'tests/fixtures/basic.gviz.txt';
const sheetIdeas = ideasFromSheet(readFileSync(SHEET, 'utf8'), { today: '2025-01-01' }).ideas;

let backend: LocalSupabase;
let site: SiteServer;
let siteUrl: string;
let siteDir: string;
let adminToken: string;
let demoToken: string;
const savedEnv = { ...process.env };

async function signIn(email: string, password: string): Promise<string> {
  const client = createClient(backend.url, LOCAL_SUPABASE.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return data.session.access_token;
}

async function check(token: string | null = adminToken): Promise<{ status: number; body: CatalogueCheckResult }> {
  const response = await catalogueCheck(
    new Request(`${siteUrl}/.netlify/functions/catalogue-check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: '{}',
    }),
  );
  return { status: response.status, body: (await response.json()) as CatalogueCheckResult };
}

function publish(manifest: Manifest | string | null): void {
  const file = join(siteDir, 'ideas-manifest.json');
  if (manifest === null) rmSync(file, { force: true });
  else writeFileSync(file, typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
}

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, dataDir: null, seed: true, logMail: false });
  siteDir = temporaryPublishDir('catalogue-site-');
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  site = await startSiteServer(siteDir, { port: 0, functions: false, cache: false });
  siteUrl = site.url;
  Object.assign(process.env, localOpsEnv(backend.url, siteUrl), { SHEET_URL: SHEET });
  adminToken = await signIn(SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password);
  demoToken = await signIn(SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password);
});

afterAll(async () => {
  restoreEnv(savedEnv);
  await site?.close();
  await backend?.close();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

beforeEach(() => publish(buildManifest(sheetIdeas)));

describe('catalogue-check', () => {
  it('the live manifest matches the sheet: ok, with counts', async () => {
    publish(buildManifest(sheetIdeas.filter((idea) => idea.number !== 5)));
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, verdict: 'ok', source: `${siteUrl}/ideas-manifest.json`, previousCount: 3, currentCount: 4, addedCount: 1, problems: [] });
    expect(catalogueSummary(body)).toBe('All 3 published idea numbers keep their papers; the next build adds 1 new ideas.');
  });

  it('a published number that now holds another paper, or is gone, is listed as the build will refuse it', async () => {
    const manifest = buildManifest(sheetIdeas);
    manifest.ideas['1']!.paper = 'https://arxiv.org/abs/2501.00001';
    manifest.ideas['2'] = { paper: 'https://arxiv.org/abs/2501.00002', pitchHash: '0123456789abcdef', firstSeen: '2024-01-01' };
    publish(manifest);
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body.verdict).toBe('refused');
    expect(body.problems).toEqual([
      'the catalogue shrinks from 5 to 4 ideas (20%, more than 10%)',
      'idea 1: was https://arxiv.org/abs/2501.00001, now https://arxiv.org/abs/1706.03762v7',
      'idea 2: was https://arxiv.org/abs/2501.00002, now gone (row deleted or emptied)',
    ]);
    expect(catalogueSummary(body)).toMatch(/^The next build will refuse to publish: 3 problems below\..*ALLOW_CATALOGUE_CHANGES=1/);
  });

  it('no manifest on the live site is a first deploy; a broken one is reported as unreadable', async () => {
    publish(null);
    expect((await check()).body).toMatchObject({ success: true, verdict: 'absent', reason: 'the live site has no manifest yet (first deploy)' });
    publish('<!doctype html>');
    const { body } = await check();
    expect(body).toMatchObject({ verdict: 'unreadable', reason: 'it is not JSON' });
    expect(catalogueSummary(body)).toContain('The next build will stop unless the site answers or ALLOW_CATALOGUE_CHANGES=1 is set.');
  });

  it('a sheet that cannot be read is a failed check with the reason', async () => {
    process.env.SHEET_URL = 'tests/fixtures/does-not-exist.txt';
    const { status, body } = await check();
    expect(status).toBe(502);
    expect(body).toMatchObject({ success: false, verdict: null, error: expect.stringMatching(/^Could not run the catalogue check: Cannot read the sheet file/) });
    process.env.SHEET_URL = SHEET;
  });

  it('only admins: a guest gets 401, a signed-in user 403', async () => {
    expect(await check(null)).toEqual({ status: 401, body: { success: false, error: ADMIN.text.signInRequired } });
    expect(await check(demoToken)).toEqual({ status: 403, body: { success: false, error: ADMIN.text.denied } });
  });
});
