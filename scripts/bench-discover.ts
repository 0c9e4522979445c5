/**
 * Discover benchmark: for synthetic sheets of 1,000 and 10,000 ideas, builds the site (without Open
 * Graph images), then reports the gzip bytes the discover page loads before the first keystroke, the size
 * of each index part, and search/filter/sort latency per keystroke in Node and in headless Chromium.
 *
 *   node scripts/bench-discover.ts [--sizes 1000,10000] [--reuse] [--out bench/discover.json]
 *
 * --reuse keeps an existing build in bench/tmp/dist-N. Timings are for this machine; compare runs, not
 * machines. Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { benchBrowser } from '../tests/e2e/browser.ts';
import { generateSheet } from './generate-sheet.ts';
import { startSiteProcess } from './site-process.ts';
import { startH2Proxy } from './h2-proxy.ts';
import { coreGroupsFor, createEngine } from '../src/discover/engine.ts';
import { createTextSearch, listedMatches, type TextSearch } from '../src/text-search/word-search.ts';
import { DISCOVER_TIMING, LIMITS } from '../src/config/constants/catalogue.ts';
import { isSearchFile } from '../src/discover/discover-index.build.ts';
import { defaultSortFor, EMPTY_FILTERS, type DiscoverFilters } from '../src/discover/filters.ts';
import { type CardData, cardPlace, CORE_GROUP_NAMES, type CoreColumns, type CoreGroup, type CoreIndex, coreFiles, type IndexManifest, indexUrl, readColumns } from '../src/discover/index-types.ts';
import { slowDevice } from '../tests/e2e/slow-device.ts';

const { values } = parseArgs({
  args: import.meta.main ? process.argv.slice(2) : [],
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    reuse: { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench/discover.json' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('Usage: node scripts/bench-discover.ts [--sizes 1000,10000] [--reuse] [--out bench/discover.json]');
  process.exit(0);
}

export const DISCOVER_TARGETS = { beforeFirstKeystrokeKb: 250, chromiumP95Ms: 16, firstResultsMs: 1000, firstResultsKb: 60, searchLinkMs: 3000 };
const QUERIES = ['language model', 'clinical', 'agent', 'supply chain', 'robot'];
const PORT = 4411;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 6 }).length;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 100) / 100;
}

function build(size: number): string {
  const dir = `bench/tmp/dist-${size}`;
  if (values.reuse && existsSync(join(dir, 'discover.html'))) return dir;
  mkdirSync('bench/tmp', { recursive: true });
  const sheet = `bench/tmp/sheet-${size}.gviz.txt`;
  writeFileSync(sheet, generateSheet({ ideas: size, seed: 42, endDate: '2026-11-20' }));
  const started = Date.now();
  const result = spawnSync('npx', ['astro', 'build', '--outDir', dir], {
    stdio: 'inherit',
    env: { ...process.env, SHEET_URL: sheet, SKIP_OG: '1', PUBLIC_SITE_URL: `http://localhost:${PORT}`, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`Build of ${size} ideas failed`);
  console.log(`built ${size} ideas in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

/** Typing every prefix of each query, as keystrokes would, with a category filter and a sort in play. */
/** Every search file of a built index, added up front: Node measures matching, not fetching. */
function loadedSearch(dir: string, manifest: IndexManifest): TextSearch {
  const search = createTextSearch(manifest);
  for (const file of indexFileNames(dir, manifest)) if (isSearchFile(file)) search.add(file, readIndexFile(dir, manifest, file));
  return search;
}

/** Every file of the built index, as the manifest names them ({segment}/{name}). */
const indexFileNames = (dir: string, manifest: IndexManifest) =>
  manifest.segments.flatMap((segment) => readdirSync(join(dir, manifest.base, segment.dir)).map((name) => `${segment.dir}/${name}`));

const readIndexFile = <T>(dir: string, manifest: IndexManifest, file: string): T => JSON.parse(readFileSync(join(dir, manifest.base, file), 'utf8')) as T;

const readCore = (dir: string, manifest: IndexManifest): CoreIndex => readColumns(manifest, CORE_GROUP_NAMES, (file) => readIndexFile<CoreColumns>(dir, manifest, file)) as CoreIndex;
/** Every core file, of every group. */
const allCoreFiles = (manifest: IndexManifest) => CORE_GROUP_NAMES.flatMap((group) => coreFiles(manifest, group));

function nodeLatency(dir: string, manifest: IndexManifest) {
  const core = readCore(dir, manifest);
  const engine = createEngine(core);
  const search = loadedSearch(dir, manifest);
  const scenarios: DiscoverFilters[] = [EMPTY_FILTERS, { ...EMPTY_FILTERS, primaryCategory: ['Agentic AI', 'Foundation Models'], sortBy: 'valoris_score' }];
  for (const filters of scenarios) engine.run(filters);
  const samples: number[] = [];
  for (const filters of scenarios) {
    for (const query of QUERIES) {
      for (let length = 1; length <= query.length; length++) {
        const started = performance.now();
        const typed = query.slice(0, length);
        const ranks = engine.run({ ...filters, search: typed, sortBy: filters.sortBy === EMPTY_FILTERS.sortBy ? defaultSortFor(typed) : filters.sortBy }, search.run(typed));
        ranks.subarray(0, 20);
        samples.push(performance.now() - started);
      }
    }
  }
  return { samples: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Opens /discover and waits for the feed to take over and the network to settle: what it fetched by then, by kind (gzip bytes). */
async function loadBeforeKeystroke(page: Page) {
  const transferred = new Map<string, number>();
  page.on('response', async (response) => {
    try {
      const body = await response.body();
      const encoding = response.headers()['content-encoding'];
      transferred.set(response.url(), encoding === 'gzip' ? gzipSync(body, { level: 6 }).length : body.length);
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
  await page.goto(`http://localhost:${PORT}/discover`, { waitUntil: 'networkidle' });
  await page.locator('[data-results-count]').filter({ hasText: /^Showing \d+ of \d+ ideas?$/ }).waitFor();
  const beforeKeystroke = [...transferred.entries()];
  const byKind = (pattern: RegExp) => beforeKeystroke.filter(([url]) => pattern.test(new URL(url).pathname)).reduce((sum, [, bytes]) => sum + bytes, 0);
  return {
    html: byKind(/\/discover$/),
    css: byKind(/\.css$/),
    js: byKind(/\.js$/),
    index: byKind(/^\/discover\/data\//),
    other: byKind(/^(?!\/discover$|\/discover\/data\/).*(?<!\.css|\.js)$/),
    total: beforeKeystroke.reduce((sum, [, bytes]) => sum + bytes, 0),
  };
}

async function chromiumRun(page: Page) {
  const beforeFirstKeystroke = await loadBeforeKeystroke(page);
  const box = page.getByRole('searchbox', { name: 'Search ideas' });
  await box.focus();
  for (let idle = 0; idle < 2; idle++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.evaluate(() => performance.clearMeasures());
  for (const query of QUERIES) {
    await box.fill('');
    await page.waitForTimeout(400);
    for (const character of query) {
      await page.keyboard.type(character);
      await page.waitForTimeout(380);
    }
  }
  const samples = await page.evaluate((name) => performance.getEntriesByName(name, 'measure').map((entry) => entry.duration), DISCOVER_TIMING.results);
  return {
    beforeFirstKeystroke,
    latency: { samples: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), raw: samples.map((ms) => Math.round(ms * 10) / 10) },
  };
}

/** The query's search with the files it reads, read as the browser reads them: only those. */
function querySearch(dir: string, manifest: IndexManifest, query: string): { search: TextSearch; files: Set<string> } {
  const search = createTextSearch(manifest);
  const files = new Set<string>();
  for (let missing = search.missing(query); missing.length > 0; missing = search.missing(query)) {
    for (const file of missing) {
      files.add(file);
      search.add(file, readIndexFile(dir, manifest, file));
    }
  }
  return { search, files };
}

/** The ranks of a plain query's list, best match first: it reads no column of the core. */
function queryRanks(manifest: IndexManifest, search: TextSearch, query: string): Int32Array {
  const filters = { ...EMPTY_FILTERS, search: query, sortBy: defaultSortFor(query) };
  return createEngine({}, manifest.count).run(filters, listedMatches(search.run(query)));
}

/**
 * How many ideas match the query, the heading of the first (best match) one, and the addresses of the files its
 * first search reads: its search files and the cards of its first page.
 */
function expectedResults(dir: string, manifest: IndexManifest, query: string) {
  const { search, files } = querySearch(dir, manifest, query);
  const ranks = queryRanks(manifest, search, query);
  const cards = [...ranks.subarray(0, LIMITS.pageSize)].map((rank) => cardPlace(manifest.segments, rank)!);
  const heading = readIndexFile<CardData[]>(dir, manifest, cards[0]!.file)[cards[0]!.index]!.heading;
  return { count: ranks.length, heading, files: [...new Set([...files, ...cards.map((card) => card.file)])].map((file) => indexUrl(manifest, file)) };
}

/**
 * Asks the local server once for each of `files` (gzip, as a browser does), so that the measured search gets them
 * as from Netlify's CDN, which serves a published file from its edge cache or its origin's file store in parallel.
 * The local emulator's first answer for a file is 30-250 ms of work on its one thread, and a query's 25-30 files
 * wait for one another there: on the 120-idea test site, a first search's word files began to arrive 830-890 ms
 * after they were asked for from a fresh server, 160-180 ms (slow 4G's 150 ms round trip) once it had served them.
 * That is the emulator's, not what a phone waits for on the deployed site.
 */
async function servedOnce(origin: string, files: readonly string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const response = await fetch(new URL(file, origin), { headers: { 'accept-encoding': 'gzip' } });
      if (!response.ok) throw new Error(`${file}: ${response.status} from the local server`);
      await response.arrayBuffer();
    }),
  );
}

/**
 * A first search on a phone (Lighthouse's slow 4G and 4x CPU slowdown), on a page that has settled: from
 * the input event to the status naming the right count, and the gzip bytes fetched in between. The 300 ms
 * debounce is included: it is part of the wait. `origin` serves HTTP/2 as Netlify's CDN does (h2-proxy.ts):
 * a search reads up to ten files at once, and over the local server's HTTP/1.1 the six connections Chromium
 * opens queue the rest for a round trip a deployed site does not take.
 */
async function firstResults(page: Page, origin: string, query: string, expected: { count: number; heading: string }) {
  await page.goto(`${origin}/discover`);
  await page.locator('[data-results-count]').filter({ hasText: /^Showing \d+ of \d+ ideas?$/ }).waitFor();
  await slowDevice(page, { network: true });
  let bytes = 0;
  // Each body is read after its response event: the reads still running when the results show are awaited below,
  // or the files that came last (a query's largest) would go uncounted.
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    reads.push(
      response.body().then(
        (body) => void (bytes += gzipSync(body, { level: 6 }).length),
        // Redirects and aborted requests have no body.
        () => undefined,
      ),
    );
  });
  const box = page.getByRole('searchbox', { name: 'Search ideas' });
  // Done when the status names the right count and the best match's card shows its heading.
  await box.evaluate((input, wanted) => {
    const status = document.querySelector('[data-results-count]')!;
    input.addEventListener('input', () => {
      const started = performance.now();
      new MutationObserver((_, observer) => {
        if (!status.textContent!.endsWith(` of ${wanted.count} ${wanted.count === 1 ? 'idea' : 'ideas'}`)) return;
        if (document.querySelector('[data-idea-list] > li h2')?.textContent !== wanted.heading) return;
        observer.disconnect();
        (window as unknown as { firstResultsMs: number }).firstResultsMs = performance.now() - started;
      }).observe(document.getElementById('discover-results')!.parentElement!, { childList: true, characterData: true, subtree: true });
    }, { once: true });
  }, expected);
  await box.fill(query);
  const ms = await page.waitForFunction(() => (window as unknown as { firstResultsMs?: number }).firstResultsMs, undefined, { timeout: 30_000 }).then((handle) => handle.jsonValue() as Promise<number>);
  await Promise.all([...reads]);
  await page.close();
  return { query, matches: expected.count, ms: Math.round(ms), bytes };
}

const searchLinkAddress = (query: string) => `/discover?q=${encodeURIComponent(query)}`;

/**
 * A search link opened cold on a phone (issue 45): a fresh browser context (empty cache) on slow 4G with 4x
 * CPU, over HTTP/2 as Netlify's CDN serves it (`origin`: h2-proxy.ts), from the navigation's start to the
 * first frame that shows the right count and the best match's card.
 */
async function searchLink(browser: Browser, origin: string, query: string, expected: { count: number; heading: string }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await slowDevice(page, { network: true });
  await page.addInitScript((wanted) => {
    const frame = () => {
      const status = document.querySelector('[data-results-count]');
      const first = document.querySelector<HTMLElement>('[data-idea-list] > li h2');
      const right = status?.textContent?.endsWith(` of ${wanted.count} ${wanted.count === 1 ? 'idea' : 'ideas'}`) && first?.textContent === wanted.heading && first.checkVisibility();
      if (right) (window as unknown as { searchLinkMs: number }).searchLinkMs = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, expected);
  await page.goto(`${origin}${searchLinkAddress(query)}`, { waitUntil: 'commit' });
  const ms = await page.waitForFunction(() => (window as unknown as { searchLinkMs?: number }).searchLinkMs, undefined, { timeout: 60_000, polling: 100 }).then((handle) => handle.jsonValue() as Promise<number>);
  await context.close();
  return { query, ms: Math.round(ms) };
}

export interface DiscoverDataWeights {
  /** The core files the newest-first list reads, fetched before the first keystroke (gzip KB): no group since issue 47. */
  coreKb: number;
  /** Each core group's files (gzip KB), fetched when a filter, sort or like list reads it. Absent before groups. */
  columnsKb?: Record<CoreGroup, number>;
  /** Per query: the search files it reads and the card files of its first page (gzip KB), as the browser fetches them. */
  queries: { query: string; matches: number; searchFiles: number; searchKb: number; cardsKb: number }[];
}

/**
 * What discover's data weighs in a built site, read in Node: what a browser would fetch, without the browser
 * (bench:scale, where a Chromium run over a 100,000-idea build is long). The page's own HTML, CSS and JS do not
 * grow with the catalogue beyond its 20 cards: the browser run at 10,000 ideas gives them.
 */
export function discoverDataWeights(dir: string): DiscoverDataWeights {
  const manifest = JSON.parse(readFileSync(join(dir, 'discover', 'latest.json'), 'utf8')) as IndexManifest;
  const gzipKb = (files: Iterable<string>) => kb([...files].reduce((sum, file) => sum + gzipBytes(join(dir, manifest.base, file)), 0));
  const queries = QUERIES.map((query) => {
    const { search, files } = querySearch(dir, manifest, query);
    const ranks = queryRanks(manifest, search, query);
    const cards = new Set([...ranks.subarray(0, LIMITS.pageSize)].map((rank) => cardPlace(manifest.segments, rank)!.file));
    return { query, matches: ranks.length, searchFiles: files.size, searchKb: gzipKb(files), cardsKb: gzipKb(cards) };
  });
  const groupKb = (groups: readonly CoreGroup[]) => gzipKb(groups.flatMap((group) => coreFiles(manifest, group)));
  return { coreKb: groupKb(coreGroupsFor(EMPTY_FILTERS)), columnsKb: Object.fromEntries(CORE_GROUP_NAMES.map((group) => [group, groupKb([group])])) as Record<CoreGroup, number>, queries };
}

const launchBrowser = () =>
  chromium.launch({
    executablePath: benchBrowser(),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });

/** Each query's first search on a phone (firstResults) over HTTP/2 in front of `site`, and the worst of them. */
async function firstSearches(browser: Browser, site: string, dir: string, manifest: IndexManifest) {
  const h2 = await startH2Proxy(site, PORT + 1);
  const first = [];
  try {
    for (const query of QUERIES) {
      const expected = expectedResults(dir, manifest, query);
      await servedOnce(site, expected.files);
      first.push(await firstResults(await browser.newPage({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true }), h2.origin, query, expected));
    }
  } finally {
    await h2.stop();
  }
  return { queries: first, worstMs: Math.max(...first.map((f) => f.ms)), worstBytes: Math.max(...first.map((f) => f.bytes)) };
}

export type DiscoverInBrowser = Awaited<ReturnType<typeof discoverInBrowser>>;

/**
 * The page in Chromium over a built site, without the keystroke run (bench:scale at 100,000 ideas): what
 * /discover fetches before the first keystroke, and each query's first search on a phone.
 */
export async function discoverInBrowser(dir: string) {
  const manifest = JSON.parse(readFileSync(join(dir, 'discover', 'latest.json'), 'utf8')) as IndexManifest;
  const server = await startSiteProcess(dir, PORT);
  const browser = await launchBrowser();
  try {
    const beforeFirstKeystroke = await loadBeforeKeystroke(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    return { beforeFirstKeystroke, firstSearch: await firstSearches(browser, server.origin, dir, manifest) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Measures an already-built site in `dir` (used by scripts/bench.ts too). */
export async function measureDiscover(dir: string) {
  const manifest = JSON.parse(readFileSync(join(dir, 'discover', 'latest.json'), 'utf8')) as IndexManifest;
  const base = join(dir, manifest.base);
  const parts = indexFileNames(dir, manifest);
  const cards = parts.filter((file) => /\/cards-/.test(file)).map((file) => gzipBytes(join(base, file)));
  const index = {
    core: allCoreFiles(manifest).reduce((sum, file) => sum + gzipBytes(join(base, file)), 0),
    cardChunks: cards.length,
    cardChunkAvg: Math.round(cards.reduce((a, b) => a + b, 0) / cards.length),
    search: parts.filter(isSearchFile).reduce((sum, file) => sum + gzipBytes(join(base, file)), 0),
    searchFiles: parts.filter(isSearchFile).length,
  };
  const server = await startSiteProcess(dir, PORT);
  try {
    const browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const browserResult = await chromiumRun(page);
    const firstSearch = await firstSearches(browser, server.origin, dir, manifest);
    const links = [];
    const h2 = await startH2Proxy(server.origin, PORT + 1);
    try {
      for (const query of QUERIES) {
        const expected = expectedResults(dir, manifest, query);
        await servedOnce(server.origin, [searchLinkAddress(query), ...expected.files]);
        links.push(await searchLink(browser, h2.origin, query, expected));
      }
    } finally {
      await h2.stop();
    }
    await browser.close();
    const coldSearchLink = { queries: links, worstMs: Math.max(...links.map((l) => l.ms)) };
    return { ideas: manifest.count, index, node: nodeLatency(dir, manifest), chromium: browserResult, firstSearch, coldSearchLink };
  } finally {
    await server.stop();
  }
}

async function main() {
const results = [];
for (const size of values.sizes.split(',').map(Number)) results.push(await measureDiscover(build(size)));

console.log('\nDiscover benchmark (gzip KB; latency ms per keystroke, excluding the 300 ms debounce)');
console.table(
  results.map((r) => ({
    ideas: r.ideas,
    'html KB': kb(r.chromium.beforeFirstKeystroke.html),
    'css KB': kb(r.chromium.beforeFirstKeystroke.css),
    'js KB': kb(r.chromium.beforeFirstKeystroke.js),
    'core KB': kb(r.index.core),
    'card chunk KB': kb(r.index.cardChunkAvg),
    'search KB (all files)': kb(r.index.search),
    'first results ms / KB (worst)': `${r.firstSearch.worstMs} / ${kb(r.firstSearch.worstBytes)}`,
    'before 1st key KB': kb(r.chromium.beforeFirstKeystroke.total),
    'cold search link ms (worst)': r.coldSearchLink.worstMs,
    'node p50/p95': `${r.node.p50} / ${r.node.p95}`,
    'chromium p50/p95': `${r.chromium.latency.p50} / ${r.chromium.latency.p95}`,
  })),
);
const largest = results.at(-1)!;
const checks = [
  [`loaded before the first keystroke <= ${DISCOVER_TARGETS.beforeFirstKeystrokeKb} KB`, kb(largest.chromium.beforeFirstKeystroke.total) <= DISCOVER_TARGETS.beforeFirstKeystrokeKb],
  [`Chromium p95 keystroke-to-results <= ${DISCOVER_TARGETS.chromiumP95Ms} ms`, largest.chromium.latency.p95 <= DISCOVER_TARGETS.chromiumP95Ms],
  [`first results on slow 4G <= ${DISCOVER_TARGETS.firstResultsMs} ms`, largest.firstSearch.worstMs <= DISCOVER_TARGETS.firstResultsMs],
  [`first search downloads <= ${DISCOVER_TARGETS.firstResultsKb} KB`, kb(largest.firstSearch.worstBytes) <= DISCOVER_TARGETS.firstResultsKb],
  [`a cold search link's first right card on slow 4G <= ${DISCOVER_TARGETS.searchLinkMs} ms`, largest.coldSearchLink.worstMs <= DISCOVER_TARGETS.searchLinkMs],
] as const;
for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'} at ${largest.ideas} ideas: ${label}`);
mkdirSync('bench', { recursive: true });
writeFileSync(values.out, `${JSON.stringify({ date: new Date().toISOString(), targets: DISCOVER_TARGETS, results }, null, 2)}\n`);
console.log(`Results written to ${values.out}`);
}

if (import.meta.main) await main();
