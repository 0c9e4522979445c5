// The feeds, read back with a real XML parser against the W3C feed validator's rules that matter here:
// required elements, date formats, self links, ids, and sheet text that stays text.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { LIMITS } from '../../src/config/constants/catalogue.ts';
import { ALL_IDEAS_FEED, categoryFeed, feedHeaderRules, feedPath, feedSets, renderFeed } from '../../src/feeds/idea-feed.build.ts';
import { categoryPage } from '../../src/ideas/category-pages.ts';
import type { Idea } from '../../src/ideas/schema.ts';

const SITE_URL = new URL('https://ventures.example');
const HOSTILE = 'Fish & <script>alert("x")</script> ]]> then ]]> again';

function idea(number: number, overrides: Partial<Idea> = {}): Idea {
  const day = String((number % 28) + 1).padStart(2, '0');
  return {
    id: `idea-${number}`,
    number,
    slug: `idea-${number}`,
    path: `/idea/idea-${number}-${number}`,
    heading: `Idea ${number}`,
    description: `What venture ${number} would do.`,
    primaryCategory: 'Agentic AI',
    secondaryCategory: 'Health & Life Sciences',
    dateAdded: `2025-06-${day}`,
    dateMissing: false,
    firstSeen: `2025-06-${day}`,
    ...overrides,
  };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (_name, path) =>
    ['rss.channel.item', 'rss.channel.item.category', 'rss.channel.atom:link', 'feed.link', 'feed.entry', 'feed.entry.link', 'feed.entry.category'].includes(String(path)),
});

function parseXml(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed XML's shape is what the test asserts on
  return parser.parse(xml) as Record<string, any>;
}

/** What an HTML-typed Atom text means once its markup is read as HTML. */
function htmlText(html: string): string {
  return html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ideas = [idea(3, { dateAdded: '2025-06-20' }), idea(2), idea(1)];

describe('RSS 2.0', () => {
  const channel = parseXml(renderFeed(ALL_IDEAS_FEED, ideas, 'rss', SITE_URL)).rss.channel;

  test('the channel has title, link, description and a self link', () => {
    expect(channel.title).toBe(ALL_IDEAS_FEED.title);
    expect(channel.link).toBe('https://ventures.example/discover');
    expect(channel.description).toBe(ALL_IDEAS_FEED.description);
    expect(channel['atom:link'][0]).toMatchObject({ '@href': 'https://ventures.example/feeds/all.xml', '@rel': 'self', '@type': 'application/rss+xml' });
    expect(channel.lastBuildDate).toBe('Fri, 20 Jun 2025 00:00:00 GMT');
  });

  test('each item has title, link, a permalink guid, an RFC 822 pubDate and both categories', () => {
    expect(channel.item).toHaveLength(3);
    const [first] = channel.item;
    expect(first.title).toBe('Idea 3');
    expect(first.link).toBe('https://ventures.example/idea/idea-3-3');
    expect(first.guid).toEqual({ '#text': 'https://ventures.example/idea/idea-3-3', '@isPermaLink': 'true' });
    expect(first.pubDate).toMatch(RFC_822);
    expect(first.description).toBe('What venture 3 would do.');
    expect(first.category).toEqual(['Agentic AI', 'Health & Life Sciences']);
    expect(first.link).not.toContain('utm_');
  });
});

describe('Atom 1.0', () => {
  const feed = parseXml(renderFeed(ALL_IDEAS_FEED, ideas, 'atom', SITE_URL)).feed;

  test('the feed has id, title, an RFC 3339 updated, an author and a self link', () => {
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://ventures.example/feeds/all.atom');
    expect(feed.title).toBe(ALL_IDEAS_FEED.title);
    expect(feed.updated).toMatch(RFC_3339);
    expect(feed.author.name).toBe('Research Ventures');
    expect(feed.link).toContainEqual({ '@rel': 'self', '@href': 'https://ventures.example/feeds/all.atom' });
    expect(feed.link).toContainEqual({ '@rel': 'alternate', '@href': 'https://ventures.example/discover' });
  });

  test('each entry has id, title, updated and link', () => {
    expect(feed.entry).toHaveLength(3);
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(/^https:\/\/ventures\.example\/idea\//);
      expect(entry.link[0]['@href']).toBe(entry.id);
      expect(entry.title['#text']).toMatch(/^Idea \d$/);
      expect(entry.updated).toMatch(RFC_3339);
    }
  });
});

describe('JSON Feed 1.1', () => {
  const feed = JSON.parse(renderFeed(ALL_IDEAS_FEED, ideas, 'json', SITE_URL));

  test('has the 1.1 version, a title, its own address and items with id and url', () => {
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe(ALL_IDEAS_FEED.title);
    expect(feed.feed_url).toBe('https://ventures.example/feeds/all.json');
    expect(feed.home_page_url).toBe('https://ventures.example/discover');
    expect(feed.authors).toEqual([{ name: 'Research Ventures', url: 'https://ventures.example/' }]);
    expect(feed.author).toBeUndefined();
    for (const item of feed.items) {
      expect(item.id).toBe(item.url);
      expect(item.url).toMatch(/^https:\/\/ventures\.example\/idea\//);
      expect(item.date_published).toMatch(RFC_3339);
      expect(item.content_html).toBeTruthy();
    }
    expect(feed.items[0].tags).toEqual(['Agentic AI', 'Health & Life Sciences']);
  });
});

describe('hostile sheet text', () => {
  const hostile = [idea(9, { heading: HOSTILE, description: HOSTILE })];

  test('RSS parses and the title round-trips exactly; the HTML summary shows the characters, not markup', () => {
    const xml = renderFeed(ALL_IDEAS_FEED, hostile, 'rss', SITE_URL);
    const [item] = parseXml(xml).rss.channel.item;
    expect(item.title).toBe(HOSTILE);
    expect(item.description).not.toContain('<script>');
    expect(htmlText(item.description)).toBe(HOSTILE);
  });

  test('Atom parses and its HTML title and summary mean the exact text', () => {
    const [entry] = parseXml(renderFeed(ALL_IDEAS_FEED, hostile, 'atom', SITE_URL)).feed.entry;
    expect(entry.title['@type']).toBe('html');
    expect(entry.title['#text']).not.toContain('<');
    expect(htmlText(entry.title['#text'])).toBe(HOSTILE);
    expect(htmlText(entry.summary['#text'])).toBe(HOSTILE);
  });

  test('JSON keeps the plain title and escapes the HTML content', () => {
    const [item] = JSON.parse(renderFeed(ALL_IDEAS_FEED, hostile, 'json', SITE_URL)).items;
    expect(item.title).toBe(HOSTILE);
    expect(htmlText(item.content_html)).toBe(HOSTILE);
  });

  test('characters XML cannot carry are dropped instead of breaking the feed', () => {
    const xml = renderFeed(ALL_IDEAS_FEED, [idea(5, { heading: 'Lone\uD800 surrogate, non\uFFFEcharacters\uFFFF' })], 'rss', SITE_URL);
    expect(parseXml(xml).rss.channel.item[0].title).toBe('Lone surrogate, noncharacters');
  });
});

describe('feed sets', () => {
  test(`a feed holds the newest ${LIMITS.feedItems} ideas`, () => {
    const many = Array.from({ length: LIMITS.feedItems + 5 }, (_, index) => idea(index + 1));
    expect(JSON.parse(renderFeed(ALL_IDEAS_FEED, many, 'json', SITE_URL)).items).toHaveLength(LIMITS.feedItems);
    expect(JSON.parse(renderFeed(ALL_IDEAS_FEED, many, 'json', SITE_URL)).items[0].id).toBe('https://ventures.example/idea/idea-1-1');
  });

  test('one set for all ideas and one per category with ideas, the fallbacks included', () => {
    const sets = feedSets([idea(1), idea(2, { primaryCategory: 'Other Technology', secondaryCategory: 'Other Verticals' })]);
    expect(sets.map(({ set }) => set.name)).toEqual(['all', 'technology/agentic-ai', 'technology/other-technology', 'industry/health-and-life-sciences', 'industry/other-verticals']);
    expect(sets.map(({ ideas: own }) => own.length)).toEqual([2, 1, 1, 1, 1]);
  });

  test("a category's feeds follow its landing page", () => {
    const page = categoryPage('primaryCategory', 'Agentic AI')!;
    const set = categoryFeed(page, 4);
    expect(set.pagePath).toBe('/discover/technology/agentic-ai');
    expect(feedPath(set, 'rss')).toBe('/feeds/technology/agentic-ai.xml');
    expect(feedPath(set, 'atom')).toBe('/feeds/technology/agentic-ai.atom');
    expect(feedPath(set, 'json')).toBe('/feeds/technology/agentic-ai.json');
    const channel = parseXml(renderFeed(set, [idea(1)], 'rss', SITE_URL)).rss.channel;
    expect(channel.link).toBe('https://ventures.example/discover/technology/agentic-ai');
    expect(channel.title).toBe('Research Ventures: Agentic AI Startup Ideas');
  });

  test('the _headers rules type every feed by its exact path', () => {
    expect(feedHeaderRules([ALL_IDEAS_FEED])).toBe(
      [
        '/feeds/all.xml\n  Content-Type: application/rss+xml; charset=utf-8\n',
        '/feeds/all.atom\n  Content-Type: application/atom+xml; charset=utf-8\n',
        '/feeds/all.json\n  Content-Type: application/feed+json; charset=utf-8\n',
      ].join(''),
    );
  });
});
