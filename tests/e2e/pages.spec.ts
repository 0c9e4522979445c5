// What only a browser shows of the site's common pages: the skip link taking keyboard focus to the main
// content. What the pages say (home's sections, the header and footer, legal pages, the 404 page, the pages
// without JavaScript) is checked on the built HTML in tests/site/pages-site.test.ts.
import { expect, test } from './test.ts';

test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
