/**
 * The catalogue as the tools use it: the bundled data file (./catalogue.ts) parsed once per function
 * instance, with discover's engine over its core index; an idea's record and the word files a query needs
 * are read from the site as answers need them. Every path read comes from the build (a rank's idea number,
 * a word file's name in the layout, the index folder the data file names), never from a request, and every
 * read is from one origin (./origin.ts). Server-only.
 */
import { readFileSync } from 'node:fs';
import { MCP } from '../config/constants/mcp.ts';
import { mcpRecordLocation } from '../ideas/published-layout.ts';
import { createEngine, type DiscoverEngine } from '../discover/engine.ts';
import { indexUrl } from '../discover/index-types.ts';
import { createFetchingSearch, SearchFileFailed } from '../text-search/fetching-search.ts';
import type { TextResult } from '../text-search/word-search.ts';
import { decodeVectors, type RecommendationCatalogue, type VectorsFile } from '../recommendations/vectors-file.ts';
import { CATALOGUE_VERSION, type IdeaCard, type IdeaRecord, type McpCatalogue } from './catalogue.server.ts';

export interface LoadedCatalogue {
  site: URL;
  generatedAt: string;
  data: McpCatalogue;
  engine: DiscoverEngine;
  /** Idea number -> rank (the index into data.cards). */
  rankOf: ReadonlyMap<number, number>;
  /** The whole record of the idea at a rank. */
  record(rank: number): Promise<IdeaRecord>;
  /** Discover's text search for the query, its word files read first (null: a query with no words). */
  runSearch(query: string): Promise<TextResult | null>;
  /** The workspace's recommendation model over the catalogue, read and decoded by the first for_you. */
  recommendations(): Promise<RecommendationCatalogue>;
}

/** The catalogue, or a file of it on the site, cannot be read: the client is told to try again (MCP.unavailable). */
export class CatalogueUnavailable extends Error {}

/** The text of a file the site publishes, by its path from the site's root. */
export type SiteReader = (path: string) => Promise<string>;

/** `read` gives the site's files: over HTTP on Netlify and locally (siteReader), from memory in unit tests. */
export function prepareCatalogue(data: McpCatalogue, read: SiteReader): LoadedCatalogue {
  if (data.version !== CATALOGUE_VERSION) throw new CatalogueUnavailable(`The catalogue file is version ${String(data.version)}, this server reads version ${CATALOGUE_VERSION}`);
  const readJson = async (path: string): Promise<unknown> => {
    const text = await read(path);
    try {
      return JSON.parse(text);
    } catch {
      throw new CatalogueUnavailable(`${path} is not JSON`);
    }
  };

  // Each word file is read once for the instance's life (fetching-search.ts).
  const search = createFetchingSearch(data.search, (name) => readJson(indexUrl({ base: data.indexBase }, name)));

  // The records most recently used, a bounded few: a Map keeps insertion order, so a hit moves to the end and
  // the first entry is the least recently used.
  const records = new Map<number, Promise<IdeaRecord>>();
  const record = (rank: number): Promise<IdeaRecord> => {
    const number = data.core.number[rank]!;
    const kept = records.get(number);
    if (kept) {
      records.delete(number);
      records.set(number, kept);
      return kept;
    }
    const reading = readJson(mcpRecordLocation(number)) as Promise<IdeaRecord>;
    reading.catch(() => records.get(number) === reading && records.delete(number));
    if (records.size >= MCP.recordCacheSize) records.delete(records.keys().next().value!);
    records.set(number, reading);
    return reading;
  };

  // Read once for the instance's life; a failed read is tried again by the next call.
  let vectors: Promise<RecommendationCatalogue> | undefined;
  const recommendations = (): Promise<RecommendationCatalogue> => {
    if (!vectors) {
      vectors = readJson(data.forYouVectors).then((file) => decodeVectors(file as VectorsFile));
      vectors.catch(() => (vectors = undefined));
    }
    return vectors;
  };

  return {
    site: new URL(data.site),
    generatedAt: data.generatedAt,
    data,
    engine: createEngine(data.core),
    rankOf: new Map(data.core.number.map((number, rank) => [number, rank])),
    record,
    // The read's own error (CatalogueUnavailable) is what the server tells the client.
    runSearch: (query) => search.search(query).catch((error: unknown) => Promise.reject(error instanceof SearchFileFailed ? error.cause : error)),
    recommendations,
  };
}

/**
 * Reads the site's files at `origin` over HTTP. A read that fails, answers other than 200 or takes longer than
 * `timeoutMs` (a hung CDN must not hang the function) is CatalogueUnavailable.
 */
export function siteReader(origin: URL, timeoutMs: number = MCP.fetchTimeoutMs): SiteReader {
  return async (path) => {
    const url = new URL(path, origin);
    // The paths are the build's, always from the root: a reader never leaves its origin whatever it is given.
    if (url.origin !== origin.origin) throw new CatalogueUnavailable(`${path} is not a path on ${origin.origin}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) {
        await response.body?.cancel();
        throw new CatalogueUnavailable(`${url.href} answered ${response.status}`);
      }
      return await response.text();
    } catch (error) {
      if (error instanceof CatalogueUnavailable) throw error;
      throw new CatalogueUnavailable(`${url.href} could not be read (${(error as Error).message})`);
    }
  };
}

/** Reads the bundled data file whole; the site's files are read with `read` as answers need them. */
export function readCatalogue(file: string, read: SiteReader): LoadedCatalogue {
  let data: McpCatalogue;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as McpCatalogue;
  } catch (error) {
    throw new CatalogueUnavailable(`The catalogue file could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return prepareCatalogue(data, read);
}

export function ideaAt(catalogue: LoadedCatalogue, rank: number): IdeaCard {
  return catalogue.data.cards[rank]!;
}

export function rankOfNumber(catalogue: LoadedCatalogue, number: number): number | undefined {
  return catalogue.rankOf.get(number);
}
