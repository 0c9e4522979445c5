/**
 * The word index's files (src/text-search/word-index.ts, words.build.ts): postings read back as written, and a
 * common term's postings in a block of their own, so a search for it fetches no neighbours.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_WEIGHTS } from '../../src/text-search/search-text.ts';
import { buildWords } from '../../src/text-search/words.build.ts';
import { blockOf, decodePostings, encodePostings, MAX_IMPACT, type WordBlock, wordFiles } from '../../src/text-search/word-index.ts';

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

  it('need no escaping in JSON', () => {
    const text = encodePostings([0, 5, 70_000, 70_031], [1, 2, MAX_IMPACT, 4]);
    expect(JSON.stringify(text)).toBe(`"${text}"`);
  });
});

describe('blocks', () => {
  // 2,500 ideas: "model" is in every one, the other words in a few, so model's postings are long.
  const fields = Array.from({ length: 2_500 }, (_, i) => [`model mobile${i % 7} mockup${i % 5}`, `moderate${i % 3} zebra${i % 11}`, '', '']);
  expect(fields[0]).toHaveLength(FIELD_WEIGHTS.length);
  const built = buildWords(fields, { withLexicon: false });
  const blockWith = (term: string): WordBlock => JSON.parse(built.files.get(wordFiles.block(blockOf(built.layout, term)))!) as WordBlock;

  it('give a common term a block of its own', () => {
    expect(Object.keys(blockWith('model'))).toEqual(['model']);
    expect(decodePostings(blockWith('model').model!).ranks).toHaveLength(2_500);
  });

  it('keep the rare terms before and after it together', () => {
    expect(Object.keys(blockWith('mockup0')).length).toBeGreaterThan(1);
    expect(Object.keys(blockWith('moderate0')).length).toBeGreaterThan(1);
  });
});
