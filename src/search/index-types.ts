/**
 * The shape of the discover index, split by need. Ships to the browser (types and small helpers only).
 *
 * - core: what filtering and sorting need for every idea, column by column, in newest-first order.
 *   Loaded first; its position is an idea's "rank".
 * - cards: card content for ranks [k*size, (k+1)*size), fetched as the list grows.
 * - search: the word index (word-index.ts), split into blocks of terms; a query fetches only the blocks of
 *   its words (word-search.ts), and the close-match vocabulary only when a word finds nothing.
 * - like: per rank, the ranks of its most similar ideas (like.ts), fetched only for a ?like address.
 */
import type { WordLayout } from './word-index.ts';

export const INDEX_VERSION = 1;
/**
 * Cards per file. Small, because a best-match list scatters its first page over the whole catalogue: 20
 * cards cost about 20 files either way, and 5-card files make that about 22 KB gzip at 10,000 ideas instead
 * of 88 KB. The newest-first list reads 4 files per page.
 */
export const CARD_CHUNK_SIZE = 5;
/** Scores are stored as tenths (7.5 -> 75); -1 means no score. */
export const NO_SCORE = -1;

export interface CoreIndex {
  version: typeof INDEX_VERSION;
  technologies: string[];
  industries: string[];
  /** Per rank: idea number, days since 1970-01-01, category positions (-1: no industry), scores in tenths. */
  number: number[];
  day: number[];
  technology: number[];
  industry: number[];
  novelty: number[];
  market: number[];
  feasibility: number[];
  total: number[];
}

/** What a card shows: a trimmed view of an idea. */
export interface CardData {
  number: number;
  path: string;
  heading: string;
  dateAdded: string;
  primaryCategory: string;
  secondaryCategory?: string;
  novelty?: number;
  marketPotential?: number;
  feasibility?: number;
  totalScore?: number;
  /** Up to three 'Customer: pain point' lines, shown on one line. */
  painPoints?: string[];
  businessModel?: string;
  paperTitle?: string;
  arxivId?: string;
}

export interface IndexManifest {
  hash: string;
  count: number;
  /** Folder of this build's files: /discover/data/{hash}/ */
  base: string;
  cardChunks: number;
  search: WordLayout;
}

export const indexFiles = {
  core: 'core.json',
  cards: (chunk: number) => `cards-${chunk}.json`,
};

/** Unhashed pointer to the current build's index, re-read by "Refresh Research". */
export const LATEST_MANIFEST_PATH = '/discover/latest.json';

export function indexUrl(manifest: Pick<IndexManifest, 'base'>, file: string): string {
  return `${manifest.base}${file}`;
}
