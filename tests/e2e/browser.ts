/**
 * Which Chromium the browser tests drive, decided in one place for playwright.config.ts (which must not
 * install anything: Playwright loads it in every worker too) and for scripts/ensure-browser.ts (which runs
 * before `npm test` and may fetch Playwright's own Chromium).
 *
 * Order: CHROME_PATH, else Debian's /usr/bin/chromium-headless-shell, else Debian's /usr/bin/chromium, else
 * Playwright's Chromium if already downloaded, else (ensure-browser only) Playwright's installer; where that
 * fails, one sentence says what to install.
 *
 * The headless shell first, as Playwright itself does for headless runs: the same Chromium release and engine
 * (Blink, V8, the network stack), without the full browser's GPU process and browser UI. Measured over the
 * idea, pages, workspace and discover specs (58 tests), it took 171 s of CPU against 295 s for the full
 * Chromium's headless mode, and on a 2-core machine CPU is the suite's time.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** What a machine offers; the real one is machineProbe(), tests pass their own. */
export type BrowserProbe = {
  /** The CHROME_PATH environment variable, if set. */
  chromePath: string | undefined;
  /** Where Playwright keeps its own Chromium (whether or not it was downloaded). */
  playwrightChromium: string;
  exists(path: string): boolean;
};

export type Browser = { path: string; from: string };

export type BrowserChoice = { kind: 'found'; browser: Browser } | { kind: 'error'; message: string } | { kind: 'none' };

export type InstallOutcome = { ok: true } | { ok: false; reason: string };

export function machineProbe(): BrowserProbe {
  // `CHROME_PATH= npm test` clears it for one run: empty counts as unset, not as a file named ''.
  return { chromePath: process.env.CHROME_PATH || undefined, playwrightChromium: chromium.executablePath(), exists: existsSync };
}

/** The browser already on the machine, a wrong CHROME_PATH, or none (Playwright's installer may fetch one). */
export function locateBrowser(probe: BrowserProbe): BrowserChoice {
  if (probe.chromePath !== undefined) {
    return probe.exists(probe.chromePath)
      ? { kind: 'found', browser: { path: probe.chromePath, from: 'CHROME_PATH' } }
      : { kind: 'error', message: `CHROME_PATH is set to ${probe.chromePath}, but there is no file there: point it at a Chrome/Chromium binary or unset it, then run npm test again.` };
  }
  if (probe.exists(DEBIAN_HEADLESS_SHELL)) return { kind: 'found', browser: { path: DEBIAN_HEADLESS_SHELL, from: "Debian's Chromium headless shell" } };
  if (probe.exists(DEBIAN_CHROMIUM)) return { kind: 'found', browser: { path: DEBIAN_CHROMIUM, from: "Debian's Chromium" } };
  if (probe.exists(probe.playwrightChromium)) return { kind: 'found', browser: { path: probe.playwrightChromium, from: "Playwright's Chromium" } };
  return { kind: 'none' };
}

/** The one sentence shown when no browser can be found or fetched. */
export function noBrowserMessage(reason: string): string {
  return (
    `No browser for the browser tests (${reason}): install Chromium (Debian/Ubuntu: sudo apt-get install chromium-headless-shell) ` +
    'or set CHROME_PATH to a Chrome/Chromium binary (macOS: CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"), ' +
    'then run npm test again.'
  );
}

/**
 * Why Playwright's installer failed, from its output (stderr first): the first error line (on a machine
 * without the internet, "getaddrinfo ENOTFOUND cdn.playwright.dev") rather than the stack traces after it.
 */
export function installerFailure(output: string, status: number | null): string {
  const firstError = /^Error: (.+)$/m.exec(output);
  if (firstError) return firstError[1].trim();
  return status === null ? 'the installer was stopped' : `the installer exited with code ${status}`;
}

/** locateBrowser, and when nothing is there, Playwright's installer once; the browser or the sentence to show. */
export function resolveBrowser(
  probe: BrowserProbe,
  install: () => InstallOutcome,
): { kind: 'found'; browser: Browser } | { kind: 'error'; message: string } {
  const located = locateBrowser(probe);
  if (located.kind !== 'none') return located;
  const outcome = install();
  if (!outcome.ok) return { kind: 'error', message: noBrowserMessage(`Playwright's download of Chromium failed: ${outcome.reason}`) };
  // Trust the file, not the installer's exit code.
  const after = locateBrowser(probe);
  return after.kind === 'none'
    ? { kind: 'error', message: noBrowserMessage(`Playwright's installer ran, but ${probe.playwrightChromium} is not there`) }
    : after;
}

/** The browser the benchmarks drive: the one the browser tests would use, or Playwright's default if none is here. */
export function benchBrowser(): string | undefined {
  const located = locateBrowser(machineProbe());
  if (located.kind === 'error') throw new Error(located.message);
  return located.kind === 'found' ? located.browser.path : undefined;
}
