/**
 * The lexicon's files, shared by the build (lexicon.build.ts) and the browser's search: for every English word
 * (WordNet's lemmas, the categories' other names), keyed by the word as written (folded, a phrase written as
 * one word: "health care", "healthcare"), the catalogue's terms that mean the same or something close. A word
 * is looked up as typed, then by its base forms (baseForms: "doctors", "doctor"), not by its stem, which
 * would mix words ("doctorate" and "doctor" share Porter2's "doctor"). A word in the lexicon is a real word:
 * search never "corrects" it into another.
 *
 * Keys are sorted and cut into blocks; the layout lists each block's first key, so a query word reads one
 * file, or two when its base form falls in the next. An entry is '' (a word that means nothing the catalogue says otherwise) or the catalogue's terms
 * (index terms, or pairs of them for a phrase: src/text-search/normalize.ts), synonyms first: "syn,syn|near,near".
 * Ships to the browser; pure.
 */

export interface LexiconLayout {
  /** The first key of each block file, ascending; blocks[0] is ''. */
  blocks: string[];
}

/** Key -> its entry (see above). */
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

/** The block whose range holds the key. */
export const lexiconBlockOf = (layout: LexiconLayout, key: string): number => sortedBlockOf(layout.blocks, key);

/** WordNet's rules for a noun's or verb's base form ("morphy"), longest ending first. */
const BASE_ENDINGS: [string, string][] = [
  ['shes', 'sh'], ['ches', 'ch'], ['sses', 'ss'], ['ies', 'y'], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['men', 'man'],
  ['ing', 'e'], ['ing', ''], ['ed', 'e'], ['ed', ''], ['es', 'e'], ['es', ''], ['s', ''],
];

/** The keys a folded word is looked up by: itself, then each base form WordNet's rules give it. */
export function baseForms(word: string): string[] {
  const forms = [word];
  for (const [ending, base] of BASE_ENDINGS) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) forms.push(`${word.slice(0, -ending.length)}${base}`);
  }
  return [...new Set(forms)];
}

/**
 * A typed word's entry: the first of its forms the lexicon knows. Undefined while a block that could hold
 * it is missing, null when the lexicon knows none of them.
 */
export function wordEntry(lookup: (key: string) => string | null | undefined, word: string): string | null | undefined {
  let missing = false;
  for (const key of baseForms(word)) {
    const entry = lookup(key);
    if (entry === undefined) missing = true;
    else if (entry !== null) return entry;
  }
  return missing ? undefined : null;
}

/**
 * A word's entry from the blocks loaded so far: undefined while its block is missing, null when the lexicon
 * does not know the word.
 */
export function lexiconLookup(layout: LexiconLayout, blockAt: (file: string) => LexiconBlock | undefined): (key: string) => string | null | undefined {
  return (key) => {
    const block = blockAt(lexiconFile(lexiconBlockOf(layout, key)));
    if (!block) return undefined;
    return Object.hasOwn(block, key) ? block[key]! : null;
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
