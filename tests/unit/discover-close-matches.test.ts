import { expect, test } from 'vitest';
import { FEED_TEXT } from '../../src/config/constants/catalogue.ts';
import { fallbackNote, quotedSearch } from '../../src/islands/discover/close-matches.ts';
import type { TextResult } from '../../src/text-search/word-search.ts';

const result = (kind: TextResult['kind'], corrections: TextResult['corrections']): TextResult => ({ kind, matches: new Uint8Array(3), scores: new Float64Array(3), corrections });

test('close matches say which catalogue words each typed word was read as', () => {
  expect(fallbackNote(result('close', [{ word: 'agnet', to: ['agent'] }]))).toBe(`${FEED_TEXT.closeBody} “agent” for “agnet”.`);
  expect(fallbackNote(result('close', [{ word: 'agnet', to: ['agent', 'agents'] }, { word: 'robto', to: ['robot'] }]))).toBe(`${FEED_TEXT.closeBody} “agent”, “agents” for “agnet”; “robot” for “robto”.`);
});

test('partial matches say not every word is in them, and what typos were read as when there were any', () => {
  expect(fallbackNote(result('partial', []))).toBe(`${FEED_TEXT.partialBody}.`);
  expect(fallbackNote(result('partial', [{ word: 'agnet', to: ['agent'] }]))).toBe(`${FEED_TEXT.partialBody} (“agent” for “agnet”).`);
});

test('the heading quotes the search once: a quoted phrase is not quoted again, phrases inside are single-quoted', () => {
  expect(quotedSearch(' drug discovery ')).toBe('“drug discovery”');
  expect(quotedSearch('"large language"')).toBe('“large language”');
  expect(quotedSearch('"large language" models')).toBe('“‘large language’ models”');
  expect(quotedSearch('"open')).toBe('“open”');
});
