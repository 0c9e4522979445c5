/**
 * The slowest tests of the last `npm test`, from the durations its two runners keep: Vitest's JSON report
 * (test-results/vitest.json) and Playwright's (test-results/playwright.json). So the suite's cost can be
 * ranked by test, not guessed (issue 46).
 *
 *   npm run test:slowest [-- --count 20]
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';

export interface TestDuration {
  /** 'browser (desktop)', or the Vitest layer: the folder under tests/ ('unit', 'db', …). */
  layer: string;
  file: string;
  title: string;
  ms: number;
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

export function vitestDurations(report: VitestReport, root: string): TestDuration[] {
  return report.testResults.flatMap((file) => {
    const path = relative(root, file.name);
    const layer = /^tests\/([^/]+)\//.exec(path)?.[1] ?? 'vitest';
    return file.assertionResults.map((test) => ({ layer, file: path, title: test.fullName, ms: Math.round(test.duration ?? 0) }));
  });
}

export function playwrightDurations(report: { suites: PlaywrightSuite[] }): TestDuration[] {
  const found: TestDuration[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        // A retried test ran more than once: its cost is every run.
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        found.push({ layer: `browser (${test.projectName})`, file: `tests/e2e/${spec.file}`, title: [...titles, spec.title].join(' › '), ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return found;
}

/** The `count` slowest, slowest first. */
export function slowest(durations: readonly TestDuration[], count: number): TestDuration[] {
  return [...durations].sort((a, b) => b.ms - a.ms).slice(0, count);
}

function read<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '20' } } });
  const vitest = read<VitestReport>('test-results/vitest.json');
  const playwright = read<{ suites: PlaywrightSuite[] }>('test-results/playwright.json');
  if (!vitest && !playwright) {
    console.error('No durations yet: run `npm test` (or `npm run test:unit` / `npm run test:e2e`) first; they write test-results/vitest.json and test-results/playwright.json.');
    process.exit(1);
  }
  const all = [...(vitest ? vitestDurations(vitest, process.cwd()) : []), ...(playwright ? playwrightDurations(playwright) : [])];
  const total = (layer: (d: TestDuration) => boolean) => all.filter(layer).reduce((sum, d) => sum + d.ms, 0) / 1000;
  console.log(`${all.length} tests; summed durations: Vitest ${total((d) => !d.layer.startsWith('browser')).toFixed(0)} s, browser ${total((d) => d.layer.startsWith('browser')).toFixed(0)} s`);
  console.table(slowest(all, Number(values.count)).map((d) => ({ seconds: (d.ms / 1000).toFixed(1), layer: d.layer, file: d.file, test: d.title })));
}
