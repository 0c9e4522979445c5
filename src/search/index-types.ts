/**
 * The shape of the discover index, split by need. Ships to the browser (types and small helpers only).
 *
 * - core: what filtering and sorting need for every idea, column by column, in newest-first order.
 *   Loaded first; its position is an idea's "rank".
 * - cards: card content for ranks [k*size, (k+1)*size), fetched as the list grows.
 * - search: the split search index (gram-index.ts); a query fetches only the shard files of its keys.
 * - close: pitch and title per rank, fetched only when a search finds nothing (typo-tolerant close matches).
 */
import type { GramLayout } from './gram-index.ts';

export const INDEX_VERSION = 1;
export const CARD_CHUNK_SIZE = 20;
export const CLOSE_PART_SIZE = 2500;
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
  search: GramLayout;
  closeParts: number;
}

export const indexFiles = {
  core: 'core.json',
  cards: (chunk: number) => `cards-${chunk}.json`,
  /** Per rank: pitch and title, for close matches. */
  close: (part: number) => `close-${part}.json`,
};

/** Unhashed pointer to the current build's index, re-read by "Refresh Research". */
export const LATEST_MANIFEST_PATH = '/discover/latest.json';

export function indexUrl(manifest: IndexManifest, file: string): string {
  return `${manifest.base}${file}`;
}
