/**
 * Discover's index in segments (src/discover/index-types.ts): the newer ideas apart from the settled ones
 * (settled-ideas.build.ts), so a build writes the small segment anew and leaves the big one's files as they were.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Idea } from '../../src/ideas/schema.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { createEngine } from '../../src/discover/engine.ts';
import { EMPTY_FILTERS } from '../../src/discover/filters.ts';
import { buildDiscoverIndex, builtCore, loadedSearch } from '../../src/discover/discover-index.build.ts';
import { type CardData, cardPlace, chunkPlace, chunkSpan, segmentChunks } from '../../src/discover/index-types.ts';
import { similarIdeas } from '../../src/ideas/related.build.ts';
import { stableFacts } from '../../src/ideas/reference-catalogue.build.ts';
import { settledIdeas } from '../../src/ideas/settled-ideas.build.ts';
import { listedMatches } from '../../src/text-search/word-search.ts';

const ideas = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas.sort(compareNewest);
const numbersOf = (list: readonly Idea[]) => new Set(list.map((idea) => idea.number));
const WEEK = 8;
const whole = buildDiscoverIndex(ideas);
const split = buildDiscoverIndex(ideas, { settled: numbersOf(ideas.slice(WEEK)) });
const QUERIES = ['language model', 'clinical', 'agent', 'supply chain', 'robot', 'fraud detection', 'agnet', '"large language"', 'doctors', 'legal tech', 'rob'];

function results(built: ReturnType<typeof buildDiscoverIndex>, query: string) {
  const core = builtCore(built);
  const result = loadedSearch(built).run(query);
  const ranks = createEngine(core).run({ ...EMPTY_FILTERS, search: query, sortBy: 'relevance' }, listedMatches(result));
  return { kind: result?.kind, numbers: [...ranks].map((rank) => core.number[rank]!) };
}

describe('the discover index in segments', () => {
  it('puts the newest-first run of settled ideas in the last segment, the rest before it', () => {
    expect(whole.manifest.segments).toHaveLength(1);
    expect(split.manifest.segments.map((segment) => segment.count)).toEqual([WEEK, ideas.length - WEEK]);
    expect(builtCore(split)).toEqual(builtCore(whole));
    expect(split.firstCards).toEqual(whole.firstCards);
    // An older idea that is not settled (a date edited later) keeps the order: it and all newer ones are the week's.
    const unsettled = numbersOf(ideas.slice(WEEK));
    unsettled.delete(ideas[WEEK + 3]!.number);
    expect(buildDiscoverIndex(ideas, { settled: unsettled }).manifest.segments.map((segment) => segment.count)).toEqual([WEEK + 4, ideas.length - WEEK - 4]);
    // Nothing settled, or everything: one segment.
    expect(buildDiscoverIndex(ideas, { settled: new Set() }).manifest.segments).toHaveLength(1);
  });

  it('finds what one index finds, in nearly the same order', () => {
    for (const query of QUERIES) {
      const one = results(whole, query);
      const two = results(split, query);
      expect(two.kind, query).toBe(one.kind);
      expect(new Set(two.numbers), query).toEqual(new Set(one.numbers));
      // Every segment weighs its terms against the oldest one's field lengths, not the whole catalogue's, so
      // scores differ a little: the best match stays, and the first five nearly.
      expect(two.numbers[0], query).toBe(one.numbers[0]);
      expect(two.numbers.slice(0, 5).filter((number) => one.numbers.slice(0, 5).includes(number)).length, query).toBeGreaterThanOrEqual(Math.min(4, one.numbers.length));
    }
  });

  it('places each rank’s card in its segment’s files', () => {
    const core = builtCore(split);
    for (let rank = 0; rank < ideas.length; rank++) {
      const place = cardPlace(split.manifest.segments, rank)!;
      expect((JSON.parse(split.files.get(place.file)!) as CardData[])[place.index]!.number).toBe(core.number[rank]);
    }
    expect(cardPlace(split.manifest.segments, ideas.length)).toBeUndefined();
    expect(cardPlace(split.manifest.segments, -1)).toBeUndefined();
  });

  it('leaves the settled segment’s files as they were when the week’s ideas grow', () => {
    const settled = numbersOf(ideas.slice(WEEK));
    const before = buildDiscoverIndex(ideas.slice(2), { settled });
    const after = buildDiscoverIndex(ideas, { settled });
    const [, oldBase] = before.manifest.segments;
    const [newWeek, newBase] = after.manifest.segments;
    expect(newBase).toEqual(oldBase);
    const baseFiles = [...after.files].filter(([file]) => file.startsWith(`${newBase!.dir}/`));
    expect(baseFiles.length).toBeGreaterThan(10);
    for (const [file, text] of baseFiles) expect(before.files.get(file), file).toBe(text);
    expect(after.manifest.lexicon).toEqual(before.manifest.lexicon);
    expect(newWeek!.dir).not.toBe(before.manifest.segments[0]!.dir);
    expect(after.manifest.hash).not.toBe(before.manifest.hash);
    // Without segments every file of the index moves to a new folder.
    const unsplit = buildDiscoverIndex(ideas.slice(2));
    expect([...buildDiscoverIndex(ideas).files.keys()].filter((file) => unsplit.files.has(file))).toEqual([]);
  });

  it('keeps the settled segment’s files at their addresses, byte for byte, over a Monday that merges nothing', async () => {
    // The sample's ideas one a week, the newest last Friday: the catalogue grows by under 3% a week, so most
    // Mondays leave the settled segment as it was, "More like this" included.
    const friday = '2026-11-20';
    const weekly = ideas.map((idea, index) => {
      const day = new Date(Date.parse(`${friday}T00:00:00Z`) - index * 7 * 86_400_000).toISOString().slice(0, 10);
      return { ...idea, dateAdded: day, firstSeen: day };
    });
    const built = async (today: string) => {
      const facts = await stableFacts(weekly, today);
      return buildDiscoverIndex(weekly, { like: facts.like, likeAdditions: facts.likeAdditions, settled: settledIdeas(weekly, today) });
    };
    const [before, after] = await Promise.all([built(friday), built('2026-11-23')]);
    expect(settledIdeas(weekly, '2026-11-23')).toEqual(settledIdeas(weekly, friday));
    expect(after.manifest.segments).toEqual(before.manifest.segments);
    const settled = after.manifest.segments.at(-1)!;
    const files = [...after.files].filter(([file]) => file.startsWith(`${settled.dir}/`));
    expect(files.filter(([file]) => /\/like-\d+\.json$/.test(file)).length).toBeGreaterThan(0);
    for (const [file, text] of files) expect(before.files.get(file), file).toBe(text);
  });

  it('keeps the content of a segment’s older card and like files when ideas join it at the front (a Monday)', () => {
    const like = similarIdeas(ideas).like;
    const contents = (built: ReturnType<typeof buildDiscoverIndex>, kind: RegExp) => new Set([...built.files].filter(([file]) => kind.test(file)).map(([, text]) => text));
    // Three ideas join: not a whole file's worth, so cutting from the newest would shift every file.
    const [before, after] = [buildDiscoverIndex(ideas.slice(3), { like }), buildDiscoverIndex(ideas, { like })];
    for (const kind of [/\/cards-\d+\.json$/, /\/like-\d+\.json$/]) {
      const [old, now] = [contents(before, kind), contents(after, kind)];
      const fresh = [...now].filter((text) => !old.has(text));
      expect(fresh.length, `${kind} files new: only the newest`).toBeLessThanOrEqual(2);
      expect(now.size - fresh.length, `${kind} files kept`).toBeGreaterThanOrEqual(old.size - 1);
    }
  });

  it('cuts a segment’s chunks from its oldest idea, the newest one short', () => {
    expect(segmentChunks([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1], [2, 3, 4], [5, 6, 7]]);
    expect(segmentChunks([1, 2, 3, 4, 5, 6], 3)).toEqual([[1, 2, 3], [4, 5, 6]]);
    expect(segmentChunks([], 3)).toEqual([]);
    for (const count of [1, 5, 7, 12]) {
      const items = Array.from({ length: count }, (_, rank) => rank);
      const chunks = segmentChunks(items, 5);
      for (const rank of items) {
        const { chunk, index } = chunkPlace(count, rank, 5);
        expect(chunks[chunk]![index], `rank ${rank} of ${count}`).toBe(rank);
        expect(chunkSpan(count, chunk, 5)).toEqual({ start: rank - index, end: rank - index + chunks[chunk]!.length });
      }
    }
  });
});
