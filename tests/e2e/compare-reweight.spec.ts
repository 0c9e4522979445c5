// Issue 21.2 (a reader's weighting of the composite on discover) and 21.3 (compare 2-4 ideas side by side).
// What a weighting does to the filters and the address is tests/stores/discover-weights.test.ts's, the order it
// gives tests/unit/weights.test.ts's, and picking's rules tests/unit/compare.test.ts's.
import { expect, type Locator, type Page, test } from './test.ts';
import { completeIdea, ideas } from './ideas.ts';
import { newUser, openWorkspace, savedCard, signInWithSaved } from './workspace-helpers.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { formatComposite } from '../../src/ideas/format.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { type ScoreWeights, weightedScore } from '../../src/discover/weights.ts';
import { COMPARE_TEXT } from '../../src/config/constants/compare.ts';
import { FALLBACK_TEXT } from '../../src/config/constants/catalogue.ts';

const cards = (page: Page) => page.locator('[data-idea-list] > li');
const headings = (page: Page) => cards(page).locator('h2');
const tray = (page: Page) => page.locator('[data-compare-tray]');
const slider = (page: Page, name: string) => page.getByRole('slider', { name });
const toggle = (scope: Page | Locator, idea: Idea) => scope.getByRole('button', { name: `Compare ${idea.heading}` });

async function ready(page: Page) {
  await expect(page.locator('[data-results-count]')).toHaveText(/^Showing \d+(–\d+)? of \d+ ideas?$/);
}

/** "Composite score" as it always was: published composite, highest first, ties newest first. */
const byComposite = [...ideas].sort((a, b) => (b.totalScore ?? -1) - (a.totalScore ?? -1) || compareNewest(a, b));
const byWeights = (weights: ScoreWeights) => [...ideas].sort((a, b) => (weightedScore(b, weights) ?? -Infinity) - (weightedScore(a, weights) ?? -Infinity) || compareNewest(a, b));

test.describe('weigh the scores', () => {
  const feasibilityOnly = { novelty: 0, market: 0, feasibility: 6 };

  test('sliders re-weight the composite sort, the address keeps it through a reload, Reset restores the published order', async ({ page }) => {
    const expected = byWeights(feasibilityOnly);
    expect(expected.slice(0, 3).map((idea) => idea.number), 'the weighting must change the order for this test to mean anything').not.toEqual(byComposite.slice(0, 3).map((idea) => idea.number));

    await page.goto('/discover?sort=valoris_score');
    await ready(page);
    await expect(headings(page).first()).toHaveText(byComposite[0]!.heading);
    // Closed by default: the feed's controls read as docs/spec/public-site.md#discover-discover has them.
    await expect(slider(page, 'Novelty')).toBeHidden();
    await page.getByText('Weigh the scores').click();
    await expect(slider(page, 'Feasibility')).toHaveValue('6');
    await expect(slider(page, 'Novelty')).toHaveAttribute('aria-valuetext', '7 of 10, 35% of the composite');

    // By keyboard: Home takes a slider to 0.
    await slider(page, 'Novelty').focus();
    await page.keyboard.press('Home');
    await slider(page, 'Market potential').focus();
    await page.keyboard.press('Home');
    await expect(page).toHaveURL(/[?&]weights=0%2C0%2C6(&|$)/);
    await expect(slider(page, 'Feasibility')).toHaveAttribute('aria-valuetext', '6 of 10, 100% of the composite');
    await expect(headings(page).first()).toHaveText(expected[0]!.heading);
    await expect(headings(page).nth(1)).toHaveText(expected[1]!.heading);
    const first = cards(page).first();
    await expect(first.locator('[data-weighted-score]')).toHaveText(`Your weighting: score ${formatComposite(expected[0]!.feasibility)} out of 10`);

    await page.reload();
    await ready(page);
    await expect(slider(page, 'Novelty')).toBeVisible();
    await expect(slider(page, 'Novelty')).toHaveValue('0');
    await expect(slider(page, 'Feasibility')).toHaveValue('6');
    await expect(headings(page).first()).toHaveText(expected[0]!.heading);

    await page.getByRole('button', { name: /^Reset weights/ }).click();
    await expect(page).not.toHaveURL(/weights=/);
    await expect(page).toHaveURL(/sort=valoris_score/);
    await expect(headings(page).first()).toHaveText(byComposite[0]!.heading);
    await expect(page.locator('[data-weighted-score]')).toHaveCount(0);
    await expect(slider(page, 'Novelty')).toHaveValue('7');
  });
});

test.describe('compare', () => {
  test('a pick made in one tab shows in another open tab, and a removal there shows back here', async ({ page, context }) => {
    await page.goto('/discover');
    await ready(page);
    const other = await context.newPage();
    await other.goto('/discover');
    await ready(other);
    await toggle(page, ideas[0]!).click();
    await expect(toggle(other, ideas[0]!)).toHaveAttribute('aria-pressed', 'true');
    await expect(tray(other).locator('[data-compare-pick]')).toHaveText([ideas[0]!.heading]);
    await toggle(other, ideas[0]!).click();
    await expect(toggle(page, ideas[0]!)).toHaveAttribute('aria-pressed', 'false');
    await expect(tray(page)).toHaveCount(0);
  });

  test('Clear empties the tray and leaves the keyboard on the first picked card, not on the page body', async ({ page }) => {
    await page.goto('/discover');
    await ready(page);
    for (const idea of ideas.slice(0, 2)) await toggle(page, idea).click();
    await tray(page).getByRole('button', { name: 'Clear' }).click();
    await expect(tray(page)).toHaveCount(0);
    await expect(toggle(page, ideas[0]!)).toBeFocused();
    await expect(toggle(page, ideas[0]!)).toHaveAttribute('aria-pressed', 'false');
  });

  test('pick on discover, a fifth is refused, the tray survives a reload, /compare shows what the idea pages show', async ({ page }) => {
    const picked = ideas.slice(0, 4);
    await page.goto('/discover');
    await ready(page);
    await expect(tray(page)).toHaveCount(0);
    for (const idea of picked.slice(0, 3)) await toggle(page, idea).click();
    await expect(toggle(page, picked[0]!)).toHaveAttribute('aria-pressed', 'true');
    await expect(tray(page).locator('[data-compare-pick]')).toHaveText(picked.slice(0, 3).map((idea) => idea.heading));
    await expect(tray(page).getByRole('link', { name: 'Compare (3)' })).toBeVisible();

    await toggle(page, picked[3]!).click();
    await toggle(page, ideas[4]!).click();
    await expect(tray(page).getByRole('status')).toHaveText(COMPARE_TEXT.full);
    await expect(toggle(page, ideas[4]!)).toHaveAttribute('aria-pressed', 'false');
    await expect(tray(page).locator('[data-compare-pick]')).toHaveCount(4);
    // Removing from the tray moves focus to the next pick's button, and unpresses the card.
    await tray(page).getByRole('button', { name: `Remove ${picked[1]!.heading} from comparison` }).click();
    await expect(tray(page).getByRole('button', { name: `Remove ${picked[2]!.heading} from comparison` })).toBeFocused();
    await expect(toggle(page, picked[1]!)).toHaveAttribute('aria-pressed', 'false');
    await expect(tray(page).getByRole('status')).toHaveText('');

    await page.reload();
    await ready(page);
    const chosen = [picked[0]!, picked[2]!, picked[3]!];
    await expect(tray(page).locator('[data-compare-pick]')).toHaveText(chosen.map((idea) => idea.heading));
    await expect(toggle(page, picked[0]!)).toHaveAttribute('aria-pressed', 'true');
    await tray(page).getByRole('link', { name: 'Compare (3)' }).click();
    await expect(page).toHaveURL(`/compare?ids=${chosen.map((idea) => idea.number).join(',')}`);

    const columns = page.locator('[data-compare-table] thead th');
    await expect(columns.getByRole('link')).toHaveText(chosen.map((idea) => idea.heading));
    for (const [index, idea] of chosen.entries()) await expect(columns.nth(index).getByRole('link')).toHaveAttribute('href', idea.path);
    const row = (label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).locator('td');
    await expect(row('Composite score')).toHaveText(chosen.map((idea) => `${formatComposite(idea.totalScore)}/10`));
    await expect(row('Market size')).toHaveText(chosen.map((idea) => idea.tamEstimate ?? FALLBACK_TEXT.tam));
    await expect(row('Business model')).toHaveText(chosen.map((idea) => idea.businessModel ?? FALLBACK_TEXT.businessModel));
    // The same values as the idea's own page.
    const tam = await row('Market size').first().textContent();
    const model = await row('Business model').first().textContent();
    await columns.first().getByRole('link').click();
    await expect(page).toHaveURL(chosen[0]!.path);
    await expect(page.getByRole('region', { name: 'Market Size (TAM)' })).toContainText(tam!);
    await expect(page.locator('main')).toContainText(model!);
    await page.goBack();

    await page.getByRole('button', { name: `Remove ${chosen[1]!.heading} from the comparison` }).click();
    await expect(page).toHaveURL(`/compare?ids=${chosen[0]!.number},${chosen[2]!.number}`);
    await expect(columns).toHaveCount(2);
    await expect(page.getByRole('heading', { name: '2 ideas side by side' })).toBeFocused();
  });

  // The address's own problems (no numbers, unknown numbers, too many) and the fallbacks of a sparse idea are
  // shown without the network: tests/component/compare-page.test.tsx.
  test('a load failure offers Try Again', async ({ page }) => {
    let fail = true;
    await page.route('**/workspace/data/**', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
    await page.goto(`/compare?ids=${ideas[0]!.number},${ideas[1]!.number}`);
    await expect(page.locator('[data-compare-state="error"]')).toContainText(COMPARE_TEXT.errorTitle);
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.locator('[data-compare-table] thead th')).toHaveCount(2);
  });

  test('at 390 px the ideas scroll sideways under row names that stay readable; the page itself does not widen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/compare?ids=${ideas.slice(0, 3).map((idea) => idea.number).join(',')}`);
    const region = page.getByRole('region', { name: '3 ideas side by side' });
    await expect(region).toBeVisible();
    const label = page.getByRole('rowheader', { name: 'Customers & pain points' });
    const box = (await label.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(100);
    expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    await expect(page.locator('[data-compare-scrolls]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await region.evaluate((node) => node.scrollBy(400, 0));
    await expect.poll(async () => (await label.boundingBox())!.x).toBe(box.x);
  });

  // One width: 1280 px, the narrowest desktop, where four columns have the least room.
  test('at 1280 px four ideas fit side by side, with no column cut off and no line saying the table scrolls', async ({ page }) => {
    const width = 1280;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/compare?ids=${ideas.slice(0, 4).map((idea) => idea.number).join(',')}`);
    const region = page.getByRole('region', { name: '4 ideas side by side' });
    await expect(region.locator('thead th')).toHaveCount(4);
    expect(await region.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(1);
    const regionBox = (await region.boundingBox())!;
    const last = (await region.locator('thead th').nth(3).boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
    await expect(page.locator('[data-compare-scrolls]')).toHaveCount(0);
    await page.screenshot({ path: `test-results/compare-4-${width}.png` });
  });

  test('ideas are picked from the workspace too, alongside discover picks', async ({ page, request }) => {
    const email = await newUser(request, 'Cora Compare');
    await signInWithSaved(page, email, [completeIdea], '/discover');
    await ready(page);
    const fromDiscover = ideas.find((idea) => idea.number !== completeIdea.number)!;
    await toggle(page, fromDiscover).click();
    await openWorkspace(page);
    const card = savedCard(page, completeIdea.id);
    await expect(tray(page).locator('[data-compare-pick]')).toHaveText([fromDiscover.heading]);
    await expect(tray(page)).toContainText(COMPARE_TEXT.pickMore);
    await toggle(card, completeIdea).click();
    await expect(toggle(card, completeIdea)).toHaveAttribute('aria-pressed', 'true');
    await tray(page).getByRole('link', { name: 'Compare (2)' }).click();
    await expect(page).toHaveURL(`/compare?ids=${fromDiscover.number},${completeIdea.number}`);
    await expect(page.locator('[data-compare-table] thead th').getByRole('link')).toHaveText([fromDiscover.heading, completeIdea.heading]);
  });
});
