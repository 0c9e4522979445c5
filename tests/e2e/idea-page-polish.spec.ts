// The idea page as a person meets it after issue 28: the first toast of a page hydrates without a mismatch,
// Escape closes a toast wherever focus is, the phone's bottom bar never covers the end of the footer, and the
// percentile sentence says ties.
import { expect, type Page, test } from './test.ts';
import { SCORE_STATS, SHARE } from '../../src/config/constants.ts';
import { SITE } from '../../src/config/site.ts';
import { expectIslandsHydrated } from './auth-helpers.ts';
import { pauseClock } from './engagement.ts';
import { completeIdea, ideas } from './ideas.ts';
import { categoryPercentiles, standingWords, tieNote } from '../../src/ideas/score-stats.ts';
import { SCORE_LABELS } from '../../src/ideas/score-labels.ts';

/** Loads of each page in one run; the manual count in the report runs this file with --repeat-each 5. */
const LOADS = 10;

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

test.describe('the bottom bar at the end of an idea page', () => {
  for (const width of [320, 390]) {
    test(`at ${width} px, the footer's last lines stay above the bar`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(completeIdea.path);
      const bar = page.locator('[data-idea-action-bar]');
      await expect(bar).toBeVisible();
      await page.keyboard.press('End');
      await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);

      const barTop = (await bar.boundingBox())!.y;
      for (const line of [`A venture studio project by ${SITE.studio.name}.`, `${SITE.name}. All rights reserved.`]) {
        const box = (await page.locator('footer p', { hasText: line }).boundingBox())!;
        expect(box.y + box.height, line).toBeLessThanOrEqual(barTop);
        expect(box.y, line).toBeGreaterThanOrEqual(0);
      }
      await page.screenshot({ path: `/tmp/shots/idea-page-end-${width}.png` });
    });
  }

  test('at 1280 px there is no bar, and the page ends with the footer', async ({ page }) => {
    await page.goto(completeIdea.path);
    await expect(page.locator('[data-idea-action-bar]')).toBeHidden();
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const footerBottom = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(Math.round(footerBottom)).toBe(await page.evaluate(() => window.innerHeight));
    await page.screenshot({ path: '/tmp/shots/idea-page-end-1280.png' });
  });
});

test.describe('the percentile sentence', () => {
  // An idea of the test build whose score is shared with others of its category: its sentence must say so.
  const standings = categoryPercentiles(ideas, (idea) => idea.primaryCategory);
  const tiedIdea = ideas.find((idea) => Object.values(standings.get(idea.number) ?? {}).some((standing) => standing.tied > 0));

  test('says a tie beside the percentile it explains', async ({ page }) => {
    expect(tiedIdea, 'the test sheet has an idea tied with others of its category').toBeDefined();
    const [key, standing] = Object.entries(standings.get(tiedIdea!.number)!).find(([, entry]) => entry.tied > 0)!;
    const label = SCORE_LABELS.find((score) => score.key === key)!.label.toLowerCase();
    await page.goto(tiedIdea!.path);
    const sentence = page.locator('[data-percentile-sentence]');
    await expect(sentence).toContainText(standingWords(standing, null).figure);
    await expect(sentence).toContainText(`on ${label} (${tieNote(standing)})`);
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await sentence.screenshot({ path: `/tmp/shots/percentile-sentence-${width}.png` });
    }
  });
});

test('/scoring explains ties in the words the idea pages use', async ({ page }) => {
  await page.goto('/scoring');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Percentiles on idea pages' }) });
  const others = SCORE_STATS.minCategorySize - 1;
  await expect(section).toContainText(`0% on novelty (${tieNote({ percent: 0, tied: others, others })})`);
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `/tmp/shots/scoring-percentiles-${width}.png` });
  }
});

test.describe('the category filters', () => {
  for (const width of [320, 390, 1280]) {
    test(`at ${width} px, the technology list has one "other" option: the fallback, no "Others" beside it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/discover');
      await expectIslandsHydrated(page);
      let options;
      if (await page.locator('[data-desktop-filters]').isVisible()) {
        await page.getByRole('button', { name: /^Technologies/ }).click();
        await page.getByRole('searchbox', { name: 'Search technologies' }).fill('other');
        options = page.getByRole('checkbox');
      } else {
        await page.getByRole('button', { name: 'Filters', exact: true }).click();
        options = page.getByRole('dialog', { name: 'Filters' }).getByRole('group', { name: 'Technologies' }).getByRole('checkbox', { name: /other/i });
      }
      await expect(options).toHaveCount(1);
      await expect(options).toHaveAccessibleName(/Other Technology/);
      await page.screenshot({ path: `/tmp/shots/discover-technology-options-${width}.png` });
    });
  }
});
