/**
 * For you in Chromium (issue 30's budget): at 10,000 ideas, with 500 saved ideas, the main-thread work For you
 * does once its data has arrived, on a 4x-slowed CPU: decoding the vectors file, ranking the catalogue, and
 * rendering the cards once their files are in. Each is a User Timing measure the page itself records
 * (FOR_YOU_TIMING in src/config/constants/for-you.ts); network time is not counted, as the budget says "after its data
 * arrives".
 *
 * A real signed-in visit: the built site served by local/serve.ts, the local Supabase stand-in (in memory)
 * holding the account and its 500 saved ideas, and /workspace/for-you opened afresh RUNS times.
 *
 *   node scripts/bench-for-you.ts [--dir bench/tmp/dist-10000] [--runs 5]
 *
 * The site must have been built for the stand-in's default address (as `npm run bench` builds it). Run
 * directly, it prints the figures and stores them under `recommendations.chromium` in bench/results.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchBrowser } from '../tests/e2e/browser.ts';
import { chromium, type Page } from '@playwright/test';
import { LOCAL_SUPABASE, SEEDED_ACCOUNTS } from '../local/config.ts';
import { startLocalSupabase } from '../local/supabase/server.ts';
import { FOR_YOU_TIMING } from '../src/config/constants/for-you.ts';
import { startSiteProcess } from './site-process.ts';
import { OPEN_DATA } from '../src/config/constants/open-data.ts';
import { readPublishedCatalogue } from '../src/open-data/catalogue-parts.build.ts';

const SITE_PORT = 4413;
/** The stand-in listens here; the page's requests to its default address are sent on (npm start may hold that one). */
const SUPABASE_PORT = 54341;
const SAVED_IDEAS = 500;
const CPU_SLOWDOWN = 4;
const CARDS_SHOWN = 10;

export interface ForYouChromiumResult {
  ideas: number;
  savedIdeas: number;
  cpuSlowdown: number;
  runs: number;
  /** Medians over the runs, ms. totalMs: the median of each run's decode + rank + render. */
  decodeMs: number;
  rankMs: number;
  renderMs: number;
  totalMs: number;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function saveIdeas(api: string, numbers: readonly number[]): Promise<void> {
  const { email, password } = SEEDED_ACCOUNTS.demo;
  const session = await fetch(`${api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_SUPABASE.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!session.ok) throw new Error(`Sign-in of the demo account failed: HTTP ${session.status} ${await session.text()}`);
  const { access_token: token, user } = (await session.json()) as { access_token: string; user: { id: string } };
  const saved = await fetch(`${api}/rest/v1/idea_bookmarks`, {
    method: 'POST',
    headers: { apikey: LOCAL_SUPABASE.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify(numbers.map((number) => ({ user_id: user.id, idea_id: `idea-${number}` }))),
  });
  if (!saved.ok) throw new Error(`Saving ${numbers.length} ideas failed: HTTP ${saved.status} ${await saved.text()}`);
}

async function signIn(page: Page, origin: string): Promise<void> {
  const { email, password } = SEEDED_ACCOUNTS.demo;
  await page.goto(`${origin}/about`);
  await page.locator('#account-control').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign in with password' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.locator('#account-control [data-avatar-initials]').waitFor();
}

/** One visit: the measures the page recorded, once the first cards are on screen. */
async function visit(page: Page, origin: string): Promise<{ decode: number; rank: number; render: number }> {
  await page.goto(`${origin}/workspace/for-you`);
  await page.locator('[data-for-you-card]').nth(CARDS_SHOWN - 1).waitFor({ timeout: 180_000 });
  const names = [FOR_YOU_TIMING.decode, FOR_YOU_TIMING.rank, FOR_YOU_TIMING.render];
  await page.waitForFunction((wanted) => wanted.every((name) => performance.getEntriesByName(name, 'measure').length > 0), names, { timeout: 60_000 });
  const [decode, rank, render] = await page.evaluate(
    (wanted) => wanted.map((name) => performance.getEntriesByName(name, 'measure').reduce((sum, entry) => sum + entry.duration, 0)),
    names,
  );
  return { decode: decode!, rank: rank!, render: render! };
}

export async function measureForYouInChromium(dir: string, runs = 5): Promise<ForYouChromiumResult> {
  const executablePath = benchBrowser();
  const numbers = (JSON.parse(readPublishedCatalogue(dir)) as { ideas: { number: number }[] }).ideas.map((idea) => idea.number);
  const step = Math.max(1, Math.floor(numbers.length / SAVED_IDEAS));
  const saved = numbers.filter((_, index) => index % step === 0).slice(0, SAVED_IDEAS);

  const site = await startSiteProcess(dir, SITE_PORT);
  const backend = await startLocalSupabase({ port: SUPABASE_PORT, dataDir: null, seed: true, logMail: false, siteUrl: site.origin, additionalRedirectUrls: [] });
  const browser = await chromium.launch({ executablePath });
  try {
    await saveIdeas(backend.url, saved);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.route(`${LOCAL_SUPABASE.url}/**`, (route) => route.continue({ url: route.request().url().replace(LOCAL_SUPABASE.url, backend.url) }));
    const page = await context.newPage();
    await signIn(page, site.origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await visit(page, site.origin));
    return {
      ideas: numbers.length,
      savedIdeas: saved.length,
      cpuSlowdown: CPU_SLOWDOWN,
      runs,
      decodeMs: round(median(samples.map((s) => s.decode))),
      rankMs: round(median(samples.map((s) => s.rank))),
      renderMs: round(median(samples.map((s) => s.render))),
      totalMs: round(median(samples.map((s) => s.decode + s.rank + s.render))),
    };
  } finally {
    await browser.close();
    await backend.close();
    await site.stop();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'bench/tmp/dist-10000' }, runs: { type: 'string', default: '5' } } });
  if (!existsSync(join(values.dir, OPEN_DATA.catalogueParts.path))) {
    console.error(`No built site in ${values.dir}: run \`npm run bench\` (it builds bench/tmp/dist-10000), or pass --dir.`);
    process.exit(2);
  }
  const result = await measureForYouInChromium(values.dir, Number(values.runs));
  console.table(result);
  const path = 'bench/results.json';
  if (existsSync(path)) {
    const results = JSON.parse(readFileSync(path, 'utf8')) as { recommendations?: Record<string, unknown> };
    if (results.recommendations) {
      results.recommendations.chromium = result;
      writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
    }
  }
}
