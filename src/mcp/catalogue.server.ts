/**
 * The MCP server's data, written by the site build beside the pages, in two parts:
 * - mcp-catalogue.json (src/pages/mcp-catalogue.json.ts), bundled with the function (netlify.toml
 *   included_files) and read whole by a cold instance: each idea's card (what lists show), discover's core
 *   index and word layout, and the folder of discover's index on the site;
 * - each idea's record, a file of its own on the site (src/pages/mcp-files/[...record].ts, at
 *   mcpRecordLocation): the whole idea with its related ideas and percentiles, as the idea page shows them.
 * The workspace's recommendation vectors, already on the site for For you, are read by the for_you tool.
 * The function reads a record when an answer is about that idea (at most four an answer), and discover's word
 * files from the site when a query needs them, as discover's browser code reads them (src/mcp/data.server.ts). So the
 * bundle grows with the cards alone, and a record file changes only when its own idea's record does, which
 * keeps a daily deploy's upload to the ideas that changed.
 * Build-time (writing) and server (reading); no browser code.
 */
import { mcpRecordLocation } from '../ideas/published-layout.ts';
import { type RelatedIdea, relatedIdeas } from '../ideas/related.build.ts';
import type { Idea } from '../ideas/schema.ts';
import { categoryPercentiles, type Percentiles } from '../ideas/score-stats.build.ts';
import { type BuiltIndex, buildDiscoverIndex, builtCore, isSearchFile } from '../discover/discover-index.build.ts';
import { type CoreIndex, indexUrl } from '../discover/index-types.ts';
import type { SearchLayout } from '../text-search/word-index.ts';
import { buildVectorFiles } from '../recommendations/vectors.build.ts';
import { VECTORS_FILE } from '../recommendations/vectors-file.ts';

/** Raised when the files' shape changes, so a function never reads files of another shape. */
export const CATALOGUE_VERSION = 6;

/** What lists, filters and look-ups by slug need of an idea. */
export type IdeaCard = Pick<
  Idea,
  'number' | 'slug' | 'path' | 'heading' | 'dateAdded' | 'primaryCategory' | 'secondaryCategory' | 'novelty' | 'marketPotential' | 'feasibility' | 'totalScore' | 'title'
>;

/** One idea's record file: what an answer about that idea alone needs. */
export interface IdeaRecord {
  idea: Idea;
  /** As the idea page lists them. */
  related: RelatedIdea[];
  /** Within the idea's technology category. */
  percentiles: Percentiles;
}

export interface McpCatalogue {
  version: typeof CATALOGUE_VERSION;
  /** The site's canonical origin: every link in an answer is under it. */
  site: string;
  generatedAt: string;
  /** In discover's rank order (newest first): cards[rank] is core.number[rank]'s idea. */
  cards: IdeaCard[];
  /** Discover's core index (its segments' joined) and word layout, as discover loads them. */
  core: CoreIndex;
  search: SearchLayout;
  /** The folder of discover's index on the site (/discover/data/), where its word files are. */
  indexBase: string;
  /** The workspace's recommendation vectors on the site (src/recommendations/vectors-file.ts), for the for_you tool. */
  forYouVectors: string;
}

export interface CatalogueSource {
  /** The build's discover index (src/discover/site-index.build.ts). */
  index: BuiltIndex;
  /** Any order. */
  ideas: readonly Idea[];
  site: URL;
  generatedAt: Date;
  /** The address of this build's recommendation vectors (src/recommendations/for-you-files.build.ts). */
  forYouVectors: string;
}

function card(idea: Idea): IdeaCard {
  const { number, slug, path, heading, dateAdded, primaryCategory, secondaryCategory, novelty, marketPotential, feasibility, totalScore, title } = idea;
  return { number, slug, path, heading, dateAdded, primaryCategory, secondaryCategory, novelty, marketPotential, feasibility, totalScore, title };
}

export function buildMcpCatalogue({ index, ideas, site, generatedAt, forYouVectors }: CatalogueSource): McpCatalogue {
  const core = builtCore(index);
  const { segments, lexicon } = index.manifest;
  const byNumber = new Map(ideas.map((idea) => [idea.number, idea]));
  return {
    version: CATALOGUE_VERSION,
    site: new URL('/', site).href,
    generatedAt: generatedAt.toISOString(),
    cards: core.number.map((number) => card(byNumber.get(number)!)),
    core,
    search: { segments: segments.map(({ dir, count, words }) => ({ dir, count, words })), lexicon },
    indexBase: index.manifest.base,
    forYouVectors,
  };
}

/** An idea's record file: its text depends on this idea's record alone. */
export function recordFile(idea: Idea, related: readonly RelatedIdea[] | undefined, percentiles: Percentiles | undefined): string {
  // Only what the answers use of the related entries, the similarity to the three decimals they show.
  const entries = (related ?? []).map(({ number, samePaper, score, shared }) => ({ number, samePaper, score: Math.round(score * 1000) / 1000, shared }));
  const record: IdeaRecord = { idea, related: entries, percentiles: percentiles ?? {} };
  return JSON.stringify(record);
}

/**
 * The catalogue and the files the function reads from the site (the records and discover's word files, by
 * their address), from the ideas alone, computing what the build shares with its pages: for tests and the
 * benchmark, which serve the files themselves.
 */
export function mcpFilesFromIdeas(ideas: readonly Idea[], site: URL, generatedAt: Date): { catalogue: McpCatalogue; published: Map<string, string> } {
  const index = buildDiscoverIndex(ideas);
  const related = relatedIdeas(ideas);
  const percentiles = categoryPercentiles(ideas, (idea) => idea.primaryCategory);
  const published = new Map(ideas.map((idea) => [mcpRecordLocation(idea.number), recordFile(idea, related.get(idea.number), percentiles.get(idea.number))]));
  for (const [name, text] of index.files) if (isSearchFile(name)) published.set(indexUrl(index.manifest, name), text);
  const vectors = buildVectorFiles(ideas);
  const forYouVectors = `${vectors.base}${VECTORS_FILE}`;
  published.set(forYouVectors, vectors.files.get(VECTORS_FILE)!);
  return { catalogue: buildMcpCatalogue({ index, ideas, site, generatedAt, forYouVectors }), published };
}
