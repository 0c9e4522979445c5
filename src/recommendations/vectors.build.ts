/**
 * Writes the catalogue's recommendation vectors (vectors-file.ts) from the ideas, and names their folder
 * by content hash so they can be cached forever. Build-time only (their folder: src/built-files/content-hash.build.ts).
 */
import { filesHash } from '../built-files/content-hash.build.ts';
import { RECOMMENDATIONS } from '../config/constants/recommendations.ts';
import { type TermSource, termSpace, tfIdf } from '../ideas/term-vectors.ts';
import type { Idea } from '../ideas/schema.ts';
import { REASON_CODES, VARINT_DIGITS, VECTORS_FILE, VECTORS_FILE_VERSION, type VectorsFile } from './vectors-file.ts';

export type VectorSource = TermSource & Pick<Idea, 'number' | 'dateAdded'>;

const DAY_MS = 86_400_000;

/** Non-negative integers in VARINT_DIGITS (see there). */
export function varints(values: readonly number[]): string {
  const digits: string[] = [];
  for (const value of values) {
    let shift = 0;
    while (value >= 2 ** (shift + 5)) shift += 5;
    for (; shift > 0; shift -= 5) digits.push(VARINT_DIGITS[32 + (Math.floor(value / 2 ** shift) % 32)]!);
    digits.push(VARINT_DIGITS[value % 32]!);
  }
  return digits.join('');
}

/**
 * Each idea keeps its `termsPerIdea` strongest terms (by TF-IDF weight, then term order), and the terms
 * no idea keeps are left out; ids are renumbered by document frequency, so frequent terms get small ids
 * and the differences between an idea's ids stay small.
 */
export function vectorsFile(ideas: readonly VectorSource[], termsPerIdea: number = RECOMMENDATIONS.termsPerIdea): VectorsFile {
  const sorted = [...ideas].sort((a, b) => a.number - b.number);
  const { counts, documentFrequency, labels, reasons } = termSpace(sorted);
  const n = sorted.length;
  const kept = counts.map((terms) =>
    [...terms]
      .map(([id, count]) => ({ id, count, weight: tfIdf(count, documentFrequency[id]!, n) }))
      .sort((a, b) => b.weight - a.weight || a.id - b.id)
      .slice(0, termsPerIdea),
  );
  const used = [...new Set(kept.flatMap((terms) => terms.map((term) => term.id)))].sort(
    (a, b) => documentFrequency[b]! - documentFrequency[a]! || a - b,
  );
  const newId = new Map(used.map((id, index) => [id, index]));

  const idDeltas: number[] = [];
  const termCounts: number[] = [];
  for (const terms of kept) {
    const ordered = terms.map((term) => ({ id: newId.get(term.id)!, count: term.count })).sort((a, b) => a.id - b.id);
    ordered.forEach((term, index) => {
      idDeltas.push(term.id - (index === 0 ? 0 : ordered[index - 1]!.id));
      termCounts.push(term.count);
    });
  }

  const newest = sorted.reduce((latest, idea) => (idea.dateAdded > latest ? idea.dateAdded : latest), sorted[0]?.dateAdded ?? '1970-01-01');
  const newestMs = Date.parse(newest);
  return {
    version: VECTORS_FILE_VERSION,
    newest,
    ideas: n,
    numbers: sorted.map((idea, index) => idea.number - (index === 0 ? 0 : sorted[index - 1]!.number)),
    ages: sorted.map((idea) => Math.round((newestMs - Date.parse(idea.dateAdded)) / DAY_MS)),
    terms: used.map((id) => labels[id]!),
    reasons: used.map((id) => (reasons[id] ? REASON_CODES[reasons[id]] : '0')).join(''),
    df: used.map((id, index) => (index === 0 ? documentFrequency[id]! : documentFrequency[used[index - 1]!]! - documentFrequency[id]!)),
    lengths: kept.map((terms) => terms.length),
    ids: varints(idDeltas),
    counts: varints(termCounts),
  };
}

export interface BuiltVectorFiles {
  hash: string;
  /** Folder of this build's files, e.g. /workspace/data/for-you/{hash}/ */
  base: string;
  /** File name -> JSON text. */
  files: Map<string, string>;
}

export function buildVectorFiles(ideas: readonly VectorSource[]): BuiltVectorFiles {
  const files = new Map([[VECTORS_FILE, JSON.stringify(vectorsFile(ideas))]]);
  const hash = filesHash(files);
  return { hash, base: `/workspace/data/for-you/${hash}/`, files };
}
