/**
 * Builds the discover index files from the ideas. Build-time only (node:crypto).
 */
import { createHash } from 'node:crypto';
import { truncateText } from '../ideas/format.ts';
import type { Idea } from '../ideas/schema.ts';
import { compareNewest } from '../ideas/sort.ts';
import { INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES } from '../ideas/categories.ts';
import { LIMITS } from '../config/constants.ts';
import {
  CARD_CHUNK_SIZE,
  type CardData,
  type CoreIndex,
  INDEX_VERSION,
  type IndexManifest,
  indexFiles,
  NO_SCORE,
} from './index-types.ts';
import { type LexiconBlock, lexiconLookup } from '../language/lexicon.ts';
import { searchFields } from './search-text.ts';
import type { LexiconLookup } from './text-match.ts';
import { buildLikeFiles } from './like-build.ts';
import { buildWords } from './word-build.ts';
import { createTextSearch, type TextSearch } from './word-search.ts';

const DAY_MS = 86_400_000;

export interface BuiltIndex {
  manifest: IndexManifest;
  /** File name -> JSON text, all under manifest.base. */
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

function coreIndex(ideas: readonly Idea[]): CoreIndex {
  const technologies = TECHNOLOGY_CATEGORIES.map((c) => c.name);
  const industries = INDUSTRY_CATEGORIES.map((c) => c.name);
  return {
    version: INDEX_VERSION,
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

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/** `like`: per idea number, its most similar ideas' numbers, best first (related.ts), for the like files. */
export function buildDiscoverIndex(input: readonly Idea[], like: ReadonlyMap<number, readonly number[]> = new Map()): BuiltIndex {
  const ideas = [...input].sort(compareNewest);
  const files = new Map<string, string>();
  const core = coreIndex(ideas);
  files.set(indexFiles.core, JSON.stringify(core));
  const cards = ideas.map(cardData);
  const cardChunks = chunks(cards, CARD_CHUNK_SIZE);
  cardChunks.forEach((chunk, index) => files.set(indexFiles.cards(index), JSON.stringify(chunk)));
  const words = buildWords(ideas.map(searchFields));
  for (const [name, text] of words.files) files.set(name, text);
  for (const [name, text] of buildLikeFiles(core.number, like)) files.set(name, text);
  const digest = createHash('sha256');
  for (const [name, text] of files) digest.update(name).update('\0').update(text);
  const hash = digest.digest('hex').slice(0, 16);
  return {
    manifest: { hash, count: ideas.length, base: `/discover/data/${hash}/`, cardChunks: cardChunks.length, search: words.layout },
    files,
    firstCards: cards.slice(0, LIMITS.pageSize),
  };
}

/** Search file names: word blocks, close-match vocabulary and the lexicon. */
export const isSearchFile = (name: string) => /^(?:words|vocab|lexicon)-/.test(name);

/** The built index's lexicon, every block at hand, for matching saved searches in Node (tests, benchmarks). */
export function builtLexicon(built: BuiltIndex): LexiconLookup {
  const parsed = new Map<string, LexiconBlock | undefined>();
  return lexiconLookup({ blocks: built.manifest.search.lexicon }, (file) => {
    if (!parsed.has(file)) {
      const text = built.files.get(file);
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
  const search = createTextSearch(built.manifest.count, built.manifest.search);
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
