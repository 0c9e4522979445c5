/**
 * The catalogue as the tools use it: the data file (./catalogue.ts) parsed once per function instance, with
 * discover's engine over its core index; the records file beside it stays on disk, and a line of it is read
 * when an answer needs an idea's record or a query needs a word file (as discover fetches them). Both paths
 * come from the deployment: the records file's name is fixed, and the bytes read are at ranges the data file
 * gives for a rank or a word file's name, never anything from a request. Server-only.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MCP } from '../config/constants/mcp.ts';
import { createEngine, type DiscoverEngine } from '../search/engine.ts';
import { createTextSearch, type TextResult } from '../search/word-search.ts';
import { type ByteRange, CATALOGUE_VERSION, type IdeaCard, type IdeaRecord, type McpCatalogue } from './catalogue.ts';

export interface LoadedCatalogue {
  site: URL;
  generatedAt: string;
  data: McpCatalogue;
  engine: DiscoverEngine;
  /** Idea number -> rank (the index into data.cards and data.records). */
  rankOf: ReadonlyMap<number, number>;
  /** The whole record of the idea at a rank. */
  record(rank: number): IdeaRecord;
  /** Discover's text search for the query, its word files read first (null: a query with no words). */
  runSearch(query: string): TextResult | null;
}

export class CatalogueUnavailable extends Error {}

/** `readLine` gives the text of a line of the records file. */
export function prepareCatalogue(data: McpCatalogue, readLine: (range: ByteRange) => string): LoadedCatalogue {
  if (data.version !== CATALOGUE_VERSION) throw new CatalogueUnavailable(`The catalogue file is version ${String(data.version)}, this server reads version ${CATALOGUE_VERSION}`);
  const search = createTextSearch(data.core.number.length, data.layout);
  return {
    site: new URL(data.site),
    generatedAt: data.generatedAt,
    data,
    engine: createEngine(data.core),
    rankOf: new Map(data.core.number.map((number, rank) => [number, rank])),
    record: (rank) => JSON.parse(readLine(data.records[rank]!)) as IdeaRecord,
    runSearch(query) {
      // A close match needs the vocabulary first, then the blocks of the words it found: ask until none is missing.
      for (let missing = search.missing(query); missing.length > 0; missing = search.missing(query)) {
        for (const name of missing) {
          const range = Object.hasOwn(data.searchFiles, name) ? data.searchFiles[name] : undefined;
          if (!range) throw new CatalogueUnavailable(`The catalogue has no word file ${name}`);
          search.add(name, JSON.parse(readLine(range)));
        }
      }
      return search.run(query);
    },
  };
}

/** Lines from the text of a records file, for tests. */
export function linesFromText(text: string): (range: ByteRange) => string {
  const bytes = Buffer.from(text);
  return ([start, end]) => bytes.toString('utf8', start, end);
}

function unreadable(what: string, error: unknown): never {
  throw new CatalogueUnavailable(`The ${what} could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
}

/** Reads the data file whole and opens the records file beside it for the instance's life. */
export function readCatalogue(file: string): LoadedCatalogue {
  let data: McpCatalogue;
  let fd: number;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as McpCatalogue;
  } catch (error) {
    unreadable('catalogue file', error);
  }
  try {
    fd = openSync(join(dirname(file), MCP.recordsFile), 'r');
  } catch (error) {
    unreadable('records file', error);
  }
  try {
    return prepareCatalogue(data, ([start, end]) => {
      const buffer = Buffer.alloc(end - start);
      readSync(fd, buffer, 0, buffer.length, start);
      return buffer.toString('utf8');
    });
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

export function ideaAt(catalogue: LoadedCatalogue, rank: number): IdeaCard {
  return catalogue.data.cards[rank]!;
}

export function rankOfNumber(catalogue: LoadedCatalogue, number: number): number | undefined {
  return catalogue.rankOf.get(number);
}
