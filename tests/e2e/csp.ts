/**
 * The Content Security Policy in use: what a page reports blocking (the event and the console), from its first
 * script on. The headers themselves are checked without a browser (tests/site/headers.test.ts); the policy's
 * hashes come from the build's own pages, so one page of each template shows what runs (a11y-suite.ts watches
 * the pages it scans).
 */
import type { Page } from './test.ts';

/** Collects CSP violations on `page` from now on: the list fills as they happen. */
export async function watchCsp(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  await page.exposeFunction('__reportCsp', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return found;
}
