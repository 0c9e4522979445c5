/**
 * The catalogue guard. Idea numbers are row positions in a hand-edited sheet, and published links and
 * every user's bookmarks, tags, notes and reads are keyed by them: one deleted or re-sorted row would
 * silently move every later idea. Each build publishes a manifest (number -> paper link, pitch hash,
 * first-seen date); this module compares the next sheet with it and words the refusal.
 * Pure (no I/O); build-time and server-only (node:crypto).
 */
import { createHash } from 'node:crypto';
import { CATALOGUE } from '../config/constants/admin.ts';
import { arxivIdFromUrl } from './cells.build.ts';
import type { Manifest, ManifestEntry } from './manifest-schema.build.ts';
import type { PreviousManifest } from './previous-manifest.build.ts';
import { SheetError } from './sheet-error.build.ts';

/** What the guard needs of an idea (the full Idea satisfies it). */
export interface CatalogueIdea {
  number: number;
  paperUrl?: string | undefined;
  heading: string;
  firstSeen: string;
}

export function pitchHash(heading: string): string {
  return createHash('sha256').update(heading.trim()).digest('hex').slice(0, 16);
}

export function buildManifest(ideas: readonly CatalogueIdea[]): Manifest {
  const sorted = [...ideas].sort((a, b) => a.number - b.number);
  return {
    version: 1,
    ideas: Object.fromEntries(
      sorted.map((idea) => [String(idea.number), { paper: idea.paperUrl ?? null, pitchHash: pitchHash(idea.heading), firstSeen: idea.firstSeen }]),
    ),
  };
}

/**
 * The paper a link names, so that http/https, abs/pdf and arXiv versions of one paper compare equal
 * (editors fix links like that without changing the idea).
 */
export function paperKey(link: string | null | undefined): string | null {
  if (!link) return null;
  const arxiv = arxivIdFromUrl(link);
  if (arxiv) return `arxiv:${arxiv.replace(/v\d+$/, '')}`;
  return link.trim().replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/\/+$/, '').toLowerCase();
}

/** Same paper when both rows have a link; a row without one is known only by its pitch. */
function sameIdea(entry: ManifestEntry, idea: CatalogueIdea): boolean {
  const before = paperKey(entry.paper);
  const now = paperKey(idea.paperUrl);
  if (before && now) return before === now;
  return entry.pitchHash === pitchHash(idea.heading);
}

export type CatalogueProblem =
  | { kind: 'changed'; number: number; oldPaper: string | null; newPaper: string | null }
  | { kind: 'missing'; number: number; oldPaper: string | null };

export interface CatalogueCheck {
  /** Published numbers that now hold another paper or are gone, by number. */
  problems: CatalogueProblem[];
  /** Set when the catalogue shrinks by more than CATALOGUE.maxShrinkRatio. */
  shrink: { from: number; to: number } | null;
  previousCount: number;
  currentCount: number;
  /** Numbers the previous manifest did not have. */
  added: number[];
  ok: boolean;
}

export function compareCatalogue(previous: Manifest, ideas: readonly CatalogueIdea[]): CatalogueCheck {
  const current = new Map(ideas.map((idea) => [idea.number, idea]));
  const problems: CatalogueProblem[] = [];
  const published = Object.entries(previous.ideas)
    .map(([number, entry]) => [Number(number), entry] as const)
    .sort(([a], [b]) => a - b);
  for (const [number, entry] of published) {
    const idea = current.get(number);
    if (!idea) problems.push({ kind: 'missing', number, oldPaper: entry.paper });
    else if (!sameIdea(entry, idea)) problems.push({ kind: 'changed', number, oldPaper: entry.paper, newPaper: idea.paperUrl ?? null });
  }
  const previousCount = published.length;
  const currentCount = current.size;
  const shrink = currentCount < previousCount * (1 - CATALOGUE.maxShrinkRatio) ? { from: previousCount, to: currentCount } : null;
  const added = [...current.keys()].filter((number) => !(String(number) in previous.ideas)).sort((a, b) => a - b);
  return { problems, shrink, previousCount, currentCount, added, ok: problems.length === 0 && shrink === null };
}

function paperText(paper: string | null): string {
  return paper ?? '(no paper link)';
}

export function describeProblem(problem: CatalogueProblem): string {
  return problem.kind === 'changed'
    ? `idea ${problem.number}: was ${paperText(problem.oldPaper)}, now ${paperText(problem.newPaper)}`
    : `idea ${problem.number}: was ${paperText(problem.oldPaper)}, now gone (row deleted or emptied)`;
}

export function describeShrink(shrink: { from: number; to: number }): string {
  const share = Math.round((1 - shrink.to / shrink.from) * 100);
  return `the catalogue shrinks from ${shrink.from} to ${shrink.to} ideas (${share}%, more than ${CATALOGUE.maxShrinkRatio * 100}%)`;
}

/** The refusal: every affected number with its old and new paper, and how to proceed. */
export function refusalMessage(check: CatalogueCheck, source: string): string {
  const lines = [
    `Catalogue guard: this sheet changes what published idea numbers point to (compared with ${source}). Links and users' bookmarks, tags, notes and reads are keyed by these numbers.`,
  ];
  if (check.shrink) lines.push(`  - ${describeShrink(check.shrink)}`);
  const listed = check.problems.slice(0, CATALOGUE.listedProblems);
  lines.push(...listed.map((problem) => `  - ${describeProblem(problem)}`));
  if (check.problems.length > listed.length) lines.push(`  - ...and ${check.problems.length - listed.length} more numbers`);
  lines.push(
    'If this was an accident (a re-sort, a deleted or inserted row), restore the row order: new ideas go at the end of the sheet, and a retired idea keeps its row.',
    `If the change is deliberate, build again with ${CATALOGUE.overrideVariable}=1. The last good deploy stays live until then.`,
  );
  return lines.join('\n');
}

/**
 * Dates that must not move between builds: a number that keeps its paper keeps its first-seen date, and
 * an idea without a date in the sheet shows that date instead of the build date.
 */
export function carryDates<T extends CatalogueIdea & { dateAdded: string; dateMissing: boolean }>(ideas: readonly T[], previous: Manifest | null): T[] {
  if (!previous) return [...ideas];
  return ideas.map((idea) => {
    const entry = previous.ideas[String(idea.number)];
    if (!entry || !sameIdea(entry, idea)) return idea;
    return { ...idea, firstSeen: entry.firstSeen, dateAdded: idea.dateMissing ? entry.firstSeen : idea.dateAdded };
  });
}

export interface GuardOutcome<T> {
  /** The ideas with their carried dates. */
  ideas: T[];
  level: 'info' | 'warn';
  /** One build-log entry saying what the guard compared and found. */
  log: string;
}

/**
 * The build's decision: publish (dates carried from the manifest), or stop with a SheetError when
 * numbers moved or the previous manifest cannot be read, unless `allowChanges` (the override) is set.
 */
export function guardCatalogue<T extends CatalogueIdea & { dateAdded: string; dateMissing: boolean }>(
  ideas: readonly T[],
  previous: PreviousManifest,
  allowChanges: boolean,
): GuardOutcome<T> {
  const override = `${CATALOGUE.overrideVariable}=1`;
  if (previous.state === 'absent') {
    return { ideas: [...ideas], level: 'info', log: `Catalogue guard: nothing to compare with (${previous.reason}).` };
  }
  if (previous.state === 'unreadable') {
    const problem = `Catalogue guard: cannot read the previous manifest at ${previous.source}: ${previous.reason}.`;
    if (allowChanges) return { ideas: [...ideas], level: 'warn', log: `${problem} Publishing unchecked because ${override} is set.` };
    throw new SheetError(
      `${problem} Without it the build cannot tell whether this sheet moves published idea numbers, so it stops and the last good deploy stays live. ` +
        `Try again once the site answers. For a first deploy to an address that does not answer yet, build once with ${override}, or give the last manifest with PREVIOUS_MANIFEST=<file>.`,
    );
  }
  const check = compareCatalogue(previous.manifest, ideas);
  const carried = carryDates(ideas, previous.manifest);
  if (check.ok) {
    const kept = check.previousCount;
    return { ideas: carried, level: 'info', log: `Catalogue guard: all ${kept} published numbers keep their papers, ${check.added.length} new (compared with ${previous.source}).` };
  }
  const message = refusalMessage(check, previous.source);
  if (!allowChanges) throw new SheetError(message);
  return { ideas: carried, level: 'warn', log: `${override} is set: publishing despite the catalogue guard.\n${message}` };
}
