/**
 * "For you": the catalogue ranked for one person from the ideas they saved (all of them, or those under one
 * of their tags) and the ideas they dismissed, each recommendation with its reason. Content-based, on the
 * related ideas' TF-IDF vectors (src/ideas/term-vectors.ts: industry, technology, tags, customers, pains
 * and pitch):
 *
 *   profile = mean(saved vectors) - RECOMMENDATIONS.dismissedWeight * mean(dismissed vectors)
 *   score   = (profile . idea) * 0.5 ^ (weeks older than the newest idea / halfLifeWeeks; no decay by default)
 *
 * An idea is recommended only with a positive score, never when saved or dismissed. Its reason is the saved
 * idea in scope most similar to it and the terms they share most, in a founder's words. Pure; runs in the browser (workspace) and
 * in the daily alert job ("Picked for you"), on vectors of the same fields (src/email/picked-for-you.server.ts).
 */
import { RECOMMENDATIONS } from '../config/constants/recommendations.ts';
import { type Reason, sharedTerms, stemsOfLabel, topK } from '../ideas/term-vectors.ts';
import { indexOfIdea, type RecommendationCatalogue, sortedIndexOf, vectorOf } from './vectors-file.ts';

export interface RecommendInput {
  /** Every idea the person saved: none of them is recommended. */
  saved: Iterable<number>;
  /**
   * The saved ideas to learn from, most recently saved first (a tie in the reason goes to the first):
   * those under one tag, for "more like my #fintech". All of `saved` when absent.
   */
  scope?: Iterable<number>;
  /** Ideas the person is not interested in: never recommended, and their terms count against others. */
  dismissed?: Iterable<number>;
  /** Only these may be recommended (the daily alert picks among the day's new ideas). */
  among?: Iterable<number>;
  limit?: number;
  sharedTerms?: number;
  halfLifeWeeks?: number;
}

export interface Recommendation {
  number: number;
  /** Similarity to the profile after the newness decay; higher is better. */
  score: number;
  /** The saved idea that contributed most. */
  because: number;
  /**
   * Why: the strongest terms it shares with that saved idea, each with what it is (a category with how many
   * saved ideas in scope have it), read as a phrase ("Also for law firms": src/ideas/reasons.ts).
   */
  shared: Reason[];
}

const DAYS_PER_WEEK = 7;

/** Indices of `numbers` in the catalogue, each once, in order; unknown numbers are skipped. */
function indicesOf(catalogue: RecommendationCatalogue, numbers: Iterable<number>): number[] {
  const seen = new Set<number>();
  for (const number of numbers) {
    const index = indexOfIdea(catalogue, number);
    if (index !== -1) seen.add(index);
  }
  return [...seen];
}

function addMean(profile: Float64Array, catalogue: RecommendationCatalogue, indices: readonly number[], factor: number): void {
  if (indices.length === 0) return;
  const { offsets, ids, weights, inverseNorms } = catalogue;
  for (const index of indices) {
    const share = (factor / indices.length) * inverseNorms[index]!;
    for (let k = offsets[index]!; k < offsets[index + 1]!; k++) profile[ids[k]!]! += share * weights[k]!;
  }
}

export function recommend(catalogue: RecommendationCatalogue, input: RecommendInput): Recommendation[] {
  const limit = input.limit ?? RECOMMENDATIONS.count;
  const halfLifeDays = (input.halfLifeWeeks ?? RECOMMENDATIONS.halfLifeWeeks) * DAYS_PER_WEEK;
  const saved = indicesOf(catalogue, input.saved);
  const seeds = input.scope ? indicesOf(catalogue, input.scope) : saved;
  if (seeds.length === 0 || limit <= 0) return [];
  const dismissed = indicesOf(catalogue, input.dismissed ?? []);
  const { ageDays, numbers, offsets, ids, weights, inverseNorms } = catalogue;

  const profile = new Float64Array(catalogue.labels.length);
  addMean(profile, catalogue, seeds, 1);
  addMean(profile, catalogue, dismissed, -RECOMMENDATIONS.dismissedWeight);

  // Typed arrays and counted loops: the first ranking runs before the engine has optimized anything.
  const excluded = new Uint8Array(numbers.length);
  for (const index of [...saved, ...seeds, ...dismissed]) excluded[index] = 1;
  const among = input.among ? indicesOf(catalogue, input.among) : null;
  const candidates = among ? among.length : numbers.length;
  const scores = new Float64Array(numbers.length);
  const values = new Float64Array(candidates);
  const decay: number[] = [];
  const scored: number[] = [];
  for (let c = 0; c < candidates; c++) {
    const index = among ? among[c]! : c;
    if (excluded[index]) continue;
    let similarity = 0;
    for (let k = offsets[index]!; k < offsets[index + 1]!; k++) similarity += profile[ids[k]!]! * weights[k]!;
    if (similarity <= 0) continue;
    const age = ageDays[index]!;
    scores[index] = similarity * inverseNorms[index]! * (decay[age] ??= 0.5 ** (age / halfLifeDays));
    values[scored.length] = scores[index]!;
    scored.push(index);
  }
  // The limit-th best score by a native numeric sort, so that the comparator sees only the few at or above it.
  const sorted = values.subarray(0, scored.length).sort();
  const floor = sorted.length > limit ? sorted[sorted.length - limit]! : Number.NEGATIVE_INFINITY;
  // Equal scores: the newer idea, then the higher number (the later row), so the order is stable.
  const contenders: number[] = [];
  for (const index of scored) if (scores[index]! >= floor) contenders.push(index);
  const best = topK(
    contenders,
    limit,
    (a, b) => scores[b]! - scores[a]! || ageDays[a]! - ageDays[b]! || numbers[b]! - numbers[a]!,
  );

  const because = closestSeeds(catalogue, seeds, best);
  const { labels, reasons } = catalogue;
  const stemsOf = (id: number) => stemsOfLabel(labels[id]!);
  const limitTerms = input.sharedTerms ?? RECOMMENDATIONS.sharedTerms;
  const savedWith = (id: number) => seeds.filter((seed) => hasTerm(catalogue, seed, id)).length;
  return best.map((index, pick) => ({
    number: numbers[index]!,
    score: scores[index]!,
    because: numbers[because[pick]!]!,
    shared: sharedTerms(vectorOf(catalogue, because[pick]!), vectorOf(catalogue, index), stemsOf, limitTerms, (id) => reasons[id] !== null).map(
      (id): Reason => (reasons[id] === 'category' ? { kind: 'category', label: labels[id]!, saved: savedWith(id) } : { kind: reasons[id]!, label: labels[id]! }),
    ),
  }));
}

/** Whether idea `index` keeps term `id` (its ids ascend). */
const hasTerm = (catalogue: RecommendationCatalogue, index: number, id: number): boolean =>
  sortedIndexOf(catalogue.ids, id, catalogue.offsets[index]!, catalogue.offsets[index + 1]!) !== -1;

/**
 * For each picked idea, the seed most similar to it (the first on a tie). The picks' terms are indexed, so
 * each seed's terms are read once: 500 saved ideas and 20 picks cost 500 short loops, not 10,000 cosines.
 */
function closestSeeds(catalogue: RecommendationCatalogue, seeds: readonly number[], picks: readonly number[]): number[] {
  const { offsets, ids, weights, inverseNorms } = catalogue;
  // Term id -> the picks holding it, as (pick, weight) pairs side by side.
  const postings = new Map<number, number[]>();
  for (let pick = 0; pick < picks.length; pick++) {
    const index = picks[pick]!;
    for (let k = offsets[index]!; k < offsets[index + 1]!; k++) {
      const list = postings.get(ids[k]!);
      if (list) list.push(pick, weights[k]!);
      else postings.set(ids[k]!, [pick, weights[k]!]);
    }
  }
  const best = picks.map(() => seeds[0]!);
  const closest = new Float64Array(picks.length).fill(Number.NEGATIVE_INFINITY);
  const similarity = new Float64Array(picks.length);
  for (const seed of seeds) {
    similarity.fill(0);
    for (let k = offsets[seed]!; k < offsets[seed + 1]!; k++) {
      const list = postings.get(ids[k]!);
      if (!list) continue;
      for (let p = 0; p < list.length; p += 2) similarity[list[p]!]! += list[p + 1]! * weights[k]!;
    }
    for (let pick = 0; pick < picks.length; pick++) {
      // A pick's own length is the same for every seed: only the seed's is needed to compare them.
      const scaled = similarity[pick]! * inverseNorms[seed]!;
      if (scaled > closest[pick]!) {
        closest[pick] = scaled;
        best[pick] = seed;
      }
    }
  }
  return best;
}

/**
 * The saved ideas under one of the person's own tags, for a scope: the tag compared trimmed and without
 * case, as the database keeps one theme tag per value. Kept in the order of `saved` (newest first).
 */
export function savedUnderTag(saved: readonly string[], tags: readonly { idea_id: string; tag_value: string }[], tag: string): string[] {
  const key = tag.trim().toLowerCase();
  const tagged = new Set(tags.filter((row) => row.tag_value.trim().toLowerCase() === key).map((row) => row.idea_id));
  return saved.filter((id) => tagged.has(id));
}
