/**
 * The word index's layout, shared by the build and the browser: which file holds a term, how a posting is
 * written, and which vocabulary files a close match reads.
 *
 * - Terms (normalize.ts), and pairs of neighbouring terms for quoted phrases, are sorted and cut into blocks of about TARGET_BLOCK_CHARS; the manifest lists each
 *   block's first term, so a term, or every term a word still being typed begins, is found in one or two files.
 * - A term's entry lists the ranks it occurs in, each with its impact: how well the term describes the idea
 *   (BM25F over the weighted fields, search-text.ts), quantized to 1..MAX_IMPACT. A query multiplies it by the
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

/** Term -> its postings (encodePostings). */
export type WordBlock = Record<string, string>;

export const wordFiles = {
  block: (block: number) => `words-${block}.json`,
  vocab: (length: number) => `vocab-${length}.json`,
};

export const MAX_IMPACT = 31;
const IMPACT_BASE = MAX_IMPACT + 1;
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

/** Non-negative integers as base 36, comma-separated: compact, and gzip does the rest. */
export function encodeNumbers(numbers: readonly number[]): string {
  return numbers.map((n) => n.toString(36)).join(',');
}

export function decodeNumbers(text: string): Int32Array {
  if (text === '') return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const out = new Int32Array(count);
  let index = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 44) {
      out[index++] = value;
      value = 0;
    } else value = value * 36 + (code <= 57 ? code - 48 : code - 87);
  }
  out[index] = value;
  return out;
}

/** Ranks ascending, each with its impact: base 36 of (gap to the previous rank) * 32 + impact. */
export function encodePostings(ranks: readonly number[], impacts: readonly number[]): string {
  return encodeNumbers(ranks.map((rank, i) => (i === 0 ? rank : rank - ranks[i - 1]! - 1) * IMPACT_BASE + impacts[i]!));
}

export interface Postings {
  ranks: Int32Array;
  impacts: Uint8Array;
}

export function decodePostings(text: string): Postings {
  const numbers = decodeNumbers(text);
  const ranks = new Int32Array(numbers.length);
  const impacts = new Uint8Array(numbers.length);
  let rank = -1;
  for (let i = 0; i < numbers.length; i++) {
    const value = numbers[i]!;
    rank += Math.floor(value / IMPACT_BASE) + 1;
    ranks[i] = rank;
    impacts[i] = value % IMPACT_BASE;
  }
  return { ranks, impacts };
}

/**
 * Optimal string alignment distance (edits, with a swap of neighbours as one), or limit + 1 once it is
 * certainly over the limit.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous2 = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, limit + 1);
}
