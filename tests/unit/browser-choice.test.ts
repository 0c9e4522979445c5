import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, installerFailure, locateBrowser, resolveBrowser, type BrowserProbe, type InstallOutcome } from '../e2e/browser.ts';

const PLAYWRIGHT_CHROMIUM = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine with these files; installing (when the test allows it) adds Playwright's Chromium. */
function machine(files: string[], chromePath?: string): BrowserProbe & { files: Set<string> } {
  const present = new Set(files);
  return { files: present, chromePath, playwrightChromium: PLAYWRIGHT_CHROMIUM, exists: (path) => present.has(path) };
}

function installer(outcome: InstallOutcome, onRun: () => void = () => undefined) {
  const run = {
    calls: 0,
    install: (): InstallOutcome => {
      run.calls += 1;
      onRun();
      return outcome;
    },
  };
  return run;
}

describe('locateBrowser: the order CHROME_PATH, Debian headless shell, Debian, Playwright', () => {
  it('takes CHROME_PATH over every other browser when its file exists', () => {
    const choice = locateBrowser(machine(['/opt/chrome', DEBIAN_CHROMIUM, PLAYWRIGHT_CHROMIUM], '/opt/chrome'));
    expect(choice).toEqual({ kind: 'found', browser: { path: '/opt/chrome', from: 'CHROME_PATH' } });
  });

  it('names the variable and its value when CHROME_PATH points at nothing, even with Debian Chromium installed', () => {
    const choice = locateBrowser(machine([DEBIAN_CHROMIUM], '/opt/missing-chrome'));
    expect(choice.kind).toBe('error');
    expect(choice.kind === 'error' && choice.message).toMatch(/^CHROME_PATH is set to \/opt\/missing-chrome, but there is no file there/);
  });

  it("takes Debian's headless shell before Debian's full Chromium and Playwright's", () => {
    expect(locateBrowser(machine([DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, PLAYWRIGHT_CHROMIUM]))).toEqual({
      kind: 'found',
      browser: { path: DEBIAN_HEADLESS_SHELL, from: "Debian's Chromium headless shell" },
    });
    expect(locateBrowser(machine([DEBIAN_HEADLESS_SHELL], '/opt/chrome')).kind).toBe('error');
  });

  it("takes Debian's Chromium before Playwright's", () => {
    expect(locateBrowser(machine([DEBIAN_CHROMIUM, PLAYWRIGHT_CHROMIUM]))).toEqual({ kind: 'found', browser: { path: DEBIAN_CHROMIUM, from: "Debian's Chromium" } });
  });

  it("takes Playwright's Chromium once downloaded, and finds none on a bare machine", () => {
    expect(locateBrowser(machine([PLAYWRIGHT_CHROMIUM]))).toEqual({ kind: 'found', browser: { path: PLAYWRIGHT_CHROMIUM, from: "Playwright's Chromium" } });
    expect(locateBrowser(machine([]))).toEqual({ kind: 'none' });
  });
});

describe('resolveBrowser: Playwright installer only when nothing is there', () => {
  it('does not run the installer when a browser is found, nor when CHROME_PATH is wrong', () => {
    const run = installer({ ok: true });
    expect(resolveBrowser(machine([DEBIAN_CHROMIUM]), run.install).kind).toBe('found');
    expect(resolveBrowser(machine([], '/nowhere'), run.install).kind).toBe('error');
    expect(run.calls).toBe(0);
  });

  it("uses Playwright's Chromium once the installer has put it in place", () => {
    const bare = machine([]);
    const run = installer({ ok: true }, () => bare.files.add(PLAYWRIGHT_CHROMIUM));
    expect(resolveBrowser(bare, run.install)).toEqual({ kind: 'found', browser: { path: PLAYWRIGHT_CHROMIUM, from: "Playwright's Chromium" } });
    expect(run.calls).toBe(1);
  });

  it('ends with one sentence saying what to install when the download fails', () => {
    const choice = resolveBrowser(machine([]), installer({ ok: false, reason: 'getaddrinfo ENOTFOUND cdn.playwright.dev' }).install);
    expect(choice).toEqual({
      kind: 'error',
      message:
        "No browser for the browser tests (Playwright's download of Chromium failed: getaddrinfo ENOTFOUND cdn.playwright.dev): " +
        'install Chromium (Debian/Ubuntu: sudo apt-get install chromium-headless-shell) or set CHROME_PATH to a Chrome/Chromium binary ' +
        '(macOS: CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"), then run npm test again.',
    });
  });

  it('does not trust an installer that succeeds without leaving the binary', () => {
    const choice = resolveBrowser(machine([]), installer({ ok: true }).install);
    expect(choice.kind === 'error' && choice.message).toContain(`Playwright's installer ran, but ${PLAYWRIGHT_CHROMIUM} is not there`);
  });
});

describe('installerFailure', () => {
  it("keeps the first error line of Playwright's output, not the stack traces", () => {
    const output = [
      'Error: getaddrinfo ENOTFOUND cdn.playwright.dev',
      '    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:internal/dns/promises:102:17) {',
      'Failed to install browsers',
      'Error: Failed to download Chrome for Testing 159.0.8154.6 (playwright chromium v1255), caused by',
    ].join('\n');
    expect(installerFailure(output, 1)).toBe('getaddrinfo ENOTFOUND cdn.playwright.dev');
  });

  it('falls back to the exit code, or to the installer having been stopped', () => {
    expect(installerFailure('Failed to install browsers\n', 1)).toBe('the installer exited with code 1');
    expect(installerFailure('', null)).toBe('the installer was stopped');
  });
});
