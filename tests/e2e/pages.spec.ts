import { expect, test } from './test.ts';
import { ideas } from './ideas.ts';

test('home has every section and its calls to action lead somewhere real', async ({ page, request }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Venture-Ready AI Startup Ideas/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const section of ['Our Process', 'The Advantage', 'Who We Serve']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Explore Ideas' })).toHaveAttribute('href', '/discover');
  await expect(page.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/discover');
  const sample = await page.getByRole('link', { name: 'View Sample Analysis' }).getAttribute('href');
  expect(ideas.map((idea) => idea.path)).toContain(sample);
  expect((await request.get(sample!)).status()).toBe(200);
});

test('header: Home is hidden on the home page and shown elsewhere; skip link reaches main', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
  for (const name of ['Discover Ideas', 'Workspace', 'About', 'Contact']) await expect(nav.getByRole('link', { name })).toBeVisible();
  await page.goto('/about');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('footer has quick links, the current year and the studio credit', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const name of ['About', 'Contact', 'Privacy Policy', 'Terms of Service']) await expect(footer.getByRole('link', { name })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText('venture studio');
});

test('legal pages stand outside the shared layout and state their facts', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
  await expect(page.locator('body')).toContainText('June 1, 2025');
  await expect(page.locator('body')).toContainText('13');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
  await expect(page.locator('body')).toContainText('June 1, 2025');
  await expect(page.locator('body')).toContainText('India');
  await expect(page.locator('body')).toContainText('18');
});

test('about page', async ({ page }) => {
  expect((await page.goto('/about'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown address is the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('pages work without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/discover');
  await expect(page.locator('[data-idea-list] > li')).toHaveCount(Math.min(20, ideas.length));
  await page.goto(ideas[0]!.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ideas[0]!.heading);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth?redirect_to=${encodeURIComponent(ideas[0]!.path)}`);
  await context.close();
});
