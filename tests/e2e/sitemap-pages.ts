/** The built site's pages as its sitemap lists them, and one page per template (a route with a parameter shows its template once). */
import { expect, type APIRequestContext } from '@playwright/test';
import { sitemapLocs } from '../../src/admin/sitemap.ts';
import { completeIdea, ideas, sparseIdea } from './ideas.ts';

/** Routes with a parameter (idea/[slug], discover/[kind]/[category], newsletter/[week]): one page shows the template. */
const PARAMETER_ROUTES = [/^\/idea\/[^/]+$/, /^\/discover\/[^/]+\/[^/]+$/, /^\/newsletter\/[^/]+$/];

export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap-index.xml');
  expect(index.ok()).toBe(true);
  const sitemaps = sitemapLocs(await index.text());
  const urls: string[] = [];
  for (const sitemap of sitemaps) {
    const response = await request.get(new URL(sitemap).pathname);
    expect(response.ok()).toBe(true);
    urls.push(...sitemapLocs(await response.text()));
  }
  const paths = urls.map((url) => new URL(url).pathname);
  // The sitemap holds the static pages and every idea of the test sheet, hostile rows included.
  expect(paths).toEqual(expect.arrayContaining(['/', '/discover', '/about', completeIdea.path, sparseIdea.path]));
  expect(paths.length).toBeGreaterThanOrEqual(ideas.length);
  return paths;
}

/** The first URL of each template, in sitemap order. */
export function oneUrlPerTemplate(paths: string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const template = PARAMETER_ROUTES.find((route) => route.test(path))?.source ?? path;
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
