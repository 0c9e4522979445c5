import { expect, test } from '@playwright/test';
import { ideas } from './ideas.ts';
import { formatDate } from '../../src/ideas/format.ts';

test('discover shows the newest 20 ideas as cards that open their idea page', async ({ page }) => {
  await page.goto('/discover');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venture Ideas from Research');
  const cards = page.locator('[data-idea-list] > li');
  await expect(cards).toHaveCount(20);
  const headings = await cards.locator('h2').allTextContents();
  expect(headings.map((text) => text.trim())).toEqual(ideas.slice(0, 20).map((idea) => idea.heading));
  const first = ideas[0]!;
  const card = cards.first();
  await expect(card.locator('time')).toHaveText(formatDate(first.dateAdded));
  await expect(card).toContainText('Business model');
  await expect(card).toContainText('Market size');
  const feedback = card.getByRole('link', { name: 'Give feedback on this idea' });
  expect(new URL((await feedback.getAttribute('href'))!, 'http://x').searchParams.get('message')).toBe(`Idea Title: ${first.heading}`);
  await card.getByRole('heading').click();
  await expect(page).toHaveURL(first.path);
});

test('category chips on cards link to the filtered feed', async ({ page }) => {
  await page.goto('/discover');
  const chip = page.locator('[data-idea-list] > li').first().getByRole('link', { name: new RegExp(ideas[0]!.primaryCategory.replace('&', '.')) });
  expect(await chip.getAttribute('href')).toMatch(/^\/discover\?primaryCategory=/);
});
