/**
 * Discover's filters on a phone (390 px), through the page: the sheet's choices reach the address and the
 * list, chips remove one filter, Reset All keeps the search, and Escape gives the keyboard back to the button.
 * The sheet's draft (Reset, closing without Apply) is tests/component/discover-filter-controls.test.tsx's; score
 * tooltips and pull-to-refresh are tests/component/discover-tooltips.test.tsx's and discover-pull-refresh.test.tsx's.
 */
import { expect, type Page, test } from './test.ts';

const status = (page: Page) => page.locator('[data-results-count]');
const ready = (page: Page) => expect(status(page)).toHaveText(/^Showing \d+ of \d+ ideas?$/);

test('the filter sheet: choose, apply, chips with +N more, remove one, Escape returns to the button, Reset All keeps the search', async ({ page }) => {
  await page.goto('/discover?q=a');
  await ready(page);
  await expect(page.locator('[data-desktop-filters]')).toBeHidden();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  for (const name of ['Health & Life Sciences', 'Financial Services']) await sheet.getByRole('group', { name: 'Industries' }).getByRole('checkbox', { name }).check();
  for (const name of ['Agentic AI', 'Foundation Models']) await sheet.getByRole('group', { name: 'Technologies' }).getByRole('checkbox', { name }).check();
  await sheet.getByRole('radio', { name: 'Oldest first' }).check();
  await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/secondaryCategory=/);
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(page.getByRole('button', { name: 'Filters 4 applied' })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Applied filters' });
  await expect(chips.getByRole('button', { name: /^Remove filter/ })).toHaveCount(3);
  await expect(chips.getByRole('button', { name: '+1 more' })).toBeVisible();
  await chips.getByRole('button', { name: 'Remove filter Agentic AI' }).click();
  await expect(page.getByRole('button', { name: 'Filters 3 applied' })).toBeVisible();
  await expect(chips.getByRole('button', { name: '+1 more' })).toHaveCount(0);
  // Closed without Apply: the keyboard is back on the button that opened it, and nothing changed.
  const url = page.url();
  await page.getByRole('button', { name: 'Filters 3 applied' }).click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters 3 applied' })).toBeFocused();
  expect(page.url()).toBe(url);
  await chips.getByRole('button', { name: 'Reset All' }).click();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\?q=a$/);
  await expect(page.getByRole('searchbox', { name: 'Search ideas' })).toHaveValue('a');
});
