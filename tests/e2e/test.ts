/**
 * Playwright's `test`, with each test's page reporting which of the site's scripts ran when the suite runs for
 * coverage (`npm run test:coverage`, scripts/coverage.ts): the V8 coverage goes to monocart-coverage-reports'
 * cache, merged there with Vitest's after the run. Otherwise it is Playwright's own `test`, unchanged.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { CoverageReport } from 'monocart-coverage-reports';
import { BROWSER_COVERAGE_OPTIONS, coverageRun } from '../../scripts/coverage-options.ts';
import { TEST_SITE_DIR } from '../site/test-site.ts';

export * from '@playwright/test';

/**
 * The build's maps are 'hidden' (astro.config.ts): written beside each script but not linked from it, so the
 * scripts the pages load are byte for byte the ones `npm test` measures against its budgets.
 */
function withSourceMap<T extends { url: string }>(entry: T): T & { sourceMap?: unknown } {
  const map = join(TEST_SITE_DIR, `${new URL(entry.url).pathname}.map`);
  return existsSync(map) ? { ...entry, sourceMap: JSON.parse(readFileSync(map, 'utf8')) } : entry;
}

const report = coverageRun() ? new CoverageReport(BROWSER_COVERAGE_OPTIONS) : null;

export const test = report
  ? base.extend({
      page: async ({ page, javaScriptEnabled }, use) => {
        if (javaScriptEnabled === false) return use(page);
        await page.coverage.startJSCoverage({ resetOnNavigation: false });
        await use(page);
        // A test that closes its page (the closed-tab tests) takes that page's coverage with it.
        if (page.isClosed()) return;
        const entries = await page.coverage.stopJSCoverage();
        await report.add(entries.filter((entry) => entry.url.includes('/_astro/')).map(withSourceMap));
      },
    })
  : base;
