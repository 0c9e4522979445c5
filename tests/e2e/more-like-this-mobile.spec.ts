// "More like this" at 390 px: the idea page's link, the list in the model's order, the filter sheet's
// Most alike choice, Show all ideas, and axe.
import { expect, type Page, test } from './test.ts';
import { violations } from './auth-helpers.ts';
import { completeIdea, ideas } from './ideas.ts';
import { LIKE, LIKE_TEXT } from '../../src/config/constants/like.ts';
import { similarIdeas } from '../../src/ideas/related.ts';

const list = similarIdeas(ideas).like.get(completeIdea.number)!;
const listed = Math.min(LIKE.count, list.length);
const status = (page: Page) => page.locator('[data-results-count]');
const cards = (page: Page) => page.locator('[data-idea-list] > li');

test('the idea page link opens the ideas most like it; the sheet offers Most alike; Show all ideas returns', async ({ page }) => {
  await page.goto(completeIdea.path);
  await page.getByRole('link', { name: LIKE_TEXT.linkLabel(completeIdea.heading) }).click();
  await expect(status(page)).toHaveText(LIKE_TEXT.status(completeIdea.number, completeIdea.heading, `showing ${Math.min(20, listed)} of ${listed} ideas`, true));
  await expect(cards(page).first()).toHaveAttribute('data-idea', String(list[0]));
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('radio', { name: LIKE_TEXT.sortLabel })).toBeChecked();
  await sheet.getByRole('radio', { name: 'Newest first' }).check();
  await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  const newest = [...list].sort((a, b) => ideas.findIndex((idea) => idea.number === a) - ideas.findIndex((idea) => idea.number === b));
  await expect(cards(page).first()).toHaveAttribute('data-idea', String(newest[0]));

  await page.getByRole('button', { name: LIKE_TEXT.showAll }).click();
  await expect(status(page)).toHaveText(`Showing 20 of ${ideas.length} ideas`);
  await page.goBack();
  await expect(cards(page).first()).toHaveAttribute('data-idea', String(newest[0]));
});
