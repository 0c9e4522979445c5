import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { completeIdea, sparseIdea } from './ideas.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return found.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

for (const path of ['/', '/discover', '/about', '/privacy-policy', '/terms-of-service', completeIdea.path, sparseIdea.path, '/missing-page', '/idea/999999']) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('the open discover controls and score dialog have no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/discover');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /^Technologies/ }).click();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto(completeIdea.path);
  await page.getByRole('button', { name: 'How scores work' }).click();
  expect(await violations(page)).toEqual([]);
});
