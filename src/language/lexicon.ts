/**
 * The lexicon's files, shared by the build (lexicon-build.ts) and the browser's search: for every English word
 * (WordNet's lemmas, the categories' other names), keyed by its stem, the catalogue's terms that mean the same
 * or something close. A word in the lexicon is a real word: search never "corrects" it into another.
 *
 * Stems are sorted and cut into blocks; the layout lists each block's first stem, so a query word reads one
 * file. An entry is '' (a word that means nothing the catalogue says otherwise) or the catalogue's terms
 * (index terms, or pairs of them for a phrase: src/search/normalize.ts), synonyms first: "syn,syn|near,near".
 * Ships to the browser; pure.
 */

export interface LexiconLayout {
  /** The first stem of each block file, ascending; blocks[0] is ''. */
  blocks: string[];
}

/** Stem -> its entry (see above). */
export type LexiconBlock = Record<string, string>;

export const lexiconFile = (block: number) => `lexicon-${block}.json`;
export const isLexiconFile = (name: string) => name.startsWith('lexicon-');

/**
 * What a term standing for the word weighs against the word itself: a synonym (doctor: physician), and a
 * broader or neighbouring word (doctor: medical; lawyer: legal).
 */
export const SYNONYM_WEIGHT = 0.6;
export const RELATED_WEIGHT = 0.35;

/** Of blocks listed by their first keys (ascending, the first ''), the one whose range holds the key. */
export function sortedBlockOf(firsts: readonly string[], key: string): number {
  let low = 0;
  let high = firsts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (firsts[middle]! <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The block whose range holds the stem. */
export const lexiconBlockOf = (layout: LexiconLayout, stem: string): number => sortedBlockOf(layout.blocks, stem);

/**
 * A word's entry from the blocks loaded so far: undefined while its block is missing, null when the lexicon
 * does not know the word.
 */
export function lexiconLookup(layout: LexiconLayout, blockAt: (file: string) => LexiconBlock | undefined): (stem: string) => string | null | undefined {
  return (stem) => {
    const block = blockAt(lexiconFile(lexiconBlockOf(layout, stem)));
    if (!block) return undefined;
    return Object.hasOwn(block, stem) ? block[stem]! : null;
  };
}

export interface Expansion {
  term: string;
  weight: number;
}

/** An entry's terms with their weights. */
export function expansions(entry: string): Expansion[] {
  if (entry === '') return [];
  const [synonyms = '', related = ''] = entry.split('|');
  const list = (text: string, weight: number) => (text === '' ? [] : text.split(',').map((term) => ({ term, weight })));
  return [...list(synonyms, SYNONYM_WEIGHT), ...list(related, RELATED_WEIGHT)];
}

/** An entry written from its terms (the build's side of `expansions`). */
export function lexiconEntry(synonyms: Iterable<string>, related: Iterable<string>): string {
  const first = [...new Set(synonyms)];
  const second = [...new Set(related)].filter((term) => !first.includes(term));
  if (first.length === 0 && second.length === 0) return '';
  return second.length === 0 ? first.join(',') : `${first.join(',')}|${second.join(',')}`;
}
