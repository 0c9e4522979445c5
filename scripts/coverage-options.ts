/**
 * Where `npm run test:coverage` (scripts/coverage.ts) keeps each layer's coverage of `src/`, shared by the
 * browser suite's fixture (tests/e2e/test.ts), which adds each page's V8 coverage, and the script that merges.
 */
import type { CoverageReportOptions } from 'monocart-coverage-reports';

export const COVERAGE_DIR = 'test-results/coverage';
export const VITEST_COVERAGE_DIR = `${COVERAGE_DIR}/vitest`;
export const BROWSER_COVERAGE_DIR = `${COVERAGE_DIR}/browser`;

/** Set by scripts/coverage.ts for both suites: Vitest measures, the e2e build keeps source maps, pages report. */
export function coverageRun(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.COVERAGE === '1';
}

export const BROWSER_COVERAGE_OPTIONS: CoverageReportOptions = {
  name: 'Browser suite',
  outputDir: BROWSER_COVERAGE_DIR,
  // The built scripts' source maps lead back to src/; Astro's and React's own code is not ours to count.
  sourceFilter: (sourcePath: string) => /(^|\/)src\//.test(sourcePath) && !sourcePath.includes('node_modules'),
  sourcePath: (sourcePath: string) => sourcePath.replace(/^.*?(?=(^|\/)src\/)/, '').replace(/^\//, ''),
  reports: [['json', { file: 'coverage-final.json' }]],
  logging: 'error',
};
