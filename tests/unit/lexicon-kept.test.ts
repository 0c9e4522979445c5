import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { CATEGORY_OTHER_NAMES } from '../../src/ideas/category-other-names.build.ts';
import { buildLexicon, keptTermsName } from '../../src/language/lexicon.build.ts';
import { lexiconKey, phraseTerm } from '../../src/text-search/normalize.ts';

const dir = mkdtempSync(join(tmpdir(), 'rv-lexicon-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Working the terms out reads all of WordNet (seconds, many times that on a loaded machine): this reads a kept
// file made by hand instead. keptResult's own tests (build-cache.test.ts) cover working out, keeping and a
// damaged file; every build and the tests that build an index work the terms out or read them.
test("a build's lexicon is made from the terms kept for the project's code", () => {
  writeFileSync(join(dir, keptTermsName()), JSON.stringify([['attorney', [], []], ['doctor', ['lawyer', 'physician'], ['medic']], ['zebra', ['lawyer'], []]]));
  const lexicon = buildLexicon({
    documentFrequency: new Map([['physician', 3], ['lawyer', 2], ['medic', 1]]),
    ideas: 40,
    // A termOf of its own: the process keeps the terms it made for a termOf, which would answer instead of the file.
    termOf: (lemma) => phraseTerm(lemma),
    keyOf: lexiconKey,
    otherNames: CATEGORY_OTHER_NAMES,
    keptIn: dir,
  });
  expect(lexicon.layout.blocks).toEqual(['']);
  expect([...lexicon.files.values()]).toEqual(['{"attorney":"","doctor":"lawyer,physician|medic","zebra":"lawyer"}']);
});
