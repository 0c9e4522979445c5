/**
 * Where an idea's scores stand among the ideas of its technology category, and how a category's scores
 * are spread. Pure; build-time only.
 */
import { SCORE_STATS } from '../config/constants.ts';
import type { Idea } from './schema.ts';

export const SCORE_KEYS = ['totalScore', 'novelty', 'marketPotential', 'feasibility'] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];
export type Scored = Pick<Idea, 'number' | ScoreKey>;

/** Sorted copy of the category's scores for `key`, missing scores left out. */
function sortedScores(ideas: readonly Scored[], key: ScoreKey): number[] {
  return ideas.flatMap((idea) => (idea[key] === undefined ? [] : [idea[key]])).sort((a, b) => a - b);
}

/** How many of `sorted` are strictly below `value` (binary search). */
function countBelow(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The share of the OTHER scored ideas of the category whose score is strictly lower, in whole percent
 * rounded down ("higher than 82%" never overstates). Ties count as not lower, so the best-scored idea of a
 * category where everyone scored 8 reads 0%, not 100%. Null when fewer than SCORE_STATS.minCategorySize
 * ideas of the category have that score: a percentile of two ideas misleads more than it tells.
 */
export function percentileAmong(sorted: readonly number[], value: number): number | null {
  if (sorted.length < SCORE_STATS.minCategorySize) return null;
  return Math.floor((countBelow(sorted, value) / (sorted.length - 1)) * 100);
}

export type Percentiles = Partial<Record<ScoreKey, number>>;

/** Percentiles of every idea among the ideas sharing its category, keyed by idea number. */
export function categoryPercentiles<T extends Scored>(ideas: readonly T[], categoryOf: (idea: T) => string): Map<number, Percentiles> {
  const byCategory = new Map<string, T[]>();
  for (const idea of ideas) {
    const key = categoryOf(idea);
    const members = byCategory.get(key);
    if (members) members.push(idea);
    else byCategory.set(key, [idea]);
  }
  const result = new Map<number, Percentiles>();
  for (const members of byCategory.values()) {
    const sorted = Object.fromEntries(SCORE_KEYS.map((key) => [key, sortedScores(members, key)])) as Record<ScoreKey, number[]>;
    for (const idea of members) {
      const percentiles: Percentiles = {};
      for (const key of SCORE_KEYS) {
        const value = idea[key];
        const percentile = value === undefined ? null : percentileAmong(sorted[key], value);
        if (percentile !== null) percentiles[key] = percentile;
      }
      result.set(idea.number, percentiles);
    }
  }
  return result;
}

/** The middle value (mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface HistogramBin {
  /** Lower edge, inclusive; the last bin also includes its upper edge (a 10 counts in 9–10). */
  from: number;
  to: number;
  count: number;
}

/** Counts of `values` in one-point bins from 0 to `max`. */
export function histogram(values: readonly number[], max: number): HistogramBin[] {
  const bins = Array.from({ length: max }, (_, from) => ({ from, to: from + 1, count: 0 }));
  for (const value of values) bins[Math.min(max - 1, Math.max(0, Math.floor(value)))]!.count += 1;
  return bins;
}
