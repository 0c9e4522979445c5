// A technology's landing page where only a browser shows it: on a slow phone the first painted list is the
// category's and hydration keeps it; a filter chosen there moves to /discover's query form and Back returns.
// What its HTML says (list, title, canonical, count, charts) is checked in tests/site/pages-categories.test.ts.
import { expect, type Page, test } from './test.ts';
import { ideas } from './ideas.ts';
import { slowDevice } from './slow-device.ts';
import { categoryPage } from '../../src/ideas/category-pages.ts';

const technology = 'Foundation Models';
const landing = categoryPage('primaryCategory', technology)!;
const own = ideas.filter((idea) => idea.primaryCategory === technology);
const newest = own.slice(0, 20).map((idea) => idea.heading);
const cards = (page: Page) => page.locator('[data-idea-list] > li');
const status = (page: Page) => page.locator('[data-results-count]');
const filterButton = (page: Page) => page.getByRole('button', { name: `Technologies: ${technology}` });

test('on a slow phone the first painted list is the category\'s; after hydration its filter is the one chosen', async ({ page }) => {
  const consoleCsp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleCsp.push(message.text());
  });
  await slowDevice(page);
  await page.addInitScript(() => {
    const seen: string[][] = [];
    (window as unknown as { __painted: string[][] }).__painted = seen;
    const everyFrame = () => {
      const list = document.querySelector('[data-idea-list]');
      // A card slot still loading counts as a wrong paint: taking over must keep the server's cards. (A card
      // whose heading the parser has not reached yet is neither.)
      const heading = (card: Element): string[] => [card.querySelector('h2')?.textContent ?? (card.querySelector('[aria-busy="true"]') ? '(loading)' : '')].filter(Boolean);
      if (list && getComputedStyle(list).visibility !== 'hidden') seen.push([...list.children].flatMap(heading));
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  await page.goto(landing.path);
  await expect(page.locator('astro-island[component-url*="DiscoverFeed"]:not([ssr])')).toHaveCount(1);
  await expect(status(page)).toHaveText(`Showing ${newest.length} of ${own.length} ideas`);
  await expect(filterButton(page)).toBeVisible();
  await expect(cards(page).locator('h2')).toHaveText(newest);
  const painted = await page.evaluate(() => (window as unknown as { __painted: string[][] }).__painted);
  const first = painted.find((headings) => headings.length > 0)!;
  expect(first).toEqual(newest.slice(0, first.length));
  // Never, in any frame, an idea of another category or a card still loading.
  expect(painted.flat().filter((heading) => !newest.includes(heading))).toEqual([]);
  expect(consoleCsp).toEqual([]);
});

test('a filter chosen on a landing page moves to the /discover query form; Back returns to the clean address', async ({ page }) => {
  await page.goto(landing.path);
  await expect(status(page)).toHaveText(`Showing ${newest.length} of ${own.length} ideas`);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('oldest');
  await expect(page).toHaveURL(/\/discover\?primaryCategory=Foundation\+Models&sort=oldest$/);
  await expect(cards(page).first().locator('h2')).toHaveText(own.at(-1)!.heading);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${landing.path}$`));
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  await expect(cards(page).locator('h2')).toHaveText(newest);
  await expect(filterButton(page)).toBeVisible();
  // Dropping the page's own category makes another list: it loads /discover, under /discover's heading.
  await filterButton(page).click();
  // A click, not uncheck(): the page it was on is gone once the box is cleared.
  await page.getByRole('checkbox', { name: technology }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venture Ideas from Research');
});
