/**
 * Discover at 1280 px, as only a page shows it: the cards' layout, the filters' keyboard and Back, typing a
 * search and the index files it fetches, failures and Try Again, links on a slow phone that must never show
 * ideas outside them, what is done before the feed island has taken over, numbered pages and Refresh Research.
 * What the server sends is tests/site/discover-page.test.ts's; the controls' own states are
 * tests/component/discover-*.test.tsx's; the engine (sort, search, pages) is tests/unit's.
 */
import { expect, type Page, test } from './test.ts';
import { ideas } from './ideas.ts';
import { formatComposite, formatDate } from '../../src/ideas/format.ts';
import { searchNumbers } from '../../src/discover/node-search.build.ts';
import { FEED_TEXT } from '../../src/config/constants/catalogue.ts';
import { FIRST_SCREEN_CARDS } from '../../src/discover/first-screen.ts';
import { holdChunk } from './hold-chunk.ts';
import { slowDevice } from './slow-device.ts';

const cards = (page: Page) => page.locator('[data-idea-list] > li');
const status = (page: Page) => page.locator('[data-results-count]');
const byCategory = (name: string) => ideas.filter((idea) => idea.primaryCategory === name);
const byNumber = new Map(ideas.map((idea) => [idea.number, idea]));
/** The ideas discover lists for a query, best match first (none when it shows only close or partial matches). */
function matching(query: string) {
  const found = searchNumbers(ideas, query, ideas.length);
  return found.partial || found.close ? [] : found.numbers.map((number) => byNumber.get(number)!);
}

async function ready(page: Page) {
  await expect(status(page)).toHaveText(/^Showing \d+(–\d+)? of \d+ ideas?$/);
}

test('cards are compact: two rows fit a 1280 x 800 screen, each with its composite score, customers, business model and paper; a score shows its scale on hover', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/discover');
  await ready(page);
  const top = await cards(page).nth(0).boundingBox();
  const secondRow = await cards(page).nth(3).boundingBox();
  expect(secondRow!.y).toBeGreaterThan(top!.y);
  expect(secondRow!.y + secondRow!.height - top!.y).toBeLessThanOrEqual(800);
  const withPaper = ideas.slice(0, 20).findIndex((idea) => idea.arxivId && idea.painPoints && idea.businessModel);
  const idea = ideas[withPaper]!;
  const card = cards(page).nth(withPaper);
  await expect(card.getByText(/^Composite/)).toContainText(`Composite score ${formatComposite(idea.totalScore)}`);
  const facts = card.locator('[data-card-facts] > div');
  await expect(facts.locator('dt')).toHaveText(['Customers', 'Business model', 'Paper']);
  await expect(facts.nth(0).locator('dd')).toContainText(idea.painPoints![0]!.slice(0, 20));
  await expect(facts.nth(2).locator('dd')).toContainText(`arXiv ${idea.arxivId}`);
  // One line each: the rest of the text is in the title and on the idea page.
  for (const fact of await facts.locator('dd').all()) expect((await fact.boundingBox())!.height).toBeLessThan(30);
  await test.step('a score shows its scale on hover', async () => {
    // The feed's one tooltip layer over the list (its hover, tap and timing: tests/component/discover-tooltips.test.tsx).
    await cards(page).first().getByRole('button', { name: /^Novelty/ }).hover();
    await expect(page.getByRole('tooltip')).toContainText('Breakthrough');
  });
});

test('multi-select: searchable options, checking one filters and updates the address; Back undoes it', async ({ page }) => {
  await page.goto('/discover');
  await ready(page);
  await page.getByRole('button', { name: /^Technologies/ }).click();
  const search = page.getByRole('searchbox', { name: 'Search technologies' });
  await expect(search).toBeFocused();
  await search.fill('AGENT');
  const options = page.getByRole('checkbox');
  await expect(options).toHaveCount(1);
  await options.first().check();
  await expect(page).toHaveURL(/primaryCategory=Agentic\+AI/);
  const expected = byCategory('Agentic AI');
  await expect(status(page)).toHaveText(`Showing ${Math.min(20, expected.length)} of ${expected.length} ideas`);
  await expect(cards(page).locator('h2')).toHaveText(expected.slice(0, 20).map((idea) => idea.heading));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Technologies: Agentic AI' })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(status(page)).toHaveText(`Showing 20 of ${ideas.length} ideas`);
});

test('a search typed in the box lists every card of its results and stays in the address as typed; it fetches only the few index files its words need, and the last results stay while the next arrive', async ({ page }) => {
  await page.goto('/discover');
  await ready(page);
  const box = page.getByRole('searchbox', { name: 'Search ideas' });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/discover/data/')) fetched.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  // Upper case: the search is not, and the address keeps the text as typed.
  await box.fill('LANGUAGE');
  const first = matching('language');
  await expect(status(page)).toHaveText(`Showing ${Math.min(20, first.length)} of ${first.length} ideas`);
  // The first screen of results comes with the keystroke and the rest just after: every card must follow.
  expect(first.length).toBeGreaterThan(FIRST_SCREEN_CARDS);
  await expect(cards(page).locator('h2')).toHaveText(first.slice(0, 20).map((idea) => idea.heading));
  await expect(page).toHaveURL(/q=LANGUAGE/);
  // Card chunks come for the ranks on screen; of the search data, only the word blocks of the query's words.
  const searchFiles = fetched.filter((file) => !/^cards-\d+\.json$/.test(file));
  expect(searchFiles.length, fetched.join(', ')).toBeGreaterThan(0);
  // The word's block, and its lexicon block (what the word can stand for) with the blocks of those terms.
  expect(searchFiles.length, fetched.join(', ')).toBeLessThanOrEqual(5);
  expect(searchFiles.every((file) => /^(?:words|lexicon)-\d+\.json$/.test(file)), fetched.join(', ')).toBe(true);
  // Hold the next query's files: the list keeps the last results, dimmed and busy, never the newest ideas.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // A word's lexicon block may be all it still needs: "language" already read the block holding "agent".
  await page.route('**/discover/data/*/{words,lexicon}-*.json', async (route) => {
    await held;
    await route.continue();
  });
  await box.fill('agent');
  await expect(status(page)).toHaveText(FEED_TEXT.searching);
  await expect(page.locator('[data-idea-list]')).toHaveAttribute('aria-busy', 'true');
  await expect(cards(page).first().locator('h2')).toHaveText(first[0]!.heading);
  release();
  const second = matching('agent');
  await expect(status(page)).toHaveText(`Showing ${Math.min(20, second.length)} of ${second.length} ideas`);
  await expect(cards(page).first().locator('h2')).toHaveText(second[0]!.heading);
});

test('a search file that fails to load says so, and Try Again searches', async ({ page }) => {
  let fail = true;
  await page.route('**/discover/data/*/words-*.json', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
  await page.goto('/discover?q=robot');
  await expect(page.getByRole('heading', { name: FEED_TEXT.errorTitle })).toBeVisible();
  await expect(page.locator('[data-error-details]')).toContainText('HTTP 503');
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  const expected = matching('robot');
  await expect(status(page)).toHaveText(`Showing ${Math.min(20, expected.length)} of ${expected.length} ideas`);
  await expect(page.locator('[data-feed-error]')).toHaveCount(0);
});

test('no results but close matches: the status says no idea has every word, and the close matches are labelled, with no empty state above them', async ({ page }) => {
  await page.goto('/discover');
  await ready(page);
  const word = ideas.flatMap((idea) => idea.heading.split(/\s+/)).find((w) => /^[a-z]{8,}$/i.test(w))!;
  const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
  test.skip(matching(typo).length > 0, 'the typo happens to be a real substring');
  await page.getByRole('searchbox', { name: 'Search ideas' }).fill(typo);
  await expect(status(page)).toHaveText(FEED_TEXT.noneWithEveryWord);
  await expect(page.getByRole('heading', { name: FEED_TEXT.emptyTitle })).toHaveCount(0);
  const close = page.locator('[data-close-matches]');
  await expect(close.getByRole('heading', { name: `Close matches for “${typo}”` })).toBeVisible();
  await expect(close.locator('article').first()).toBeVisible();
  await expect(page.locator('[data-idea-list]')).toHaveCount(0);
});

// Two tests, not one: watching every frame for wrong ideas costs the slowed main thread time, and the second
// test times the prefetch against hydration.
test('a search link on a slowed CPU never drops its query nor paints ideas outside it, not even for a frame', async ({ page }) => {
  const word = 'robot';
  const found = matching(word).map((idea) => idea.number);
  expect(found.length).toBeGreaterThan(0);
  expect(found.length).toBeLessThan(20);
  await slowDevice(page, { network: true });
  // Every painted frame: the address, and the ideas the list shows (once it is not hidden as 'Loading ideas…').
  await page.addInitScript((allowed) => {
    const wrong: string[] = ((window as unknown as { __wrongPainted: string[] }).__wrongPainted = []);
    const everyFrame = () => {
      if (!new URLSearchParams(location.search).has('q')) wrong.push(`address ${location.pathname}${location.search}`);
      const list = document.querySelector('[data-idea-list]');
      if (list && getComputedStyle(list).visibility !== 'hidden') {
        for (const card of list.querySelectorAll<HTMLElement>(':scope > li[data-idea]')) {
          if (card.checkVisibility() && !allowed.includes(Number(card.dataset.idea))) wrong.push(`idea ${card.dataset.idea}`);
        }
      }
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  }, found);
  await page.goto(`/discover?q=${word}`);
  await ready(page);
  await expect(status(page)).toHaveText(`Showing ${found.length} of ${found.length} ${found.length === 1 ? 'idea' : 'ideas'}`);
  // Past the search debounce: a stale box text would have been applied by now.
  await page.waitForFunction(() => performance.now() > 2000);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  expect([...new Set(await page.evaluate(() => (window as unknown as { __wrongPainted: string[] }).__wrongPainted))]).toEqual([]);
});

test('a search link on a slow phone fetches its search and first cards beside the feed’s scripts, and counts only over cards', async ({ page }) => {
  // A word whose first page holds ideas beyond the server's newest 20: their cards must be fetched.
  const word = 'robot';
  const found = matching(word);
  expect(found.some((idea) => ideas.indexOf(idea) >= 20)).toBe(true);
  await slowDevice(page, { network: true });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __countOverEmpty: string[] }).__countOverEmpty = seen;
    // Every painted frame: a status that counts results must have a card (not an empty place) first in the list.
    const everyFrame = () => {
      const text = document.querySelector('[data-results-count]')?.textContent ?? '';
      const first = document.querySelector('[data-idea-list] > li');
      if (/^Showing \d+ of \d+/.test(text) && first && !first.querySelector('h2')) seen.push(text);
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  // The feed's own code is held back: the search's files and its first cards must be asked for without it.
  // Before, they waited for every script of the feed, then hydration (issue 45: 10-12 s on a phone). Comparing
  // their start with the moment of hydration instead raced the two on a loaded machine.
  const letThrough = await holdChunk(page, '**/_astro/DiscoverFeed.*.js');
  const asked = (kind: string) => page.waitForRequest((request) => new RegExp(`^/discover/data/[^/]+/${kind}-`).test(new URL(request.url()).pathname));
  const searchFiles = asked('words');
  const firstCards = asked('cards');
  await page.goto(`/discover?q=${word}`, { waitUntil: 'commit' });
  await Promise.all([searchFiles, firstCards]);
  await letThrough();
  await expect(status(page)).toHaveText(`Showing ${found.length} of ${found.length} ${found.length === 1 ? 'idea' : 'ideas'}`);
  await expect(cards(page).first().locator('h2')).toHaveText(found[0]!.heading);
  expect(await page.evaluate(() => (window as unknown as { __countOverEmpty: string[] }).__countOverEmpty)).toEqual([]);
});

test('text typed on a slow phone before the feed has taken over is kept and searched', async ({ page }) => {
  const word = 'robot';
  const found = matching(word).length;
  expect(found).toBeGreaterThan(0);
  await slowDevice(page, { network: true });
  await page.goto('/discover', { waitUntil: 'commit' });
  const box = page.locator('#search-desktop');
  await box.waitFor();
  await expect(page.locator('astro-island[component-url*="DiscoverFeed"][ssr]')).toHaveCount(1);
  await box.pressSequentially(word);
  await ready(page);
  await expect(box).toHaveValue(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(status(page)).toHaveText(`Showing ${Math.min(20, found)} of ${found} ${found === 1 ? 'idea' : 'ideas'}`);
});

/** Opens /discover with the feed island's code held back: what the test does next surely comes before hydration. Returns the release. */
async function openWithFeedCodeHeld(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/DiscoverFeed*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/discover', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('astro-island[component-url*="DiscoverFeed"][ssr]')).toHaveCount(1);
  return release;
}

test('a sort chosen and a filter button pressed before the feed has taken over are kept: the sort is applied, and the filter opens once it has', async ({ page }) => {
  const release = await openWithFeedCodeHeld(page);
  await page.locator('#sort-desktop').selectOption('oldest');
  await page.getByRole('button', { name: /^Technologies/ }).click();
  release();
  await expect(page).toHaveURL(/[?&]sort=oldest/);
  await ready(page);
  await expect(page.locator('#sort-desktop')).toHaveValue('oldest');
  const oldest = [...ideas].sort((a, b) => a.dateAdded.localeCompare(b.dateAdded))[0]!;
  await expect(cards(page).first().locator('time')).toHaveText(formatDate(oldest.dateAdded));
  await expect(page.getByRole('searchbox', { name: 'Search technologies' })).toBeVisible();
  await page.getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/primaryCategory=/);
});

test('numbered pages: a page past the last shows the last, and the address says so; a page link shows its page, and Back the one before', async ({ page }) => {
  const per = 10;
  const lastPage = Math.ceil(ideas.length / per);
  await page.goto(`/discover?page=999&per=${per}`);
  await ready(page);
  const onLast = ideas.length - (lastPage - 1) * per;
  await expect(cards(page)).toHaveCount(onLast);
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(String(lastPage));
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  await expect(nav.getByRole('link', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(Math.min(5, lastPage));
  await expect(page.locator('[data-sentinel]')).toHaveCount(0);
  const target = lastPage - 2;
  await nav.getByRole('link', { name: `Page ${target}` }).click();
  await expect(page).toHaveURL(new RegExp(`page=${target}`));
  await expect(cards(page)).toHaveCount(per);
  await expect(cards(page).locator('h2')).toHaveText(ideas.slice((target - 1) * per, target * per).map((idea) => idea.heading));
  await page.goBack();
  await expect(nav.getByRole('link', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(onLast);
});

test('a load failure on a slow phone keeps the cards on screen, with the error and Try Again beside them', async ({ page }) => {
  await slowDevice(page);
  let fail = true;
  await page.route('**/discover/data/*/core-scores.json', (route) => (fail ? route.fulfill({ status: 500, body: 'down' }) : route.continue()));
  await page.goto('/discover');
  // The newest-first list reads no columns of the core: it takes over without them.
  await ready(page);
  await page.locator('#sort-desktop').selectOption('market_score');
  await expect(page.getByRole('heading', { name: FEED_TEXT.errorTitle })).toBeVisible();
  await expect(page.getByText(FEED_TEXT.errorBody)).toBeVisible();
  await expect(page.locator('[data-error-details]')).toContainText('HTTP 500');
  // The 20 newest stay, and the status line still tells the truth about them.
  await expect(cards(page)).toHaveCount(20);
  await expect(cards(page).first().locator('h2')).toHaveText(ideas[0]!.heading);
  await expect(status(page)).toHaveText(`Showing the newest 20 of ${ideas.length} ideas: ${FEED_TEXT.filtersNotApplied}`);
  await expect(page.locator('[data-idea-list]')).not.toHaveAttribute('aria-busy', 'true');
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await ready(page);
  await expect(page.locator('[data-feed-error]')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(20);
  const bestMarket = [...ideas].sort((a, b) => (b.marketPotential ?? -1) - (a.marketPotential ?? -1) || b.dateAdded.localeCompare(a.dateAdded))[0]!;
  await expect(cards(page).first().locator('h2')).toHaveText(bestMarket.heading);
});

test('the newest list and a search fetch none of the core’s columns; a category filter fetches only its own', async ({ page }) => {
  const core: string[] = [];
  page.on('request', (request) => {
    const name = /\/discover\/data\/[^/]+\/(core-[a-z]+)\.json$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) core.push(name);
  });
  await page.goto('/discover');
  await ready(page);
  const [query] = ['agent'];
  await page.locator('#search-desktop').fill(query!);
  await expect(status(page)).toHaveText(`Showing ${Math.min(20, matching(query!).length)} of ${matching(query!).length} ideas`);
  await expect(cards(page).first().locator('h2')).toHaveText(matching(query!)[0]!.heading);
  expect(core).toEqual([]);
  const category = ideas[0]!.primaryCategory;
  await page.goto(`/discover?primaryCategory=${encodeURIComponent(category)}`);
  await ready(page);
  await expect(cards(page).first().locator('h2')).toHaveText(byCategory(category)[0]!.heading);
  expect([...new Set(core)]).toEqual(['core-categories']);
});

/**
 * Scrolls to the list's end as a person heading for Refresh Research does: until the whole list is shown,
 * bringing the button into view loads another page, which moves it away (under load, between the press and
 * the release of a click). A new build starts the list again from its first page.
 */
async function reachListEnd(page: Page) {
  await expect
    .poll(async () => {
      await page.keyboard.press('End');
      return page.locator('[data-sentinel]').count();
    })
    .toBe(0);
}

test('Refresh Research re-reads the index manifest, shows it is busy, then says what it found', async ({ page }) => {
  await page.goto('/discover');
  await ready(page);
  const button = page.locator('[data-refresh-research]');
  const note = page.locator('[data-refresh-note]');
  // Held until the busy state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/discover/latest.json', async (route) => {
    await held;
    await route.continue();
  });
  await reachListEnd(page);
  await button.click();
  await expect(button).toHaveText(FEED_TEXT.refreshing);
  await expect(button).toBeDisabled();
  release();
  await expect(note).toHaveText(FEED_TEXT.upToDate);
  await expect(button).toHaveText(FEED_TEXT.refresh);
  await ready(page);

  // A newer build with two more ideas (the same files: only the manifest tells a build apart).
  await page.unroute('**/discover/latest.json');
  await page.route('**/discover/latest.json', async (route) => {
    const latest = (await (await route.fetch()).json()) as { hash: string; count: number };
    await route.fulfill({ json: { ...latest, hash: `${latest.hash}-next`, count: latest.count + 2 } });
  });
  await reachListEnd(page);
  await button.click();
  await expect(note).toHaveText('2 new ideas.');

  await page.unroute('**/discover/latest.json');
  await page.route('**/discover/latest.json', (route) => route.abort('internetdisconnected'));
  await reachListEnd(page);
  await button.click();
  await expect(note).toHaveText(FEED_TEXT.refreshFailed);
  await expect(cards(page).first().locator('h2')).toHaveText(ideas[0]!.heading);
});
