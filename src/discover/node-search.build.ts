/**
 * Discover's search run in Node, for tests and benchmarks: the index built exactly as the site build does
 * (its segments as of the build's day: src/config/env.server.ts buildDay), every file loaded, the query run with Best match order and no filters. Build-time only.
 */
import { buildDay } from '../config/env.server.ts';
import { settledIdeas } from '../ideas/settled-ideas.build.ts';
import type { Idea } from '../ideas/schema.ts';
import { createEngine } from './engine.ts';
import { EMPTY_FILTERS } from './filters.ts';
import { type BuiltIndex, buildDiscoverIndex, builtCore, loadedSearch } from './discover-index.build.ts';
import type { CoreIndex } from './index-types.ts';
import type { TextSearch } from '../text-search/word-search.ts';

export { foldText as normalizeForSearch } from '../text-search/normalize.ts';

interface Loaded {
  built: BuiltIndex;
  core: CoreIndex;
  search: TextSearch;
  engine: ReturnType<typeof createEngine>;
}

const cache = new WeakMap<readonly Idea[], Loaded>();

function load(ideas: readonly Idea[]): Loaded {
  let loaded = cache.get(ideas);
  if (!loaded) {
    const built = buildDiscoverIndex(ideas, { settled: settledIdeas(ideas, buildDay()) });
    const core = builtCore(built);
    loaded = { built, core, search: loadedSearch(built), engine: createEngine(core) };
    cache.set(ideas, loaded);
  }
  return loaded;
}

export interface SearchOutcome {
  /** Idea numbers, best first: what discover lists, or shows as close or partial matches when it lists none. */
  numbers: number[];
  /** No idea has every word: these have most of them. */
  partial: boolean;
  /** No idea has every word as typed: these have them once a typo is read as a close word ("agnet": agent). */
  close: boolean;
}

export function searchNumbers(ideas: readonly Idea[], query: string, limit = 10): SearchOutcome {
  const { core, search, engine } = load(ideas);
  const result = search.run(query);
  const ranks = engine.run({ ...EMPTY_FILTERS, search: query, sortBy: 'relevance' }, result);
  return {
    numbers: [...ranks.subarray(0, limit)].map((rank) => core.number[rank]!),
    partial: result?.kind === 'partial',
    close: result?.kind === 'close',
  };
}
