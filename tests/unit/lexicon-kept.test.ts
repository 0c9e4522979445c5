import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { CATEGORY_OTHER_NAMES } from '../../src/ideas/category-other-names.build.ts';
import { buildLexicon, type LexiconInput } from '../../src/language/lexicon.build.ts';
import { lexiconKey, phraseTerm } from '../../src/text-search/normalize.ts';

const dir = mkdtempSync(join(tmpdir(), 'rv-lexicon-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A fresh termOf each time, so the process's own memo (keyed by it) does not answer for the kept file.
const input = (keptIn?: string): LexiconInput => ({
  documentFrequency: new Map([['physician', 3], ['lawyer', 2], ['attorney', 4], ['legal', 5], ['medic', 1]]),
  ideas: 40,
  termOf: (lemma) => phraseTerm(lemma),
  keyOf: lexiconKey,
  otherNames: CATEGORY_OTHER_NAMES,
  keptIn,
});

test("what WordNet gives every lemma is kept for the next build, read back to the same lexicon, and worked out again from a damaged file", () => {
  const workedOut = buildLexicon(input(dir));
  const kept = readdirSync(dir);
  expect(kept).toEqual([expect.stringMatching(/^lexicon-terms-[0-9a-f]{16}\.json$/)]);
  expect([...workedOut.files.values()].some((text) => text.includes('"doctor":'))).toBe(true);

  const read = buildLexicon(input(dir));
  expect(read.layout).toEqual(workedOut.layout);
  expect(read.files).toEqual(workedOut.files);

  // The next build reads the file, not WordNet: a kept entry changed by hand is what it gives.
  const file = join(dir, kept[0]!);
  const terms = JSON.parse(readFileSync(file, 'utf8')) as [string, string[], string[]][];
  terms.find(([key]) => key === 'doctor')![1] = ['attorney'];
  writeFileSync(file, JSON.stringify(terms));
  expect([...buildLexicon(input(dir)).files.values()].join('\n')).toMatch(/"doctor":"attorney[|"]/);

  writeFileSync(file, '[["doctor", ["lawyer"]');
  const again = buildLexicon(input(dir));
  expect(again.files).toEqual(workedOut.files);
  expect(readdirSync(dir)).toEqual(kept);
}, 120_000);
