/**
 * The TF-IDF term space shared by related ideas (related.build.ts) and recommendations (src/recommendations/):
 * each idea's industry, technology, tags, customers, pains and pitch as a sparse, L2-normalized vector of
 * weighted terms, and the shared terms that explain a match. The weighting and the explanation also run in
 * the browser, on vectors rebuilt from the recommendation files, so those two stay free of build-only code.
 */
import { RELATED } from '../config/constants/catalogue.ts';
import type { Idea } from './schema.ts';
import { stem, type TermOccurrence, terms } from './text-terms.ts';

/** Categories are read as text: the catalogue's /ideas.json (the daily alert's source) types them as plain strings. */
export type TermSource = Pick<Idea, 'pitch' | 'title' | 'description' | 'painPoints' | 'tags'> & {
  primaryCategory: string;
  secondaryCategory?: string | undefined;
};

/**
 * What defines an idea, and how much each counts (whole numbers: the browser's files carry counts): its
 * industry and technology, its tags, who its customers are and what pains them, then the words of its pitch.
 * Its long technical text is left out: its words ("self", "token") made ideas alike by accident.
 * Categories, tags, customers and pains are dimensions of their own (a prefixed key), so that a match on
 * them is a match of that kind: "hospitals" as a customer is not "hospitals" in a pitch.
 */
const FIELD_WEIGHTS = { industry: 6, technology: 3, tag: 5, tagWords: 3, customer: 5, problem: 5, pitch: 3, description: 2 } as const;

/** Key prefixes of the dimensions that are a field's value or part of it, not free text. */
export const TERM_KINDS = { industry: 'i:', technology: 'k:', tag: 't:', customer: 'c:', problem: 'p:' } as const;

/** What a term that explains a match is to a founder: its phrase says so (src/ideas/reasons.ts). */
export type ReasonKind = 'category' | 'tag' | 'customer' | 'problem';

/** One reason two ideas are alike: a term both have, as the sheet writes it, and what it is. */
export interface Reason {
  kind: ReasonKind;
  label: string;
  /** For you: how many of the person's saved ideas in scope have it (said of a category). */
  saved?: number;
}

const REASON_OF_PREFIX: Record<string, ReasonKind> = {
  [TERM_KINDS.industry]: 'category',
  [TERM_KINDS.technology]: 'category',
  [TERM_KINDS.tag]: 'tag',
  [TERM_KINDS.customer]: 'customer',
  [TERM_KINDS.problem]: 'problem',
};

/**
 * A term as an idea has it, and whether it can explain a match (issue 44), on For you, in the daily alert
 * and on idea pages: what a founder would name. A category or a tag as the sheet writes it; a customer as
 * its head (English noun phrases end in it) with the word before ("law firms", "medical centers"): a head
 * alone is too broad a reason ("agencies" of marketing and of government, "managers" of brands and of
 * buildings), and the other words describe ("mid", "in-house brand"); a pain's two-word phrase ("margin
 * pressure": its single words say nothing alone), unless it begins with what a pain says of every pain
 * ("cannot afford", "need scalable"). Words of the pitch, and the other words of customers and pains, count
 * towards similarity but are no reason.
 */
interface FieldTerm extends TermOccurrence {
  names: boolean;
}

const phrase = (term: TermOccurrence) => term.label.includes(' ');

/** Prefixes a key with its kind, the label kept as written. */
const kind = (prefix: string, found: TermOccurrence[], names: (term: TermOccurrence) => boolean): FieldTerm[] =>
  found.map((term) => ({ key: `${prefix}${term.key}`, label: term.label, names: names(term) }));
const whole = (prefix: string, value: string | undefined): FieldTerm[] => (value ? [{ key: `${prefix}${value.trim().toLowerCase()}`, label: value.trim(), names: true }] : []);
const plain = (found: TermOccurrence[]): FieldTerm[] => found.map((term) => ({ ...term, names: false }));

function customerTerms(customer: string): FieldTerm[] {
  const found = terms(customer);
  // The text's last word is its head; a generic one ("teams") is no term, so "in-house brand" names nothing.
  const head = customer.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).at(-1);
  return kind(TERM_KINDS.customer, found, (term) => phrase(term) && term.label.endsWith(` ${head}`));
}

/** What a pain says of any pain: a phrase beginning with it names no problem. */
const PAIN_OPENERS = new Set(['cannot', 'need', 'needs', 'lack', 'lacks', 'lacking']);
const namesProblem = (term: TermOccurrence) => phrase(term) && !PAIN_OPENERS.has(term.label.split(' ')[0]!);

function fieldTerms(idea: TermSource): [keyof typeof FIELD_WEIGHTS, FieldTerm[]][] {
  const points = (idea.painPoints ?? []).map((point) => {
    const colon = point.indexOf(':');
    return colon === -1 ? { customer: '', problem: point } : { customer: point.slice(0, colon), problem: point.slice(colon + 1) };
  });
  const pitch = idea.pitch ?? idea.description ?? idea.title ?? '';
  return [
    ['industry', whole(TERM_KINDS.industry, idea.secondaryCategory)],
    ['technology', whole(TERM_KINDS.technology, idea.primaryCategory)],
    ['tag', (idea.tags ?? []).flatMap((tag) => whole(TERM_KINDS.tag, tag))],
    ['tagWords', plain((idea.tags ?? []).flatMap((tag) => terms(tag)))],
    ['customer', points.flatMap((point) => customerTerms(point.customer))],
    ['problem', points.flatMap((point) => kind(TERM_KINDS.problem, terms(point.problem), namesProblem))],
    ['pitch', plain(terms(pitch))],
    ['description', plain(idea.pitch && idea.description ? terms(idea.description) : [])],
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
  /**
   * Per idea, in the order given: whether it weighs the terms (the catalogue's epoch: catalogue-epoch.ts).
   * Document frequencies, the idea count and the cap on common terms then come from those ideas alone, so
   * an idea's vector depends on its own text and theirs: ideas added later move no other idea's vector. A
   * term none of them has weighs as one seen once; a term is kept, as without an epoch, when at least two
   * ideas of the whole catalogue have it. Default: every idea weighs.
   */
  weightsFrom?: readonly boolean[];
}

export interface TermSpace {
  /** Per idea, in the order given. */
  vectors: Vector[];
  /** Per idea: kept term id -> field-weighted count, the raw input of its vector. */
  counts: Map<number, number>[];
  /** Per term id: stemmed key, readable label, and how many ideas have it (of those that weigh: weightsFrom). */
  keys: string[];
  labels: string[];
  documentFrequency: number[];
  /** Per term id: what it is when it can explain a match (FieldTerm's names, in any idea), else null. */
  reasons: (ReasonKind | null)[];
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
  const weighs = options.weightsFrom;
  const n = weighs ? weighs.filter(Boolean).length : ideas.length;
  const termIds = new Map<string, number>();
  const keys: string[] = [];
  const labels: string[] = [];
  const documentFrequency: number[] = [];
  const holders: number[] = [];
  const reasons: (ReasonKind | null)[] = [];
  const rawCounts: Map<number, number>[] = ideas.map((idea, index) => {
    const counts = new Map<number, number>();
    for (const [field, found] of fieldTerms(idea)) {
      for (const term of found) {
        let id = termIds.get(term.key);
        if (id === undefined) {
          id = labels.length;
          termIds.set(term.key, id);
          keys.push(term.key);
          labels.push(term.label);
          documentFrequency.push(0);
          holders.push(0);
          reasons.push(null);
        } else if (term.label < labels[id]!) {
          // Its first spelling in sort order, not in the ideas' order: a new idea does not relabel a term.
          labels[id] = term.label;
        }
        if (term.names) reasons[id] = REASON_OF_PREFIX[term.key.slice(0, 2)] ?? null;
        counts.set(id, (counts.get(id) ?? 0) + FIELD_WEIGHTS[field]);
      }
    }
    for (const id of counts.keys()) {
      holders[id]! += 1;
      if (!weighs || weighs[index]) documentFrequency[id]! += 1;
    }
    return counts;
  });
  const canonical = canonicalIds(keys);
  for (const list of [keys, labels, documentFrequency, holders, reasons] as unknown[][]) reorder(list, canonical.order);
  const byId = rawCounts.map((counts) => new Map([...counts].map(([id, count]) => [canonical.idOf[id]!, count])));

  // A term in every idea has no weight (IDF 0); one in a single idea cannot be shared. An industry is kept
  // however large: it is what a founder's interest is most often about, and there are few of them.
  const maxDf = Math.min(n - 1, Math.max(options.minDocumentCap ?? RELATED.minDocumentCap, Math.floor(n * maxDocumentShare)));
  const capOf = (id: number) => (keys[id]!.startsWith(TERM_KINDS.industry) ? n - 1 : maxDf);
  const counts: Map<number, number>[] = [];
  const vectors: Vector[] = byId.map((all) => {
    const kept = [...all].filter(([id]) => holders[id]! >= 2 && documentFrequency[id]! <= capOf(id)).sort((a, b) => a[0] - b[0]);
    counts.push(new Map(kept));
    const weights = Float64Array.from(kept, ([id, tf]) => tfIdf(tf, Math.max(documentFrequency[id]!, 1), n));
    // Math.hypot, as related ideas always had it: a plain sum of squares (the browser's decoding, for speed)
    // rounds differently in the last bit, enough to swap tied shared terms on published pages.
    const norm = Math.hypot(...weights) || 1;
    for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
    return { ids: Int32Array.from(kept, ([id]) => id), weights };
  });
  return { vectors, counts, keys, labels, documentFrequency, reasons };
}

/**
 * Term ids in the order of their keys, not of the ideas they were first met in: an idea's terms are then summed
 * in the same order whatever ideas come before it, so its likeness to another is the same to the last bit
 * tomorrow, when new ideas (listed first) bring new terms.
 */
function canonicalIds(keys: readonly string[]): { order: number[]; idOf: Int32Array } {
  const order = keys.map((_, id) => id).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
  const idOf = new Int32Array(keys.length);
  order.forEach((old, id) => (idOf[old] = id));
  return { order, idOf };
}

function reorder<T>(list: T[], order: readonly number[]): void {
  const copy = [...list];
  order.forEach((old, id) => (list[id] = copy[old]!));
}

/** A term's stemmed words, from its key (its kind's prefix aside) or, where only the label travels, from the label. */
export const stemsOfKey = (key: string): string[] => key.replace(/^[a-z]:/, '').split(' ');
export const stemsOfLabel = (label: string): string[] => label.split(' ').map(stem);

/**
 * The terms of both vectors that can explain a match (ids), by their share of the similarity. A phrase hides
 * its own words ("federated learning" over "learning"), and a word already inside a chosen phrase is skipped.
 */
export function sharedTerms(a: Vector, b: Vector, stemsOf: (id: number) => string[], limit: number, explains: (id: number) => boolean): number[] {
  const common: { id: number; weight: number }[] = [];
  for (let i = 0, j = 0; i < a.ids.length && j < b.ids.length; ) {
    if (a.ids[i]! < b.ids[j]!) i++;
    else if (a.ids[i]! > b.ids[j]!) j++;
    else {
      if (explains(a.ids[i]!)) common.push({ id: a.ids[i]!, weight: a.weights[i]! * b.weights[j]! });
      i++;
      j++;
    }
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
  return chosen.map(({ id }) => id);
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
