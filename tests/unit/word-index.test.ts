/**
 * The word index's files (src/text-search/word-index.ts, words.build.ts): postings read back as written, and a
 * common term's postings in a block of their own, so a search for it fetches no neighbours, and a small segment's
 * blocks small.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_WEIGHTS } from '../../src/text-search/search-text.ts';
import { blockChars, buildWords } from '../../src/text-search/words.build.ts';
import { decodePostings, encodePostings } from '../../src/text-search/postings.ts';
import { blockOf, MAX_IMPACT, type WordBlock, wordFiles } from '../../src/text-search/word-index.ts';

describe('postings', () => {
  it('read back the ranks and impacts written, across gaps of one to four base-32 digits', () => {
    const ranks = [0, 1, 2, 33, 34, 1_100, 40_000, 40_001, 1_200_000];
    const impacts = [1, MAX_IMPACT, 7, 2, 3, 15, 1, 9, 4];
    const { ranks: read, impacts: readImpacts } = decodePostings(encodePostings(ranks, impacts));
    expect([...read]).toEqual(ranks);
    expect([...readImpacts]).toEqual(impacts);
  });

  it('start at a rank above zero, and a term in one idea only', () => {
    expect([...decodePostings(encodePostings([31], [5])).ranks]).toEqual([31]);
    expect([...decodePostings(encodePostings([32], [5])).ranks]).toEqual([32]);
  });

  it('read back a common term, written as a bitmap, with its impacts packed several to a character', () => {
    // Seven ranks in ten, three impact levels: the form of "model"; 1,001 ranks, so the last character is padded.
    const ranks = Array.from({ length: 1_430 }, (_, i) => i).filter((rank) => rank % 10 < 7).slice(0, 1_001);
    const impacts = ranks.map((rank) => [4, 8, 12][rank % 3]!);
    const text = encodePostings(ranks, impacts);
    expect(text.startsWith('~')).toBe(true);
    expect(text.length).toBeLessThan(1_430 / 6 + 1_001 / 3 + 10);
    const read = decodePostings(text);
    expect([...read.ranks]).toEqual(ranks);
    expect([...read.impacts]).toEqual(impacts);
  });

  it('pack a long list of few levels, and write one character per impact for many levels or a short list', () => {
    const ranks = Array.from({ length: 200 }, (_, i) => i * 9);
    for (const levels of [[5], [2, 9], [1, 3, 5, 7, 9, 11, 13, 15], [1, 2, 3, 4, 5, 6, 7, 8, 9]]) {
      const impacts = ranks.map((rank) => levels[(rank * 7) % levels.length]!);
      const read = decodePostings(encodePostings(ranks, impacts));
      expect([...read.ranks]).toEqual(ranks);
      expect([...read.impacts]).toEqual(impacts);
    }
    const short = decodePostings(encodePostings([3, 40], [2, 2]));
    expect([...short.impacts]).toEqual([2, 2]);
  });

  it('need no escaping in JSON', () => {
    const dense = Array.from({ length: 400 }, (_, i) => i * 2);
    for (const text of [encodePostings([0, 5, 70_000, 70_031], [1, 2, MAX_IMPACT, 4]), encodePostings(dense, dense.map((rank) => 1 + (rank % 3)))]) {
      expect(JSON.stringify(text)).toBe(`"${text}"`);
    }
  });
});

describe('blocks', () => {
  // 10,000 ideas: "model" is in every fifth, the other words in fewer, so model's postings are long.
  const fields = Array.from({ length: 10_000 }, (_, i) => [`${i % 5 === 0 ? 'model' : ''} mobile${i % 70} mockup${i % 50}`, `moderate${i % 30} zebra${i % 40}`, '', '']);
  expect(fields[0]).toHaveLength(FIELD_WEIGHTS.length);
  const built = buildWords(fields, { withLexicon: false });
  const blockWith = (term: string): WordBlock => JSON.parse(built.files.get(wordFiles.block(blockOf(built.layout, term)))!) as WordBlock;

  it('give a common term a block of its own', () => {
    expect(Object.keys(blockWith('model'))).toEqual(['model']);
    expect(decodePostings(blockWith('model').model!).ranks).toHaveLength(2_000);
  });

  it('keep the rare terms before and after it together', () => {
    expect(Object.keys(blockWith('mockup0')).length).toBeGreaterThan(1);
    expect(Object.keys(blockWith('moderate0')).length).toBeGreaterThan(1);
  });
});

describe('block size', () => {
  it('is small while a segment would have few blocks, and grows, to a limit, once it would have many', () => {
    expect(blockChars(50_000)).toBe(4_000);
    expect(blockChars(8_000_000)).toBe(8_000);
    expect(blockChars(80_000_000)).toBe(16_000);
  });

  it('cuts a small segment of rare terms into small files', () => {
    const rare = Array.from({ length: 3_000 }, (_, i) => [`rare${i.toString(36)} unusual${(i * 7).toString(36)}`, '', '', '']);
    const built = buildWords(rare, { withLexicon: false });
    const sizes = built.layout.blocks.map((_, block) => built.files.get(wordFiles.block(block))!.length);
    expect(sizes.length).toBeGreaterThan(5);
    // A block closes once over the target: by at most one term's entry.
    for (const size of sizes) expect(size).toBeLessThan(4_000 + 100);
  });
});
