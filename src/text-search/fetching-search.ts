/**
 * The word search with its files fetched for it: `search(query)` reads what the query needs, in the rounds it
 * needs (a word that finds nothing reads the vocabulary, then its close words' blocks), and ranks; `preload`
 * only reads. Discover's feed and its early prefetch, and the MCP server, each give it their way to read a
 * file. Word files are named by their index's content, so one never changes: each is read once, a read under
 * way is shared by every query that needs the file, and a failed one is asked for again by the next call.
 * Ships to the browser.
 */
import type { SearchLayout } from './word-index.ts';
import { createTextSearch, type TextResult, type TextSearch } from './word-search.ts';

/** A word file could not be read: `file` names it, so a caller can tell whether a later query still needs it. */
export class SearchFileFailed extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(`${file}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export interface FetchingSearch {
  /** Reads every file the query needs; rejects with SearchFileFailed for the first that failed. */
  preload(query: string): Promise<void>;
  /** The query's results once its files are read (null: a query with no words). */
  search(query: string): Promise<TextResult | null>;
  /** Whether every file the query needs is here, so `text.run(query)` answers now (a render asks this). */
  ready(query: string): boolean;
  /** The search itself, for the synchronous runs of a render once `ready`. */
  text: TextSearch;
}

/**
 * `onArrived`: called with the files that came since its last call once no read is under way (a round's
 * files together), for a view that shows what is here so far: one render per round, not one per file.
 */
export function createFetchingSearch(layout: SearchLayout, read: (file: string) => Promise<unknown>, onArrived: (files: string[]) => void = () => {}): FetchingSearch {
  const text = createTextSearch(layout);
  const reads = new Map<string, Promise<void>>();
  let underWay = 0;
  let arrived: string[] = [];
  const readFile = (file: string): Promise<void> => {
    let reading = reads.get(file);
    if (!reading) {
      underWay++;
      reading = read(file)
        .then((data) => {
          text.add(file, data);
          arrived.push(file);
        })
        .catch((error: unknown) => {
          reads.delete(file);
          throw new SearchFileFailed(file, error);
        })
        .finally(() => {
          if (--underWay > 0 || arrived.length === 0) return;
          const files = arrived;
          arrived = [];
          onArrived(files);
        });
      reads.set(file, reading);
    }
    return reading;
  };
  const preload = async (query: string) => {
    for (let missing = text.missing(query); missing.length > 0; missing = text.missing(query)) await Promise.all(missing.map(readFile));
  };
  return {
    preload,
    async search(query) {
      await preload(query);
      return text.run(query);
    },
    ready: (query) => text.missing(query).length === 0,
    text,
  };
}
