import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { searchNumbers } from '../../src/discover/node-search.build.ts';
import { LEXICON_WARM_MS, warmLexicon } from './fixtures.ts';

// Before any test builds an index: the first reads WordNet (fixtures.ts warmLexicon).
beforeAll(warmLexicon, LEXICON_WARM_MS);

function idea(number: number, extra: Partial<Idea> = {}): Idea {
  return {
    id: `idea-${number}`,
    number,
    slug: `idea-${number}`,
    path: `/idea/idea-${number}-${number}`,
    heading: `Venture number ${number}`,
    primaryCategory: 'Other Technology',
    dateAdded: '2026-01-01',
    dateMissing: false,
    firstSeen: '2026-01-01',
    ...extra,
  };
}

describe('ranking by where a word matches', () => {
  const ideas = [
    idea(1, { coreInnovation: 'A long explanation of how the quantum part works, among many other words' }),
    idea(2, { title: 'Quantum error correction at scale' }),
    idea(3, { description: 'Quantum sensors for mines' }),
    idea(4, { heading: 'Quantum sensors that find leaks' }),
    idea(5, { tags: ['quantum', 'sensing'] }),
    idea(6, { authors: 'Ada Quantum, Bo Li' }),
  ];
  test('heading and tags first, then description, then paper title and authors, then long text', () => {
    const { numbers, partial } = searchNumbers(ideas, 'quantum ');
    expect(partial).toBe(false);
    expect(numbers.slice(0, 2).sort()).toEqual([4, 5]);
    expect(numbers[2]).toBe(3);
    expect(numbers.slice(3, 5).sort()).toEqual([2, 6]);
    expect(numbers[5]).toBe(1);
  });
  test('newer ideas win ties', () => {
    const twins = [idea(1, { heading: 'Solar roof tiles', dateAdded: '2026-01-01' }), idea(2, { heading: 'Solar roof tiles', dateAdded: '2026-03-01' }), idea(3, { heading: 'Solar roof tiles', dateAdded: '2026-02-01' })];
    expect(searchNumbers(twins, 'solar').numbers).toEqual([2, 3, 1]);
  });
  test('words spread over heading and tags match together', () => {
    const spread = [idea(1, { heading: 'A chemistry agent that plans routes', tags: ['drug discovery'] }), idea(2, { heading: 'Drug pricing', tags: ['discovery'] })];
    expect(searchNumbers(spread, 'drug discovery agent')).toEqual({ numbers: [1], partial: false, close: false });
  });
  test('when no idea has every word, the ideas with most of them, marked partial', () => {
    const { numbers, partial, close } = searchNumbers(ideas, 'quantum sensors banana ');
    expect(partial).toBe(true);
    expect(close).toBe(false);
    expect(numbers.slice(0, 2).sort()).toEqual([3, 4]);
  });
  test('a typo reads as the closest word of the catalogue', () => {
    expect(searchNumbers(ideas, 'quantun ')).toMatchObject({ partial: false, close: true });
    expect(searchNumbers(ideas, 'quantun ').numbers).toHaveLength(6);
    expect(searchNumbers(ideas, 'zzyzx ').numbers).toEqual([]);
  });
});

describe('on the sample sheet', () => {
  const ideas = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas;
  const heading = (number: number | undefined) => ideas.find((i) => i.number === number)?.heading ?? '';
  test('short typos find their word: "agnet" an agent, "tutr" the tutoring idea before any invoice', () => {
    const agnet = searchNumbers(ideas, 'agnet');
    expect(agnet.close).toBe(true);
    expect(heading(agnet.numbers[0])).toMatch(/agent/i);
    const tutr = searchNumbers(ideas, 'tutr');
    expect(heading(tutr.numbers[0])).toMatch(/tutor/i);
    expect(tutr.numbers.map(heading).some((text) => /invoice/i.test(text))).toBe(false);
  });
  test('the last word still being typed matches the words it begins', () => {
    const typing = searchNumbers(ideas, 'clinical scri');
    expect(typing.partial).toBe(false);
    expect(heading(typing.numbers[0])).toMatch(/scribe/i);
  });
});
