/**
 * Discover's search as a person types it on a slow phone (issue 29): the kinds of query that found nothing
 * before, each checked by the first card shown. The expected ideas are the hand-judged ones of
 * tests/fixtures/search-judged.json; the e2e sheet is the sample sheet plus a few rows that do not compete.
 */
import { expect, type Page, test } from './test.ts';
import { FEED_TEXT } from '../../src/config/constants.ts';
import { ideas } from './ideas.ts';
import { slowCpu, slowNetwork } from './slow-device.ts';

const status = (page: Page) => page.locator('[data-results-count]');
/** Close or partial matches, shown under the empty state when no idea has every word as typed. */
const fallback = (page: Page) => page.locator('[data-close-matches]');

interface Card {
  number: number;
  heading: string;
}

/** The first card of whichever list the search shows (its results, or its close or partial matches), or null. */
const firstCard = (page: Page) =>
  page.evaluate((): Card | null => {
    const card = document.querySelector('#discover-results li[data-idea]');
    return card ? { number: Number(card.getAttribute('data-idea')), heading: card.querySelector('h2')?.textContent ?? '' } : null;
  });

function card(number: number): Card {
  const found = ideas.find((idea) => idea.number === number);
  if (!found) throw new Error(`The test sheet has no idea ${number}`);
  return { number, heading: found.heading };
}

/**
 * Types the query key by key and waits for the address to carry it and the first card to be `wanted`. The
 * card shown before must not be, so a list the search has not replaced yet cannot pass.
 */
async function searchFor(page: Page, query: string, wanted: Card | RegExp) {
  const fits = (shown: Card | null) => (wanted instanceof RegExp ? wanted.test(shown?.heading ?? '') : shown?.number === wanted.number);
  expect(fits(await firstCard(page)), `the first card before "${query}" is already the one expected`).toBe(false);
  const box = page.getByRole('searchbox', { name: 'Search ideas' });
  await box.fill('');
  await box.pressSequentially(query);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === query);
  if (wanted instanceof RegExp) await expect.poll(async () => (await firstCard(page))?.heading, query).toMatch(wanted);
  else await expect.poll(() => firstCard(page), query).toEqual(wanted);
}

// The subject is the typing and what it finds, so the CPU is slowed once the feed is ready (tests/e2e/slow-device.ts):
// 16 s of CPU for this file against 27 with the load slowed too.
test.beforeEach(async ({ page }) => {
  await slowNetwork(page);
  await page.goto('/discover');
  await expect(status(page)).toHaveText(/^Showing \d+ of \d+ ideas$/);
  await slowCpu(page);
});

test('an author typed without accents finds their paper first', async ({ page }) => {
  await searchFor(page, 'leimkuhler', card(39));
  await searchFor(page, 'Baptiste Roziere', card(63));
});

test('an arXiv id pasted as a link or with its prefix finds its idea first', async ({ page }) => {
  await searchFor(page, 'https://arxiv.org/abs/2212.04356', card(15));
  await searchFor(page, 'arXiv:2308.04079', card(39));
});

test('words spread over tags and heading, or written another way, find the idea that has them all', async ({ page }) => {
  await searchFor(page, 'drug discovery agent', card(61));
  await expect(fallback(page)).toHaveCount(0);
  await searchFor(page, 'fine tuning hospital', card(3));
  await expect(fallback(page)).toHaveCount(0);
});

test('a typo in a short word is read as the catalogue word it is close to, and says so', async ({ page }) => {
  await searchFor(page, 'chemistry agnet', card(61));
  await expect(fallback(page).getByRole('heading', { name: `${FEED_TEXT.closeTitle} “chemistry agnet”` })).toBeVisible();
  await expect(fallback(page)).toContainText('“agent” for “agnet”');
  await searchFor(page, 'tutr', /tutor/i);
  await searchFor(page, 'agnet', /agent/i);
});

test('a query no idea matches fully says so and shows the ideas with most of its words as partial matches', async ({ page }) => {
  await searchFor(page, 'drug discovery blockchain', card(61));
  await expect(page.locator('[data-results-count]')).toHaveText(FEED_TEXT.noneWithEveryWord);
  await expect(page.getByRole('heading', { name: FEED_TEXT.emptyTitle })).toHaveCount(0);
  await expect(fallback(page).getByRole('heading', { name: `${FEED_TEXT.partialTitle} “drug discovery blockchain”` })).toBeVisible();
  await expect(fallback(page)).toContainText(FEED_TEXT.partialBody);
  await expect(fallback(page).locator('li[data-idea]').first()).toHaveAttribute('data-match', 'partial');
});
