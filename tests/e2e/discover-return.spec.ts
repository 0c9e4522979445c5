/**
 * Discover as a person on a slow phone meets it, at 390 px: Back from an idea to the card they opened, one page
 * per time they reach the end, and a filtered link's first screen. Hand-typed addresses (a category in any
 * case, a page past the last) are read by pure functions: tests/unit/discover-query.test.ts.
 */
import { expect, type Page, test } from './test.ts';
import { idlePeriod } from './idle-period.ts';
import { ideas } from './ideas.ts';
import { slowCpu, slowDevice } from './slow-device.ts';
import { categoryHref } from '../../src/ideas/category-pages.ts';
import { LIMITS } from '../../src/config/constants/catalogue.ts';

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

// The category most ideas have.
const counts = new Map<string, number>();
for (const idea of ideas) counts.set(idea.primaryCategory, (counts.get(idea.primaryCategory) ?? 0) + 1);
const [category, categoryCount] = [...counts].sort((a, b) => b[1] - a[1])[0]!;

test('at 390 px on a slow phone, Back from an idea opened deep in a grown list returns to that card', async ({ page }) => {
  const width = 390;
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

test('at 390 px on a slow phone, a fling to the end loads one page and End one more; each gesture loads one more page each time it reaches the end, until the list ends', async ({ page }) => {
  // Three gestures over the whole list with a 4x slower CPU: room for a busy machine (CI shares it).
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await slowDevice(page);
  await page.goto('/discover');
  await ready(page);
  await expect(cards(page)).toHaveCount(LIMITS.pageSize);
  await page.mouse.move(195, 400);

  await test.step('one fling to the end loads one page, not two', async () => {
    await page.mouse.wheel(0, 100_000);
    await expect(status(page)).toHaveText(`Showing 40 of ${ideas.length} ideas`);
    await settle(page);
    await expect(page.locator('[data-sentinel]')).toHaveText('');
    await expect(cards(page)).toHaveCount(40);
    if (shots) await page.screenshot({ path: `${shots}/discover-fling-390.png` });
  });

  await test.step('End at the end loads one more page', async () => {
    await page.keyboard.press('End');
    await expect(status(page)).toHaveText(`Showing 60 of ${ideas.length} ideas`);
    await settle(page);
    await expect(cards(page)).toHaveCount(60);
  });

  await test.step('a slow scroll, repeated for as long as the list grows, reaches its end', async () => {
    // Each time the scroll reaches the end, one more page loads (two looks may span two reaches of the end).
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 400);
          return cards(page).count();
        },
        { timeout: 45_000, intervals: [100] },
      )
      .toBe(ideas.length);
    await expect(status(page)).toHaveText(`Showing ${ideas.length} of ${ideas.length} ideas`);
    await expect(page.locator('[data-sentinel]')).toHaveCount(0);
  });
});

/** Milliseconds from navigation start until the list shows a card of `name` (and nothing else is on screen as a result). */
async function firstCardsAt(page: Page, href: string, name: string): Promise<number> {
  await page.goto(href, { waitUntil: 'commit' });
  const chip = cards(page).first().locator(`a[title="Technology: ${name}"]`);
  await expect(chip).toBeVisible();
  return page.evaluate(() => Math.round(performance.now()));
}

test('at 390 px on a slow phone with slow 4G, a filtered link never paints ideas outside the filter, not even for a frame, and shows its first cards as a category page does', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Some, not all, of the newest 20 have the category: the server's list would contradict the address.
  const newest = ideas.slice(0, 20);
  expect(newest.some((idea) => idea.primaryCategory === category) && newest.some((idea) => idea.primaryCategory !== category)).toBe(true);
  await slowDevice(page, { network: true });
  await page.addInitScript((wanted) => {
    const painted: string[] = ((window as unknown as { __wrongPainted: string[] }).__wrongPainted = []);
    const everyFrame = () => {
      const list = document.querySelector('[data-idea-list]');
      if (list && getComputedStyle(list).visibility !== 'hidden') {
        for (const chip of list.querySelectorAll('a[title^="Technology: "]')) if (chip.checkVisibility() && chip.getAttribute('title') !== `Technology: ${wanted}`) painted.push(chip.getAttribute('title')!);
      }
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  }, category);
  const filteredAt = await firstCardsAt(page, `/discover?primaryCategory=${encodeURIComponent(category)}`, category);
  await ready(page);
  await expect(cards(page)).toHaveCount(Math.min(20, categoryCount));
  await expect(cards(page).locator(`a[title^="Technology: "]:not([title="Technology: ${category}"])`)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __wrongPainted: string[] }).__wrongPainted)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/discover-filtered-390.png` });
  // For comparison (loaded second, with the scripts cached): the category's own page.
  const landingAt = await firstCardsAt(page, categoryHref('primaryCategory', category), category);
  test.info().annotations.push({ type: 'first cards (ms)', description: `filtered link ${filteredAt}, landing ${landingAt} at 390 px` });
});
