// A technology's landing page as the built site serves it, before any script runs: its own list, title,
// canonical and count, its charts drawn as images with their numbers in tables; /scoring's words for ties;
// the category filters the discover pages hand their island, and their index manifest carried once.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { SCORE_STATS } from '../../src/config/constants/catalogue.ts';
import { categoryPage } from '../../src/ideas/category-pages.ts';
import { tieNote } from '../../src/ideas/score-stats.build.ts';
import type { IndexManifest } from '../../src/discover/index-types.ts';
import { PAGE_MANIFEST_ELEMENT } from '../../src/discover/page-manifest.ts';
import { categoryOptions } from '../../src/ui/category-options.ts';
import { completeIdea, ideas } from '../e2e/ideas.ts';
import { BUILT_URL, readText as read, useTestSite } from './site.ts';

const site = useTestSite();

const technology = 'Foundation Models';
const landing = categoryPage('primaryCategory', technology)!;
const own = ideas.filter((idea) => idea.primaryCategory === technology);
const newest = own.slice(0, 20).map((idea) => idea.heading);

describe("a technology's landing page", () => {
  test('the landing path is what the tests expect, and the sheet gives it a list short of the whole feed', () => {
    expect(landing.path).toBe('/discover/technology/foundation-models');
    expect(own.length).toBeGreaterThan(1);
    expect(own.length).toBeLessThan(ideas.length);
  });

  test("its HTML lists only its category's newest ideas, with its own title, canonical and count", async () => {
    expect((await site.get(landing.path)).status).toBe(200);
    const document = await site.document(landing.path);
    expect(document.title).toBe('Foundation Models Startup Ideas | Research Ventures');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${BUILT_URL}${landing.path}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(new RegExp(`^${own.length} venture ideas built on ${technology}`));
    expect(read(within(document.querySelector('main') as HTMLElement).getByRole('heading', { level: 1 }))).toBe(`${technology} Startup Ideas`);
    const cards = [...document.querySelectorAll('[data-idea-list] > li')];
    expect(cards.map((card) => read(card.querySelector('h2')))).toEqual(newest);
    expect(cards.filter((card) => card.querySelector('a[title^="Technology: "]'))).toHaveLength(newest.length);
    expect(cards.filter((card) => card.querySelector(`a[title="Technology: ${technology}"]`))).toHaveLength(newest.length);
    // The status without scripting: "Loading ideas…" beside it shows only while a script loads more.
    expect(read(document.querySelector('[data-results-count] .feed-status-newest'))).toBe(`Showing the newest ${newest.length} of ${own.length} ideas`);
    expect(within(document.body).getByRole('button', { name: `Technologies: ${technology}` })).toBeTruthy();
  });

  test("an idea page's category link leads to its landing page", async () => {
    const target = categoryPage('primaryCategory', completeIdea.primaryCategory)!;
    const idea = await site.document(completeIdea.path);
    const link = within(idea.querySelector('main header') as HTMLElement).getAllByRole('link', { name: (name) => name.includes(completeIdea.primaryCategory) })[0]!;
    expect(link.getAttribute('href')).toBe(target.path);
    const page = await site.document(target.path);
    expect(read(within(page.querySelector('main') as HTMLElement).getByRole('heading', { level: 1 }))).toBe(`${completeIdea.primaryCategory} Startup Ideas`);
  });

  test('draws its score distribution and weekly momentum as images with their numbers in tables, closed until opened', async () => {
    const document = await site.document(landing.path);
    const charts = document.querySelector('[data-category-charts]')!;
    expect(charts.tagName).toBe('DETAILS');
    expect(charts.hasAttribute('open')).toBe(false);
    expect(read(charts.querySelector('summary'))).toContain(`Scores and momentum of ${technology} ideas · median composite`);
    const distribution = charts.querySelector('[data-chart-distribution]') as HTMLElement;
    expect(within(distribution).getByRole('img').getAttribute('aria-label')).toMatch(new RegExp(`Composite scores of \\d+ ${technology} ideas: median`));
    expect(read(distribution.querySelector('details summary'))).toBe('Show the numbers');
    const bands = [...distribution.querySelectorAll('tbody tr')];
    expect(bands).toHaveLength(10);
    const counted = bands.flatMap((band) => [...band.querySelectorAll('td')]).reduce((sum, cell) => sum + Number(cell.textContent), 0);
    expect(counted).toBe(ideas.filter((idea) => idea.primaryCategory === technology && idea.totalScore !== undefined).length);

    const momentum = charts.querySelector('[data-chart-momentum]') as HTMLElement;
    expect(within(momentum).getAllByRole('img')).toHaveLength(2);
    expect(read(momentum.querySelector('details summary'))).toBe('Show the numbers');
    expect(momentum.querySelectorAll('tbody tr')).toHaveLength(SCORE_STATS.momentumWeeks);
    expect(document.querySelectorAll('script:not([type="application/ld+json"])[src*="chart"]')).toHaveLength(0);
  });
});

test('/scoring explains ties in the words the idea pages use, and how the composite is fitted', async () => {
  const document = await site.document('/scoring');
  expect(read(within(document.querySelector('main') as HTMLElement).getByRole('heading', { level: 1 }))).toBe('How ideas are scored');
  const heading = within(document.body).getByRole('heading', { name: 'Percentiles on idea pages' });
  const others = SCORE_STATS.minCategorySize - 1;
  expect(read(heading.closest('section'))).toContain(`0% on novelty (${tieNote({ percent: 0, tied: others, others })})`);
  expect(read(document.querySelector('[data-composite-fit]'))).toContain('× novelty +');
});

/** Astro's serialised island props ([0, value] or [1, [items]], objects' values serialised the same way) read back. */
function revive(entry: unknown): unknown {
  const [type, value] = entry as [number, unknown];
  if (type === 1) return (value as unknown[]).map(revive);
  if (type !== 0) throw new Error(`an island prop of type ${type}: not expected here`);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]));
}

test('the discover pages carry the index manifest once: in its JSON element, not again in the feed island\'s props', async () => {
  for (const path of ['/discover', landing.path]) {
    const document = await site.document(path);
    const element = document.getElementById(PAGE_MANIFEST_ELEMENT);
    const manifest = JSON.parse(element!.textContent!) as IndexManifest;
    expect(manifest.count, path).toBe(ideas.length);
    expect(manifest.segments.length, path).toBeGreaterThan(0);
    const island = document.querySelector('astro-island[component-url*="DiscoverFeed"]');
    const props = revive([0, JSON.parse(island!.getAttribute('props')!)]) as Record<string, unknown>;
    expect(Object.keys(props), path).not.toContain('manifest');
    expect(island!.getAttribute('props'), path).not.toContain(manifest.hash);
  }
});

test("the discover pages hand their filters one option per category: the fallback, no 'Others' beside it", async () => {
  const { technologies, industries } = categoryOptions();
  for (const path of ['/discover', landing.path]) {
    const island = (await site.document(path)).querySelector('astro-island[component-url*="DiscoverFeed"]');
    const props = revive([0, JSON.parse(island!.getAttribute('props')!)]) as { technologies: unknown; industries: unknown };
    expect(props.technologies, path).toEqual(technologies);
    expect(props.industries, path).toEqual(industries);
  }
});
