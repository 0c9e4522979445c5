/**
 * Related ideas: ideas from the same paper first, then the most similar by content (TF-IDF over pitch,
 * core innovation, customers, tags and categories, cosine similarity), each with the shared terms that
 * explain the match. Sparse throughout: similarities are summed along an inverted index, so the cost grows
 * with the pairs that share a term, not with every pair. Pure; build-time only.
 */
import { RELATED } from '../config/constants.ts';
import { paperKey } from './catalogue-guard.ts';
import type { Idea } from './schema.ts';
import { terms } from './text-terms.ts';

export type RelatedSource = Pick<
  Idea,
  'number' | 'pitch' | 'title' | 'description' | 'coreInnovation' | 'coreInnovationOverview' | 'painPoints' | 'tags' | 'primaryCategory' | 'secondaryCategory' | 'paperUrl' | 'arxivId'
>;

export interface RelatedIdea {
  number: number;
  /** From the same research paper (listed before the content matches). */
  samePaper: boolean;
  /** Cosine similarity of the two ideas' term vectors, 0..1. */
  score: number;
  /** The terms contributing most to the similarity, as readers would write them. */
  shared: string[];
}

/**
 * How much a field's words count. The pitch and tags say what the idea is; the innovation text is long and
 * would otherwise drown them; customers say who it is for.
 */
const FIELD_WEIGHTS = { pitch: 2, tags: 2, categories: 1, coreInnovation: 1, customers: 1 } as const;

function fieldTexts(idea: RelatedSource): [keyof typeof FIELD_WEIGHTS, string][] {
  return [
    ['pitch', idea.pitch ?? idea.description ?? idea.title ?? ''],
    ['tags', (idea.tags ?? []).join(', ')],
    ['categories', [idea.primaryCategory, idea.secondaryCategory ?? ''].join(', ')],
    ['coreInnovation', [idea.coreInnovationOverview, idea.coreInnovation].filter(Boolean).join(' ')],
    ['customers', (idea.painPoints ?? []).join(', ')],
  ];
}

/** The paper an idea comes from; a row without a link is known by its paper title. */
function paperOf(idea: RelatedSource): string | null {
  if (idea.arxivId) return `arxiv:${idea.arxivId.replace(/v\d+$/, '')}`;
  return paperKey(idea.paperUrl) ?? (idea.title ? `title:${idea.title.trim().toLowerCase()}` : null);
}

interface Vector {
  /** Term ids, ascending. */
  ids: Int32Array;
  /** L2-normalized weights, parallel to ids. */
  weights: Float64Array;
}

export interface RelatedOptions {
  count?: number;
  sharedTerms?: number;
  /**
   * Terms in more than this share of ideas are left out of the vectors: they say little (their IDF is
   * low) and cost the most, since an inverted-index pass is quadratic in each term's document frequency.
   * Small catalogues keep every term (see RELATED.minDocumentCap).
   */
  maxDocumentShare?: number;
  minDocumentCap?: number;
}

/** Related ideas of every idea, keyed by idea number. */
export function relatedIdeas(ideas: readonly RelatedSource[], options: RelatedOptions = {}): Map<number, RelatedIdea[]> {
  const count = options.count ?? RELATED.count;
  const sharedTerms = options.sharedTerms ?? RELATED.sharedTerms;
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
  const vectors: Vector[] = rawCounts.map((counts) => {
    const kept = [...counts].filter(([id]) => documentFrequency[id]! >= 2 && documentFrequency[id]! <= maxDf).sort((a, b) => a[0] - b[0]);
    const weights = Float64Array.from(kept, ([id, tf]) => (1 + Math.log(tf)) * Math.log(n / documentFrequency[id]!));
    const norm = Math.hypot(...weights) || 1;
    for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
    return { ids: Int32Array.from(kept, ([id]) => id), weights };
  });

  const postings: { ideas: number[]; weights: number[] }[] = labels.map(() => ({ ideas: [], weights: [] }));
  vectors.forEach((vector, index) => {
    for (let k = 0; k < vector.ids.length; k++) {
      const list = postings[vector.ids[k]!]!;
      list.ideas.push(index);
      list.weights.push(vector.weights[k]!);
    }
  });

  const byPaper = new Map<string, number[]>();
  ideas.forEach((idea, index) => {
    const paper = paperOf(idea);
    if (!paper) return;
    const siblings = byPaper.get(paper);
    if (siblings) siblings.push(index);
    else byPaper.set(paper, [index]);
  });

  const scores = new Float64Array(n);
  const touched: number[] = [];
  const result = new Map<number, RelatedIdea[]>();
  ideas.forEach((idea, index) => {
    const vector = vectors[index]!;
    for (let k = 0; k < vector.ids.length; k++) {
      const list = postings[vector.ids[k]!]!;
      const weight = vector.weights[k]!;
      for (let p = 0; p < list.ideas.length; p++) {
        const other = list.ideas[p]!;
        if (other === index) continue;
        if (scores[other] === 0) touched.push(other);
        scores[other]! += weight * list.weights[p]!;
      }
    }
    const paper = paperOf(idea);
    const samePaper = new Set(paper ? byPaper.get(paper)!.filter((other) => other !== index) : []);
    const byScore = (a: number, b: number) => scores[b]! - scores[a]! || ideas[b]!.number - ideas[a]!.number;
    const siblings = [...samePaper].sort(byScore);
    const similar = topK(touched.filter((other) => !samePaper.has(other)), Math.max(0, count - siblings.length), byScore);
    result.set(
      idea.number,
      [...siblings, ...similar].slice(0, count).map((other) => ({
        number: ideas[other]!.number,
        samePaper: samePaper.has(other),
        score: Math.round(Math.min(1, scores[other]!) * 1000) / 1000,
        shared: sharedLabels(vector, vectors[other]!, keys, labels, sharedTerms),
      })),
    );
    for (const other of touched) scores[other] = 0;
    touched.length = 0;
  });
  return result;
}

/** The best `k` of `items` under `compare`, without sorting them all (most ideas touch thousands). */
function topK(items: number[], k: number, compare: (a: number, b: number) => number): number[] {
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

/**
 * The terms of both vectors by their share of the similarity. A phrase hides its own words ("federated
 * learning" over "learning"), and a word already inside a chosen phrase is skipped.
 */
function sharedLabels(a: Vector, b: Vector, keys: readonly string[], labels: readonly string[], limit: number): string[] {
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
    const stems = keys[id]!.split(' ');
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
