import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ideasFromSheet } from '../../src/ideas/sheet.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { buildDiscoverIndex, loadedSearch } from '../../src/search/index-build.ts';
import { searchText } from '../../src/search/search-text.ts';
import { createEngine } from '../../src/search/engine.ts';
import { buildGrams } from '../../src/search/gram-build.ts';
import { createGramSearch } from '../../src/search/gram-search.ts';
import { createCloseMatcher } from '../../src/search/close-matches.ts';
import { appliedFilterCount, EMPTY_FILTERS, filtersFromParams, filtersToParams, resetFilters, type DiscoverFilters } from '../../src/search/filters.ts';
import { parseList } from '../../src/search/filter-address.ts';
import { pageRequestFromParams, pageSlice, pageWindow } from '../../src/search/pagination.ts';
import { formatFeedRefresh, nextFeedRefresh, type WallClock } from '../../src/search/feed-refresh.ts';
import { type CoreIndex, indexFiles } from '../../src/search/index-types.ts';

const ideas = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas.sort(compareNewest);
const built = buildDiscoverIndex(ideas);
const core = JSON.parse(built.files.get('core.json')!) as CoreIndex;
const closeTexts = JSON.parse(built.files.get(indexFiles.close(0))!) as string[];
const engine = createEngine(core);
const textSearch = loadedSearch(built);
const texts = ideas.map(searchText);
const numbers = (ranks: Int32Array) => [...ranks].map((rank) => core.number[rank]!);
const filters = (patch: Partial<DiscoverFilters>): DiscoverFilters => ({ ...EMPTY_FILTERS, ...patch });

/**
 * The search rules of docs/spec/public-site.md#5-validation-rules written the slow, obvious way, to check the
 * engine against.
 */
function reference(f: DiscoverFilters): number[] {
  const needle = f.search.trim().toLowerCase();
  const key: Record<string, (idea: Idea) => number> = {
    valoris_score: (i) => i.totalScore ?? -1,
    novelty_score: (i) => i.novelty ?? -1,
    market_score: (i) => i.marketPotential ?? -1,
    feasibility_score: (i) => i.feasibility ?? -1,
  };
  const passing = ideas.filter(
    (idea) =>
      (!needle || searchText(idea).includes(needle)) &&
      (f.primaryCategory.length === 0 || f.primaryCategory.includes(idea.primaryCategory)) &&
      (f.secondaryCategory.length === 0 || (idea.secondaryCategory !== undefined && f.secondaryCategory.includes(idea.secondaryCategory))),
  );
  const sorted = [...passing].sort((a, b) => {
    if (f.sortBy === 'newest') return compareNewest(a, b);
    if (f.sortBy === 'oldest') return a.dateAdded.localeCompare(b.dateAdded) || compareNewest(a, b);
    return key[f.sortBy]!(b) - key[f.sortBy]!(a) || compareNewest(a, b);
  });
  return sorted.map((idea) => idea.number);
}

describe('index build', () => {
  test('core columns are in newest order and one file holds every idea', () => {
    expect(core.number).toEqual(ideas.map((idea) => idea.number));
    expect(built.manifest.count).toBe(ideas.length);
    expect(built.manifest.cardChunks).toBe(Math.ceil(ideas.length / 20));
    expect(built.firstCards.map((card) => card.path)).toEqual(ideas.slice(0, 20).map((idea) => idea.path));
  });
  test('the hash names the content: same ideas same hash, any change a new hash', () => {
    expect(buildDiscoverIndex(ideas).manifest.hash).toBe(built.manifest.hash);
    const changed = ideas.map((idea, index) => (index === 5 ? { ...idea, pitch: 'Changed pitch' } : idea));
    expect(buildDiscoverIndex(changed).manifest.hash).not.toBe(built.manifest.hash);
    expect(built.manifest.base).toBe(`/discover/data/${built.manifest.hash}/`);
  });
  test('search text covers title, description, commercial applications, pitch, core innovation, authors and arXiv id', () => {
    const idea = ideas.find((i) => i.arxivId && i.commercialApplications && i.coreInnovation && i.description)!;
    const text = searchText(idea);
    for (const part of [idea.title!, idea.description!, idea.commercialApplications![0]!, idea.pitch!, idea.coreInnovation!, idea.authors!, idea.arxivId!]) {
      expect(text).toContain(part.toLowerCase());
    }
    expect(text).toBe(text.toLowerCase());
  });
});

describe('engine', () => {
  const cases: [string, DiscoverFilters][] = [
    ['everything, newest first', filters({})],
    ['oldest first', filters({ sortBy: 'oldest' })],
    ['composite score', filters({ sortBy: 'valoris_score' })],
    ['novelty', filters({ sortBy: 'novelty_score' })],
    ['market', filters({ sortBy: 'market_score' })],
    ['feasibility', filters({ sortBy: 'feasibility_score' })],
    ['one technology', filters({ primaryCategory: ['Agentic AI'] })],
    ['two technologies and an industry', filters({ primaryCategory: ['Agentic AI', 'Foundation Models'], secondaryCategory: ['Health & Life Sciences', 'Financial Services'] })],
    ['an unknown category matches nothing', filters({ primaryCategory: ['No Such Thing'] })],
    ['search text', filters({ search: 'Language' })],
    ['search and filter and sort', filters({ search: 'model', primaryCategory: ['Foundation Models', 'AI Infrastructure'], sortBy: 'market_score' })],
  ];
  test.each(cases)('%s matches the reference implementation', (_, f) => {
    expect(numbers(engine.run(f, textSearch.match(f.search)))).toEqual(reference(f));
  });
  test('the industry filter excludes ideas without an industry', () => {
    const withoutIndustry = { ...core, industry: core.industry.map((value, rank) => (rank === 0 ? -1 : value)) };
    const result = createEngine(withoutIndustry).run(filters({ secondaryCategory: [...new Set(core.industries)] }));
    expect(result.length).toBe(core.number.length - 1);
    expect([...result]).not.toContain(0);
  });
  test('missing scores sort last', () => {
    const sparse = { ...core, total: core.total.map((value, rank) => (rank === 0 ? -1 : value)) };
    const order = createEngine(sparse).run(filters({ sortBy: 'valoris_score' }));
    expect(order[order.length - 1]).toBe(0);
  });
});

describe('text search', () => {
  test('matches exactly the texts that contain the query, case-insensitively, at every length', () => {
    const word = texts[5]!.split(/\s+/).find((w) => w.length >= 9)!;
    const phrase = texts[7]!.split('\n')[0]!.slice(3, 38);
    const queries = ['l', 'la', 'lan', 'lang', 'langu', 'language m', 'language model', word, phrase, ` ${phrase.toUpperCase()} `, 'zzzqqq', 'constructor'];
    for (const query of queries) {
      const needle = query.trim().toLowerCase();
      expect([...textSearch.match(query)!], query).toEqual(texts.map((text) => (text.includes(needle) ? 1 : 0)));
    }
    expect([...textSearch.match(phrase)!].some((m) => m === 1)).toBe(true);
    expect(textSearch.match('   ')).toBeNull();
  });
  test('words that each appear, but not together, do not match (no n-gram false positives)', () => {
    const [first, second] = ['language', 'robot'];
    const both = texts.filter((text) => text.includes(first) && text.includes(second) && !text.includes(`${first} ${second}`));
    expect(both.length).toBeGreaterThan(0);
    expect([...textSearch.match(`${first} ${second}`)!]).toEqual(texts.map((text) => (text.includes(`${first} ${second}`) ? 1 : 0)));
  });
  test('tiles of the query found apart from each other are no match', () => {
    const built = buildGrams(['abcde fghij', 'xxabcdefghijxx', 'fghijabcde']);
    const search = createGramSearch(3, built.layout);
    for (const file of search.missing('abcdefghij')) search.add(file, JSON.parse(built.files.get(file)!));
    expect([...search.match('abcdefghij')!]).toEqual([0, 1, 0]);
  });
  test('a query reads only the shard files of its keys', () => {
    const search = createGramSearch(built.manifest.count, built.manifest.search);
    expect(search.missing('')).toEqual([]);
    expect(search.missing('ai')).toHaveLength(1);
    const tiles = search.missing('reinforcement learning');
    expect(tiles.length).toBeGreaterThanOrEqual(1);
    expect(tiles.length).toBeLessThanOrEqual(5);
    for (const file of tiles) search.add(file, JSON.parse(built.files.get(file)!));
    expect(search.missing('reinforcement learning')).toEqual([]);
    expect([...search.match('Reinforcement Learning')!]).toEqual(texts.map((text) => (text.includes('reinforcement learning') ? 1 : 0)));
  });
  test('close matches find a misspelt pitch word, best first', () => {
    const matcher = createCloseMatcher(closeTexts);
    const target = ideas[3]!;
    const word = target.heading.split(/\s+/).find((w) => w.length >= 7)!;
    const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    expect(textSearch.match(typo)?.some((m) => m === 1) ?? false).toBe(false);
    expect(matcher.find(typo).length).toBeGreaterThan(0);
    expect(matcher.find('ab')).toEqual([]);
  });
});

describe('filters in the address', () => {
  test('comma lists, search and sort are read; unknown sort is newest', () => {
    const f = filtersFromParams(new URLSearchParams('primaryCategory=Agentic%20AI,%20Foundation%20Models,,Agentic%20AI&secondaryCategory=Energy&q=robot&sort=oldest'));
    expect(f).toEqual({ ...EMPTY_FILTERS, search: 'robot', primaryCategory: ['Agentic AI', 'Foundation Models'], secondaryCategory: ['Energy'], sortBy: 'oldest' });
    expect(filtersFromParams(new URLSearchParams('sort=bogus')).sortBy).toBe('newest');
    expect(parseList(' , ')).toEqual([]);
  });
  test('a category address with no sort resets sort to newest', () => {
    expect(filtersFromParams(new URLSearchParams('primaryCategory=Energy')).sortBy).toBe('newest');
  });
  test('writing back keeps other parameters and omits defaults', () => {
    const params = filtersToParams(filters({ primaryCategory: ['A & B', 'C'], sortBy: 'newest' }), new URLSearchParams('page=2&q=old'));
    expect(params.get('primaryCategory')).toBe('A & B,C');
    expect(params.has('sort')).toBe(false);
    expect(params.has('q')).toBe(false);
    expect(params.get('page')).toBe('2');
    expect(filtersFromParams(params).primaryCategory).toEqual(['A & B', 'C']);
  });
  test('reset keeps the search text; the count is the number of categories', () => {
    const f = filters({ search: 'x', primaryCategory: ['a', 'b'], secondaryCategory: ['c'], sortBy: 'oldest' });
    expect(appliedFilterCount(f)).toBe(3);
    expect(resetFilters(f)).toEqual(filters({ search: 'x' }));
  });
});

describe('pagination', () => {
  const request = (query: string) => pageRequestFromParams(new URLSearchParams(query));
  test('only when page or per is in the address', () => {
    expect(request('')).toBeNull();
    expect(request('q=x')).toBeNull();
    expect(request('page=2')).toEqual({ page: 2, per: 20 });
    expect(request('per=10')).toEqual({ page: 1, per: 10 });
  });
  test('per defaults to 20, is at most 50; invalid or non-positive values fall back', () => {
    expect(request('per=500')?.per).toBe(50);
    expect(request('per=0')?.per).toBe(20);
    expect(request('per=-3')?.per).toBe(20);
    expect(request('per=abc')?.per).toBe(20);
    expect(request('page=0')?.page).toBe(1);
    expect(request('page=2.5')?.page).toBe(1);
  });
  test('page is clamped to the last page', () => {
    expect(pageSlice(64, { page: 99, per: 20 })).toEqual({ page: 4, per: 20, lastPage: 4, start: 60, end: 64 });
    expect(pageSlice(0, { page: 3, per: 20 })).toEqual({ page: 1, per: 20, lastPage: 1, start: 0, end: 0 });
  });
  test('a window of 5 page links that stays in range', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

/** How a wall clock in `timeZone` reads a moment, through Intl (tests only: the site avoids Intl's start-up cost). */
function wallClockIn(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', weekday: 'short', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
  return (date: Date): WallClock => {
    const part = (type: string) => format.formatToParts(date).find((p) => p.type === type)!.value;
    return { weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')), month: Number(part('month')) - 1, day: Number(part('day')), hour: Number(part('hour')), minute: Number(part('minute')) };
  };
}

describe('feed refresh', () => {
  const at = (iso: string) => nextFeedRefresh(new Date(iso)).toISOString();
  test('next weekday at 06:30 UTC, skipping weekends', () => {
    expect(at('2026-11-23T05:00:00Z')).toBe('2026-11-23T06:30:00.000Z');
    expect(at('2026-11-23T06:30:00Z')).toBe('2026-11-24T06:30:00.000Z');
    expect(at('2026-11-20T07:00:00Z')).toBe('2026-11-23T06:30:00.000Z');
    expect(at('2026-11-21T12:00:00Z')).toBe('2026-11-23T06:30:00.000Z');
    expect(at('2026-11-22T23:59:00Z')).toBe('2026-11-23T06:30:00.000Z');
  });
  test('shown with weekday, day, month and a 12-hour clock in the reader’s zone', () => {
    const date = new Date('2026-11-23T06:30:00Z');
    expect(formatFeedRefresh(date, wallClockIn('UTC'))).toBe('Mon, Nov 23, 6:30 AM');
    expect(formatFeedRefresh(date, wallClockIn('Asia/Kolkata'))).toBe('Mon, Nov 23, 12:00 PM');
  });
  test('reads as the en-US Intl format, in the reader’s zone and in others, at every hour of a week', () => {
    const intl = (timeZone?: string) =>
      new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone });
    for (const zone of [undefined, 'UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham']) {
      for (let hour = 0; hour < 24 * 7; hour++) {
        const date = new Date(Date.UTC(2026, 11, 28, hour, hour % 60));
        const expected = intl(zone).format(date).replace('\u202f', ' ');
        expect(formatFeedRefresh(date, zone ? wallClockIn(zone) : undefined)).toBe(expected);
      }
    }
  });
});
