/**
 * The word index's layout, shared by the build and the browser: which file holds a term, how a posting is
 * written, and which vocabulary files a close match reads.
 *
 * - Terms (normalize.ts), and pairs of neighbouring terms for quoted phrases, are sorted and cut into blocks of
 *   a size that grows with the segment (words.build.ts), a common term's in a block of its own; the manifest lists each
 *   block's first term, so a term, or every term a word still being typed begins, is found in one or two files.
 * - A term's entry lists the ranks it occurs in, each with its impact (postings.ts): how well the term describes the idea
 *   (BM25F over the weighted fields, search-text.ts), quantized to 1..MAX_IMPACT (a common term's in coarser steps). A query multiplies it by the
 *   term's rarity (idf, from the length of the list), so the files hold no query-time constants.
 * - Vocabulary files, one per word length, list a word for each term, commonest first: close matches for a
 *   query word that matches nothing are looked for there, fetched only then.
 */
import { sortedBlockOf } from '../language/lexicon.ts';

export interface WordLayout {
  /** The first term of each block file, ascending; blocks[0] is ''. */
  blocks: string[];
  /** Vocabulary files are per word length from VOCAB_MIN_LENGTH up to this one, which also holds longer words. */
  vocabMaxLength: number;
}

/**
 * What the text search reads: the word layout of each segment of the index (discover's: src/discover/index-types.ts),
 * and the lexicon's folder and blocks.
 */
export interface SearchLayout {
  segments: { dir: string; count: number; words: WordLayout }[];
  lexicon: { dir: string; blocks: string[] };
}

/** A file of a segment, named as the index's base is followed: {dir}/{name}. */
export const segmentFile = (segment: { dir: string }, name: string): string => `${segment.dir}/${name}`;

/** Term -> its postings (encodePostings). */
export type WordBlock = Record<string, string>;

export const wordFiles = {
  block: (block: number) => `words-${block}.json`,
  vocab: (length: number) => `vocab-${length}.json`,
};

/**
 * Fifteen levels: the judged search bench (10,000 ideas) scored them as well as 31 (MRR 0.938 against 0.931,
 * hits in the top 3 0.962 against 0.965; seven levels fell to 0.913), and a common word's impacts take a
 * sixth less space.
 */
export const MAX_IMPACT = 15;

/** A term's rarity from how many of the catalogue's ideas have it: BM25's idf, never negative. */
export const termRarity = (ideas: number, count: number): number => Math.log(1 + (count - ideas + 0.5) / (ideas + 0.5));
export const VOCAB_MIN_LENGTH = 3;

/** The block whose range holds the term. */
export const blockOf = (layout: WordLayout, term: string): number => sortedBlockOf(layout.blocks, term);

/** The blocks holding terms that begin with `start`. */
export function blocksWithPrefix(layout: WordLayout, start: string): number[] {
  const first = blockOf(layout, start);
  const last = blockOf(layout, `${start}\uffff`);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** How many edits a close match may be from a word: none under 4 letters, 1 for 4-5, 2 for longer. */
export function editLimit(word: string): number {
  return word.length < 4 ? 0 : word.length <= 5 ? 1 : 2;
}

/** The vocabulary files holding words within `limit` edits of a word of this length. */
export function vocabFiles(layout: WordLayout, wordLength: number, limit: number): string[] {
  const lengths = new Set<number>();
  for (let length = wordLength - limit; length <= wordLength + limit; length++) {
    if (length >= VOCAB_MIN_LENGTH) lengths.add(Math.min(length, layout.vocabMaxLength));
  }
  return [...lengths].map(wordFiles.vocab);
}

// Three rows of the distance table, kept between calls: a close-match scan compares a word with thousands of the
// vocabulary's, and an MCP request of made-up words makes it do so for several words at once.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Optimal string alignment distance (edits, with a swap of neighbours as one), or limit + 1 once it is
 * certainly over the limit.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(b.length * 2));
  let [previous2, previous, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, previous2[j - 2]! + 1);
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    const spare = previous2;
    previous2 = previous;
    previous = row;
    row = spare;
  }
  return Math.min(previous[b.length]!, limit + 1);
}
