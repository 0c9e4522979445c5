/**
 * The RSS 2.0, Atom 1.0 and JSON Feed 1.1 feeds of the newest ideas: one set for the whole catalogue and
 * one for each technology and industry that has a landing page. Pure; build-time (the feed endpoints and
 * the Netlify _headers file).
 */
import { Feed, type Item } from 'feed';
import { LIMITS } from '../config/constants/catalogue.ts';
import { SITE } from '../config/site.ts';
import { type CategoryKind, type CategoryPage, categoryPagesWithIdeas, categoryPageText } from '../ideas/category-pages.ts';
import type { Idea } from '../ideas/schema.ts';
import { ideaDescription } from '../ideas/seo.build.ts';

export type FeedFormat = 'rss' | 'atom' | 'json';

export const FEED_FORMATS: readonly FeedFormat[] = ['rss', 'atom', 'json'];

const FORMAT = {
  rss: { extension: 'xml', type: 'application/rss+xml', label: 'RSS' },
  atom: { extension: 'atom', type: 'application/atom+xml', label: 'Atom' },
  json: { extension: 'json', type: 'application/feed+json', label: 'JSON Feed' },
} as const satisfies Record<FeedFormat, { extension: string; type: string; label: string }>;

/** One subject's feeds: what they are called and the page they follow. */
export interface FeedSet {
  /** The path under /feeds/ without extension: 'all', 'technology/agentic-ai'. */
  name: string;
  title: string;
  description: string;
  /** The HTML page showing the same ideas. */
  pagePath: string;
}

export function feedPath(set: FeedSet, format: FeedFormat): string {
  return `/feeds/${set.name}.${FORMAT[format].extension}`;
}

/** The Content-Type a feed is served with, as readers and validators expect it. */
export function feedContentType(format: FeedFormat): string {
  return `${FORMAT[format].type}; charset=utf-8`;
}

/** What a <link rel="alternate"> announcing the feed says. */
export function feedLink(set: FeedSet, format: FeedFormat): { href: string; type: string; title: string } {
  return { href: feedPath(set, format), type: FORMAT[format].type, title: `${set.title} (${FORMAT[format].label})` };
}

export const ALL_IDEAS_FEED: FeedSet = {
  name: 'all',
  title: `${SITE.name}: newest startup ideas`,
  description: SITE.description,
  pagePath: '/discover',
};

export function categoryFeed(page: CategoryPage, count: number): FeedSet {
  const { heading, description } = categoryPageText(page, count);
  return { name: `${page.segment}/${page.slug}`, title: `${SITE.name}: ${heading}`, description, pagePath: page.path };
}

/** Every feed set a build writes, each with its ideas (newest first); categories without ideas have none. */
export function feedSets<T extends Partial<Record<CategoryKind, string>>>(ideas: readonly T[]): { set: FeedSet; ideas: readonly T[] }[] {
  return [
    { set: ALL_IDEAS_FEED, ideas },
    ...categoryPagesWithIdeas(ideas).map(({ page, ideas: own }) => ({ set: categoryFeed(page, own.length), ideas: own })),
  ];
}

/**
 * Exact paths rather than '*.xml' patterns, because Netlify matches header paths by splat and placeholder,
 * not by extension: without these the feeds would go out as application/xml and application/json.
 */
export function feedHeaderRules(sets: readonly FeedSet[]): string {
  return sets.flatMap((set) => FEED_FORMATS.map((format) => `${feedPath(set, format)}\n  Content-Type: ${feedContentType(format)}\n`)).join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The feed package writes titles into CDATA and splits only the first ']]>' in each, so a second one would
 * end the section early. The marker stands in for every ']]>' until the XML is written, then becomes a split.
 */
const CDATA_END_MARK = '\uE000';
const splitCdataEnds = (xml: string) => xml.replaceAll(CDATA_END_MARK, ']]]]><![CDATA[>');

/**
 * Characters XML 1.0 cannot carry at all that sheet text may still hold (lone surrogates, U+FFFE, U+FFFF), and
 * the marker. Control characters never get this far: readText (src/ideas/cells.build.ts) removed them from every cell.
 */
function xmlSafe(text: string): string {
  return text.replace(/[\uD800-\uDFFF\uE000\uFFFE\uFFFF]/gu, '');
}

/**
 * Sheet text is plain text. The item summary is HTML in all three formats, and so is an Atom title (the
 * package marks it type="html"): both are HTML-escaped so readers show the characters, not markup. RSS and
 * JSON titles are plain text.
 */
function feedItem(idea: Idea, format: FeedFormat, site: URL): Item {
  const url = new URL(idea.path, site).href;
  const date = new Date(`${idea.dateAdded}T00:00:00Z`);
  const heading = xmlSafe(idea.heading);
  const categories = [idea.primaryCategory, idea.secondaryCategory].filter((name) => name !== undefined);
  return {
    title: format === 'atom' ? escapeHtml(heading) : format === 'rss' ? heading.replaceAll(']]>', CDATA_END_MARK) : heading,
    link: url,
    // Without an id the package writes the RSS guid as the link with isPermaLink="true", which it is.
    ...(format !== 'rss' && { id: url }),
    date,
    published: date,
    description: escapeHtml(xmlSafe(idea.description ?? ideaDescription(idea))),
    category: categories.map((name) => ({ name, term: name })),
  };
}

const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

/** The newest LIMITS.feedItems ideas of `ideas` (newest first) as one feed document. */
export function renderFeed(set: FeedSet, ideas: readonly Idea[], format: FeedFormat, site: URL): string {
  const newest = ideas.slice(0, LIMITS.feedItems);
  const absolute = (path: string) => new URL(path, site).href;
  const feed = new Feed({
    title: set.title,
    description: set.description,
    id: absolute(feedPath(set, 'atom')),
    link: absolute(set.pagePath),
    language: 'en',
    favicon: absolute('/favicon.svg'),
    copyright: `© ${SITE.name}`,
    // The newest idea's date, not the build's, so an unchanged catalogue gives an unchanged feed.
    updated: newest[0] ? new Date(`${newest[0].dateAdded}T00:00:00Z`) : new Date(),
    generator: SITE.name,
    feedLinks: { rss: absolute(feedPath(set, 'rss')), atom: absolute(feedPath(set, 'atom')), json: absolute(feedPath(set, 'json')) },
    author: { name: SITE.name, link: absolute('/') },
  });
  for (const idea of newest) feed.addItem(feedItem(idea, format, site));
  if (format === 'rss') return splitCdataEnds(feed.rss2());
  if (format === 'atom') return feed.atom1();
  // The package writes JSON Feed 1.0; 1.1 names the author in a list and adds the language.
  const { author, ...document } = JSON.parse(feed.json1()) as Record<string, unknown>;
  return JSON.stringify({ ...document, version: JSON_FEED_VERSION, language: 'en', authors: [author] }, null, 2);
}
