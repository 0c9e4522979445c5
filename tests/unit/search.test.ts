import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { buildDiscoverIndex, builtCore, builtLexicon, loadedSearch } from '../../src/discover/discover-index.build.ts';
import { searchFields } from '../../src/text-search/search-text.ts';
import { createEngine } from '../../src/discover/engine.ts';
import { queryMatcher, textTerms } from '../../src/text-search/text-match.ts';
import { createTextSearch, listedMatches } from '../../src/text-search/word-search.ts';
import { appliedFilterCount, EMPTY_FILTERS, filtersFromParams, filtersToParams, resetFilters, type DiscoverFilters } from '../../src/discover/filters.ts';
import { parseList } from '../../src/discover/filter-address.ts';
import { pageRequestFromParams, pageSlice, pageWindow } from '../../src/discover/pagination.ts';
import { formatFeedRefresh, nextFeedRefresh, type WallClock } from '../../src/discover/feed-refresh.ts';
import { CARD_CHUNK_SIZE } from '../../src/discover/index-types.ts';

const ideas = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas.sort(compareNewest);
const built = buildDiscoverIndex(ideas);
const core = builtCore(built);
const engine = createEngine(core);
const textSearch = loadedSearch(built);
const lexicon = builtLexicon(built);
const fieldTexts = ideas.map((idea) => searchFields(idea).join('\n'));
const fieldTerms = fieldTexts.map(textTerms);
const numbers = (ranks: Int32Array) => [...ranks].map((rank) => core.number[rank]!);
const filters = (patch: Partial<DiscoverFilters>): DiscoverFilters => ({ ...EMPTY_FILTERS, ...patch });

/**
 * The filter and sort rules of docs/spec/public-site.md#5-validation-rules written the slow, obvious way, to
 * check the engine against; the text rule is the one-idea matcher (text-match.ts).
 */
function reference(f: DiscoverFilters): number[] {
  const matches = queryMatcher(f.search, lexicon);
  const key: Record<string, (idea: Idea) => number> = {
    valoris_score: (i) => i.totalScore ?? -1,
    novelty_score: (i) => i.novelty ?? -1,
    market_score: (i) => i.marketPotential ?? -1,
    feasibility_score: (i) => i.feasibility ?? -1,
  };
  const passing = ideas.filter(
    (idea, rank) =>
      matches(fieldTerms[rank]!) &&
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
    expect(built.manifest.segments.map((segment) => segment.cardChunks)).toEqual([Math.ceil(ideas.length / CARD_CHUNK_SIZE)]);
    expect(built.firstCards.map((card) => card.path)).toEqual(ideas.slice(0, 20).map((idea) => idea.path));
  });
  test('the hash names the content: same ideas same hash, any change a new hash', () => {
    expect(buildDiscoverIndex(ideas).manifest.hash).toBe(built.manifest.hash);
    const changed = ideas.map((idea, index) => (index === 5 ? { ...idea, pitch: 'Changed pitch' } : idea));
    expect(buildDiscoverIndex(changed).manifest.hash).not.toBe(built.manifest.hash);
    expect(built.manifest.base).toBe('/discover/data/');
    expect([...built.files.keys()].every((file) => file.startsWith(`${built.manifest.segments[0]!.dir}/`))).toBe(true);
  });
  test('search covers heading, tags, categories, title, description, commercial applications, pitch, core innovation, authors and arXiv id', () => {
    const idea = ideas.find((i) => i.arxivId && i.commercialApplications && i.coreInnovation && i.description && i.tags && i.secondaryCategory)!;
    const text = fieldTexts[ideas.indexOf(idea)]!;
    const authors = idea.authors!.split(', ');
    for (const part of [idea.heading, idea.tags![0]!, idea.primaryCategory, idea.secondaryCategory!, idea.title!, idea.description!, idea.commercialApplications![0]!, idea.coreInnovation!, ...authors, idea.arxivId!]) {
      expect(text).toContain(part);
    }
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
    ['search text', filters({ search: 'Language', sortBy: 'newest' })],
    ['search and filter and sort', filters({ search: 'model', primaryCategory: ['Foundation Models', 'AI Infrastructure'], sortBy: 'market_score' })],
    ['several words, oldest first', filters({ search: 'agents clinical', sortBy: 'oldest' })],
  ];
  test.each(cases)('%s matches the reference implementation', (_, f) => {
    expect(numbers(engine.run(f, listedMatches(textSearch.run(f.search))))).toEqual(reference(f));
  });
  test('best match lists the same ideas, best first, and is newest first without a query', () => {
    const f = filters({ search: 'model', sortBy: 'relevance' });
    const result = textSearch.run(f.search)!;
    const ranks = [...engine.run(f, result)];
    expect(numbers(Int32Array.from(ranks)).sort((a, b) => a - b)).toEqual(reference({ ...f, sortBy: 'newest' }).sort((a, b) => a - b));
    for (let i = 1; i < ranks.length; i++) {
      const [before, after] = [ranks[i - 1]!, ranks[i]!];
      expect(result.scores[before]! > result.scores[after]! || (result.scores[before] === result.scores[after] && before < after)).toBe(true);
    }
    expect(numbers(engine.run(filters({ sortBy: 'relevance' })))).toEqual(reference(filters({})));
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
  test('the index finds exactly the ideas the one-idea rule matches, for words, prefixes, compounds and phrases', () => {
    const words = fieldTexts.flatMap((text) => text.split(/\s+/)).filter((word, i) => i % 97 === 0);
    const queries = [...words, ...words.map((word) => word.slice(0, 4)), 'language model', 'language model ', '"language model"', 'fine tuning', 'fine-tuned llms', 'zzzqqq', 'constructor', 'l', 'ai', 'Edge et al', 'lewis et al. 2020', 'k-12 edtech', 'higher ed', 'proptech ', 'air conditioning '];
    for (const query of queries) {
      const matches = queryMatcher(query, lexicon);
      const result = listedMatches(textSearch.run(query));
      expect(result ? [...result.matches] : fieldTerms.map(() => 1), query).toEqual(fieldTerms.map((terms) => (matches(terms) ? 1 : 0)));
    }
    expect(textSearch.run('   ')).toBeNull();
    expect(textSearch.run('the of')).toBeNull();
    // Hundreds of queries, each against every idea's text: the slowest test of the file.
  }, 120_000);
  test('a surname before "et al" finds the papers with that author, not the word elsewhere', () => {
    const withAuthor = (surname: string) => ideas.filter((idea) => idea.authors?.split(', ').some((name) => name.endsWith(` ${surname}`))).map((idea) => idea.number);
    const listed = (query: string) => ideas.filter((_, rank) => listedMatches(textSearch.run(query))!.matches[rank] === 1).map((idea) => idea.number);
    expect(withAuthor('Edge').length).toBeGreaterThan(0);
    expect(listed('Edge et al')).toEqual(withAuthor('Edge'));
    expect(listed('edge ').length).toBeGreaterThan(withAuthor('Edge').length);
    // A first name is no surname.
    expect(listed('Ravi et al.')).toEqual(withAuthor('Ravi'));
    expect(textSearch.run('Nosuchname et al')!.kind).toBe('partial');
  });
  test('a coined word and the words it means find each other (src/language/coined-words.build.ts)', () => {
    const listed = (query: string) => new Set(ideas.filter((_, rank) => listedMatches(textSearch.run(query))!.matches[rank] === 1).map((idea) => idea.number));
    const saying = (pattern: RegExp) => ideas.filter((_, rank) => pattern.test(fieldTexts[rank]!)).map((idea) => idea.number);
    expect(saying(/real estate/i).length).toBeGreaterThan(0);
    for (const number of saying(/real estate/i)) expect(listed('proptech '), 'proptech').toContain(number);
    expect(saying(/\bhvac\b/i).length).toBeGreaterThan(0);
    for (const number of saying(/\bhvac\b/i)) expect(listed('air conditioning '), 'air conditioning').toContain(number);
  });
  test('a phrase matches only its words side by side', () => {
    const folded = fieldTexts.map((text) => text.toLowerCase().replace(/[^\p{L}\p{N}\n]+/gu, ' '));
    const apart = folded.filter((text) => queryMatcher('language robot ')(text) && !text.includes('language robot'));
    expect(apart.length).toBeGreaterThan(0);
    expect(textSearch.run('"language robot"')!.kind).toBe('partial');
    const phrase = listedMatches(textSearch.run('"Language  Models"'))!;
    expect([...phrase.matches]).toEqual(folded.map((text) => (/language models?\b/.test(text) ? 1 : 0)));
    expect(phrase.matches.some((m) => m === 1)).toBe(true);
  });
  test('a query reads only the files of its words, and the vocabulary only for a word that finds nothing', () => {
    const search = createTextSearch(built.manifest);
    expect(search.missing('')).toEqual([]);
    const load = (query: string) => {
      const read: string[] = [];
      for (let files = search.missing(query); files.length > 0; files = search.missing(query)) {
        for (const file of files) search.add(file, JSON.parse(built.files.get(file)!));
        read.push(...files);
      }
      return read;
    };
    const words = load('reinforcement learning');
    expect(words.length).toBeGreaterThanOrEqual(1);
    // Each word's block and its lexicon block (what it stands for), then the blocks of those terms.
    expect(words.length).toBeLessThanOrEqual(8);
    expect(words.every((file) => /^\w+\/(?:words|lexicon)-/.test(file))).toBe(true);
    expect(words.some((file) => file.includes('/lexicon-'))).toBe(true);
    expect(search.run('Reinforcement Learning')).toEqual(textSearch.run('Reinforcement Learning'));
    expect(load('reinforcemnet').some((file) => file.includes('/vocab-'))).toBe(true);
    expect(search.run('reinforcemnet')!.kind).toBe('close');
  });
  test('at most four words of a query are read as typos: a query of made-up words cannot buy a scan per word', () => {
    const words = [...new Set(fieldTexts.join(' ').toLowerCase().match(/\b[a-z]{8,}\b/g))].slice(0, 8);
    const typos = words.map((word) => `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`);
    const one = textSearch.run(`${typos[0]} `)!;
    expect(one.corrections).toHaveLength(1);
    const many = textSearch.run(`${typos.join(' ')} `)!;
    expect(many.corrections.map((correction) => correction.word)).toEqual(typos.slice(0, 4));
  });
  test('a misspelt heading word finds its idea as a close match, saying which word it read', () => {
    const target = ideas[3]!;
    const word = target.heading.split(/\s+/).find((w) => /^[a-z]{7,}$/.test(w))!;
    const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    const result = textSearch.run(`${typo} `)!;
    expect(result.kind).toBe('close');
    expect(result.corrections[0]).toEqual({ word: typo, to: expect.arrayContaining([word]) });
    expect(result.matches[3]).toBe(1);
    expect(textSearch.run('qqzzxx ')!.matches.every((m) => m === 0)).toBe(true);
  });
});

describe('filters in the address', () => {
  test('comma lists, search and sort are read; unknown sort is newest', () => {
    const f = filtersFromParams(new URLSearchParams('primaryCategory=Agentic%20AI,%20Foundation%20Models,,Agentic%20AI&secondaryCategory=Energy&q=robot&sort=oldest'));
    expect(f).toEqual({ ...EMPTY_FILTERS, search: 'robot', primaryCategory: ['Agentic AI', 'Foundation Models'], secondaryCategory: ['Energy'], sortBy: 'oldest' });
    expect(filtersFromParams(new URLSearchParams('sort=bogus')).sortBy).toBe('newest');
    expect(filtersFromParams(new URLSearchParams('q=robot')).sortBy).toBe('relevance');
    expect(filtersFromParams(new URLSearchParams('q=robot&sort=bogus')).sortBy).toBe('relevance');
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
    // With a query, the default sort is best match.
    expect(resetFilters(f)).toEqual(filters({ search: 'x', sortBy: 'relevance' }));
    expect(resetFilters({ ...f, search: '' })).toEqual(filters({}));
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
