/**
 * Discover as a person on a phone meets it: Back from an idea to the card they opened, one page per time they
 * reach the end, hand-typed addresses read as they mean, and a filtered link's first screen.
 */
import { expect, type Page, test } from './test.ts';
import { idlePeriod } from './idle-period.ts';
import { ideas } from './ideas.ts';
import { slowCpu, slowDevice } from './slow-device.ts';
import { categoryHref } from '../../src/ideas/category-pages.ts';
import { LIMITS } from '../../src/config/constants.ts';

const cards = (page: Page) => page.locator('[data-idea-list] > li');
const status = (page: Page) => page.locator('[data-results-count]');
const shots = process.env.SHOTS_DIR;

async function ready(page: Page) {
  await expect(status(page)).toHaveText(/^Showing \d+(–\d+)? of \d+ ideas?$/);
}

/** Resolves after the page has rendered a few frames and then gone idle: long enough for a load that was coming to show. */
async function settle(page: Page) {
  await idlePeriod(page, { frames: 5 });
}

/** Scrolls on with End until the list shows `count` cards: one page per time the end is reached. */
async function growTo(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        await page.keyboard.press('End');
        return cards(page).count();
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(count);
}

// A category some ideas have, and one with at most 10 (a single page of 10).
const counts = new Map<string, number>();
for (const idea of ideas) counts.set(idea.primaryCategory, (counts.get(idea.primaryCategory) ?? 0) + 1);
const [category, categoryCount] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
const [small, smallCount] = [...counts].find(([, count]) => count <= 10)!;

for (const width of [390, 1280]) {
  test(`at ${width} px on a slow phone, Back from an idea opened deep in a grown list returns to that card`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/discover');
    await ready(page);
    await growTo(page, 60);
    // The subject is Back on a slow phone; growing the list on one is the fling test's (tests/e2e/slow-device.ts).
    await slowCpu(page);
    const opened = ideas[45]!;
    const card = page.locator(`[data-idea-list] > li[data-idea="${opened.number}"]`);
    await card.scrollIntoViewIfNeeded();
    // Partway down the screen, as a person leaves a card they are about to open.
    await page.mouse.move(width / 2, 400);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await card.boundingBox())?.y ?? -1).toBeGreaterThan(100);
    const before = (await card.boundingBox())!.y;
    const shown = await cards(page).count();
    await card.locator('h2 a').click();
    await expect(page).toHaveURL(new RegExp(`${opened.path}$`));
    await page.goBack();
    await ready(page);
    await expect(cards(page)).toHaveCount(shown);
    await expect(card.locator('h2')).toHaveText(opened.heading);
    await expect.poll(async () => Math.abs(((await card.boundingBox())?.y ?? Infinity) - before)).toBeLessThanOrEqual(4);
    await settle(page);
    expect(Math.abs((await card.boundingBox())!.y - before)).toBeLessThanOrEqual(4);
    // The focus is back on the card that was opened, not on the page's body.
    await expect(card.locator('h2 a')).toBeFocused();
    if (shots) await page.screenshot({ path: `${shots}/discover-return-${width}.png` });
  });
}

test('at 390 px on a slow phone, one fling to the end loads one page, and each further reach of the end one more', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await slowDevice(page);
  await page.goto('/discover');
  await ready(page);
  await expect(cards(page)).toHaveCount(LIMITS.pageSize);
  await page.mouse.move(195, 400);
  await page.mouse.wheel(0, 100_000);
  await expect(status(page)).toHaveText(`Showing 40 of ${ideas.length} ideas`);
  await settle(page);
  await expect(page.locator('[data-sentinel]')).toHaveText('');
  await expect(cards(page)).toHaveCount(40);
  if (shots) await page.screenshot({ path: `${shots}/discover-fling-390.png` });
  await page.keyboard.press('End');
  await expect(status(page)).toHaveText(`Showing 60 of ${ideas.length} ideas`);
  await settle(page);
  await expect(cards(page)).toHaveCount(60);
});

test('category names in the address match without regard to case, and the address is rewritten to the canonical name', async ({ page }) => {
  await page.goto(`/discover?primaryCategory=${encodeURIComponent(category.toLowerCase())}`);
  await ready(page);
  await expect(status(page)).toHaveText(`Showing ${Math.min(20, categoryCount)} of ${categoryCount} ${categoryCount === 1 ? 'idea' : 'ideas'}`);
  await expect.poll(() => new URL(page.url()).searchParams.get('primaryCategory')).toBe(category);
  await expect(page.getByRole('button', { name: `Technologies: ${category}` })).toBeVisible();
});

test('a page past the last shows the last page, and the address says so', async ({ page }) => {
  await page.goto(`/discover?primaryCategory=${encodeURIComponent(small)}&page=4&per=10`);
  await ready(page);
  await expect(cards(page)).toHaveCount(smallCount);
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('1');
  expect(new URL(page.url()).searchParams.get('per')).toBe('10');
  await expect(status(page)).toHaveText(`Showing 1–${smallCount} of ${smallCount} ${smallCount === 1 ? 'idea' : 'ideas'}`);
});

/** Milliseconds from navigation start until the list shows a card of `name` (and nothing else is on screen as a result). */
async function firstCardsAt(page: Page, href: string, name: string): Promise<number> {
  await page.goto(href, { waitUntil: 'commit' });
  const chip = cards(page).first().locator(`a[title="Technology: ${name}"]`);
  await expect(chip).toBeVisible();
  return page.evaluate(() => Math.round(performance.now()));
}

for (const width of [390, 1280]) {
  test(`at ${width} px on a slow phone with slow 4G, a filtered link shows its first cards, as a category page does`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 844 });
    await slowDevice(page, { network: true });
    const landing = categoryHref('primaryCategory', category);
    const landingAt = await firstCardsAt(page, landing, category);
    const filteredAt = await firstCardsAt(page, `/discover?primaryCategory=${encodeURIComponent(category)}`, category);
    await ready(page);
    await expect(cards(page)).toHaveCount(Math.min(20, categoryCount));
    await expect(cards(page).locator(`a[title^="Technology: "]:not([title="Technology: ${category}"])`)).toHaveCount(0);
    test.info().annotations.push({ type: 'first cards (ms)', description: `landing ${landingAt}, filtered link ${filteredAt} at ${width} px` });
    if (shots) await page.screenshot({ path: `${shots}/discover-filtered-${width}.png` });
  });
}
