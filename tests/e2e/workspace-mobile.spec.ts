// The workspace at 390 px: tabs instead of the sidebar, the remove button, the filter sheet, no sideways scroll.
import { expect, test } from './test.ts';
import { accountControl, createConfirmedUser, uniqueEmail } from './auth-helpers.ts';
import { completeIdea } from './ideas.ts';

test('the signed-in workspace works at 390 px', async ({ page, request }) => {
  const email = uniqueEmail('mobile-ws');
  await createConfirmedUser(request, email, 'mobile-pass-1', 'Mo Bile');
  await page.goto(completeIdea.path);
  const save = page.locator('[data-idea-save]').getByRole('button', { name: 'Add Idea to Workspace' });
  await expect(save).toBeEnabled();
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to save ideas' });
  await dialog.getByRole('button', { name: 'Sign in with password' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('mobile-pass-1');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('#toasts [data-toast]')).toContainText('Idea Added To Your Workspace');
  await expect(accountControl(page).locator('[data-avatar-initials]')).toHaveText('MB');

  await page.goto('/workspace');
  const card = page.locator(`[data-saved-idea="${completeIdea.id}"]`);
  await expect(card).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspace sections' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/workspace-390.png', fullPage: true });

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Apply Filters' }).click();

  await page.getByRole('link', { name: 'Source Papers' }).click();
  await expect(page.locator(`[data-paper="${completeIdea.id}"]`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/workspace-papers-390.png', fullPage: true });

  await page.getByRole('link', { name: 'Saved Ideas' }).click();
  await card.getByRole('button', { name: /Remove/ }).click();
  await expect(page.locator('[data-workspace-empty]')).toContainText('No ideas saved yet');
});
