/**
 * Filters and sorts the discover index. Ships to the browser; pure, and the same code runs in Node
 * for tests and benchmarks. Sort orders are computed once per index, so a keystroke costs one pass.
 */
import type { DiscoverFilters, SortBy } from './filters.ts';
import { type CoreColumns, type CoreGroup, type CoreIndex, NO_SCORE } from './index-types.ts';
import { isDefaultWeights, type ScoreWeights, weightedScore, weightsToParam } from './weights.ts';

/**
 * Which ranks an input lets through, and how well each matches: the text search's result (word-search.ts
 * TextResult), or the ideas like one idea (like.ts).
 */
export interface TextMatches {
  matches: Uint8Array;
  scores: Float64Array;
}

export interface DiscoverEngine {
  count: number;
  /**
   * Ranks of the ideas that pass, in the requested order; best match orders by `text.scores`, ties newest
   * first, and without a text search is newest first. `like` narrows the same way, and most alike orders
   * by its scores.
   */
  run(filters: DiscoverFilters, text?: TextMatches | null, like?: TextMatches | null): Int32Array;
}

/** The core groups each sort reads: newest first is rank order, and a best match or a like list orders by its input's scores. */
const SORT_GROUPS: Record<SortBy, readonly CoreGroup[]> = {
  newest: [],
  relevance: [],
  alike: [],
  oldest: ['days'],
  valoris_score: ['scores'],
  novelty_score: ['scores'],
  market_score: ['scores'],
  feasibility_score: ['scores'],
};

/**
 * The core groups a list with these filters reads: none for the newest-first list or a best-match search, so
 * those need no columns at all; a like list finds its idea's rank by number.
 */
export function coreGroupsFor(filters: Pick<DiscoverFilters, 'primaryCategory' | 'secondaryCategory' | 'sortBy' | 'like'>): CoreGroup[] {
  const groups = new Set(SORT_GROUPS[filters.sortBy]);
  if (filters.primaryCategory.length > 0 || filters.secondaryCategory.length > 0) groups.add('categories');
  if (filters.like !== null) groups.add('numbers');
  return [...groups];
}

/** A column the run reads; the caller loads its group first (coreGroupsFor), so a missing one is a bug. */
function column<K extends keyof CoreIndex>(core: CoreColumns, key: K): CoreIndex[K] {
  const value = core[key];
  if (value === undefined) throw new Error(`The discover index's ${key} column is not loaded`);
  return value;
}

type SortKey = { column: keyof Pick<CoreIndex, 'day' | 'novelty' | 'market' | 'feasibility' | 'total'>; direction: 1 | -1 };

const SORT_KEYS: Record<Exclude<SortBy, 'newest' | 'relevance' | 'alike'>, SortKey> = {
  oldest: { column: 'day', direction: 1 },
  valoris_score: { column: 'total', direction: -1 },
  novelty_score: { column: 'novelty', direction: -1 },
  market_score: { column: 'market', direction: -1 },
  feasibility_score: { column: 'feasibility', direction: -1 },
};

const tenthsToScore = (value: number) => (value === NO_SCORE ? undefined : value / 10);

/** Ranks by the reader's weighting, highest first; unscored ideas last; ties newest first (rank order). */
function weightedOrder(core: CoreColumns, weights: ScoreWeights): Int32Array {
  const [novelty, market, feasibility] = [column(core, 'novelty'), column(core, 'market'), column(core, 'feasibility')];
  const keys = Float64Array.from(novelty, (_, rank) => {
    const score = weightedScore({ novelty: tenthsToScore(novelty[rank]!), marketPotential: tenthsToScore(market[rank]!), feasibility: tenthsToScore(feasibility[rank]!) }, weights);
    return score ?? -Infinity;
  });
  return Int32Array.from({ length: keys.length }, (_, rank) => rank).sort((a, b) => keys[b]! - keys[a]! || a - b);
}

/** The positions of the named categories, and the rank's column to test them against; null when the filter is off. */
function categoryFilter(core: CoreColumns, names: readonly string[], list: 'technologies' | 'industries', key: 'technology' | 'industry') {
  if (names.length === 0) return null;
  const known = column(core, list);
  return { wanted: new Set(names.map((name) => known.indexOf(name)).filter((index) => index >= 0)), values: column(core, key) };
}

/** `count`: the index's ideas; the whole core's number column tells it when every group is at hand. */
export function createEngine(core: CoreColumns, count: number = column(core, 'number').length): DiscoverEngine {
  const orders = new Map<SortBy, Int32Array>();
  // Only the last custom weighting: a slider passes through many, and each is one sort of the whole index.
  let weighted: { key: string; order: Int32Array } | null = null;

  // The core is already newest first (later date, then later row), so rank order breaks every tie by newest.
  // Null: rank order itself (newest first, and the orders by an input's scores, which sort what passes), walked
  // without an array of every rank, which a phone's first search would build in tens of milliseconds.
  function order(sort: SortBy): Int32Array | null {
    if (sort === 'newest' || sort === 'relevance' || sort === 'alike') return null;
    let cached = orders.get(sort);
    if (cached) return cached;
    const { column: key, direction } = SORT_KEYS[sort];
    const values = column(core, key);
    cached = Int32Array.from({ length: count }, (_, rank) => rank).sort((a, b) => direction * (values[a]! - values[b]!) || a - b);
    orders.set(sort, cached);
    return cached;
  }

  // The default weighting is the published composite: its order is the 'total' column's, exactly.
  function orderFor({ sortBy, weights }: DiscoverFilters): Int32Array | null {
    if (sortBy !== 'valoris_score' || isDefaultWeights(weights)) return order(sortBy);
    const key = weightsToParam(weights);
    if (weighted?.key !== key) weighted = { key, order: weightedOrder(core, weights) };
    return weighted.order;
  }

  return {
    count,
    run(filters, text = null, like = null) {
      const technologies = categoryFilter(core, filters.primaryCategory, 'technologies', 'technology');
      const industries = categoryFilter(core, filters.secondaryCategory, 'industries', 'industry');
      const ranks = orderFor(filters);
      const matches = text?.matches;
      const alike = like?.matches;
      const result = new Int32Array(count);
      let length = 0;
      for (let i = 0; i < count; i++) {
        const rank = ranks ? ranks[i]! : i;
        if (matches && !matches[rank]) continue;
        if (alike && !alike[rank]) continue;
        if (technologies && !technologies.wanted.has(technologies.values[rank]!)) continue;
        if (industries && !industries.wanted.has(industries.values[rank]!)) continue;
        result[length++] = rank;
      }
      const passing = result.subarray(0, length);
      // Rank order is newest first, so a tie in score stays newest first.
      const by = filters.sortBy === 'relevance' ? text : filters.sortBy === 'alike' ? like : null;
      if (by) passing.sort((a, b) => by.scores[b]! - by.scores[a]! || a - b);
      return passing;
    },
  };
}
