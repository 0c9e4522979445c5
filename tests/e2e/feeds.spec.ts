import { expect, test } from './test.ts';
import { XMLValidator } from 'fast-xml-parser';
import { ideas } from './ideas.ts';
import { LIMITS } from '../../src/config/constants.ts';
import { categoryPage } from '../../src/ideas/category-pages.ts';

const landing = categoryPage('primaryCategory', 'Foundation Models')!;

test('the built site serves each feed with its own content type and the newest ideas', async ({ request, baseURL }) => {
  const rss = await request.get('/feeds/all.xml');
  expect(rss.status()).toBe(200);
  expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const body = await rss.text();
  expect(XMLValidator.validate(body)).toBe(true);
  expect(body).toContain(`<atom:link href="${baseURL}/feeds/all.xml" rel="self"`);
  expect(body.match(/<item>/g)).toHaveLength(Math.min(ideas.length, LIMITS.feedItems));
  expect(body).toContain(`<guid isPermaLink="true">${baseURL}${ideas[0]!.path}</guid>`);

  const atom = await request.get(`/feeds/technology/${landing.slug}.atom`);
  expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(XMLValidator.validate(await atom.text())).toBe(true);
  const json = await request.get(`/feeds/technology/${landing.slug}.json`);
  expect(json.headers()['content-type']).toBe('application/feed+json; charset=utf-8');
  expect((await json.json()).home_page_url).toBe(`${baseURL}${landing.path}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a landing page's head links its own feeds; /discover and home link the feeds of all ideas", async ({ page }) => {
    await page.goto(landing.path);
    const alternates = page.locator('head link[rel="alternate"]');
    await expect(alternates).toHaveCount(3);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `/feeds/technology/${landing.slug}.xml`);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `/feeds/technology/${landing.slug}.atom`);
    await expect(page.locator('head link[rel="alternate"][type="application/feed+json"]')).toHaveAttribute('title', /Foundation Models Startup Ideas \(JSON Feed\)$/);

    for (const path of ['/discover', '/']) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/feeds/all.xml');
    }
  });

  test('the footer links the RSS feed of all ideas', async ({ page }) => {
    await page.goto('/about');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'RSS Feed' });
    await expect(link).toHaveAttribute('href', '/feeds/all.xml');
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
  });
});
