// "More like this" (issue 30 point 3) at 1280 px: from the idea page's link, discover listing the ideas most
// like it in the model's order, narrowing and reordering within them, Show all ideas and Back; a number that is
// no idea. The link as plain HTML is tests/site/discover-page.test.ts's; the lists and their order,
// tests/unit/like.test.ts's; the phone's filter sheet over a like list, tests/component/discover-filter-controls.test.tsx's.
import { expect, type Page, test } from './test.ts';
import { completeIdea, ideas } from './ideas.ts';
import { LIKE, LIKE_TEXT } from '../../src/config/constants/like.ts';
import { similarIdeas } from '../../src/ideas/related.build.ts';

const like = similarIdeas(ideas).like;
const list = like.get(completeIdea.number)!;
const listed = Math.min(LIKE.count, list.length);
const firstPage = Math.min(20, listed);
const ideaOf = (number: number) => ideas.find((idea) => idea.number === number)!;
const status = (page: Page) => page.locator('[data-results-count]');
const cards = (page: Page) => page.locator('[data-idea-list] > li');
const likeStatus = (shown: number, of: number, alikeFirst = true) =>
  LIKE_TEXT.status(completeIdea.number, completeIdea.heading, `showing ${shown} of ${of} ${of === 1 ? 'idea' : 'ideas'}`, alikeFirst);

test.beforeAll(() => {
  // The list stops where likeness stops (fewer than half the catalogue), and is long enough to narrow.
  expect(list.length).toBeGreaterThan(3);
  expect(list.length).toBeLessThan(ideas.length / 2);
});

test('from an idea page, discover lists the ideas most like it, narrows and reorders within them, and Show all ideas returns; Back restores', async ({ page }) => {
  await page.goto(completeIdea.path);
  await page.getByRole('link', { name: LIKE_TEXT.linkLabel(completeIdea.heading) }).click();
  await expect(page).toHaveURL(new RegExp(`/discover\\?like=${completeIdea.number}$`));
  await expect(status(page)).toHaveText(likeStatus(firstPage, listed));
  await expect(cards(page).first()).toHaveAttribute('data-idea', String(list[0]));
  await expect(cards(page).locator('h2')).toHaveText(list.slice(0, 20).map((number) => ideaOf(number).heading));
  await expect(page.locator(`[data-idea-list] > li[data-idea="${completeIdea.number}"]`)).toHaveCount(0);
  await expect(page.locator('#sort-desktop')).toHaveValue('alike');

  // A technology narrows within the list, in the same order.
  const category = ideaOf(list[0]!).primaryCategory;
  const narrowed = list.filter((number) => ideaOf(number).primaryCategory === category);
  await page.getByRole('button', { name: /^Technologies/ }).click();
  await page.getByRole('checkbox', { name: category }).check();
  await page.keyboard.press('Escape');
  await expect(status(page)).toHaveText(likeStatus(Math.min(20, narrowed.length), narrowed.length));
  await expect(cards(page).locator('h2')).toHaveText(narrowed.slice(0, 20).map((number) => ideaOf(number).heading));

  // Another sort reorders the same ideas; most alike is offered only here.
  await page.locator('#sort-desktop').selectOption('oldest');
  // The engine's oldest first: by date, ties newest first.
  const oldest = [...narrowed].sort((a, b) => ideaOf(a).dateAdded.localeCompare(ideaOf(b).dateAdded) || ideas.indexOf(ideaOf(a)) - ideas.indexOf(ideaOf(b)));
  await expect(status(page)).toHaveText(likeStatus(Math.min(20, narrowed.length), narrowed.length, false));
  await expect(cards(page).first()).toHaveAttribute('data-idea', String(oldest[0]));

  // Show all ideas drops like, and only like.
  await page.getByRole('button', { name: LIKE_TEXT.showAll }).click();
  await expect(page).not.toHaveURL(/like=/);
  await expect(page).toHaveURL(/sort=oldest/);
  const inCategory = ideas.filter((idea) => idea.primaryCategory === category);
  await expect(status(page)).toHaveText(`Showing ${Math.min(20, inCategory.length)} of ${inCategory.length} ${inCategory.length === 1 ? 'idea' : 'ideas'}`);
  await expect(page.locator('#sort-desktop option[value="alike"]')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`like=${completeIdea.number}`));
  await expect(status(page)).toHaveText(likeStatus(Math.min(20, narrowed.length), narrowed.length, false));
});

test('a number that is no published idea, or no number, says so, leaves the address and lists every idea in the usual order', async ({ page }) => {
  for (const [like, note] of [['99999999', LIKE_TEXT.unknown(99999999)], ['abc', LIKE_TEXT.notANumber('abc')]] as const) {
    await page.goto(`/discover?like=${like}&sort=alike`);
    await expect(page.locator('[data-address-notes]')).toHaveText(note);
    await expect(page).toHaveURL(/\/discover$/);
    await expect(status(page)).toHaveText(`Showing 20 of ${ideas.length} ideas`);
    // Nothing left of the like list: no "Most alike" sort, no Show all ideas over a list that shows all.
    await expect(page.locator('#sort-desktop option[value="alike"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: LIKE_TEXT.showAll })).toHaveCount(0);
    // The note goes with the first change of the filters.
    await page.locator('#sort-desktop').selectOption('oldest');
    await expect(page.locator('[data-address-notes]')).toHaveCount(0);
  }
});
