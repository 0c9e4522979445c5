/**
 * Related ideas: ideas from the same paper first, then the most similar by content (TF-IDF over industry,
 * technology, tags, customers, pains and pitch: term-vectors.ts; cosine similarity), each with the reasons
 * that explain the match in a founder's words. Sparse throughout: similarities are summed along an inverted index, so the cost grows
 * with the pairs that share a term, not with every pair. The same pass lists each idea's most similar ideas
 * for "More like this" (/discover?like=12: src/discover/like.ts). Terms are weighed by the catalogue's epoch
 * (catalogue-epoch.ts), so two ideas are as alike tomorrow as today: an idea's lists change only when a new
 * idea is closer than one listed. Pure; build-time only.
 */
import { RELATED } from '../config/constants/catalogue.ts';
import { LIKE } from '../config/constants/like.ts';
import { epochFlags } from './catalogue-epoch.ts';
import { paperKey } from './catalogue-guard.build.ts';
import type { Idea } from './schema.ts';
import { type Reason, type ReasonKind, sharedTerms as sharedTermIds, stemsOfKey, type TermSource, termSpace, type TermSpaceOptions } from './term-vectors.ts';

export type RelatedSource = TermSource & Pick<Idea, 'number' | 'paperUrl' | 'arxivId'>;

export interface RelatedIdea {
  number: number;
  /** From the same research paper (listed before the content matches). */
  samePaper: boolean;
  /** Cosine similarity of the two ideas' term vectors, 0..1. */
  score: number;
  /**
   * Why they are alike: the shared terms contributing most to the similarity, each with what it is, read as a
   * phrase ("Also for law firms", "Same problem: margin pressure"; src/ideas/reasons.ts).
   */
  shared: Reason[];
}

/** The paper an idea comes from; a row without a link is known by its paper title. */
export function paperOf(idea: RelatedSource): string | null {
  if (idea.arxivId) return `arxiv:${idea.arxivId.replace(/v\d+$/, '')}`;
  return paperKey(idea.paperUrl) ?? (idea.title ? `title:${idea.title.trim().toLowerCase()}` : null);
}

export interface RelatedOptions extends TermSpaceOptions {
  count?: number;
  sharedTerms?: number;
  /** Similar ideas listed per idea for "More like this" (0: none). */
  likeCount?: number;
  /** The similarity a "More like this" idea needs (LIKE.minScore). */
  likeMinScore?: number;
  /**
   * The numbers of the ideas to list for, each against all of them (default: every idea). The term space is
   * the whole catalogue's either way, so an idea's lists are the same as in a pass over all.
   */
  only?: ReadonlySet<number>;
}

export interface Similarities {
  related: Map<number, RelatedIdea[]>;
  /**
   * Per idea number: the numbers of the ideas most similar by content, best first, whatever their paper;
   * only those at least `likeMinScore` alike, ties newest (highest number) first.
   */
  like: Map<number, number[]>;
}

/** Related ideas of every idea, keyed by idea number. */
export function relatedIdeas(ideas: readonly RelatedSource[], options: RelatedOptions = {}): Map<number, RelatedIdea[]> {
  return similarIdeas(ideas, { ...options, likeCount: 0 }).related;
}

/** Related ideas and "More like this" lists of every idea (or of `only`'s), from one pass over the inverted index. */
export function similarIdeas(ideas: readonly RelatedSource[], options: RelatedOptions = {}): Similarities {
  const space = similaritySpace(ideas, options);
  return similaritiesOf([similarLists(space, listSettings(options), 0, ideas.length, options.only)]);
}

/** How long the lists are and what "More like this" asks of an idea. */
export interface ListSettings {
  count: number;
  sharedTerms: number;
  likeCount: number;
  likeMinScore: number;
}

export function listSettings(options: RelatedOptions = {}): ListSettings {
  return { count: options.count ?? RELATED.count, sharedTerms: options.sharedTerms ?? RELATED.sharedTerms, likeCount: options.likeCount ?? LIKE.count, likeMinScore: options.likeMinScore ?? LIKE.minScore };
}

/**
 * The catalogue's vectors, inverted index and papers in flat typed arrays over shared memory, so that worker
 * threads read one copy (similarities-parallel.build.ts). Entry `i` of a `…Start` array is where item `i`'s
 * run begins in the array beside it; the run ends where item `i + 1`'s begins.
 */
export interface SimilaritySpace {
  numbers: Int32Array;
  vectorStart: Int32Array;
  vectorIds: Int32Array;
  vectorWeights: Float64Array;
  postingStart: Int32Array;
  postingIdeas: Int32Array;
  postingWeights: Float64Array;
  /** Per idea, its paper's index in paperStart (-1: no paper known); papers list their ideas in paperIdeas. */
  paperOf: Int32Array;
  paperStart: Int32Array;
  paperIdeas: Int32Array;
  keys: string[];
  labels: string[];
  reasons: (ReasonKind | null)[];
}

const shared = {
  ints: (length: number) => new Int32Array(new SharedArrayBuffer(Math.max(1, length) * Int32Array.BYTES_PER_ELEMENT)).subarray(0, length),
  floats: (length: number) => new Float64Array(new SharedArrayBuffer(Math.max(1, length) * Float64Array.BYTES_PER_ELEMENT)).subarray(0, length),
};

/** Entry i of the result is where item i's run begins (the sum of the sizes before it); the last is the total. */
function starts(sizes: ArrayLike<number>): Int32Array {
  const start = shared.ints(sizes.length + 1);
  for (let i = 0; i < sizes.length; i++) start[i + 1] = start[i]! + sizes[i]!;
  return start;
}

export function similaritySpace(ideas: readonly RelatedSource[], options: TermSpaceOptions = {}): SimilaritySpace {
  const { vectors, keys, labels, reasons } = termSpace(ideas, { weightsFrom: epochFlags(ideas), ...options });
  const vectorStart = starts(vectors.map((vector) => vector.ids.length));
  const vectorIds = shared.ints(vectorStart.at(-1)!);
  const vectorWeights = shared.floats(vectorStart.at(-1)!);
  const postingSizes = new Int32Array(labels.length);
  vectors.forEach((vector, index) => {
    vectorIds.set(vector.ids, vectorStart[index]);
    vectorWeights.set(vector.weights, vectorStart[index]);
    for (const id of vector.ids) postingSizes[id]! += 1;
  });
  const postingStart = starts(postingSizes);
  const postingIdeas = shared.ints(postingStart.at(-1)!);
  const postingWeights = shared.floats(postingStart.at(-1)!);
  const filled = postingStart.slice(0, -1);
  vectors.forEach((vector, index) => {
    for (let k = 0; k < vector.ids.length; k++) {
      const at = filled[vector.ids[k]!]!++;
      postingIdeas[at] = index;
      postingWeights[at] = vector.weights[k]!;
    }
  });

  const papers = new Map<string, number[]>();
  ideas.forEach((idea, index) => {
    const paper = paperOf(idea);
    if (paper === null) return;
    const siblings = papers.get(paper);
    if (siblings) siblings.push(index);
    else papers.set(paper, [index]);
  });
  const groups = [...papers.values()];
  const paperOfIdea = shared.ints(ideas.length).fill(-1);
  groups.forEach((members, group) => members.forEach((index) => (paperOfIdea[index] = group)));
  const paperStart = starts(groups.map((members) => members.length));
  const paperIdeas = shared.ints(paperStart.at(-1)!);
  paperIdeas.set(groups.flat());

  const numbers = shared.ints(ideas.length);
  numbers.set(ideas.map((idea) => idea.number));
  return { numbers, vectorStart, vectorIds, vectorWeights, postingStart, postingIdeas, postingWeights, paperOf: paperOfIdea, paperStart, paperIdeas, keys, labels, reasons };
}

/** The lists of ideas `from` to `to` (indexes), in their order: what one pass, or one worker's share of it, gives. */
export interface SimilarLists {
  related: [number, RelatedIdea[]][];
  like: [number, number[]][];
}

export function similaritiesOf(parts: readonly SimilarLists[]): Similarities {
  return { related: new Map(parts.flatMap((part) => part.related)), like: new Map(parts.flatMap((part) => part.like)) };
}

/**
 * Adds idea `index`'s likeness to every idea sharing a term with it into `scores` (zero before), and lists those
 * ideas in `touched`; returns how many. The hot loop of the build's similarities: typed arrays only, no call
 * inside (issue 47). A pair is summed over the terms both have, in the order of their ids, whichever of the two
 * is `index`: its likeness is the same to the last bit either way (related-kept.build.ts relies on it).
 */
export function scoreAgainstAll(space: SimilaritySpace, index: number, scores: Float64Array, touched: Int32Array): number {
  const { vectorStart, vectorIds, vectorWeights, postingStart, postingIdeas, postingWeights } = space;
  let reached = 0;
  for (let k = vectorStart[index]!; k < vectorStart[index + 1]!; k++) {
    const term = vectorIds[k]!;
    const weight = vectorWeights[k]!;
    for (let p = postingStart[term]!; p < postingStart[term + 1]!; p++) {
      const other = postingIdeas[p]!;
      if (other === index) continue;
      if (scores[other] === 0) touched[reached++] = other;
      scores[other]! += weight * postingWeights[p]!;
    }
  }
  return reached;
}

/** The likeness of ideas `a` and `b` (indexes), as scoreAgainstAll sums it. */
export function likeness(space: SimilaritySpace, a: number, b: number): number {
  const { vectorStart, vectorIds, vectorWeights } = space;
  let sum = 0;
  for (let i = vectorStart[a]!, j = vectorStart[b]!; i < vectorStart[a + 1]! && j < vectorStart[b + 1]!; ) {
    if (vectorIds[i]! < vectorIds[j]!) i++;
    else if (vectorIds[i]! > vectorIds[j]!) j++;
    else sum += vectorWeights[i++]! * vectorWeights[j++]!;
  }
  return sum;
}

/** The other ideas (indexes) of idea `index`'s paper. */
export function siblingsOf(space: SimilaritySpace, index: number): number[] {
  const paper = space.paperOf[index]!;
  return paper === -1 ? [] : [...space.paperIdeas.subarray(space.paperStart[paper]!, space.paperStart[paper + 1]!)].filter((other) => other !== index);
}

/** Idea `index`'s related ideas as a page shows them, from the ideas listed (indexes, in order) and their likeness to it. */
export function relatedEntries(space: SimilaritySpace, settings: ListSettings, index: number, listed: readonly number[], scoreOf: (other: number) => number, samePaper: (other: number) => boolean): RelatedIdea[] {
  const { numbers, vectorStart, vectorIds, vectorWeights, labels, reasons } = space;
  const vectorOf = (at: number) => ({ ids: vectorIds.subarray(vectorStart[at]!, vectorStart[at + 1]!), weights: vectorWeights.subarray(vectorStart[at]!, vectorStart[at + 1]!) });
  const stemsOf = (id: number) => stemsOfKey(space.keys[id]!);
  const explains = (id: number) => reasons[id] !== null;
  const vector = vectorOf(index);
  return listed.map((other) => ({
    number: numbers[other]!,
    samePaper: samePaper(other),
    score: Math.round(Math.min(1, scoreOf(other)) * 1000) / 1000,
    shared: sharedTermIds(vector, vectorOf(other), stemsOf, settings.sharedTerms, explains).map((id) => ({ kind: reasons[id]!, label: labels[id]! })),
  }));
}

/**
 * Ideas `from` to `to` (indexes; or those of them in `only`, by number), each against all of the space.
 * `visit`: shown each idea's likeness to the `reached` ideas listed in `touched`, before the next idea's.
 */
export function similarLists(space: SimilaritySpace, settings: ListSettings, from: number, to: number, only?: ReadonlySet<number>, visit?: (index: number, scores: Float64Array, touched: Int32Array, reached: number) => void): SimilarLists {
  const { numbers } = space;
  const { count, likeCount, likeMinScore } = settings;
  const scores = new Float64Array(numbers.length);
  const touched = new Int32Array(numbers.length);
  const lists: SimilarLists = { related: [], like: [] };
  for (let index = from; index < to; index++) {
    if (only && !only.has(numbers[index]!)) continue;
    const reached = scoreAgainstAll(space, index, scores, touched);
    const byScore = (a: number, b: number) => scores[b]! - scores[a]! || numbers[b]! - numbers[a]!;
    const samePaper = new Set(siblingsOf(space, index));
    const siblings = [...samePaper].sort(byScore);
    // One selection serves both lists: the best `count` ideas from other papers are among the best
    // `count + siblings` of all, and "More like this" takes the best `likeCount` whatever their paper.
    const best = bestByScore(touched, reached, Math.max(count, likeCount) + samePaper.size, scores, numbers);
    const similar = best.filter((other) => !samePaper.has(other)).slice(0, Math.max(0, count - siblings.length));
    const listed = [...siblings, ...similar].slice(0, count);
    lists.related.push([numbers[index]!, relatedEntries(space, settings, index, listed, (other) => scores[other]!, (other) => samePaper.has(other))]);
    if (likeCount > 0) lists.like.push([numbers[index]!, best.slice(0, likeCount).filter((other) => scores[other]! >= likeMinScore).map((other) => numbers[other]!)]);
    visit?.(index, scores, touched, reached);
    for (let t = 0; t < reached; t++) scores[touched[t]!] = 0;
  }
  return lists;
}

/**
 * The best `k` of the first `length` items (idea indexes) by score, ties by the higher idea number: topK of
 * term-vectors.ts with its comparison written out, since at 100,000 ideas each idea touches most others.
 */
function bestByScore(items: Int32Array, length: number, k: number, scores: Float64Array, numbers: Int32Array): number[] {
  const best: number[] = [];
  if (k === 0) return best;
  let floorScore = -Infinity;
  let floorNumber = -Infinity;
  for (let i = 0; i < length; i++) {
    const item = items[i]!;
    const score = scores[item]!;
    const number = numbers[item]!;
    if (score < floorScore || (score === floorScore && number <= floorNumber)) continue;
    let at = best.length;
    while (at > 0 && (score > scores[best[at - 1]!]! || (score === scores[best[at - 1]!]! && number > numbers[best[at - 1]!]!))) at--;
    best.splice(at, 0, item);
    if (best.length > k) best.pop();
    if (best.length === k) {
      floorScore = scores[best[k - 1]!]!;
      floorNumber = numbers[best[k - 1]!]!;
    }
  }
  return best;
}
