/**
 * A reader's own weighting of the composite score: how much novelty, market potential and feasibility count,
 * each 0 to WEIGHT_MAX, and its address form. Ships to the browser; pure.
 *
 * The sheet's Total Score is 35% novelty, 35% market potential and 30% feasibility (the sheet's template,
 * scripts/generate-sheet.ts and the bundled sample all agree), so the default 7 / 7 / 6 means "the published
 * composite": with it, ideas sort by that published value itself, and the order is exactly the site's own.
 */
export interface ScoreWeights {
  novelty: number;
  market: number;
  feasibility: number;
}

/** The scores a weighting reads, out of 10; a missing one is undefined. */
export interface SubScores {
  novelty?: number;
  marketPotential?: number;
  feasibility?: number;
}

export const WEIGHT_MAX = 10;
export const WEIGHT_KEYS = ['novelty', 'market', 'feasibility'] as const satisfies readonly (keyof ScoreWeights)[];
export const DEFAULT_WEIGHTS: Readonly<ScoreWeights> = { novelty: 7, market: 7, feasibility: 6 };
export const WEIGHTS_PARAM = 'weights';

export function isDefaultWeights(weights: ScoreWeights): boolean {
  return WEIGHT_KEYS.every((key) => weights[key] === DEFAULT_WEIGHTS[key]);
}

/** "8,5,2" -> weights; anything else (missing, other counts, not whole numbers 0 to 10) is the default. */
export function weightsFromParam(value: string | null): ScoreWeights {
  const parts = value?.split(',') ?? [];
  if (parts.length !== WEIGHT_KEYS.length || !parts.every((part) => /^\d{1,2}$/.test(part.trim()) && Number(part) <= WEIGHT_MAX)) return { ...DEFAULT_WEIGHTS };
  const [novelty, market, feasibility] = parts.map(Number) as [number, number, number];
  return { novelty, market, feasibility };
}

/** The address value, '' for the default (which the address leaves out). */
export function weightsToParam(weights: ScoreWeights): string {
  return isDefaultWeights(weights) ? '' : WEIGHT_KEYS.map((key) => weights[key]).join(',');
}

/** A weight's share of the composite, in whole percent (0 when every weight is 0). */
export function weightShare(weights: ScoreWeights, key: keyof ScoreWeights): number {
  const sum = WEIGHT_KEYS.reduce((total, k) => total + weights[k], 0);
  return sum === 0 ? 0 : Math.round((weights[key] / sum) * 100);
}

/**
 * The weighted mean of the sub-scores, out of 10 with one decimal like the published composite (so it sorts
 * the same way: equal shown scores, newest first). Undefined when every weight is 0 (no score counts) or a
 * score that counts is missing: such ideas sort after the scored ones, as a missing composite does.
 */
export function weightedScore(scores: SubScores, weights: ScoreWeights): number | undefined {
  const values = { novelty: scores.novelty, market: scores.marketPotential, feasibility: scores.feasibility };
  let sum = 0;
  let total = 0;
  for (const key of WEIGHT_KEYS) {
    if (weights[key] === 0) continue;
    const value = values[key];
    if (value === undefined) return undefined;
    sum += weights[key];
    total += weights[key] * value;
  }
  // Scores are whole or half points and weights whole numbers: total * 10 / sum is exact before rounding.
  return sum === 0 ? undefined : Math.round((total * 10) / sum) / 10;
}
