/**
 * Usage: node scripts/ensure-browser.ts
 *
 * Run by `npm test` first, so a machine without a browser learns it in seconds rather than after the
 * ten-minute Vitest phase: says which Chromium the browser tests will use (tests/e2e/browser.ts), and when
 * there is none, runs Playwright's own installer (`npx playwright install --no-shell chromium`). Where that
 * cannot download, exits 1 with one sentence saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { installerFailure, machineProbe, resolveBrowser, type InstallOutcome } from '../tests/e2e/browser.ts';

/**
 * Playwright already gives up on a silent connection (30 s per attempt, five attempts); this also bounds a
 * download that trickles forever. Chromium is about 170 MB.
 */
const INSTALL_TIMEOUT_MINUTES = 10;

if (process.argv.includes('--help')) {
  console.log('Usage: node scripts/ensure-browser.ts  (finds or installs the Chromium the browser tests use)');
  process.exit(0);
}

function installPlaywrightChromium(): InstallOutcome {
  console.log(
    `No Chromium found for the browser tests: fetching Playwright's (npx playwright install --no-shell chromium, at most ${INSTALL_TIMEOUT_MINUTES} minutes)...`,
  );
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  // --no-shell: the tests launch Chromium by its path (tests/e2e/browser.ts), so Playwright's separate
  // headless shell would never run. Its output is kept back: on failure it is a stack trace per attempt,
  // on both streams.
  const result = spawnSync(process.execPath, [cli, 'install', '--no-shell', 'chromium'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: INSTALL_TIMEOUT_MINUTES * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    const timedOut = (result.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
    return { ok: false, reason: timedOut ? `no result after ${INSTALL_TIMEOUT_MINUTES} minutes, stopped` : result.error.message };
  }
  return result.status === 0 ? { ok: true } : { ok: false, reason: installerFailure(`${result.stderr}\n${result.stdout}`, result.status) };
}

const choice = resolveBrowser(machineProbe(), installPlaywrightChromium);
if (choice.kind === 'error') {
  console.error(choice.message);
  process.exit(1);
}
console.log(`Browser tests will use ${choice.browser.from}: ${choice.browser.path}`);
