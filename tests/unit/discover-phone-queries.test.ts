/**
 * The kinds of query that found nothing before issue 29, as a person types them into discover on a phone, run
 * against the browser suite's sheet (tests/e2e/sheet.ts: the sample sheet plus a few rows that do not compete):
 * the first idea each lists, and whether it lists ideas with every word or shows close or partial matches.
 * The expected ideas are the hand-judged ones of tests/fixtures/search-judged.json; there the bar is hits@3
 * over the whole set, here each query's first card. How the close and partial matches are shown is
 * tests/component/discover-close-matches.test.tsx's; that typing runs the search, discover.spec.ts's.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { fallbackNote } from '../../src/islands/discover/close-matches.ts';
import { buildDiscoverIndex, loadedSearch } from '../../src/discover/discover-index.build.ts';
import { searchNumbers } from '../../src/discover/node-search.build.ts';
import type { TextSearch } from '../../src/text-search/word-search.ts';
import { ideas } from '../e2e/ideas.ts';
import { LEXICON_WARM_MS, warmLexicon } from './fixtures.ts';

let search: TextSearch;
beforeAll(async () => {
  await warmLexicon();
  search = loadedSearch(buildDiscoverIndex(ideas));
}, LEXICON_WARM_MS);

type Shown = 'all' | 'close' | 'partial';

/** What discover shows first for `query`: the idea, and which list it is in. */
function first(query: string): { number: number | undefined; heading: string | undefined; shown: Shown } {
  const outcome = searchNumbers(ideas, query);
  const number = outcome.numbers[0];
  return { number, heading: ideas.find((idea) => idea.number === number)?.heading, shown: outcome.close ? 'close' : outcome.partial ? 'partial' : 'all' };
}

describe('what a query typed on a phone lists first', () => {
  test.each([
    ['leimkuhler', 39],
    ['Baptiste Roziere', 63],
  ])('an author typed without accents finds their paper first: %s', (query, number) => {
    expect(first(query)).toMatchObject({ number, shown: 'all' });
  });

  test.each([
    ['https://arxiv.org/abs/2212.04356', 15],
    ['arXiv:2308.04079', 39],
  ])('an arXiv id pasted as a link or with its prefix finds its idea first: %s', (query, number) => {
    expect(first(query)).toMatchObject({ number, shown: 'all' });
  });

  test.each([
    ['drug discovery agent', 61],
    ['fine tuning hospital', 3],
  ])('words spread over tags and heading, or written another way, find the idea that has them all: %s', (query, number) => {
    expect(first(query)).toMatchObject({ number, shown: 'all' });
  });

  test('a typo in a short word is read as the catalogue word it is close to, and says so', () => {
    expect(first('chemistry agnet')).toMatchObject({ number: 61, shown: 'close' });
    expect(fallbackNote(search.run('chemistry agnet')!)).toContain('“agent” for “agnet”');
    expect(first('tutr').heading).toMatch(/tutor/i);
    expect(first('agnet').heading).toMatch(/agent/i);
  });

  test('a query no idea matches fully shows the ideas with most of its words as partial matches', () => {
    expect(first('drug discovery blockchain')).toMatchObject({ number: 61, shown: 'partial' });
    expect(search.run('drug discovery blockchain')?.kind).toBe('partial');
  });
});
