import { expect, test } from './test.ts';
import { ideas, samePaperIdea } from './ideas.ts';
import { newUser, savedCard, signInWithSaved } from './workspace-helpers.ts';
import { violations } from './auth-helpers.ts';
import { categoryPage } from '../../src/ideas/category-pages.ts';
import { reasonLine } from '../../src/ideas/reasons.ts';
import { relatedIdeas } from '../../src/ideas/related.ts';
import { categoryPercentiles, standingWords, tieNote } from '../../src/ideas/score-stats.ts';
import { RELATED, SCORE_STATS } from '../../src/config/constants.ts';

const paperIdea = ideas.find((idea) => idea.paperUrl === samePaperIdea.paperUrl && idea.number !== samePaperIdea.number)!;
const related = relatedIdeas(ideas);
const percentiles = categoryPercentiles(ideas, (idea) => idea.primaryCategory);
const categorySize = (name: string) => ideas.filter((idea) => idea.primaryCategory === name && idea.feasibility !== undefined).length;
const rankedIdea = ideas.find((idea) => idea.totalScore !== undefined && idea.novelty !== undefined && idea.marketPotential !== undefined && idea.feasibility !== undefined && categorySize(idea.primaryCategory) >= 8)!;
const smallCategoryIdea = ideas.find((idea) => idea.feasibility !== undefined && categorySize(idea.primaryCategory) < SCORE_STATS.minCategorySize)!;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an idea page lists related ideas as links, the same paper first, each with the terms it shares', async ({ page }) => {
    await page.goto(paperIdea.path);
    const block = page.getByRole('region', { name: 'Related ideas' });
    const items = block.locator('[data-related-idea]');
    await expect(items).toHaveCount(Math.min(RELATED.count, related.get(paperIdea.number)!.length));
    const first = items.first();
    await expect(first.getByRole('link')).toHaveAttribute('href', samePaperIdea.path);
    await expect(first.locator('[data-same-paper]')).toHaveText('Same paper');
    const contentMatch = related.get(paperIdea.number)!.find((entry) => !entry.samePaper && entry.shared.length > 0)!;
    const matchItem = block.locator(`[data-related-idea="${contentMatch.number}"]`);
    await expect(matchItem.locator('[data-shared-terms]')).toHaveText(reasonLine(contentMatch.shared));
    await matchItem.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${ideas.find((idea) => idea.number === contentMatch.number)!.path}$`));
  });

  test("an idea page ranks each score in its technology category, and a small category's says nothing", async ({ page }) => {
    await page.goto(rankedIdea.path);
    const expected = percentiles.get(rankedIdea.number)!;
    // Each score's standing, with its ties in words when other ideas share the score.
    const on = (key: keyof typeof expected, label: string) => {
      const standing = expected[key]!;
      const tie = tieNote(standing);
      const { figure, after } = standingWords(standing, key === 'totalScore' ? rankedIdea.primaryCategory : null);
      return `${figure}${after} on ${label}${tie ? ` (${tie})` : ''}`;
    };
    await expect(page.locator('[data-percentile-sentence]')).toHaveText(
      `Higher than ${on('totalScore', 'composite')}, ${on('novelty', 'novelty')}, ${on('marketPotential', 'market potential')} and ${on('feasibility', 'feasibility')}.`,
    );
    await page.locator('[data-score-percentiles]').getByRole('link', { name: 'How this is scored' }).click();
    await expect(page).toHaveURL(/\/scoring$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How ideas are scored');
    await expect(page.locator('[data-composite-fit]')).toContainText('× novelty +');

    await page.goto(smallCategoryIdea.path);
    await expect(page.locator('[data-percentile-sentence]')).toHaveCount(0);
    await expect(page.locator('[data-score-percentiles]').getByRole('link', { name: 'How this is scored' })).toBeVisible();
  });

  test('a category page draws its score distribution and weekly momentum as images with their numbers in tables', async ({ page }) => {
    const technology = 'Foundation Models';
    await page.goto(categoryPage('primaryCategory', technology)!.path);
    const charts = page.locator('[data-category-charts]');
    await expect(charts.locator('summary').first()).toContainText(`Scores and momentum of ${technology} ideas · median composite`);
    const distribution = page.locator('[data-chart-distribution]');
    await expect(distribution).toBeHidden();
    await charts.locator('summary').first().click();
    await expect(distribution.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`Composite scores of \\d+ ${technology} ideas: median`));
    await distribution.getByText('Show the numbers').click();
    const bands = distribution.locator('tbody tr');
    await expect(bands).toHaveCount(10);
    const counted = (await bands.locator('td').allTextContents()).reduce((sum, text) => sum + Number(text), 0);
    expect(counted).toBe(ideas.filter((idea) => idea.primaryCategory === technology && idea.totalScore !== undefined).length);

    const momentum = page.locator('[data-chart-momentum]');
    await expect(momentum.getByRole('img')).toHaveCount(2);
    await momentum.getByText('Show the numbers').click();
    await expect(momentum.locator('tbody tr')).toHaveCount(SCORE_STATS.momentumWeeks);
    await expect(page.locator('script:not([type="application/ld+json"])[src*="chart"]')).toHaveCount(0);
  });
});

test('the new blocks, the scoring page and the open chart tables have no WCAG 2.2 AA violations, at 1280 and 320 px', async ({ page }) => {
  const found: Record<string, string[]> = {};
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [paperIdea.path, '/scoring', categoryPage('primaryCategory', 'Foundation Models')!.path]) {
      await page.goto(path);
      for (const summary of await page.locator('[data-category-charts] summary').all()) {
        await summary.click();
        await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
      }
      const list = await violations(page);
      if (list.length > 0) found[`${width} ${path}`] = list;
    }
  }
  expect(found).toEqual({});
});

test('the workspace shows the related ideas of a saved idea', async ({ page, request }) => {
  await signInWithSaved(page, await newUser(request), [paperIdea], '/workspace');
  const card = savedCard(page, paperIdea.id);
  const list = card.locator('[data-workspace-related]');
  await expect(list.getByRole('link')).toHaveCount(Math.min(RELATED.workspaceCount, related.get(paperIdea.number)!.length));
  await expect(list.getByRole('link').first()).toHaveAttribute('href', samePaperIdea.path);
  await expect(list.locator('li').first()).toContainText('Same paper');
});
