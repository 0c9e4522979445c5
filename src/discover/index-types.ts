/**
 * The shape of the discover index, split by need. Ships to the browser (types and small helpers only).
 *
 * The index is cut into segments, newest ideas first, each in a folder named by its content's hash: the settled
 * ideas, published before a Monday that moves each time the catalogue grows by 3% (src/ideas/settled-ideas.build.ts),
 * and the newer ones. A build then writes only the small segment anew, so the deploy uploads it alone and a
 * returning visitor's browser keeps the big one it has cached (issue 47), for months at today's pace; the newer
 * ideas join the big one when the catalogue has grown enough. The segments' ranks follow one another: the
 * global rank is the segment's offset plus the rank within it.
 * Each segment holds:
 * - core: what filtering and sorting need for every idea, column by column, in newest-first order; a position
 *   in it is an idea's "rank". Its columns come in groups, one file each (CORE_GROUPS), fetched only when a
 *   filter, a sort or a like list reads them: the newest-first list and a best-match search read none, so a
 *   page need not load 600 KB of columns at 100,000 ideas before the first keystroke (issue 47).
 * - cards: card content in chunks of CARD_CHUNK_SIZE ranks cut from the oldest idea (chunkSpan), fetched as
 *   the list grows.
 * - search: the word index (word-index.ts), split into blocks of terms; a query fetches only the blocks of
 *   its words in each segment (word-search.ts), and the close-match vocabulary only when a word finds nothing.
 *   The lexicon of stand-in words is the oldest segment's alone, so it changes only with that segment.
 * - like: per idea, the numbers of its most similar ideas (like.ts), fetched only for a ?like address: the
 *   settled ideas' among themselves, and in the newest segment the newer ideas each of those lists takes in.
 */
import { type SearchLayout, segmentFile, type WordLayout } from '../text-search/word-index.ts';

/**
 * Cards per file. Small, because a best-match list scatters its first page over the whole catalogue: 20
 * cards cost about 20 files either way, and 5-card files make that about 22 KB gzip at 10,000 ideas instead
 * of 88 KB. The newest-first list reads 4 files per page.
 */
export const CARD_CHUNK_SIZE = 5;
/** Scores are stored as tenths (7.5 -> 75); -1 means no score. */
export const NO_SCORE = -1;

export interface CoreIndex {
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

/** The core's columns by file: what one need reads together. */
export const CORE_GROUPS = {
  numbers: ['number'],
  days: ['day'],
  categories: ['technologies', 'industries', 'technology', 'industry'],
  scores: ['novelty', 'market', 'feasibility', 'total'],
} as const satisfies Record<string, readonly (keyof CoreIndex)[]>;

export type CoreGroup = keyof typeof CORE_GROUPS;
export const CORE_GROUP_NAMES = Object.keys(CORE_GROUPS) as CoreGroup[];

/** The columns of the groups loaded so far: a browser holds only those its filters have needed. */
export type CoreColumns = Partial<CoreIndex>;

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

export interface IndexSegment {
  /** The segment's folder under the manifest's base: the hash of its files. */
  dir: string;
  count: number;
  cardChunks: number;
  words: WordLayout;
}

export interface IndexManifest extends SearchLayout {
  /** Of the segments' folders: a new build with the same ideas has the same hash. */
  hash: string;
  count: number;
  /** The folder of every segment: /discover/data/ */
  base: string;
  /** Newest ideas first. */
  segments: IndexSegment[];
}

export const indexFiles = {
  core: (group: CoreGroup) => `core-${group}.json`,
  cards: (chunk: number) => `cards-${chunk}.json`,
};

/** Where the card files are: what a page that shows cards without the rest of the index needs (For you). */
export interface CardFiles {
  base: string;
  segments: Pick<IndexSegment, 'dir' | 'count'>[];
}

export const cardFilesOf = ({ base, segments }: IndexManifest): CardFiles => ({ base, segments: segments.map(({ dir, count }) => ({ dir, count })) });


/** The segment holding a global rank, and the rank within it; undefined past the last one. */
export function rankPlace<S extends Pick<IndexSegment, 'count'>>(segments: readonly S[], rank: number): { segment: S; rank: number } | undefined {
  if (rank < 0) return undefined;
  let offset = 0;
  for (const segment of segments) {
    if (rank < offset + segment.count) return { segment, rank: rank - offset };
    offset += segment.count;
  }
  return undefined;
}

/**
 * The ranks [start, end) of chunk `chunk` of a segment of `count` ideas cut in files of `size` (cards, like
 * lists). Chunks are cut from the segment's oldest idea, so the newest chunk is the one not full: when newer
 * ideas join a segment at the front, its older files keep their content and a deploy uploads only what is new
 * (issue 47).
 */
export function chunkSpan(count: number, chunk: number, size: number): { start: number; end: number } {
  const short = (size - (count % size)) % size;
  return { start: Math.max(0, chunk * size - short), end: Math.min(count, (chunk + 1) * size - short) };
}

/** The chunk holding a segment's `rank`, and the rank's place in it. */
export function chunkPlace(count: number, rank: number, size: number): { chunk: number; index: number } {
  const chunk = Math.floor((rank + ((size - (count % size)) % size)) / size);
  return { chunk, index: rank - chunkSpan(count, chunk, size).start };
}

/** A segment's items, newest first, in the chunks chunkSpan cuts. */
export function segmentChunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, chunk) => {
    const { start, end } = chunkSpan(items.length, chunk, size);
    return items.slice(start, end);
  });
}

/** The card file of a global rank (under the manifest's base) and the card's place in it. */
export function cardPlace(segments: readonly Pick<IndexSegment, 'dir' | 'count'>[], rank: number): { file: string; index: number } | undefined {
  const place = rankPlace(segments, rank);
  if (!place) return undefined;
  const { chunk, index } = chunkPlace(place.segment.count, place.rank, CARD_CHUNK_SIZE);
  return { file: segmentFile(place.segment, indexFiles.cards(chunk)), index };
}

/** A core group's files, newest segment first; joined by joinCores they are the whole catalogue's. */
export const coreFiles = (manifest: Pick<IndexManifest, 'segments'>, group: CoreGroup): string[] =>
  manifest.segments.map((segment) => segmentFile(segment, indexFiles.core(group)));

const NAME_LISTS: readonly (keyof CoreIndex)[] = ['technologies', 'industries'];

/** The columns of these groups, every segment's rows joined, from a reader of the index's files ({segment}/{name}). */
export function readColumns(manifest: Pick<IndexManifest, 'segments'>, groups: readonly CoreGroup[], read: (file: string) => CoreColumns): CoreColumns {
  return Object.assign({}, ...groups.map((group) => joinCores(coreFiles(manifest, group).map(read))));
}

/** The segments' files of core groups as one set of columns, every segment's rows in order (a manifest has at least one segment). */
export function joinCores<C extends CoreColumns>(cores: readonly C[]): C {
  if (cores.length === 1) return cores[0]!;
  const keys = Object.keys(cores[0]!) as (keyof CoreIndex)[];
  return Object.fromEntries(keys.map((key) => [key, NAME_LISTS.includes(key) ? cores[0]![key] : cores.flatMap((core) => core[key] as number[])])) as C;
}

/** Unhashed pointer to the current build's index, re-read by "Refresh Research". */
export const LATEST_MANIFEST_PATH = '/discover/latest.json';

export function indexUrl(manifest: Pick<IndexManifest, 'base'>, file: string): string {
  return `${manifest.base}${file}`;
}
