/**
 * Every idea's related ideas, updated from the last build's instead of worked out anew: a pass over the whole
 * catalogue took minutes at 100,000 ideas at every build (issue 47, docs/performance.md), when a weekday adds
 * twenty ideas. Exact, not close: terms are weighed by the catalogue's epoch (catalogue-epoch.ts), so two ideas
 * whose vectors did not change are as alike as yesterday to the last bit, and an idea's list changes only when
 * an idea it could list changed. Per idea the kept file holds a fingerprint of its vector and paper and the
 * numbers it listed; with them:
 * - an idea that is new or whose fingerprint moved (its text, or a term that gained its second holder) is
 *   worked out against all, and so is every idea that listed a changed or removed idea, or shares a paper with
 *   a changed one;
 * - every other idea keeps its list, with the changed ideas that are now closer than its last ones slotted in.
 * The result is the whole pass's, which tests/unit/related-kept.test.ts holds it to. Build-time only.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELATED } from '../config/constants/catalogue.ts';
import { likeness, type ListSettings, listSettings, paperOf, type RelatedIdea, relatedEntries, type RelatedSource, scoreAgainstAll, siblingsOf, type SimilaritySpace, similarLists, similaritySpace } from './related.build.ts';
import { codeVersion, keepFile } from '../built-files/build-cache.build.ts';
import { listsInParallel, type ParallelOptions } from './similarities-parallel.build.ts';

const FILE = 'related-lists.json';
/** Past this share of ideas to work out again, one pass over all (in parallel) costs less. */
const MOST_TO_REDO = 1 / 8;

export interface KeptOptions extends Pick<ParallelOptions, 'workers' | 'minIdeas'> {
  /** The share of ideas to work out again past which a whole pass is made instead (default 1/8). */
  mostToRedo?: number;
  /** The project's root, whose code keys the kept file. */
  root?: string;
  /** similaritySpace(ideas), when the caller has it already. */
  space?: SimilaritySpace;
}

interface Kept {
  key: string;
  /** Per idea: its number, its fingerprint and the numbers of its related ideas, in order. */
  ideas: [number, string, number[]][];
}

/** What a kept file is valid for: the code that worked it out and the length of the lists. */
const keyOf = (settings: ListSettings, root: string) => createHash('sha256').update(codeVersion(root)).update(JSON.stringify({ RELATED, settings })).digest('hex');

/** An idea's vector (its terms and their weights) and its paper: what its likeness to any other idea depends on. */
function fingerprint(space: SimilaritySpace, index: number, paper: string | null): string {
  const hash = createHash('sha1').update(paper ?? '');
  const ids = space.vectorIds.subarray(space.vectorStart[index]!, space.vectorStart[index + 1]!);
  for (const id of ids) hash.update(`\u0000${space.keys[id]!}`);
  hash.update(space.vectorWeights.subarray(space.vectorStart[index]!, space.vectorStart[index + 1]!));
  return hash.digest('base64');
}

function read(file: string, key: string): Map<number, { print: string; listed: number[] }> | undefined {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Kept;
    if (kept.key !== key) return undefined;
    return new Map(kept.ideas.map(([number, print, listed]) => [number, { print, listed }]));
  } catch {
    // Not kept yet, or not readable: a whole pass.
    return undefined;
  }
}

/**
 * The lists updated from the kept ones, with how many ideas changed and how many lists were worked out again;
 * undefined when so much changed that a whole pass costs less.
 */
function updated(space: SimilaritySpace, settings: ListSettings, papers: readonly (string | null)[], prints: readonly string[], before: Map<number, { print: string; listed: number[] }>, mostToRedo: number): { lists: Map<number, RelatedIdea[]>; changed: number; redone: number } | undefined {
  const { numbers } = space;
  const indexOf = new Map(Array.from(numbers, (number, index) => [number, index]));
  const changed = new Set<number>();
  numbers.forEach((number, index) => {
    if (before.get(number)?.print !== prints[index]) changed.add(index);
  });
  const gone = new Set([...before.keys()].filter((number) => !indexOf.has(number)));
  const changedPapers = new Set([...changed].map((index) => papers[index]).filter((paper) => paper !== null));
  const redo = new Set<number>();
  numbers.forEach((number, index) => {
    const listed = before.get(number)?.listed;
    if (changed.has(index) || (papers[index] !== null && changedPapers.has(papers[index])) || listed?.some((other) => gone.has(other) || changed.has(indexOf.get(other)!))) redo.add(number);
  });
  if (redo.size > numbers.length * mostToRedo) return undefined;

  // Per idea kept: how many of its list are its paper's, and the last idea of a full list, which a changed idea
  // must beat to be slotted in. Only those that do are kept: at 100,000 ideas each touches most others.
  const siblings = new Int32Array(numbers.length);
  const last = new Int32Array(numbers.length).fill(-1);
  const lastScore = new Float64Array(numbers.length);
  const listedOf: number[][] = [];
  numbers.forEach((number, index) => {
    if (redo.has(number)) return;
    const listed = (listedOf[index] = before.get(number)!.listed.map((other) => indexOf.get(other)!));
    siblings[index] = Math.min(siblingsOf(space, index).length, settings.count);
    if (listed.length === settings.count) {
      last[index] = listed.at(-1)!;
      lastScore[index] = likeness(space, index, last[index]!);
    }
  });
  const beats = (index: number, other: number, score: number) => {
    if (siblings[index] === settings.count) return false;
    const floor = last[index]!;
    if (floor === -1) return true;
    return score > lastScore[index]! || (score === lastScore[index]! && numbers[other]! > numbers[floor]!);
  };

  // The changed ideas' likeness to each idea kept, summed from their side: the same to the last bit.
  const newcomers = new Map<number, number[]>();
  const scores = new Float64Array(numbers.length);
  const touched = new Int32Array(numbers.length);
  for (const index of changed) {
    const reached = scoreAgainstAll(space, index, scores, touched);
    for (let t = 0; t < reached; t++) {
      const other = touched[t]!;
      if (!redo.has(numbers[other]!) && beats(other, index, scores[other]!)) {
        const found = newcomers.get(other);
        if (found) found.push(index);
        else newcomers.set(other, [index]);
      }
      scores[other] = 0;
    }
  }

  const lists = new Map(similarLists(space, settings, 0, numbers.length, redo).related);
  numbers.forEach((number, index) => {
    if (redo.has(number)) return;
    const listed = listedOf[index]!;
    const own = siblings[index]!;
    const pool = [...listed.slice(own), ...(newcomers.get(index) ?? [])];
    const likenessTo = new Map([...listed, ...pool].map((other) => [other, likeness(space, index, other)]));
    const scoreOf = (other: number) => likenessTo.get(other)!;
    const similar = pool.sort((a, b) => scoreOf(b) - scoreOf(a) || numbers[b]! - numbers[a]!).slice(0, settings.count - own);
    const samePaper = (other: number) => space.paperOf[other] !== -1 && space.paperOf[other] === space.paperOf[index];
    lists.set(number, relatedEntries(space, settings, index, [...listed.slice(0, own), ...similar], scoreOf, samePaper));
  });
  return { lists, changed: changed.size, redone: redo.size };
}

/**
 * relatedIdeas(ideas) (related.build.ts), updated from the lists the last build kept in `dir` and kept there for
 * the next. A kept file that is missing, unreadable or from other code costs a whole pass, never a wrong list.
 */
export async function keptRelatedIdeas(ideas: readonly RelatedSource[], dir: string, options: KeptOptions = {}): Promise<Map<number, RelatedIdea[]>> {
  const space = options.space ?? similaritySpace(ideas);
  const settings = listSettings({ likeCount: 0 });
  const papers = ideas.map(paperOf);
  const prints = ideas.map((_, index) => fingerprint(space, index, papers[index]!));
  const file = join(dir, FILE);
  let key: string | undefined;
  try {
    key = keyOf(settings, options.root ?? process.cwd());
  } catch {
    // The project's code unreadable: no key to keep the lists under.
  }
  const before = key === undefined ? undefined : read(file, key);
  const update = before && updated(space, settings, papers, prints, before, options.mostToRedo ?? MOST_TO_REDO);
  if (update) console.info(`[related] ${update.changed} idea(s) new or changed since the last build: ${update.redone} list(s) worked out again, the rest updated`);
  const related = update?.lists ?? (await listsInParallel(space, settings, options)).related;
  if (key !== undefined) {
    const kept: Kept = { key, ideas: ideas.map((idea, index) => [idea.number, prints[index]!, (related.get(idea.number) ?? []).map((entry) => entry.number)]) };
    keepFile(dir, file, JSON.stringify(kept), { what: 'related' });
  }
  return related;
}
