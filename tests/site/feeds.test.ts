// The feeds as a feed reader meets them: content types, valid XML, the newest ideas, and the pages that link them.
import { within } from '@testing-library/dom';
import { XMLValidator } from 'fast-xml-parser';
import { expect, test } from 'vitest';
import { LIMITS } from '../../src/config/constants/catalogue.ts';
import { categoryPage } from '../../src/ideas/category-pages.ts';
import { ideas } from '../e2e/ideas.ts';
import { BUILT_URL, useTestSite } from './site.ts';

const site = useTestSite();
const landing = categoryPage('primaryCategory', 'Foundation Models')!;

test('each feed is served with its own content type and the newest ideas', async () => {
  const rss = await site.get('/feeds/all.xml');
  expect(rss.status).toBe(200);
  expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  const body = await rss.text();
  expect(XMLValidator.validate(body)).toBe(true);
  expect(body).toContain(`<atom:link href="${BUILT_URL}/feeds/all.xml" rel="self"`);
  expect(body.match(/<item>/g)).toHaveLength(Math.min(ideas.length, LIMITS.feedItems));
  expect(body).toContain(`<guid isPermaLink="true">${BUILT_URL}${ideas[0]!.path}</guid>`);

  const atom = await site.get(`/feeds/technology/${landing.slug}.atom`);
  expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  expect(XMLValidator.validate(await atom.text())).toBe(true);
  const json = await site.get(`/feeds/technology/${landing.slug}.json`);
  expect(json.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
  expect((await json.json()).home_page_url).toBe(`${BUILT_URL}${landing.path}`);
});

test("a landing page's head links its own feeds; /discover and home link the feeds of all ideas; the footer links RSS", async () => {
  const page = await site.document(landing.path);
  expect(page.querySelectorAll('head link[rel="alternate"]')).toHaveLength(3);
  expect(page.querySelector('head link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(`/feeds/technology/${landing.slug}.xml`);
  expect(page.querySelector('head link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href')).toBe(`/feeds/technology/${landing.slug}.atom`);
  expect(page.querySelector('head link[rel="alternate"][type="application/feed+json"]')?.getAttribute('title')).toMatch(/Foundation Models Startup Ideas \(JSON Feed\)$/);
  for (const path of ['/discover', '/']) {
    const other = await site.document(path);
    expect(other.querySelector('head link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href'), path).toBe('/feeds/all.xml');
  }
  const footer = within((await site.document('/about')).body).getByRole('contentinfo');
  const rss = within(footer).getByRole('link', { name: 'RSS Feed' });
  expect(rss.getAttribute('href')).toBe('/feeds/all.xml');
  expect((await site.get('/feeds/all.xml')).status).toBe(200);
});
