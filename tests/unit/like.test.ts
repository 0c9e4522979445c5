import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIKE } from '../../src/config/constants/like.ts';
import { relatedIdeas, similarIdeas } from '../../src/ideas/related.build.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { createEngine } from '../../src/discover/engine.ts';
import { type DiscoverFilters, EMPTY_FILTERS, filtersFromParams, filtersToParams, likeFromParam, resetFilters, withoutLike, withSearch } from '../../src/discover/filters.ts';
import { buildDiscoverIndex, builtCore, loadedSearch } from '../../src/discover/discover-index.build.ts';
import { buildLikeFiles } from '../../src/discover/like.build.ts';
import { type LikeAdditionsChunk, type LikeChunk, likeFile, likeHref, likeMatches, likePlace, sortOptionsFor, withAdditions } from '../../src/discover/like.ts';
import { listedMatches } from '../../src/text-search/word-search.ts';

const ideas = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas.sort(compareNewest);
const similar = similarIdeas(ideas);
// Two segments (index-types.ts): the ten newest ideas are the week's.
const built = buildDiscoverIndex(ideas, { like: similar.like, settled: new Set(ideas.slice(10).map((idea) => idea.number)) });
const core = builtCore(built);
const engine = createEngine(core);
const filters = (patch: Partial<DiscoverFilters>): DiscoverFilters => ({ ...EMPTY_FILTERS, ...patch });
const numbers = (ranks: Int32Array) => [...ranks].map((rank) => core.number[rank]!);

/** What the browser does for ?like=number: the idea's rank, its segment's like file, its list as the engine's input. */
function likeInputFor(number: number) {
  const place = likePlace(built.manifest.segments, core.number.indexOf(number))!;
  const chunk = JSON.parse(built.files.get(place.file)!) as LikeChunk;
  const additions = place.additions === null ? {} : (JSON.parse(built.files.get(place.additions)!) as LikeAdditionsChunk);
  return likeMatches(core.number, withAdditions(chunk[place.index]!, additions[place.index]));
}

/** The idea with the longest like list, so narrowing has something to narrow. */
const subject = [...similar.like].sort((a, b) => b[1].length - a[1].length)[0]![0];
const subjectList = similar.like.get(subject)!;

describe('like lists (src/ideas/related.build.ts, one pass with related ideas)', () => {
  it('lists, for every idea, other ideas best first, at most LIKE.count', () => {
    expect(similar.like.size).toBe(ideas.length);
    for (const [number, list] of similar.like) {
      expect(list).not.toContain(number);
      expect(new Set(list).size).toBe(list.length);
      expect(list.length).toBeLessThanOrEqual(LIKE.count);
    }
    expect(subjectList.length).toBeGreaterThan(5);
  });

  it('orders by the same similarity as related ideas, best first', () => {
    const related = similar.related.get(subject)!.filter((entry) => !entry.samePaper);
    const positions = related.map((entry) => subjectList.indexOf(entry.number));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const scores = related.map((entry) => entry.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('leaves related ideas as they were, and stops at the count asked for', () => {
    expect(relatedIdeas(ideas)).toEqual(similar.related);
    expect(similarIdeas(ideas, { likeCount: 3 }).like.get(subject)).toEqual(subjectList.slice(0, 3));
  });

  it('stops where likeness stops: every idea listed is at least LIKE.minScore alike, every idea that alike is listed', () => {
    const scored = relatedIdeas(ideas, { count: ideas.length });
    for (const [number, list] of similar.like) {
      // Related scores are rounded to three decimals.
      const scores = new Map(scored.get(number)!.map((entry) => [entry.number, entry.score]));
      for (const other of list) expect(scores.get(other)).toBeGreaterThanOrEqual(LIKE.minScore - 0.0005);
      for (const [other, score] of scores) if (score >= LIKE.minScore + 0.0005) expect(list).toContain(other);
    }
    // Not "62 of 64 ideas are alike" (issue 45): a median idea's list is a small part of the catalogue, and none is empty.
    const lengths = [...similar.like.values()].map((list) => list.length).sort((a, b) => a - b);
    expect(lengths[Math.floor(lengths.length / 2)]).toBeLessThan(ideas.length / 4);
    expect(lengths[0]).toBeGreaterThan(0);
  });

  it('lists only ideas sharing a term: an idea with words of its own is like nothing', () => {
    const lonely = { number: 99, primaryCategory: 'Other Technology', pitch: 'Zyxw qwerty uiop' };
    const pair = (number: number) => ({ number, primaryCategory: 'Other Technology', pitch: 'Federated learning for hospitals' });
    const result = similarIdeas([pair(1), pair(2), pair(3), lonely], { minDocumentCap: 10 }).like;
    expect(result.get(99)).toEqual([]);
    // Equal scores: the highest number first.
    expect(result.get(1)).toEqual([3, 2]);
  });
});

describe('like files (like.build.ts)', () => {
  it('stores each idea’s list as idea numbers, by rank, LIKE.chunkSize ideas a file', () => {
    const files = buildLikeFiles([30, 20, 10], new Map([[30, [10, 20]], [10, [30, 99]]]));
    expect([...files.keys()]).toEqual([likeFile(0)]);
    expect(JSON.parse(files.get(likeFile(0))!)).toEqual([[10, 20], [], [30, 99]]);
    const many = buildLikeFiles(Array.from({ length: LIKE.chunkSize * 2 + 1 }, (_, rank) => rank + 1), new Map());
    expect(many.size).toBe(3);
  });

  it('is part of each segment of the discover index, and reads back as the idea’s list', () => {
    const { segments } = built.manifest;
    expect(segments.map((segment) => segment.count)).toEqual([10, ideas.length - 10]);
    expect([...built.files.keys()].filter((name) => /\/like-\d+\.json$/.test(name))).toHaveLength(segments.reduce((sum, segment) => sum + Math.ceil(segment.count / LIKE.chunkSize), 0));
    // The newest segment has an additions file for each like file of the settled one (none taken in here).
    const additions = [...built.files.keys()].filter((name) => /\/like-more-\d+\.json$/.test(name));
    expect(additions).toHaveLength(Math.ceil(segments[1]!.count / LIKE.chunkSize));
    for (const name of additions) expect(name.startsWith(`${segments[0]!.dir}/`) && built.files.get(name)).toBe('{}');
    expect(likePlace(segments, 0)!.additions).toBeNull();
    for (const number of [subject, ideas[3]!.number, ideas.at(-1)!.number]) {
      const ranks = engine.run(filters({ like: number, sortBy: 'alike' }), null, likeInputFor(number));
      expect(numbers(ranks)).toEqual(similar.like.get(number));
    }
  });

  it('takes the newer ideas into a settled idea’s list at their places, and cuts it to LIKE.count', () => {
    expect(withAdditions([1, 2, 3], [[9, 0], [8, 2]])).toEqual([9, 1, 8, 2, 3]);
    expect(withAdditions([1, 2, 3], [[9, 3]])).toEqual([1, 2, 3, 9]);
    expect(withAdditions([1, 2], undefined)).toEqual([1, 2]);
    const full = Array.from({ length: LIKE.count }, (_, index) => index + 1);
    expect(withAdditions(full, [[500, 1]])).toEqual([1, 500, ...full.slice(1, -1)]);
  });

  it('leaves out a listed number no idea has', () => {
    const input = likeMatches([30, 20, 10], [10, 99, 30]);
    expect([...input.matches]).toEqual([1, 0, 1]);
    expect(input.scores[2]).toBeGreaterThan(input.scores[0]!);
  });
});

describe('the like address', () => {
  it('reads a positive whole number, and nothing else', () => {
    expect(likeFromParam('12')).toBe(12);
    for (const text of [null, '', '0', '-3', '1.5', 'abc', '12abc', '1e3']) expect(likeFromParam(text)).toBeNull();
    expect(likeHref(12)).toBe('/discover?like=12');
  });

  it('defaults to most alike while set, and leaves the default out of the address', () => {
    const read = filtersFromParams(new URLSearchParams('like=12&primaryCategory=Agentic+AI'));
    expect(read).toEqual(filters({ like: 12, sortBy: 'alike', primaryCategory: ['Agentic AI'] }));
    expect(filtersToParams(read).toString()).toBe('like=12&primaryCategory=Agentic+AI');
    expect(filtersToParams({ ...read, sortBy: 'newest' }).toString()).toBe('like=12&primaryCategory=Agentic+AI&sort=newest');
    // Most alike means nothing without an idea to be like.
    expect(filtersFromParams(new URLSearchParams('sort=alike')).sortBy).toBe('newest');
  });

  it('keeps like through a query and a reset, and Show all keeps the other filters', () => {
    const liked = filters({ like: 12, sortBy: 'alike', primaryCategory: ['Agentic AI'] });
    expect(withSearch(liked, 'robots').sortBy).toBe('alike');
    expect(resetFilters(liked)).toEqual(filters({ like: 12, sortBy: 'alike' }));
    expect(withoutLike(liked)).toEqual(filters({ primaryCategory: ['Agentic AI'] }));
    expect(withoutLike({ ...liked, search: 'robots' }).sortBy).toBe('relevance');
    expect(withoutLike({ ...liked, sortBy: 'market_score' }).sortBy).toBe('market_score');
  });

  it('offers most alike only while set', () => {
    expect(sortOptionsFor(null).map((option) => option.value)).not.toContain('alike');
    expect(sortOptionsFor(12)[0]!.value).toBe('alike');
  });
});

describe('the engine with a like input', () => {
  const like = likeInputFor(subject);

  it('narrows by category and text within the list, in likeness order', () => {
    const category = ideas.find((idea) => idea.number === subjectList[0])!.primaryCategory;
    const narrowed = numbers(engine.run(filters({ like: subject, sortBy: 'alike', primaryCategory: [category] }), null, like));
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed).toEqual(subjectList.filter((number) => ideas.find((idea) => idea.number === number)!.primaryCategory === category));

    const text = loadedSearch(built).run(ideas.find((idea) => idea.number === subjectList[0])!.primaryCategory.split(' ')[0]!);
    const both = numbers(engine.run(filters({ like: subject, sortBy: 'alike', search: 'x' }), listedMatches(text), like));
    expect(both).toEqual(subjectList.filter((number) => listedMatches(text)!.matches[core.number.indexOf(number)]));
  });

  it('reorders within the list by another sort', () => {
    const newest = numbers(engine.run(filters({ like: subject, sortBy: 'newest' }), null, like));
    expect(new Set(newest)).toEqual(new Set(subjectList));
    expect(newest).toEqual([...subjectList].sort((a, b) => core.number.indexOf(a) - core.number.indexOf(b)));
  });

  it('without a like input (an unknown number), lists every idea', () => {
    expect(engine.run(filters({ like: 999_999, sortBy: 'alike' }), null, null)).toHaveLength(core.number.length);
  });
});
