/**
 * `npm run bench`: the performance benchmark in one go. For synthetic sheets of 1,000 and 10,000 ideas:
 * cold build (empty Open Graph cache) and warm rebuild (same sheet, cache kept), time per page and per
 * image, peak memory and growth; the weekday build after 20 more rows (Astro's incremental cache kept) and
 * the Monday build after it, and the files and megabytes each makes new to the deploy; page weight and Lighthouse (mobile, median of 3) for home, discover and
 * an idea page, page weight also for about and the privacy policy; discover keystroke latency; the related-ideas
 * computation, discover's search quality (hits@3, MRR), For you's offline evaluation and the MCP server at 10,000 ideas. Writes bench/results.json and
 * docs/performance.md. Last, axe over every sitemap URL at both widths (`npm run test:a11y-sitemap`; `npm test`
 * checks one page per template). Check the results with `npm run bench:check`. Timings are for the machine it runs on.
 *
 *   node scripts/bench.ts [--sizes 1000,10000] [--runs 3] [--reuse]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { deployDiff } from './deploy-diff.ts';
import { DEPLOY_BUILD, runMeasuredBuild } from './run-measured-build.ts';
import { generateSheet } from './generate-sheet.ts';
import { measureDiscover } from './bench-discover.ts';
import { measureRelated } from './bench-related.ts';
import { measureMcp } from './bench-mcp.ts';
import { measureSearchQuality } from './bench-search-quality.ts';
import { measureRecommendations } from './bench-recommendations.ts';
import { measureForYouInChromium } from './bench-for-you.ts';
import { startSiteProcess } from './site-process.ts';
import { formatReport, withNotes } from './bench-report.ts';
import type { BenchResults, LighthouseResult, PageResult, WeekdayResult } from './bench-results.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    runs: { type: 'string', default: '3' },
    reuse: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('Usage: node scripts/bench.ts [--sizes 1000,10000] [--runs 3] [--reuse]');
  process.exit(0);
}

const PORT = 4411;
const ORIGIN = `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
if (!CHROME) {
  // Before the 5-minute builds, not after them: Lighthouse and the keystroke timings need a real Chromium.
  console.error('Chromium not found: install Debian\'s chromium (apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

interface BuildRun {
  ms: number;
  peakRssMb: number;
  imagesRendered: number;
  imagesCached: number;
}

/**
 * The day every bench build takes as today (BUILD_DATE) and its sheets end on: a Friday, so its week began on
 * the 16th and the weekday update's rows (dated that day) are this week's, as a real weekday's are.
 */
const BENCH_DAY = '2026-11-20';
/** The rows a weekday adds (issue 47: about 20 a day today). */
const WEEKDAY_ROWS = 20;

/** The Monday after BENCH_DAY: the first build of the next week. */
const BENCH_MONDAY = '2026-11-23';

/**
 * `previous`: the build before, whose manifest the build reads as a deploy's reads the live site's: without it
 * every idea is first seen on the build's day, and a Monday's build would take them all for that week's.
 */
function measuredBuild(sheet: string, outDir: string, ogCacheDir: string, astroCacheDir: string, { day = BENCH_DAY, previous }: { day?: string; previous?: string } = {}): BuildRun {
  const { ms, peakRssMb, output } = runMeasuredBuild(outDir, {
    SHEET_URL: sheet,
    OG_CACHE_DIR: ogCacheDir,
    ASTRO_CACHE_DIR: astroCacheDir,
    BUILD_DATE: day,
    PUBLIC_SITE_URL: ORIGIN,
    SKIP_OG: '',
    ...(previous ? { PREVIOUS_MANIFEST: `${previous}/ideas-manifest.json` } : {}),
  });
  const og = /\[og\] \d+ Open Graph images: (\d+) rendered.*?(\d+) from cache/.exec(output) ?? /\[og\] \d+ Open Graph images: (\d+) rendered/.exec(output);
  return { ms, peakRssMb, imagesRendered: Number(og?.[1] ?? 0), imagesCached: Number(og?.[2] ?? 0) };
}

/** A folder's files grouped by their first two path segments ("idea-files/html"), most first. */
function byFolder(paths: readonly string[]): { folder: string; files: number }[] {
  const counts = new Map<string, number>();
  for (const path of paths) {
    const folder = path.split('/').slice(0, 2).join('/');
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts].map(([folder, files]) => ({ folder, files })).sort((a, b) => b.files - a.files || a.folder.localeCompare(b.folder));
}

/** A build after the one in `before`: its time and memory, and what a deploy of it would upload. */
function update(built: BuildRun, before: string, after: string, rows: number): WeekdayResult {
  const diff = deployDiff(before, after);
  return {
    rows,
    ms: built.ms,
    peakRssMb: built.peakRssMb,
    files: diff.files,
    mb: Math.round(diff.bytes / 1e5) / 10,
    newFiles: diff.newFiles,
    newMb: Math.round(diff.newBytes / 1e5) / 10,
    newByFolder: byFolder(diff.newPaths).slice(0, 12),
    searchData: { cachedMb: Math.round(diff.searchData.cachedBytes / 1e4) / 100, refetchedShare: Math.round((diff.searchData.refetchedBytes / Math.max(1, diff.searchData.cachedBytes)) * 1000) / 1000 },
  };
}

function benchBuild(size: number) {
  const sheet = `bench/tmp/sheet-${size}.gviz.txt`;
  const weekdaySheet = `bench/tmp/sheet-${size}-weekday.gviz.txt`;
  const outDir = `bench/tmp/dist-${size}`;
  const weekdayDir = `bench/tmp/dist-${size}-weekday`;
  const mondayDir = `bench/tmp/dist-${size}-monday`;
  const ogCacheDir = `bench/tmp/og-cache-${size}`;
  // The cold build's incremental cache, kept for the weekday build; the warm rebuild renders every page again
  // (an empty cache of its own), as every rebuild did before incremental builds, so its figures compare.
  const astroCache = `bench/tmp/astro-cache-${size}`;
  const noAstroCache = `bench/tmp/astro-cache-${size}-none`;
  mkdirSync('bench/tmp', { recursive: true });
  writeFileSync(sheet, generateSheet({ ideas: size, seed: 42, endDate: BENCH_DAY }));
  writeFileSync(weekdaySheet, generateSheet({ ideas: size + WEEKDAY_ROWS, seed: 42, endDate: BENCH_DAY, fresh: WEEKDAY_ROWS }));
  if (!values.reuse) rmSync(ogCacheDir, { recursive: true, force: true });
  for (const dir of [astroCache, noAstroCache, weekdayDir, mondayDir]) rmSync(dir, { recursive: true, force: true });
  console.log(`\n[bench] ${size} ideas: cold build (empty page cache${values.reuse ? '' : ' and image cache'})…`);
  const cold = measuredBuild(sheet, outDir, ogCacheDir, astroCache);
  console.log(`[bench] ${size} ideas: cold ${(cold.ms / 1000).toFixed(1)} s; warm rebuild (every page rendered, images cached)…`);
  const warm = measuredBuild(sheet, outDir, ogCacheDir, noAstroCache);
  console.log(`[bench] ${size} ideas: warm ${(warm.ms / 1000).toFixed(1)} s; weekday build (+${WEEKDAY_ROWS} rows, the cold build's caches)…`);
  const weekday = update(measuredBuild(weekdaySheet, weekdayDir, ogCacheDir, astroCache, { previous: outDir }), outDir, weekdayDir, WEEKDAY_ROWS);
  console.log(`[bench] ${size} ideas: weekday ${(weekday.ms / 1000).toFixed(1)} s, ${weekday.newFiles} of ${weekday.files} files and ${weekday.newMb} of ${weekday.mb} MB new to the deploy; the Monday after…`);
  const monday = update(measuredBuild(weekdaySheet, mondayDir, ogCacheDir, astroCache, { day: BENCH_MONDAY, previous: weekdayDir }), weekdayDir, mondayDir, 0);
  console.log(`[bench] ${size} ideas: Monday ${(monday.ms / 1000).toFixed(1)} s, ${monday.newFiles} of ${monday.files} files and ${monday.newMb} of ${monday.mb} MB new to the deploy`);
  const ideas = (JSON.parse(readFileSync(join(outDir, 'discover', 'latest.json'), 'utf8')) as { count: number }).count;
  return {
    ideas,
    outDir,
    cold,
    warm,
    weekday,
    monday,
    // A warm build takes every image from the cache, so it is (almost) all page rendering; the difference
    // to the cold build is the image rendering.
    msPerPage: Math.round((warm.ms / ideas) * 100) / 100,
    msPerImage: Math.round(((cold.ms - warm.ms) / Math.max(1, cold.imagesRendered)) * 100) / 100,
  };
}

const gzip = (body: Buffer) => gzipSync(body, { level: 6 }).length;

async function pageWeight(path: string): Promise<PageResult> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const seen: { url: string; type: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    try {
      const body = await response.body();
      const type = response.request().resourceType();
      seen.push({ url: response.url(), type, raw: body.length, gzip: type === 'image' || type === 'font' ? body.length : gzip(body) });
    } catch {
      // Redirects have no body.
    }
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  const blocking = await page.evaluate(
    () => [...document.querySelectorAll('head script[src]')].filter((s) => !(s as HTMLScriptElement).async && !(s as HTMLScriptElement).defer && (s as HTMLScriptElement).type !== 'module').length,
  );
  const loadIslands = await page.evaluate(() => document.querySelectorAll('astro-island[client="load"]').length);
  await browser.close();
  const sum = (types: string[], key: 'raw' | 'gzip') => seen.filter((r) => types.includes(r.type)).reduce((total, r) => total + r[key], 0);
  const kinds = { html: ['document'], css: ['stylesheet'], js: ['script'], fonts: ['font'], images: ['image'], data: ['fetch', 'xhr'] };
  const weight = Object.fromEntries(Object.entries(kinds).map(([name, types]) => [name, { raw: sum(types, 'raw'), gzip: sum(types, 'gzip') }]));
  return { path, ...weight, jsBeforeInteractionGzip: sum(['script'], 'gzip'), criticalPathScripts: blocking, loadIslands } as PageResult;
}

async function lighthouseMedian(path: string, runs: number): Promise<LighthouseResult> {
  const samples: Omit<LighthouseResult, 'path' | 'runs'>[] = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(`${ORIGIN}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = result!.lhr;
      samples.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      });
    } finally {
      chrome.kill();
    }
  }
  const median = (key: keyof (typeof samples)[number]) => [...samples.map((s) => s[key])].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
  return { path, runs, performance: median('performance'), accessibility: median('accessibility'), bestPractices: median('bestPractices'), seo: median('seo'), lcpMs: median('lcpMs'), tbtMs: median('tbtMs'), cls: median('cls') };
}

const started = Date.now();
const sizes = values.sizes.split(',').map(Number);
const builds = sizes.map(benchBuild);
const largest = builds.at(-1)!;
const smallest = builds[0]!;
const growth = builds.length > 1 ? Math.round((largest.cold.ms / smallest.cold.ms / (largest.ideas / smallest.ideas)) * 100) / 100 : null;

const manifestPaths = JSON.parse(readFileSync(join(largest.outDir, 'ideas', 'paths.json'), 'utf8')) as Record<string, string>;
const ideaPath = Object.values(manifestPaths)[0]!;
const pages = ['/', '/discover', ideaPath];
// Page weight also for the other content pages a guest reads (their JS before the first interaction is budgeted).
const weightPages = [...pages, '/about', '/privacy-policy'];

console.log(`\n[bench] page weight and Lighthouse on the ${largest.ideas}-idea build…`);
const server = await startSiteProcess(largest.outDir, PORT);
const weights: PageResult[] = [];
const lighthouseResults: LighthouseResult[] = [];
try {
  for (const path of weightPages) weights.push(await pageWeight(path));
  for (const path of pages) lighthouseResults.push(await lighthouseMedian(path, Number(values.runs)));
} finally {
  await server.stop();
}

console.log('\n[bench] related ideas at 10,000 ideas…');
const related = measureRelated(10_000);

console.log('\n[bench] search quality at 10,000 ideas…');
const searchQuality = measureSearchQuality(10_000);

console.log('\n[bench] For you recommendations at 10,000 ideas…');
const recommendations = await measureRecommendations(10_000);
if (largest.ideas >= 9000) {
  console.log('\n[bench] For you in Chromium at 10,000 ideas (500 saved, 4x CPU slowdown)…');
  recommendations.chromium = await measureForYouInChromium(largest.outDir);
}

console.log('\n[bench] MCP server at 10,000 ideas…');
const mcp = await measureMcp(10_000);

console.log('\n[bench] discover latency…');
const discover = [];
for (const build of builds) discover.push(await measureDiscover(build.outDir));

const results: BenchResults = {
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  benchMinutes: 0,
  builds: builds.map(({ outDir: _outDir, ...rest }) => rest),
  growthRatio: growth,
  pages: weights,
  lighthouse: lighthouseResults,
  related,
  searchQuality,
  recommendations,
  mcp,
  discover: discover.map((d) => ({ ideas: d.ideas, index: d.index, node: d.node, chromium: { beforeFirstKeystroke: d.chromium.beforeFirstKeystroke, latency: { samples: d.chromium.latency.samples, p50: d.chromium.latency.p50, p95: d.chromium.latency.p95 } }, firstSearch: d.firstSearch, coldSearchLink: d.coldSearchLink })),
  // The 100,000-idea figures are bench:scale's (hours): kept as it last wrote them.
  ...(existsSync('bench/results.json') ? { scale: (JSON.parse(readFileSync('bench/results.json', 'utf8')) as BenchResults).scale } : {}),
};
results.benchMinutes = Math.round(((Date.now() - started) / 60000) * 10) / 10;

mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
mkdirSync('docs', { recursive: true });
const report = formatReport(results, DEPLOY_BUILD);
writeFileSync('docs/performance.md', withNotes(report, existsSync('docs/performance.md') ? readFileSync('docs/performance.md', 'utf8') : ''));
console.log(`\n${report}`);
console.log('Wrote bench/results.json and docs/performance.md. Compare with the budgets: npm run bench:check');

console.log('\n[bench] axe over every sitemap URL…');
const axe = spawnSync('npm', ['run', '--silent', 'test:a11y-sitemap'], { stdio: 'inherit' });
if (axe.status !== 0) process.exitCode = axe.status ?? 1;
