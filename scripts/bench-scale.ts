/**
 * `npm run bench:scale`: the catalogue at 100,000 ideas (issue 47), apart from the default bench because its
 * builds take most of an hour. A cold build of a synthetic sheet, then the weekday build after 20 more rows
 * dated that day with the cold build's caches: their time and peak memory, the largest folder of the output,
 * and the files and megabytes the weekday makes new to the deploy. Writes bench/results.json's `scale` and
 * its section of docs/performance.md.
 * Open Graph images are skipped unless --images (at 100,000 they alone take longer than the rest). With
 * --monday, a third build the next Monday, on the weekday's sheet and caches: the synthetic sheet's pace makes it a
 * merge Monday, when discover's settled segment takes in the newer ideas (src/ideas/settled-ideas.build.ts) and its
 * ideas' like lists and search files are worked out again, so it is the longest build after the cold one.
 *
 *   node scripts/bench-scale.ts [--size 100000] [--images] [--monday]
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { largestFolder } from '../tests/deploy/folders.ts';
import { formatReport, withNotes } from './bench-report.ts';
import type { BenchResults, ScaleResult } from './bench-results.ts';
import { discoverDataWeights, discoverInBrowser } from './bench-discover.ts';
import { deployDiff } from './deploy-diff.ts';
import { generateSheet } from './generate-sheet.ts';
import { DEPLOY_BUILD, DEPLOY_BUILD_ENVIRONMENT, runMeasuredBuild } from './run-measured-build.ts';

const { values } = parseArgs({ options: { size: { type: 'string', default: '100000' }, images: { type: 'boolean', default: false }, monday: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
if (values.help) {
  console.log('Usage: node scripts/bench-scale.ts [--size 100000] [--images] [--monday]');
  process.exit(0);
}
const size = Number(values.size);
/** A Friday: the next build day is a Monday. */
const DAY = '2026-11-20';
const MONDAY = '2026-11-23';
const ROWS = 20;
const dir = `bench/tmp/scale-${size}`;
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}/sheet.gviz.txt`, generateSheet({ ideas: size, seed: 42, endDate: DAY }));
writeFileSync(`${dir}/sheet-weekday.gviz.txt`, generateSheet({ ideas: size + ROWS, seed: 42, endDate: DAY, fresh: ROWS }));

/**
 * `previous`: the output of the build before, whose manifest the build reads as a deploy's reads the live site's:
 * without it every idea's first-seen day is the build's day, so a build on another day renders every file again.
 */
function build(sheet: string, outDir: string, { day = DAY, previous }: { day?: string; previous?: string } = {}): { ms: number; peakRssMb: number } {
  // With netlify.toml's NODE_OPTIONS (its heap limit): the builds either fit in what a deploy's build gets or fail here.
  const { ms, peakRssMb } = runMeasuredBuild(outDir, {
    SHEET_URL: sheet,
    ...(previous ? { PREVIOUS_MANIFEST: `${previous}/ideas-manifest.json` } : {}),
    SKIP_OG: values.images ? '' : '1',
    OG_CACHE_DIR: `${dir}/og-cache`,
    ASTRO_CACHE_DIR: `${dir}/astro-cache`,
    BUILD_DATE: day,
    PUBLIC_SITE_URL: 'http://localhost:4411',
  });
  return { ms, peakRssMb };
}

console.log(`[scale] ${size} ideas: cold build${values.images ? '' : ' (no Open Graph images)'}…`);
const cold = build(`${dir}/sheet.gviz.txt`, `${dir}/dist`);
console.log(`[scale] cold ${(cold.ms / 60000).toFixed(1)} min, ${(cold.peakRssMb / 1024).toFixed(1)} GB; weekday build (+${ROWS} rows)…`);
const weekday = build(`${dir}/sheet-weekday.gviz.txt`, `${dir}/dist-weekday`, { previous: `${dir}/dist` });
console.log(`[scale] weekday ${(weekday.ms / 60000).toFixed(1)} min, ${(weekday.peakRssMb / 1024).toFixed(1)} GB; comparing the two outputs…`);
const diff = deployDiff(`${dir}/dist`, `${dir}/dist-weekday`);
const scale: ScaleResult = {
  ideas: size,
  images: values.images,
  nodeOptions: DEPLOY_BUILD_ENVIRONMENT.NODE_OPTIONS ?? '',
  cold,
  weekday: { ...weekday, rows: ROWS, files: diff.files, mb: Math.round(diff.bytes / 1e5) / 10, newFiles: diff.newFiles, newMb: Math.round(diff.newBytes / 1e5) / 10 },
  largestFolder: largestFolder(`${dir}/dist-weekday`),
  discover: { ...discoverDataWeights(`${dir}/dist-weekday`), browser: await discoverInBrowser(`${dir}/dist-weekday`) },
};

/** Into bench/results.json and its report: after the weekday, and again with the Monday, so a run stopped during the Monday's hour keeps the rest. */
function save(): void {
  console.log(JSON.stringify(scale));
  const results = (existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {}) as BenchResults;
  results.scale = scale;
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  // The report is the default bench's, with this section filled in: it needs that bench's results to be there.
  if (results.builds) writeFileSync('docs/performance.md', withNotes(formatReport(results, DEPLOY_BUILD), readFileSync('docs/performance.md', 'utf8')));
}

save();
if (values.monday) {
  console.log(`[scale] Monday build…`);
  const built = build(`${dir}/sheet-weekday.gviz.txt`, `${dir}/dist-monday`, { day: MONDAY, previous: `${dir}/dist-weekday` });
  const mondayDiff = deployDiff(`${dir}/dist-weekday`, `${dir}/dist-monday`);
  scale.monday = { ...built, newFiles: mondayDiff.newFiles, newMb: Math.round(mondayDiff.newBytes / 1e5) / 10 };
  console.log(`[scale] Monday ${(built.ms / 60000).toFixed(1)} min, ${(built.peakRssMb / 1024).toFixed(1)} GB`);
  save();
}
// 8 GB of output, and a dist/mcp-catalogue.json inside it that Netlify's function bundler (included_files) would pick
// up beside the project's own when the deploy tests bundle the MCP function here.
rmSync(dir, { recursive: true, force: true });
