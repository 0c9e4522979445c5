// The idea page as a person meets it after issue 28: the first toast of a page hydrates without a mismatch, and
// Escape closes a toast wherever focus is. (The phone's bottom bar over the footer's end is in mobile.spec.ts,
// the page's end at 1280 px in idea.spec.ts; the percentile sentence's ties, /scoring's words and the filters'
// one "other" option are checked on the built HTML and in unit tests: tests/site/pages-*.test.ts.)
import { expect, type Page, test } from './test.ts';
import { SHARE } from '../../src/config/constants/engagement.ts';
import { expectIslandsHydrated } from './auth-helpers.ts';
import { pauseClock } from './engagement.ts';
import { completeIdea } from './ideas.ts';

/**
 * Loads of each page in one run. The fix makes the toaster hydrate from the server's own empty list, whatever the
 * timing; a few loads show that undone. To hunt a rarer race, run this file with --repeat-each.
 */
const LOADS = 3;

const toast = (page: Page) => page.locator('#toasts [data-toast]');

/** Console errors and uncaught errors that say React's hydration disagreed with the server's HTML. */
function recordHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const mismatch = /#418|#423|#425|hydrat/i;
  page.on('pageerror', (error) => {
    if (mismatch.test(error.message)) errors.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && mismatch.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test.describe('the first toast of a page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test(`Share, Copy Link on an idea page and on /discover never logs a hydration mismatch (${LOADS} loads each)`, async ({ page }) => {
    const errors = recordHydrationErrors(page);
    for (let load = 0; load < LOADS; load += 1) {
      await page.goto(completeIdea.path);
      // A guest's page leaves the toaster unloaded: the toast itself wakes it, which is when the mismatch was.
      await expectIslandsHydrated(page);
      await expect(page.locator('astro-island[ssr] #toasts')).toHaveCount(1);
      await page.locator('[data-idea-share]').getByRole('button', { name: SHARE.button }).click();
      await page.getByRole('menuitem', { name: 'Copy Link' }).click();
      await expect(toast(page)).toContainText('Link copied!');

      await page.goto('/discover');
      await expectIslandsHydrated(page);
      const card = page.locator('article').first();
      await card.getByRole('button', { name: /^Share: / }).click();
      await card.getByRole('menuitem', { name: 'Copy Link' }).click();
      await expect(toast(page)).toContainText('Link copied!');
    }
    expect(errors).toEqual([]);
  });
});

test.describe('Escape and the toast', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Escape closes the toast in view while focus is elsewhere, but a menu that is open takes it first', async ({ page }) => {
    await page.clock.install();
    await page.goto(completeIdea.path);
    const share = page.locator('[data-idea-share]').getByRole('button', { name: SHARE.button });
    await share.click();
    const copyLink = page.getByRole('menuitem', { name: 'Copy Link' });
    await expect(copyLink).toBeVisible();
    await expectIslandsHydrated(page);
    // The toast closes itself after 5 s: with the clock paused it stays until a key closes it.
    await pauseClock(page);
    await copyLink.click();
    await expect(toast(page)).toBeVisible();
    // The choice hands focus back to Share: the toast never had it.
    await expect(share).toBeFocused();

    // With the menu open, Escape closes the menu and leaves the toast.
    await share.click();
    const menu = page.getByRole('menu', { name: 'Share this idea' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(share).toBeFocused();
    await expect(toast(page)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(toast(page)).toHaveCount(0);
    await expect(share).toBeFocused();
  });
});
