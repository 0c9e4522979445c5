/**
 * Where an idea's scores stand among the ideas of its technology category, and how a category's scores
 * are spread. Pure; build-time only.
 */
import { SCORE_STATS, SCORE_TEXT } from '../config/constants/catalogue.ts';
import type { Idea } from './schema.ts';
import { SCORE_LABELS } from './score-labels.ts';

export const SCORE_KEYS = SCORE_LABELS.map(({ key }) => key);
export type ScoreKey = (typeof SCORE_LABELS)[number]['key'];
export type Scored = Pick<Idea, 'number' | ScoreKey>;

/** Sorted copy of the category's scores for `key`, missing scores left out. */
function sortedScores(ideas: readonly Scored[], key: ScoreKey): number[] {
  return ideas.flatMap((idea) => (idea[key] === undefined ? [] : [idea[key]])).sort((a, b) => a - b);
}

/** How many of `sorted` are below `value`, strictly or (`orEqual`) not above it (binary search). */
function countBelow(sorted: readonly number[], value: number, orEqual = false): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value || (orEqual && sorted[mid] === value)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Where one score stands among the other scored ideas of its category. */
export interface Standing {
  /** The share of the others with a strictly lower score, in whole percent rounded down. */
  percent: number;
  /** How many of the others have the very same score. */
  tied: number;
  /** How many other ideas of the category have this score at all. */
  others: number;
}

/**
 * The share of the OTHER scored ideas of the category whose score is strictly lower, in whole percent
 * rounded down ("higher than 82%" never overstates), and how many others share the score: a reader is told
 * of ties ("0%, tied with 3 of 4") rather than left to read 0% as last place. Null when fewer than
 * SCORE_STATS.minCategorySize ideas of the category have that score: a percentile of two ideas misleads
 * more than it tells.
 */
export function percentileAmong(sorted: readonly number[], value: number): Standing | null {
  if (sorted.length < SCORE_STATS.minCategorySize) return null;
  const below = countBelow(sorted, value);
  const others = sorted.length - 1;
  return { percent: Math.floor((below / others) * 100), tied: countBelow(sorted, value, true) - below - 1, others };
}

/**
 * A standing as the idea page's sentence says it: the figure it shows in bold and the words after it (the
 * first names the category). Higher than every other idea says so, "all 4 other Agentic AI ideas": "100% of
 * Agentic AI ideas" would count the idea itself.
 */
export function standingWords({ percent, others }: Standing, category: string | null): { figure: string; after: string } {
  if (percent === 100) return { figure: `all ${others}`, after: category === null ? ' others' : ` other ${category} ideas` };
  return { figure: `${percent}%`, after: category === null ? '' : ` of ${category} ideas` };
}

/** The plain words for a standing's ties ("tied with 3 of 4", "tied with all 4"), or null without ties. */
export function tieNote({ tied, others }: Standing): string | null {
  return tied === 0 ? null : SCORE_TEXT.tiedWith(tied, others);
}

export type Percentiles = Partial<Record<ScoreKey, Standing>>;

/**
 * Percentiles of every idea among the `reference` ideas sharing its category, keyed by idea number. An idea
 * outside the reference (one new since it was taken: src/ideas/reference-catalogue.build.ts) stands among the
 * reference's ideas as if it had been one of them, so its standing stays put while other new ideas arrive.
 */
export function categoryPercentiles<T extends Scored>(ideas: readonly T[], categoryOf: (idea: T) => string, reference: readonly T[] = ideas): Map<number, Percentiles> {
  const byCategory = new Map<string, T[]>();
  for (const idea of reference) {
    const key = categoryOf(idea);
    const members = byCategory.get(key);
    if (members) members.push(idea);
    else byCategory.set(key, [idea]);
  }
  const sorted = new Map([...byCategory].map(([key, members]) => [key, Object.fromEntries(SCORE_KEYS.map((score) => [score, sortedScores(members, score)])) as Record<ScoreKey, number[]>]));
  const inReference = new Set(reference.map((idea) => idea.number));
  const result = new Map<number, Percentiles>();
  for (const idea of ideas) {
    const category = sorted.get(categoryOf(idea));
    const percentiles: Percentiles = {};
    for (const key of SCORE_KEYS) {
      const value = idea[key];
      if (value === undefined) continue;
      const scores = category?.[key] ?? [];
      const percentile = percentileAmong(inReference.has(idea.number) ? scores : withScore(scores, value), value);
      if (percentile !== null) percentiles[key] = percentile;
    }
    result.set(idea.number, percentiles);
  }
  return result;
}

/** A sorted copy of `sorted` with `value` in its place. */
function withScore(sorted: readonly number[], value: number): number[] {
  const copy = [...sorted];
  copy.splice(countBelow(sorted, value), 0, value);
  return copy;
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

export interface CompositeFit {
  /** Ideas with all four scores. */
  count: number;
  /** Least-squares weights of novelty, market potential and feasibility that best reproduce the composite. */
  weights: { novelty: number; marketPotential: number; feasibility: number };
  /** Mean distance between the composite and the fitted weighting, in points. */
  meanAbsError: number;
}

/**
 * The sheet supplies the composite without its weights; this recovers them from the catalogue (ordinary
 * least squares without intercept, solved by Cramer's rule), so the scoring page can show how the composite
 * relates to the three sub-scores. Null when the ideas do not determine three weights.
 */
export function fitComposite(ideas: readonly Scored[]): CompositeFit | null {
  const rows = ideas.flatMap((idea) =>
    idea.novelty !== undefined && idea.marketPotential !== undefined && idea.feasibility !== undefined && idea.totalScore !== undefined
      ? [{ x: [idea.novelty, idea.marketPotential, idea.feasibility] as const, y: idea.totalScore }]
      : [],
  );
  const xtx = [0, 1, 2].map((i) => [0, 1, 2].map((j) => rows.reduce((sum, row) => sum + row.x[i]! * row.x[j]!, 0)));
  const xty = [0, 1, 2].map((i) => rows.reduce((sum, row) => sum + row.x[i]! * row.y, 0));
  const det = (m: number[][]) =>
    m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) - m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) + m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
  const d = det(xtx);
  if (rows.length < 3 || Math.abs(d) < 1e-9) return null;
  const [novelty, marketPotential, feasibility] = [0, 1, 2].map((column) => det(xtx.map((row, i) => row.map((value, j) => (j === column ? xty[i]! : value)))) / d) as [number, number, number];
  const meanAbsError = rows.reduce((sum, row) => sum + Math.abs(row.y - (novelty * row.x[0] + marketPotential * row.x[1] + feasibility * row.x[2])), 0) / rows.length;
  return { count: rows.length, weights: { novelty, marketPotential, feasibility }, meanAbsError };
}
