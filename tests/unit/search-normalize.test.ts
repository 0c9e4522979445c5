import { describe, expect, test } from 'vitest';
import { foldText, indexPairs, indexWords, matchesPrefix, parseQuery, stem, tokenize } from '../../src/text-search/normalize.ts';
import { queryMatcher } from '../../src/text-search/text-match.ts';
import { editDistance } from '../../src/text-search/word-index.ts';

const terms = (text: string) => indexWords(text).map((word) => word.term);

describe('folding', () => {
  test('accents and other marks go, case folds, compatibility forms become plain letters', () => {
    expect(foldText('Leimkühler Rocktäschel Rozière ŁUKASZ Ørsted Straße ﬁne')).toBe('leimkuhler rocktaschel roziere lukasz orsted strasse fine');
  });
  test('a name typed plainly finds it written with accents, and the other way round', () => {
    expect(queryMatcher('leimkuhler ')('Georgios Kopanas, Thomas Leimkühler')).toBe(true);
    expect(queryMatcher('Rozière ')('Baptiste Roziere')).toBe(true);
  });
});

describe('arXiv ids', () => {
  const id = (query: string) => parseQuery(query).words.map((word) => word.term);
  test('pulled out of arXiv: prefixes, abs and pdf links, with the version dropped', () => {
    expect(id('2308.04079')).toEqual(['2308.04079']);
    expect(id('arXiv:2308.04079')).toEqual(['2308.04079']);
    expect(id('arxiv: 2308.04079v2')).toEqual(['2308.04079']);
    expect(id('https://arxiv.org/abs/2212.04356')).toEqual(['2212.04356']);
    expect(id('http://www.arxiv.org/pdf/2212.04356v3.pdf')).toEqual(['2212.04356']);
    expect(id('arxiv.org/abs/2212.04356v1 ')).toEqual(['2212.04356']);
  });
  test('old-style ids stay whole', () => {
    expect(id('cs/9605103')).toEqual(['cs/9605103']);
    expect(id('https://arxiv.org/abs/hep-th/9901001v2')).toEqual(['hep-th/9901001']);
    expect(id('arXiv:math.AG/0601001')).toEqual(['math.ag/0601001']);
    expect(terms('cs/9605103')).toEqual(['cs/9605103']);
  });
  test('an id is one token, not words and numbers', () => {
    expect(tokenize('see 2308.04079v2 now').map((token) => token.joined)).toEqual(['see', '2308.04079', 'now']);
    expect(tokenize('version 3.5 of GPT').map((token) => token.joined)).toEqual(['version', '3', '5', 'of', 'gpt']);
  });
});

describe('compounds', () => {
  test('a hyphenated word is indexed as its parts and joined', () => {
    expect(terms('fine-tune')).toEqual(['fine', 'tune', 'finetun']);
  });
  test('"fine-tune", "fine tune" and "finetune" find each other', () => {
    for (const query of ['fine-tune ', 'fine tune ', 'finetune ', 'fine tuning ', 'fine-tuned ']) {
      expect(queryMatcher(query)('lets hospitals fine-tune models'), query).toBe(true);
      expect(queryMatcher(query)('we finetune models'), query).toBe(true);
    }
    expect(queryMatcher('fine-tune ')('fine wine and a tune')).toBe(true);
    expect(queryMatcher('"fine-tune"')('fine wine and a tune')).toBe(false);
  });
  test('a query tries each pair of adjacent words joined', () => {
    expect(parseQuery('fine tune hospital').joins).toEqual(['finetun', 'tunehospit']);
  });
  test('a join that stems to one of its words is none: "higher ed" is not "higher"', () => {
    expect(parseQuery('higher ed').joins).toEqual(['']);
    expect(queryMatcher('higher ed')('higher-level plans')).toBe(false);
  });
  test('a hyphenated word with a letter alone is one word: "k-12", "e-commerce"', () => {
    expect(parseQuery('k-12 schools').words.map((word) => word.text)).toEqual(['k12', 'schools']);
    expect(parseQuery('e-commerce').words.map((word) => word.text)).toEqual(['ecommerce']);
    expect(queryMatcher('k-12 ')('for K-12 districts')).toBe(true);
    expect(queryMatcher('k-12 ')('12 districts')).toBe(false);
    expect(parseQuery('state-of-the-art').words.map((word) => word.text)).toEqual(['state', 'art']);
  });
});

describe('authors cited as "et al"', () => {
  test('a name before "et al" is indexed as an author, and a query for it asks only for the author', () => {
    expect(terms('Darren Edge et al, Ha Trinh et al')).toEqual(['darren', 'edg', 'edge et al', 'ha', 'trinh', 'trinh et al']);
    const parsed = parseQuery('Edge et al. 2024');
    expect(parsed.words.map(({ term, author }) => ({ term, author }))).toEqual([
      { term: 'edge et al', author: true },
      { term: '2024', author: false },
    ]);
    expect(queryMatcher('Edge et al')('Darren Edge et al')).toBe(true);
    expect(queryMatcher('Edge et al')('AI at the edge, by Edgar Smith et al')).toBe(false);
    // A surname is no word a typed word begins.
    expect(matchesPrefix('edge et al', 'edge')).toBe(false);
  });
});

describe('stemming', () => {
  test('plurals, -ing and -ed meet their word (Porter2)', () => {
    const same = [
      ['hospital', 'hospitals'],
      ['agent', 'agents'],
      ['tune', 'tuning', 'tuned', 'tunes'],
      ['study', 'studies', 'studying', 'studied'],
      ['process', 'processes', 'processing'],
      ['embedded', 'embedding'],
      ['doctor', 'doctors'],
      ['generate', 'generating', 'generated', 'generation'],
      ['tutor', 'tutoring', 'tutors', 'tutored'],
      ['run', 'running'],
    ];
    for (const forms of same) expect(new Set(forms.map(stem)), forms.join()).toHaveProperty('size', 1);
  });
  test('short words, numbers and words that only look inflected stay apart', () => {
    expect(stem('ai')).toBe('ai');
    expect(stem('gpt4')).toBe('gpt4');
    expect(stem('analysis')).not.toBe(stem('analyst'));
    expect(stem('class')).toBe('class');
    expect(stem('string')).toBe('string');
    expect(stem('need')).toBe('need');
  });
});

describe('queries', () => {
  test('stop words are left out, quoted phrases kept as written', () => {
    const parsed = parseQuery('agents for "drug discovery" in the lab');
    expect(parsed.words.map((word) => word.text)).toEqual(['agents', 'drug', 'discovery', 'lab']);
    expect(parsed.pairs).toEqual([' drug discoveri']);
  });
  test('an unclosed quote is no phrase yet', () => {
    expect(parseQuery('"drug disc').pairs).toEqual([]);
    expect(parseQuery('"drug disc').words.map((word) => word.text)).toEqual(['drug', 'disc']);
  });
  test('only the last word, still being typed and at least 4 letters, is a prefix', () => {
    expect(parseQuery('drug agen').words.map((word) => word.prefix)).toEqual([false, true]);
    expect(parseQuery('drug agen ').words.map((word) => word.prefix)).toEqual([false, false]);
    expect(parseQuery('drug age').words.map((word) => word.prefix)).toEqual([false, false]);
    expect(parseQuery('"drug agen"').words.map((word) => word.prefix)).toEqual([false, false]);
  });
  test('a word being typed matches the terms it begins, and its own stem with an ending begun', () => {
    expect(matchesPrefix('agent', 'agen')).toBe(true);
    expect(matchesPrefix('agentic', 'agen')).toBe(true);
    expect(matchesPrefix('tutor', 'tutori')).toBe(true);
    expect(matchesPrefix('run', 'runni')).toBe(true);
    expect(matchesPrefix('car', 'cart')).toBe(false);
    expect(queryMatcher('agen')('Agentic workflows')).toBe(true);
    expect(queryMatcher('agen ')('Agentic workflows')).toBe(false);
  });
  test('every word must occur, in any field', () => {
    const idea = 'A chemistry agent that plans routes\nDrug Discovery, Biotech';
    expect(queryMatcher('drug discovery agent ')(idea)).toBe(true);
    expect(queryMatcher('drug discovery robot ')(idea)).toBe(false);
  });
  test('a phrase is its pairs of neighbouring terms, stop words skipped, never across two fields', () => {
    expect(indexPairs('Fine-Tune the models!\nFor hospitals')).toEqual([' fine tune', ' tune model']);
    expect(queryMatcher('"tune models"')('Fine-Tune\nModels')).toBe(false);
    expect(queryMatcher('"tune models"')('Fine-Tune models')).toBe(true);
    expect(queryMatcher('"models tune"')('Fine-Tune models')).toBe(false);
    expect(queryMatcher('"state of the art"')('a state-of-the-art model')).toBe(true);
  });
});

describe('edit distance', () => {
  test('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('agnet', 'agent', 2)).toBe(1);
    expect(editDistance('tutr', 'tutor', 2)).toBe(1);
    expect(editDistance('invoice', 'tutor', 2)).toBe(3);
    expect(editDistance('same', 'same', 0)).toBe(0);
  });
  test('a long word after short ones, and swaps deep in a word, keep their exact distance', () => {
    const long = 'pharmacovigilanceautomationplatformsforhospitals';
    expect(editDistance('ab', 'ba', 1)).toBe(1);
    expect(editDistance(long, `${long.slice(0, 40)}${long[41]}${long[40]}${long.slice(42)}`, 2)).toBe(1);
    expect(editDistance(long, `${long}xy`, 2)).toBe(2);
    expect(editDistance(long, `${long.slice(0, 20)}${long.slice(23)}`, 2)).toBe(3);
    expect(editDistance('ca', 'abc', 3)).toBe(3);
    expect(editDistance('agnet', 'agent', 2)).toBe(1);
  });
});
