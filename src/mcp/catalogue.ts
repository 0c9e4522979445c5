/**
 * The MCP server's data, written by the site build beside the pages (src/pages/mcp-catalogue.json.ts and
 * mcp-ideas.jsonl.ts) and bundled by Netlify with the function (netlify.toml included_files), so the function
 * answers from exactly this build's catalogue and computes nothing across it:
 * - mcp-catalogue.json, read whole by a cold instance: each idea's card (what lists show), discover's core
 *   index and word layout, and where each line of the second file is;
 * - mcp-records.jsonl, one JSON value a line, read a line at a time: each idea's whole record with its
 *   related ideas and percentiles (as the idea pages show them), then each of discover's word files, read as
 *   a query needs it, as discover reads them. An answer reads at most four records and a query a few word
 *   files, so a cold instance parses a sixth of the data.
 * Build-time (writing) and server (reading); no browser code.
 */
import { type RelatedIdea, relatedIdeas } from '../ideas/related.ts';
import type { Idea } from '../ideas/schema.ts';
import { categoryPercentiles, type Percentiles } from '../ideas/score-stats.ts';
import { type BuiltIndex, buildDiscoverIndex, isSearchFile } from '../search/index-build.ts';
import { type CoreIndex, indexFiles } from '../search/index-types.ts';
import type { WordLayout } from '../search/word-index.ts';

/** Raised when the files' shape changes, so a function never reads files of another shape. */
export const CATALOGUE_VERSION = 3;

/** What lists, filters and look-ups by slug need of an idea. */
export type IdeaCard = Pick<
  Idea,
  'number' | 'slug' | 'path' | 'heading' | 'dateAdded' | 'primaryCategory' | 'secondaryCategory' | 'novelty' | 'marketPotential' | 'feasibility' | 'totalScore' | 'title'
>;

/** One idea's line of the records file: what an answer about that idea alone needs. */
export interface IdeaRecord {
  idea: Idea;
  /** As the idea page lists them. */
  related: RelatedIdea[];
  /** Within the idea's technology category. */
  percentiles: Percentiles;
}

/** Where a line of the records file is, in bytes: [start, end). */
export type ByteRange = [number, number];

export interface McpCatalogue {
  version: typeof CATALOGUE_VERSION;
  /** The site's canonical origin: every link in an answer is under it. */
  site: string;
  generatedAt: string;
  /** In discover's rank order (newest first): cards[rank] is core.number[rank]'s idea. */
  cards: IdeaCard[];
  /** Discover's core index and word layout, as discover loads them. */
  core: CoreIndex;
  layout: WordLayout;
  /** Per rank, its IdeaRecord's line in the records file. */
  records: ByteRange[];
  /** Each word and vocabulary file of discover's index: its line in the records file, read when a query needs it. */
  searchFiles: Record<string, ByteRange>;
}

export interface McpFiles {
  catalogue: McpCatalogue;
  /** The records file: the ideas' records, then discover's word files, one JSON value a line. */
  records: string;
}

export interface CatalogueSource {
  /** The build's discover index (src/search/discover-index.ts). */
  index: BuiltIndex;
  /** Any order. */
  ideas: readonly Idea[];
  related: ReadonlyMap<number, readonly RelatedIdea[]>;
  percentiles: ReadonlyMap<number, Percentiles>;
  site: URL;
  generatedAt: Date;
}

function card(idea: Idea): IdeaCard {
  const { number, slug, path, heading, dateAdded, primaryCategory, secondaryCategory, novelty, marketPotential, feasibility, totalScore, title } = idea;
  return { number, slug, path, heading, dateAdded, primaryCategory, secondaryCategory, novelty, marketPotential, feasibility, totalScore, title };
}

export function buildMcpFiles({ index, ideas, related, percentiles, site, generatedAt }: CatalogueSource): McpFiles {
  const core = JSON.parse(index.files.get(indexFiles.core)!) as CoreIndex;
  const byNumber = new Map(ideas.map((idea) => [idea.number, idea]));
  const lines: string[] = [];
  let offset = 0;
  const line = (text: string): ByteRange => {
    lines.push(`${text}\n`);
    const range: ByteRange = [offset, offset + Buffer.byteLength(text)];
    offset = range[1] + 1;
    return range;
  };
  const records = core.number.map((number) => {
    // Only what the answers use of the related entries, the similarity to the three decimals they show.
    const entries = (related.get(number) ?? []).map(({ number: other, samePaper, score, shared }) => ({ number: other, samePaper, score: Math.round(score * 1000) / 1000, shared }));
    const record: IdeaRecord = { idea: byNumber.get(number)!, related: entries, percentiles: percentiles.get(number) ?? {} };
    return line(JSON.stringify(record));
  });
  const searchFiles: Record<string, ByteRange> = {};
  for (const [name, text] of index.files) if (isSearchFile(name)) searchFiles[name] = line(text);
  return {
    catalogue: {
      version: CATALOGUE_VERSION,
      site: new URL('/', site).href,
      generatedAt: generatedAt.toISOString(),
      cards: core.number.map((number) => card(byNumber.get(number)!)),
      core,
      layout: index.manifest.search,
      records,
      searchFiles,
    },
    records: lines.join(''),
  };
}

/** The same files from the ideas alone, computing what the build shares with its pages: for tests and the benchmark. */
export function mcpFilesFromIdeas(ideas: readonly Idea[], site: URL, generatedAt: Date): McpFiles {
  return buildMcpFiles({
    index: buildDiscoverIndex(ideas),
    ideas,
    related: relatedIdeas(ideas),
    percentiles: categoryPercentiles(ideas, (idea) => idea.primaryCategory),
    site,
    generatedAt,
  });
}

