/**
 * Builds the discover index files from the ideas. Build-time only.
 */
import { contentHash, filesHash } from '../built-files/content-hash.build.ts';
import { truncateText } from '../ideas/format.ts';
import type { Idea } from '../ideas/schema.ts';
import { compareNewest } from '../ideas/sort.ts';
import { INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES } from '../ideas/categories.ts';
import { LIMITS } from '../config/constants/catalogue.ts';
import {
  CARD_CHUNK_SIZE,
  type CardData,
  CORE_GROUP_NAMES,
  CORE_GROUPS,
  type CoreIndex,
  type IndexManifest,
  type IndexSegment,
  indexFiles,
  type CoreColumns,
  readColumns,
  NO_SCORE,
  segmentChunks,
} from './index-types.ts';
import { type LexiconBlock, lexiconLookup } from '../language/lexicon.ts';
import { searchFields } from '../text-search/search-text.ts';
import type { LexiconLookup } from '../text-search/text-match.ts';
import { buildLikeAdditionsFiles, buildLikeFiles } from './like.build.ts';
import { buildWords } from '../text-search/words.build.ts';
import { createTextSearch, type TextSearch } from '../text-search/word-search.ts';
import { segmentFile } from '../text-search/word-index.ts';

const DAY_MS = 86_400_000;

export interface BuiltIndex {
  manifest: IndexManifest;
  /** File name ({segment}/{name}) -> JSON text, all under manifest.base. */
  files: Map<string, string>;
  /** Cards of the first page (the newest), for the server-rendered list. */
  firstCards: CardData[];
}

const tenths = (score: number | undefined) => (score === undefined ? NO_SCORE : Math.round(score * 10));

export function cardData(idea: Idea): CardData {
  return {
    number: idea.number,
    path: idea.path,
    heading: idea.heading,
    dateAdded: idea.dateAdded,
    primaryCategory: idea.primaryCategory,
    secondaryCategory: idea.secondaryCategory,
    novelty: idea.novelty,
    marketPotential: idea.marketPotential,
    feasibility: idea.feasibility,
    totalScore: idea.totalScore,
    painPoints: idea.painPoints?.slice(0, 3).map((point) => truncateText(point, 140)),
    businessModel: idea.businessModel && truncateText(idea.businessModel, 180),
    paperTitle: idea.title && truncateText(idea.title, 120),
    arxivId: idea.arxivId,
  };
}

/** The core columns of `ideas`, in their order: what one segment's core files hold. */
export function coreIndex(ideas: readonly Idea[]): CoreIndex {
  const technologies = TECHNOLOGY_CATEGORIES.map((c) => c.name);
  const industries = INDUSTRY_CATEGORIES.map((c) => c.name);
  return {
    technologies,
    industries,
    number: ideas.map((idea) => idea.number),
    day: ideas.map((idea) => Math.round(Date.parse(`${idea.dateAdded}T00:00:00Z`) / DAY_MS)),
    technology: ideas.map((idea) => technologies.indexOf(idea.primaryCategory)),
    industry: ideas.map((idea) => (idea.secondaryCategory ? industries.indexOf(idea.secondaryCategory) : -1)),
    novelty: ideas.map((idea) => tenths(idea.novelty)),
    market: ideas.map((idea) => tenths(idea.marketPotential)),
    feasibility: ideas.map((idea) => tenths(idea.feasibility)),
    total: ideas.map((idea) => tenths(idea.totalScore)),
  };
}

export interface IndexOptions {
  /**
   * Per idea number, its most similar ideas' numbers, best first (src/ideas/related.build.ts), for the like files:
   * a settled idea's among the settled ideas, a newer one's among all.
   */
  like?: ReadonlyMap<number, readonly number[]>;
  /** Per settled idea number, the newer ideas its list takes in (src/ideas/like-front.build.ts), for the additions files. */
  likeAdditions?: ReadonlyMap<number, readonly (readonly [number, number])[]>;
  /**
   * The settled ideas (src/ideas/settled-ideas.build.ts): the newest-first run of them at the end is the index's settled
   * segment, the ideas before it the newer ones' (index-types.ts). Default: all.
   */
  settled?: ReadonlySet<number>;
  /** Where the settled segment may come from instead of being built (the site's build: ./site-index.build.ts). */
  keepSettled?: SegmentKeeper;
}

export interface BuiltSegment {
  segment: IndexSegment;
  /** The lexicon's block stems: the oldest segment carries the lexicon (index-types.ts), the others null. */
  lexicon: string[] | null;
  /** Per weight group, the average field length its impacts were worked out with (words.build.ts). */
  averages: number[];
  /** File name -> JSON text, in the segment's folder. */
  files: Map<string, string>;
}

/**
 * Gives the settled segment of these ideas and like lists: `build`'s, or the one an earlier build kept for the same
 * (./kept-segment.build.ts).
 */
export type SegmentKeeper = (ideas: readonly Idea[], like: ReadonlyMap<number, readonly number[]>, build: () => BuiltSegment) => BuiltSegment;

/**
 * `oldest`: the oldest segment, built first: the others take its field lengths and leave it the lexicon, and the
 * newest carries the additions to its like lists (`additions`).
 */
function buildSegment(ideas: readonly Idea[], like: ReadonlyMap<number, readonly number[]>, oldest?: BuiltSegment, additions?: Map<string, string>): BuiltSegment {
  const files = new Map<string, string>();
  const core = coreIndex(ideas);
  for (const group of CORE_GROUP_NAMES) files.set(indexFiles.core(group), JSON.stringify(Object.fromEntries(CORE_GROUPS[group].map((column) => [column, core[column]]))));
  const cardChunks = segmentChunks(ideas.map(cardData), CARD_CHUNK_SIZE);
  cardChunks.forEach((chunk, index) => files.set(indexFiles.cards(index), JSON.stringify(chunk)));
  const words = buildWords(ideas.map(searchFields), oldest ? { withLexicon: false, averages: oldest.averages } : {});
  for (const [name, text] of words.files) files.set(name, text);
  for (const [name, text] of [...buildLikeFiles(core.number, like), ...(additions ?? [])]) files.set(name, text);
  const dir = filesHash(files);
  return { segment: { dir, count: ideas.length, cardChunks: cardChunks.length, words: words.layout }, lexicon: words.lexicon, averages: words.averages, files };
}

export function buildDiscoverIndex(input: readonly Idea[], { like = new Map(), likeAdditions = new Map(), settled, keepSettled }: IndexOptions = {}): BuiltIndex {
  const ideas = [...input].sort(compareNewest);
  let split = ideas.length;
  while (split > 0 && (settled === undefined || settled.has(ideas[split - 1]!.number))) split--;
  const parts = split === 0 || split === ideas.length ? [ideas] : [ideas.slice(0, split), ideas.slice(split)];
  const oldestIdeas = parts.at(-1)!;
  // Without settled ideas the one segment is the whole catalogue, new with every build: nothing to keep.
  const oldest = keepSettled && settled !== undefined && split < ideas.length ? keepSettled(oldestIdeas, like, () => buildSegment(oldestIdeas, like)) : buildSegment(oldestIdeas, like);
  const additions = parts.length > 1 ? buildLikeAdditionsFiles(oldestIdeas.map((idea) => idea.number), likeAdditions) : undefined;
  const built = [...parts.slice(0, -1).map((part) => buildSegment(part, like, oldest, additions)), oldest];
  const files = new Map<string, string>();
  for (const { segment, files: own } of built) for (const [name, text] of own) files.set(segmentFile(segment, name), text);
  const segments = built.map(({ segment }) => segment);
  return {
    manifest: {
      hash: contentHash(segments.map((segment) => segment.dir)),
      count: ideas.length,
      base: '/discover/data/',
      segments,
      lexicon: { dir: oldest.segment.dir, blocks: oldest.lexicon! },
    },
    files,
    firstCards: ideas.slice(0, LIMITS.pageSize).map(cardData),
  };
}

/** The built index's whole core, every group of its segments joined, as the browser reads it. */
export const builtCore = (built: BuiltIndex): CoreIndex => readColumns(built.manifest, CORE_GROUP_NAMES, (file) => JSON.parse(built.files.get(file)!) as CoreColumns) as CoreIndex;

/** Search file names: word blocks, close-match vocabulary and the lexicon. */
export const isSearchFile = (name: string) => /(?:^|\/)(?:words|vocab|lexicon)-/.test(name);

/** The built index's lexicon, every block at hand, for matching saved searches in Node (tests, benchmarks). */
export function builtLexicon(built: BuiltIndex): LexiconLookup {
  const parsed = new Map<string, LexiconBlock | undefined>();
  const { lexicon } = built.manifest;
  return lexiconLookup(lexicon, (file) => {
    if (!parsed.has(file)) {
      const text = built.files.get(segmentFile(lexicon, file));
      parsed.set(file, text === undefined ? undefined : (JSON.parse(text) as LexiconBlock));
    }
    return parsed.get(file);
  });
}

/**
 * A search over a built index for tests and benchmarks in Node: each query reads the files it asks for, as
 * the browser does, so a catalogue's 150 lexicon blocks are not all parsed up front.
 */
export function loadedSearch(built: BuiltIndex): TextSearch {
  const search = createTextSearch(built.manifest);
  const load = (query: string) => {
    for (let files = search.missing(query); files.length > 0; files = search.missing(query)) {
      for (const file of files) search.add(file, JSON.parse(built.files.get(file)!));
    }
  };
  return {
    missing: () => [],
    add: (file, data) => search.add(file, data),
    run(query) {
      load(query);
      return search.run(query);
    },
  };
}
