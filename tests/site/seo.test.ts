// What a crawler reads from the test site: the sitemaps, robots.txt, each page's head and the Open Graph images.
import { expect, test } from 'vitest';
import { sitemapLocs } from '../../src/admin/sitemap.ts';
import { categoryPagesWithIdeas } from '../../src/ideas/category-pages.ts';
import { ideas } from '../e2e/ideas.ts';
import { BUILT_URL, useTestSite } from './site.ts';

const site = useTestSite();

async function sitemapPaths(): Promise<{ sitemaps: string[]; paths: string[] }> {
  const sitemaps = sitemapLocs(await site.text('/sitemap-index.xml'));
  const paths: string[] = [];
  for (const sitemap of sitemaps) paths.push(...sitemapLocs(await site.text(new URL(sitemap).pathname)).map((url) => new URL(url).pathname));
  return { sitemaps, paths };
}

test('the sitemap lists every public page, idea and category landing page, and nothing private', async () => {
  const { sitemaps, paths } = await sitemapPaths();
  expect(sitemaps.every((url) => url.startsWith(BUILT_URL))).toBe(true);
  for (const path of ['/', '/discover', '/about', '/privacy-policy', '/terms-of-service']) expect(paths).toContain(path);
  for (const idea of ideas) expect(paths).toContain(idea.path);
  expect(paths.filter((path) => /404|not-found|workspace|webhook|portfolio|auth/.test(path))).toEqual([]);
  const landings = categoryPagesWithIdeas(ideas).map(({ page }) => page.path);
  expect(landings.length).toBeGreaterThan(20);
  expect(paths.filter((path) => path.startsWith('/discover/')).sort()).toEqual([...landings].sort());
});

test('robots.txt names the sitemap and keeps crawlers out of the workspace', async () => {
  const robots = await site.text('/robots.txt');
  expect(robots).toContain(`Sitemap: ${BUILT_URL}/sitemap-index.xml`);
  expect(robots).toContain('Disallow: /workspace');
});

test('every page has a title, description and canonical; error pages are noindex', async () => {
  for (const path of ['/', '/discover', '/about', ideas[0]!.path]) {
    const document = await site.document(path);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(`${BUILT_URL}${path}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length, path).toBeGreaterThan(50);
    expect(document.querySelectorAll('meta[property="og:title"]'), path).toHaveLength(1);
    expect(document.querySelector('meta[name="robots"]'), path).toBeNull();
  }
  const missing = await site.get('/missing-page');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toMatch(/<meta name="robots" content="noindex/);
});

test('Open Graph images exist for ideas and as a default, at 1200x630', async () => {
  for (const path of [`/og/${ideas[0]!.id}.png`, '/og/default.png']) {
    const response = await site.get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  }
});
