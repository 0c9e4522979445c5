/**
 * Builds the word index (word-index.ts) from each rank's weighted fields (search-text.ts): its terms and the
 * pairs of neighbouring terms (normalize.ts indexPairs), and the lexicon of what other words can stand for them
 * (src/language/lexicon.build.ts). Build-time only.
 */
import { codeCacheDir } from '../built-files/build-cache.build.ts';
import { CATEGORY_OTHER_NAMES } from '../ideas/category-other-names.build.ts';
import { buildLexicon } from '../language/lexicon.build.ts';
import { indexPairs, indexWords, lexiconKey, phraseTerm } from './normalize.ts';
import { FIELD_WEIGHTS } from './search-text.ts';
import { encodePostings } from './postings.ts';
import { MAX_IMPACT, termRarity, VOCAB_MIN_LENGTH, type WordBlock, type WordLayout, wordFiles } from './word-index.ts';

/**
 * Raw JSON per block file. A search reads one block per word from every segment, so blocks are as small as
 * MIN_BLOCK_CHARS (about 2 KB gzip) while a segment has at most FULL_BLOCKS of them; a larger segment's grow,
 * up to MAX_BLOCK_CHARS (about 7 KB gzip), because the page lists every block's first term (index-types.ts).
 * At 100,000 ideas the week's segment (2,100 ideas in bench:scale) has small blocks and the rest large ones.
 */
const MIN_BLOCK_CHARS = 4_000;
const MAX_BLOCK_CHARS = 16_000;
const FULL_BLOCKS = 1_000;
export const blockChars = (segmentChars: number): number => Math.min(MAX_BLOCK_CHARS, Math.max(MIN_BLOCK_CHARS, segmentChars / FULL_BLOCKS));
const VOCAB_MAX_LENGTH = 20;
/** BM25: how soon repeating a term stops adding to its weight, and how much a long field dilutes it. */
const K1 = 1.2;
const B = 0.5;

export interface BuiltWords {
  layout: WordLayout;
  /** Per weight group, the average field length the impacts were worked out with. */
  averages: number[];
  /** The first stem of each lexicon block (src/language/lexicon.ts), when it was asked for. */
  lexicon: string[] | null;
  files: Map<string, string>;
}

interface TermPostings {
  ranks: number[];
  impacts: number[];
  /** How often each word form was seen, for the word a close match shows (pairs have none). */
  words: Map<string, number> | null;
}

export interface WordOptions {
  /** Whether to write the lexicon's files, from these ideas' terms (the index's oldest segment carries it: index-types.ts). */
  withLexicon?: boolean;
  /** The field lengths to weigh terms against: another segment's, so that every segment's impacts compare. Default: these ideas'. */
  averages?: readonly number[];
}

/** A rank's weight group as read: its word count, and the positions of its words' and pairs' terms in `terms`. */
interface ReadGroup {
  length: number;
  terms: Int32Array;
}

/**
 * A common word's impacts come in coarser steps, of about IMPACT_IDF_UNIT over its rarity (idf): a query weighs
 * an impact by the word's rarity (word-search.ts), so each step moves a score by about as much for every word,
 * and the postings of the commonest words, the largest files a search reads, shrink ("model", in 58% of the
 * ideas: steps of 4, a quarter smaller). Only lists long enough to matter, and at most MAX_IMPACT_STEP, so a
 * search for the common word alone still ranks where it occurs. Judged search at 10,000 ideas: MRR 0.940
 * against 0.938 without.
 */
const IMPACT_IDF_UNIT = 2;
const COARSE_FROM_IDEAS = 2_000;
const MAX_IMPACT_STEP = 4;
function coarseImpacts(impacts: readonly number[], ideas: number): readonly number[] {
  const df = impacts.length;
  if (df < COARSE_FROM_IDEAS) return impacts;
  const idf = termRarity(df, ideas);
  const step = Math.min(MAX_IMPACT_STEP, Math.max(1, Math.round(IMPACT_IDF_UNIT / idf)));
  return step === 1 ? impacts : impacts.map((impact) => Math.min(MAX_IMPACT, Math.max(step, Math.round(impact / step) * step)));
}

/** fields[rank][group]: the text of each weight group (search-text.ts searchFields). */
export function buildWords(fields: readonly (readonly string[])[], options: WordOptions = {}): BuiltWords {
  // Each rank's terms as positions in one list, not as the words' objects: at 100,000 ideas those took gigabytes (issue 47).
  const terms = new Map<string, TermPostings>();
  const entries: TermPostings[] = [];
  const termIndex = new Map<string, number>();
  const positionOf = (term: string): number => {
    let position = termIndex.get(term);
    if (position === undefined) {
      position = entries.length;
      termIndex.set(term, position);
      const entry: TermPostings = { ranks: [], impacts: [], words: term.includes(' ') ? null : new Map() };
      entries.push(entry);
      terms.set(term, entry);
    }
    return position;
  };
  const perRank = fields.map((groups): ReadGroup[] =>
    groups.map((text) => {
      const words = indexWords(text);
      const pairs = indexPairs(text);
      const read = new Int32Array(words.length + pairs.length);
      words.forEach(({ term, word }, i) => {
        const position = positionOf(term);
        const forms = entries[position]!.words;
        if (forms) forms.set(word, (forms.get(word) ?? 0) + 1);
        read[i] = position;
      });
      pairs.forEach((pair, i) => (read[words.length + i] = positionOf(pair)));
      return { length: words.length, terms: read };
    }),
  );
  // Average lengths over the ideas that have the field: an empty field says nothing of a typical one.
  const averages = options.averages ?? FIELD_WEIGHTS.map((_, group) => {
    const lengths = perRank.map((groups) => groups[group]!.length).filter((length) => length > 0);
    return lengths.length === 0 ? 1 : lengths.reduce((a, b) => a + b, 0) / lengths.length;
  });
  perRank.forEach((groups, rank) => {
    const weighted = new Map<number, number>();
    groups.forEach(({ length, terms: read }, group) => {
      const norm = 1 - B + (B * length) / averages[group]!;
      const weight = FIELD_WEIGHTS[group]! / norm;
      for (const position of read) weighted.set(position, (weighted.get(position) ?? 0) + weight);
    });
    for (const [position, tf] of weighted) {
      const entry = entries[position]!;
      entry.ranks.push(rank);
      entry.impacts.push(Math.max(1, Math.round((MAX_IMPACT * tf) / (K1 + tf))));
    }
  });

  const files = new Map<string, string>();
  const blocks: string[] = [];
  let block: WordBlock = {};
  let size = 0;
  const flush = () => {
    files.set(wordFiles.block(blocks.length - 1), JSON.stringify(block));
    block = {};
    size = 0;
  };
  const start = (term: string) => {
    if (blocks.length > 0) flush();
    blocks.push(blocks.length === 0 ? '' : term);
  };
  const written = [...terms.keys()].sort().map((term) => {
    const entry = terms.get(term)!;
    return { term, postings: encodePostings(entry.ranks, coarseImpacts(entry.impacts, fields.length)) };
  });
  const chars = ({ term, postings }: { term: string; postings: string }) => term.length + postings.length + 6;
  const target = blockChars(written.reduce((sum, entry) => sum + chars(entry), 0));
  let alone = false;
  for (const entry of written) {
    // A common word's postings (over a quarter of the target) fill a file of their own: a query for it then fetches no neighbours with it,
    // and one looking up a rare term near it fetches a small block.
    const large = entry.postings.length > target / 4;
    if (blocks.length === 0 || size > target || alone || (large && size > 0)) start(entry.term);
    alone = large;
    block[entry.term] = entry.postings;
    size += chars(entry);
  }
  if (blocks.length === 0) blocks.push('');
  flush();

  // Close-match vocabulary: per length, the commonest word of each term, commonest terms first.
  const vocab = Array.from({ length: VOCAB_MAX_LENGTH + 1 }, () => [] as { word: string; count: number }[]);
  for (const [term, entry] of terms) {
    if (term.length < VOCAB_MIN_LENGTH || /[\d ]/.test(term)) continue;
    const [word] = [...entry.words!].reduce((best, next) => (next[1] > best[1] ? next : best));
    // Filed under the word's length and the term's: a typo is within a few edits of one or the other.
    for (const length of new Set([word.length, term.length])) vocab[Math.min(length, VOCAB_MAX_LENGTH)]!.push({ word, count: entry.ranks.length });
  }
  for (let length = VOCAB_MIN_LENGTH; length <= VOCAB_MAX_LENGTH; length++) {
    const words = vocab[length]!.sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1)).map((entry) => entry.word);
    files.set(wordFiles.vocab(length), JSON.stringify(words));
  }
  const layout = { blocks, vocabMaxLength: VOCAB_MAX_LENGTH };
  if (options.withLexicon === false) return { layout, averages: [...averages], lexicon: null, files };
  const lexicon = buildLexicon({
    documentFrequency: new Map([...terms].map(([term, entry]) => [term, entry.ranks.length])),
    ideas: fields.length,
    termOf: phraseTerm,
    keyOf: lexiconKey,
    otherNames: CATEGORY_OTHER_NAMES,
    keptIn: codeCacheDir(),
  });
  for (const [name, text] of lexicon.files) files.set(name, text);
  return { layout, averages: [...averages], lexicon: lexicon.layout.blocks, files };
}
