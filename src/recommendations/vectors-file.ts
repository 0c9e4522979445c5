/**
 * The catalogue's term vectors as the browser fetches them for "For you" (one JSON file under a
 * content-hashed folder, /workspace/data/for-you/{hash}/vectors.json, fetched only by a workspace visit),
 * and their decoding into the model's catalogue. The file carries counts and document frequencies, not
 * weights: the weights are rebuilt here with the build's own TF-IDF (term-vectors.ts), and small integers
 * compress better than decimals. The 240,000 of them at 10,000 ideas travel as two strings of variable-length
 * digits, not as JSON arrays: half the text to parse, and a tenth fewer bytes after gzip. Ships to the browser.
 */
import { inverseDocumentFrequency, type ReasonKind, termFrequency, type Vector } from '../ideas/term-vectors.ts';

export const VECTORS_FILE = 'vectors.json';
export const VECTORS_FILE_VERSION = 3;

/** A term's reason kind as one letter of VectorsFile.reasons; '0': it explains nothing. */
export const REASON_CODES: Record<ReasonKind, string> = { category: 'c', tag: 't', customer: 'u', problem: 'p' };
const REASON_OF_CODE = new Map(Object.entries(REASON_CODES).map(([kind, code]) => [code, kind as ReasonKind]));

/**
 * Digits of the strings: a number is written 5 bits at a time, high bits first; a digit from the first 32
 * characters ends the number, one from the last 32 says more follow. All 64 are safe in a JSON string.
 */
export const VARINT_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT_VALUES = new Int8Array(128);
for (let digit = 0; digit < VARINT_DIGITS.length; digit++) DIGIT_VALUES[VARINT_DIGITS.charCodeAt(digit)] = digit;

export interface VectorsFile {
  version: typeof VECTORS_FILE_VERSION;
  /** The newest idea's date (YYYY-MM-DD): ages count back from it. */
  newest: string;
  /** Ideas in the catalogue, the N of the inverse document frequency. */
  ideas: number;
  /** Idea numbers, ascending, each written as the difference from the one before. */
  numbers: number[];
  /** Per idea: days from its date to `newest`. */
  ages: number[];
  /** Term labels as readers write them; a term's id is its position, the most frequent first. */
  terms: string[];
  /** Per term, the REASON_CODES letter of what it is when it can explain a match (term-vectors.ts FieldTerm), else '0'. */
  reasons: string;
  /** Per term: in how many ideas it is; the first as is, then each as the drop from the one before (they descend). */
  df: number[];
  /** Per idea: how many terms it keeps. */
  lengths: number[];
  /**
   * Every idea's term ids in turn, ascending within an idea, each written as the difference from the one
   * before (from 0 for an idea's first), in VARINT_DIGITS.
   */
  ids: string;
  /** Field-weighted count of each of those terms, in VARINT_DIGITS. */
  counts: string;
}

/**
 * What the model ranks over: the catalogue's ideas, index-aligned, their vectors laid end to end (idea i's
 * terms are ids[offsets[i]..offsets[i + 1])) so that decoding allocates a few arrays, not one per idea. The
 * weights are kept as TF-IDF with each idea's inverse length beside them, not divided through: a pass over
 * every weight less when the file arrives, one multiplication per idea when ranking.
 */
export interface RecommendationCatalogue {
  numbers: Int32Array;
  /** Days from each idea's date to the newest idea's. */
  ageDays: Int32Array;
  offsets: Int32Array;
  ids: Int32Array;
  weights: Float64Array;
  /** Per idea: 1 / the Euclidean length of its weights. */
  inverseNorms: Float64Array;
  labels: readonly string[];
  /** Per term id: what it is when it can explain a match, else null. */
  reasons: readonly (ReasonKind | null)[];
}

/** Where `value` is in the ascending `values[from..to)`, by binary search, or -1. */
export function sortedIndexOf(values: Int32Array, value: number, from = 0, to = values.length): number {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = values[middle]!;
    if (found === value) return middle;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The index of idea `number` (the numbers ascend: no map of 10,000 entries to build), or -1. */
export const indexOfIdea = (catalogue: RecommendationCatalogue, number: number): number => sortedIndexOf(catalogue.numbers, number);

/** Idea `index`'s vector, normalized. */
export function vectorOf(catalogue: RecommendationCatalogue, index: number): Vector {
  const from = catalogue.offsets[index]!;
  const to = catalogue.offsets[index + 1]!;
  const inverseNorm = catalogue.inverseNorms[index]!;
  return { ids: catalogue.ids.subarray(from, to), weights: catalogue.weights.slice(from, to).map((weight) => weight * inverseNorm) };
}

export function decodeVectors(file: VectorsFile): RecommendationCatalogue {
  if (file.version !== VECTORS_FILE_VERSION) throw new Error(`Unknown recommendation vectors version ${String(file.version)}`);
  const size = file.numbers.length;
  const numbers = new Int32Array(size);
  for (let i = 0, number = 0; i < size; i++) {
    number += file.numbers[i]!;
    numbers[i] = number;
  }
  const idf = new Float64Array(file.df.length);
  for (let t = 0, df = 0; t < idf.length; t++) {
    df = t === 0 ? file.df[0]! : df - file.df[t]!;
    idf[t] = inverseDocumentFrequency(df, file.ideas);
  }
  // Counts are small integers: one logarithm per distinct count, not one per term.
  const tf: number[] = [];
  let entries = 0;
  for (let i = 0; i < size; i++) entries += file.lengths[i]!;
  const offsets = new Int32Array(size + 1);
  const ids = new Int32Array(entries);
  const weights = new Float64Array(entries);
  const inverseNorms = new Float64Array(size);
  // Plain loops: this runs once per visit on the phone's main thread, before the engine has optimized anything.
  const idText = file.ids;
  const countText = file.counts;
  for (let i = 0, at = 0, idChar = 0, countChar = 0; i < size; i++) {
    const end = at + file.lengths[i]!;
    offsets[i] = at;
    let sum = 0;
    for (let id = 0; at < end; at++) {
      let digit: number;
      let delta = 0;
      while ((digit = DIGIT_VALUES[idText.charCodeAt(idChar++)]!) >= 32) delta = (delta << 5) | (digit - 32);
      id += (delta << 5) | digit;
      ids[at] = id;
      let count = 0;
      while ((digit = DIGIT_VALUES[countText.charCodeAt(countChar++)]!) >= 32) count = (count << 5) | (digit - 32);
      count = (count << 5) | digit;
      const weight = (tf[count] ??= termFrequency(count)) * idf[id]!;
      weights[at] = weight;
      sum += weight * weight;
    }
    inverseNorms[i] = sum > 0 ? 1 / Math.sqrt(sum) : 0;
  }
  offsets[size] = entries;
  const reasons = Array.from(file.terms, (_, id) => REASON_OF_CODE.get(file.reasons[id]!) ?? null);
  return { numbers, ageDays: Int32Array.from(file.ages), offsets, ids, weights, inverseNorms, labels: file.terms, reasons };
}
