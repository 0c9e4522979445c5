/**
 * Filters and sorts the discover index. Ships to the browser; pure, and the same code runs in Node
 * for tests and benchmarks. Sort orders are computed once per index, so a keystroke costs one pass.
 */
import type { DiscoverFilters, SortBy } from './filters.ts';
import { type CoreIndex, NO_SCORE } from './index-types.ts';
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
function weightedOrder(core: CoreIndex, weights: ScoreWeights): Int32Array {
  const keys = Float64Array.from(core.number, (_, rank) => {
    const score = weightedScore({ novelty: tenthsToScore(core.novelty[rank]!), marketPotential: tenthsToScore(core.market[rank]!), feasibility: tenthsToScore(core.feasibility[rank]!) }, weights);
    return score ?? -Infinity;
  });
  return Int32Array.from({ length: keys.length }, (_, rank) => rank).sort((a, b) => keys[b]! - keys[a]! || a - b);
}

function categorySet(names: readonly string[], known: readonly string[]): Set<number> | null {
  if (names.length === 0) return null;
  return new Set(names.map((name) => known.indexOf(name)).filter((index) => index >= 0));
}

export function createEngine(core: CoreIndex): DiscoverEngine {
  const count = core.number.length;
  const orders = new Map<SortBy, Int32Array>();
  // Only the last custom weighting: a slider passes through many, and each is one sort of the whole index.
  let weighted: { key: string; order: Int32Array } | null = null;

  // The core is already newest first (later date, then later row), so rank order breaks every tie by newest.
  function order(sort: SortBy): Int32Array {
    let cached = orders.get(sort);
    if (cached) return cached;
    cached = Int32Array.from({ length: count }, (_, rank) => rank);
    if (sort !== 'newest' && sort !== 'relevance' && sort !== 'alike') {
      const { column, direction } = SORT_KEYS[sort];
      const values = core[column];
      cached.sort((a, b) => direction * (values[a]! - values[b]!) || a - b);
    }
    orders.set(sort, cached);
    return cached;
  }

  // The default weighting is the published composite: its order is the 'total' column's, exactly.
  function orderFor({ sortBy, weights }: DiscoverFilters): Int32Array {
    if (sortBy !== 'valoris_score' || isDefaultWeights(weights)) return order(sortBy);
    const key = weightsToParam(weights);
    if (weighted?.key !== key) weighted = { key, order: weightedOrder(core, weights) };
    return weighted.order;
  }

  return {
    count,
    run(filters, text = null, like = null) {
      const technologies = categorySet(filters.primaryCategory, core.technologies);
      const industries = categorySet(filters.secondaryCategory, core.industries);
      const ranks = orderFor(filters);
      const matches = text?.matches;
      const alike = like?.matches;
      const result = new Int32Array(count);
      let length = 0;
      for (let i = 0; i < count; i++) {
        const rank = ranks[i]!;
        if (matches && !matches[rank]) continue;
        if (alike && !alike[rank]) continue;
        if (technologies && !technologies.has(core.technology[rank]!)) continue;
        if (industries && !industries.has(core.industry[rank]!)) continue;
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
