import { defineConfig, devices } from '@playwright/test';
import { locateBrowser, machineProbe } from './tests/e2e/browser.ts';
import { E2E_PORT, E2E_SMTP_PORT, E2E_SUPABASE_PORT } from './tests/e2e/ports.ts';

/**
 * The same choice `npm test` made before it started (scripts/ensure-browser.ts), found again here without
 * installing anything: Playwright loads this file in every worker. With none found (`playwright test` run
 * without `npm test` on a fresh machine), Playwright's default applies and its own error says to install it.
 */
function chromePath(): string | undefined {
  const choice = locateBrowser(machineProbe());
  if (choice.kind === 'error') throw new Error(choice.message);
  return choice.kind === 'found' ? choice.browser.path : undefined;
}

const launchOptions = {
  executablePath: chromePath(),
  // This machine has no network but the loopback: keep Chromium from trying to phone home.
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
};

/**
 * axe over every sitemap URL (~120 pages at two widths) runs only in `npm run test:a11y-sitemap` (and the
 * benchmark); `npm test` checks one page per template (tests/e2e/a11y-suite.ts).
 */
const sitemapPass = process.env.A11Y_SITEMAP === '1' ? [] : [/a11y-sitemap/];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two, on any machine: a third beside Vitest on two cores made the whole run slower (12.4 min against 11.0).
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Each test's duration is kept for `npm run test:slowest` (scripts/test-slowest.ts). Playwright empties its
  // output folder when a run starts: its own subfolder, so Vitest's durations beside it stay.
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright',
  // Upper bounds only: every wait is for a state, so a passing run takes no longer, and a busy machine (CI
  // shares it) gets room before a slow state counts as a failure. The functions are built once, before the
  // server listens (local/netlify/functions.ts); a call then starts a worker that loads its bundle, under a
  // second quiet and a few seconds on a loaded 2-core machine.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions,
    // Recording a trace costs each test whether or not it is kept: measured over the idea, pages and workspace
    // specs, 'retain-on-failure' took 64 s of CPU against 44 s without, and on a 2-core machine CPU is the suite's
    // time. To look into a failure, run its file again with `--trace retain-on-failure` (README).
    trace: 'off',
  },
  projects: [
    { name: 'desktop', testIgnore: [/mobile\.spec\.ts/, ...sitemapPass], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions } },
    { name: 'mobile', testMatch: /mobile\.spec\.ts/, testIgnore: sitemapPass, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: [
    {
      command: `node local/supabase/main.ts --memory --port ${E2E_SUPABASE_PORT} --smtp-port ${E2E_SMTP_PORT} --allow-origin http://localhost:${E2E_PORT}`,
      url: `http://127.0.0.1:${E2E_SUPABASE_PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node tests/e2e/serve.ts',
      url: `http://localhost:${E2E_PORT}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
