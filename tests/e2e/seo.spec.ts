import { expect, test } from './test.ts';
import { ideas } from './ideas.ts';

test('the sitemap lists every public page and idea, and nothing private', async ({ request, baseURL }) => {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const sitemapUrls = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const pages: string[] = [];
  for (const url of sitemapUrls) {
    const body = await (await request.get(new URL(url).pathname)).text();
    pages.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  }
  for (const path of ['/', '/discover', '/about', '/privacy-policy', '/terms-of-service']) expect(pages).toContain(path);
  for (const idea of ideas) expect(pages).toContain(idea.path);
  expect(pages.filter((path) => /404|not-found|workspace|webhook|portfolio|auth/.test(path))).toEqual([]);
  expect(sitemapUrls.every((url) => url.startsWith(baseURL!))).toBe(true);
});

test('robots.txt names the sitemap', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap-index.xml`);
  expect(robots).toContain('Disallow: /workspace');
});

test('every page has a title, description and canonical; error pages are noindex', async ({ page, baseURL }) => {
  for (const path of ['/', '/discover', '/about', ideas[0]!.path]) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path === '/' ? '/' : path}`);
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(50);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  }
  await page.goto('/missing-page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('Open Graph images exist for ideas and as a default, at 1200x630', async ({ request }) => {
  for (const path of [`/og/${ideas[0]!.id}.png`, '/og/default.png']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  }
});
