/**
 * Builds the discover index files from the ideas. Build-time only (node:crypto).
 */
import { createHash } from 'node:crypto';
import { truncateText } from '../ideas/format.ts';
import type { Idea } from '../ideas/schema.ts';
import { compareNewest } from '../ideas/sort.ts';
import { INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES } from '../ideas/categories.ts';
import {
  CARD_CHUNK_SIZE,
  type CardData,
  type CoreIndex,
  INDEX_VERSION,
  type IndexManifest,
  indexFiles,
  NO_SCORE,
  CLOSE_PART_SIZE,
} from './index-types.ts';
import { buildGrams } from './gram-build.ts';
import type { GramShard } from './gram-index.ts';
import { createGramSearch, type GramSearch } from './gram-search.ts';
import { searchText } from './search-text.ts';

const DAY_MS = 86_400_000;

export interface BuiltIndex {
  manifest: IndexManifest;
  /** File name -> JSON text, all under manifest.base. */
  files: Map<string, string>;
  /** Cards of the first page, for the server-rendered list. */
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

export function buildDiscoverIndex(input: readonly Idea[]): BuiltIndex {
  const ideas = [...input].sort(compareNewest);
  const files = new Map<string, string>();
  files.set(indexFiles.core, JSON.stringify(coreIndex(ideas)));
  const cards = ideas.map(cardData);
  const cardChunks = chunks(cards, CARD_CHUNK_SIZE);
  cardChunks.forEach((chunk, index) => files.set(indexFiles.cards(index), JSON.stringify(chunk)));
  const grams = buildGrams(ideas.map(searchText));
  for (const [name, text] of grams.files) files.set(name, text);
  const closeParts = chunks(ideas, CLOSE_PART_SIZE);
  closeParts.forEach((part, index) => files.set(indexFiles.close(index), JSON.stringify(part.map((idea) => `${idea.heading}\n${idea.title ?? ''}`))));
  const digest = createHash('sha256');
  for (const [name, text] of files) digest.update(name).update('\0').update(text);
  const hash = digest.digest('hex').slice(0, 16);
  return {
    manifest: { hash, count: ideas.length, base: `/discover/data/${hash}/`, cardChunks: cardChunks.length, search: grams.layout, closeParts: closeParts.length },
    files,
    firstCards: cards.slice(0, CARD_CHUNK_SIZE),
  };
}

/** A search with every shard file of a built index already added, for tests and benchmarks in Node. */
export function loadedSearch(built: BuiltIndex): GramSearch {
  const search = createGramSearch(built.manifest.count, built.manifest.search);
  for (const [name, text] of built.files) if (name.startsWith('grams-')) search.add(name, JSON.parse(text) as GramShard);
  return search;
}
