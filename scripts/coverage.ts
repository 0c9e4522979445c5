/**
 * Usage: npm run test:coverage
 *
 * Runs the whole `npm test` (both suites, side by side) with coverage on, then prints the line coverage of
 * `src/` by Vitest, by the browser suite, and by both merged (scripts/coverage-merge.ts). Reports stay under
 * test-results/coverage/. The browser's share comes from Chromium's V8 coverage of the built scripts, mapped back
 * through their source maps (monocart-coverage-reports); Vitest's from its v8 provider.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import libCoverage from 'istanbul-lib-coverage';
import { CoverageReport } from 'monocart-coverage-reports';
import { BROWSER_COVERAGE_DIR, BROWSER_COVERAGE_OPTIONS, COVERAGE_DIR, VITEST_COVERAGE_DIR } from './coverage-options.ts';
import { mergeLineCoverage, percent, type LinesByFile } from './coverage-merge.ts';

rmSync(COVERAGE_DIR, { recursive: true, force: true });
// The test site with source maps, built once for both suites as `npm test` builds it (tests/site/test-site.ts).
const env = { ...process.env, COVERAGE: '1' };
const built = spawnSync(process.execPath, ['tests/site/test-site.ts'], { stdio: 'inherit', env });
if (built.status !== 0) process.exit(built.status ?? 1);
const run = spawnSync(process.execPath, ['scripts/side-by-side.ts', 'test:unit', 'test:e2e'], { stdio: 'inherit', env: { ...env, E2E_SITE_BUILT: '1' } });

await new CoverageReport(BROWSER_COVERAGE_OPTIONS).generate();

function linesByFile(path: string): LinesByFile {
  const map = libCoverage.createCoverageMap(JSON.parse(readFileSync(path, 'utf8')));
  const out: LinesByFile = {};
  for (const file of map.files()) {
    const key = relative(process.cwd(), resolve(file));
    out[key] = map.fileCoverageFor(file).getLineCoverage();
  }
  return out;
}

const totals = mergeLineCoverage(linesByFile(`${VITEST_COVERAGE_DIR}/coverage-final.json`), linesByFile(`${BROWSER_COVERAGE_DIR}/coverage-final.json`));
writeFileSync(`${COVERAGE_DIR}/summary.json`, `${JSON.stringify(totals, null, 2)}\n`);
console.log(`\nLine coverage of src/ (${totals.lines} lines):`);
console.log(`  Vitest        ${percent(totals.unit, totals.lines)}`);
console.log(`  browser suite ${percent(totals.browser, totals.lines)}`);
console.log(`  merged        ${percent(totals.merged, totals.lines)}`);
if (run.status !== 0) {
  console.error('\nSome tests failed: the figures above count only what ran.');
  process.exit(run.status ?? 1);
}
