import { expect, test } from '@playwright/test';
import { expectIslandsHydrated } from './auth-helpers.ts';
import { completeIdea, hostileIdea } from './ideas.ts';

for (const path of ['/', '/discover', completeIdea.path, hostileIdea.path, `/discover?primaryCategory=${encodeURIComponent(hostileIdea.primaryCategory)}&sort=oldest`, '/about', '/privacy-policy']) {
  test(`${path} fits a 390 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expectIslandsHydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the menu button opens the navigation on small screens', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Discover Ideas' }).click();
  await expect(page).toHaveURL('/discover');
});

test('the idea page has the mobile action bar', async ({ page }) => {
  await page.goto(completeIdea.path);
  const bar = page.getByRole('navigation', { name: 'Idea quick actions' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Share' })).toBeVisible();
  await expect(bar.getByRole('link', { name: /View Paper/ })).toHaveAttribute('href', completeIdea.paperUrl!);
  await expect(bar.getByRole('link', { name: /Chat/ })).toHaveAttribute('href', completeIdea.chatLink!);
});
