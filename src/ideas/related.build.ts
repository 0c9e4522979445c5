/**
 * Related ideas: ideas from the same paper first, then the most similar by content (TF-IDF over industry,
 * technology, tags, customers, pains and pitch: term-vectors.ts; cosine similarity), each with the reasons
 * that explain the match in a founder's words. Sparse throughout: similarities are summed along an inverted index, so the cost grows
 * with the pairs that share a term, not with every pair. The same pass lists each idea's most similar ideas
 * for "More like this" (/discover?like=12: src/discover/like.ts). Pure; build-time only.
 */
import { RELATED } from '../config/constants/catalogue.ts';
import { LIKE } from '../config/constants/like.ts';
import { paperKey } from './catalogue-guard.build.ts';
import type { Idea } from './schema.ts';
import { type Reason, sharedTerms as sharedTermIds, stemsOfKey, type TermSource, termSpace, type TermSpaceOptions, topK } from './term-vectors.ts';

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
function paperOf(idea: RelatedSource): string | null {
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
  const count = options.count ?? RELATED.count;
  const likeCount = options.likeCount ?? LIKE.count;
  const likeMinScore = options.likeMinScore ?? LIKE.minScore;
  const sharedTerms = options.sharedTerms ?? RELATED.sharedTerms;
  const n = ideas.length;
  const { vectors, keys, labels, reasons } = termSpace(ideas, options);
  const stemsOf = (id: number) => stemsOfKey(keys[id]!);
  const explains = (id: number) => reasons[id] !== null;

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
  const like = new Map<number, number[]>();
  ideas.forEach((idea, index) => {
    if (options.only && !options.only.has(idea.number)) return;
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
    // One selection serves both lists: the best `count` ideas from other papers are among the best
    // `count + siblings` of all, and "More like this" takes the best `likeCount` whatever their paper.
    const best = topK(touched, Math.max(count, likeCount) + samePaper.size, byScore);
    const similar = best.filter((other) => !samePaper.has(other)).slice(0, Math.max(0, count - siblings.length));
    result.set(
      idea.number,
      [...siblings, ...similar].slice(0, count).map((other) => ({
        number: ideas[other]!.number,
        samePaper: samePaper.has(other),
        score: Math.round(Math.min(1, scores[other]!) * 1000) / 1000,
        shared: sharedTermIds(vector, vectors[other]!, stemsOf, sharedTerms, explains).map((id) => ({ kind: reasons[id]!, label: labels[id]! })),
      })),
    );
    if (likeCount > 0) like.set(idea.number, best.slice(0, likeCount).filter((other) => scores[other]! >= likeMinScore).map((other) => ideas[other]!.number));
    for (const other of touched) scores[other] = 0;
    touched.length = 0;
  });
  return { related: result, like };
}
