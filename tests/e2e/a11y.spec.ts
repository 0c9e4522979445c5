// axe at 1280 px (the desktop project); the same suite runs at 390 px from a11y-mobile.spec.ts.
import { expect, test } from './test.ts';
import { violations } from './auth-helpers.ts';
import { defineA11ySuite } from './a11y-suite.ts';

defineA11ySuite('1280 px');

// Every suite above expects no violations: the scan must find one where there is one, both on the document
// open at a page's first scan (axe sent in) and on the documents the page opens after it (axe there as they open).
test('the scan reports a violation on the first document it scans and on a later one', async ({ page }) => {
  await page.goto('/about');
  await page.locator('main').evaluate((main) => main.append(document.createElement('input')));
  expect((await violations(page)).join('\n')).toMatch(/^label: /m);
  await page.goto('/scoring');
  expect(await violations(page)).toEqual([]);
  await page.locator('main').evaluate((main) => main.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })));
  expect((await violations(page)).join('\n')).toMatch(/^image-alt: /m);
});
