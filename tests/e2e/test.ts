/**
 * Playwright's `test`, with each test's page reporting which of the site's scripts ran when the suite runs for
 * coverage (`npm run test:coverage`, scripts/coverage.ts): the V8 coverage goes to monocart-coverage-reports'
 * cache, merged there with Vitest's after the run. Otherwise it is Playwright's own `test`, unchanged.
 */
import { test as base } from '@playwright/test';
import { CoverageReport } from 'monocart-coverage-reports';
import { BROWSER_COVERAGE_OPTIONS, coverageRun } from '../../scripts/coverage-options.ts';

export * from '@playwright/test';

const report = coverageRun() ? new CoverageReport(BROWSER_COVERAGE_OPTIONS) : null;

export const test = report
  ? base.extend({
      page: async ({ page, javaScriptEnabled }, use) => {
        if (javaScriptEnabled === false) return use(page);
        await page.coverage.startJSCoverage({ resetOnNavigation: false });
        await use(page);
        const entries = await page.coverage.stopJSCoverage();
        await report.add(entries.filter((entry) => entry.url.includes('/_astro/')));
      },
    })
  : base;
