/**
 * The synthetic sheet's seeded randomness (scripts/generate-sheet.ts): a mulberry32 stream and the draws made
 * from it. Every draw's order is part of the output, so same seed -> same sheet.
 */

export type Rng = () => number;

/** mulberry32: tiny, fast, good enough for synthetic data, and identical on every platform. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function cumulative(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((weight) => (total += weight));
}

export function weighted(rng: Rng, cumulativeWeights: readonly number[]): number {
  const target = rng() * cumulativeWeights[cumulativeWeights.length - 1]!;
  const index = cumulativeWeights.findIndex((limit) => target < limit);
  return index === -1 ? cumulativeWeights.length - 1 : index;
}

export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
export const chance = (rng: Rng, probability: number) => rng() < probability;

/** k distinct items, in random order. */
export function pickSome<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const pool = items.slice();
  const count = Math.min(k, pool.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rng() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** k distinct items, keeping their order in the list. */
export function pickOrdered<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const chosen = new Set(pickSome(rng, items.map((_, index) => index), k));
  return items.filter((_, index) => chosen.has(index));
}

/** A count drawn from probabilities indexed by count. */
export function weightedCount(rng: Rng, probabilities: readonly number[]): number {
  return weighted(rng, cumulative(probabilities));
}
