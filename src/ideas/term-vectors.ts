/**
 * The TF-IDF term space shared by related ideas (related.ts) and recommendations (src/recommendations/):
 * each idea's pitch, tags, categories, core innovation and customers as a sparse, L2-normalized vector of
 * weighted terms, and the shared terms that explain a match. The weighting and the explanation also run in
 * the browser, on vectors rebuilt from the recommendation files, so those two stay free of build-only code.
 */
import { RELATED } from '../config/constants/catalogue.ts';
import type { Idea } from './schema.ts';
import { stem, terms } from './text-terms.ts';

/** Categories are read as text: the catalogue's /ideas.json (the daily alert's source) types them as plain strings. */
export type TermSource = Pick<Idea, 'pitch' | 'title' | 'description' | 'coreInnovation' | 'coreInnovationOverview' | 'painPoints' | 'tags'> & {
  primaryCategory: string;
  secondaryCategory?: string | undefined;
};

/**
 * How much a field's words count. The pitch and tags say what the idea is; the innovation text is long and
 * would otherwise drown them; customers say who it is for.
 */
const FIELD_WEIGHTS = { pitch: 2, tags: 2, categories: 1, coreInnovation: 1, customers: 1 } as const;

function fieldTexts(idea: TermSource): [keyof typeof FIELD_WEIGHTS, string][] {
  return [
    ['pitch', idea.pitch ?? idea.description ?? idea.title ?? ''],
    ['tags', (idea.tags ?? []).join(', ')],
    ['categories', [idea.primaryCategory, idea.secondaryCategory ?? ''].join(', ')],
    ['coreInnovation', [idea.coreInnovationOverview, idea.coreInnovation].filter(Boolean).join(' ')],
    ['customers', (idea.painPoints ?? []).join(', ')],
  ];
}

export interface Vector {
  /** Term ids, ascending. */
  ids: Int32Array;
  /** L2-normalized weights, parallel to ids. */
  weights: Float64Array;
}

export interface TermSpaceOptions {
  /**
   * Terms in more than this share of ideas are left out of the vectors: they say little (their IDF is
   * low) and cost the most, since an inverted-index pass is quadratic in each term's document frequency.
   * Small catalogues keep every term (see RELATED.minDocumentCap).
   */
  maxDocumentShare?: number;
  minDocumentCap?: number;
}

export interface TermSpace {
  /** Per idea, in the order given. */
  vectors: Vector[];
  /** Per idea: kept term id -> field-weighted count, the raw input of its vector. */
  counts: Map<number, number>[];
  /** Per term id: stemmed key, readable label, and how many ideas have it. */
  keys: string[];
  labels: string[];
  documentFrequency: number[];
}

/** Sublinear term frequency: a term's tenth mention adds less than its second. */
export const termFrequency = (count: number): number => 1 + Math.log(count);
export const inverseDocumentFrequency = (documentFrequency: number, ideas: number): number => Math.log(ideas / documentFrequency);

/** One term's weight before normalization. */
export function tfIdf(count: number, documentFrequency: number, ideas: number): number {
  return termFrequency(count) * inverseDocumentFrequency(documentFrequency, ideas);
}

export function termSpace(ideas: readonly TermSource[], options: TermSpaceOptions = {}): TermSpace {
  const maxDocumentShare = options.maxDocumentShare ?? RELATED.maxDocumentShare;
  const n = ideas.length;
  const termIds = new Map<string, number>();
  const keys: string[] = [];
  const labels: string[] = [];
  const documentFrequency: number[] = [];
  const rawCounts: Map<number, number>[] = ideas.map((idea) => {
    const counts = new Map<number, number>();
    for (const [field, text] of fieldTexts(idea)) {
      for (const term of terms(text)) {
        let id = termIds.get(term.key);
        if (id === undefined) {
          id = labels.length;
          termIds.set(term.key, id);
          keys.push(term.key);
          labels.push(term.label);
          documentFrequency.push(0);
        }
        counts.set(id, (counts.get(id) ?? 0) + FIELD_WEIGHTS[field]);
      }
    }
    for (const id of counts.keys()) documentFrequency[id]! += 1;
    return counts;
  });

  // A term in every idea has no weight (IDF 0); one in a single idea cannot be shared.
  const maxDf = Math.min(n - 1, Math.max(options.minDocumentCap ?? RELATED.minDocumentCap, Math.floor(n * maxDocumentShare)));
  const counts: Map<number, number>[] = [];
  const vectors: Vector[] = rawCounts.map((all) => {
    const kept = [...all].filter(([id]) => documentFrequency[id]! >= 2 && documentFrequency[id]! <= maxDf).sort((a, b) => a[0] - b[0]);
    counts.push(new Map(kept));
    const weights = Float64Array.from(kept, ([id, tf]) => tfIdf(tf, documentFrequency[id]!, n));
    // Math.hypot, as related ideas always had it: a plain sum of squares (the browser's decoding, for speed)
    // rounds differently in the last bit, enough to swap tied shared terms on published pages.
    const norm = Math.hypot(...weights) || 1;
    for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
    return { ids: Int32Array.from(kept, ([id]) => id), weights };
  });
  return { vectors, counts, keys, labels, documentFrequency };
}

/** A term's stemmed words, from its key or, where only the label travels, from the label. */
export const stemsOfKey = (key: string): string[] => key.split(' ');
export const stemsOfLabel = (label: string): string[] => label.split(' ').map(stem);

/**
 * The terms of both vectors by their share of the similarity. A phrase hides its own words ("federated
 * learning" over "learning"), and a word already inside a chosen phrase is skipped.
 */
export function sharedLabels(a: Vector, b: Vector, stemsOf: (id: number) => string[], labels: readonly string[], limit: number): string[] {
  const common: { id: number; weight: number }[] = [];
  for (let i = 0, j = 0; i < a.ids.length && j < b.ids.length; ) {
    if (a.ids[i]! < b.ids[j]!) i++;
    else if (a.ids[i]! > b.ids[j]!) j++;
    else common.push({ id: a.ids[i]!, weight: a.weights[i++]! * b.weights[j++]! });
  }
  common.sort((x, y) => y.weight - x.weight || x.id - y.id);
  // Compared by stem, since "preserved subject" and "preserves" are the same words to a reader.
  let chosen: { id: number; stems: string[] }[] = [];
  for (const { id } of common) {
    const stems = stemsOf(id);
    const overlaps = (taken: { stems: string[] }) => taken.stems.some((word) => stems.includes(word));
    const first = chosen.findIndex(overlaps);
    if (first === -1) {
      if (chosen.length < limit) chosen.push({ id, stems });
    } else if (chosen.every((taken) => !overlaps(taken) || taken.stems.length < stems.length)) {
      chosen = chosen.flatMap((taken, index) => (index === first ? [{ id, stems }] : overlaps(taken) ? [] : [taken]));
    }
  }
  return chosen.map(({ id }) => labels[id]!);
}

/** The best `k` of `items` under `compare`, without sorting them all (most ideas touch thousands). */
export function topK(items: Iterable<number>, k: number, compare: (a: number, b: number) => number): number[] {
  const best: number[] = [];
  if (k === 0) return best;
  for (const item of items) {
    if (best.length === k && compare(item, best[k - 1]!) >= 0) continue;
    let at = best.length;
    while (at > 0 && compare(item, best[at - 1]!) < 0) at--;
    best.splice(at, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}
