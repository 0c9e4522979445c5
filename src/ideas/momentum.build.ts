/**
 * Research momentum of a category: ideas first published per week over the last weeks before the build,
 * and each week's median composite score. Weeks start on Monday, UTC. Pure; build-time only.
 */
import type { Idea } from './schema.ts';
import { median } from './score-stats.build.ts';

const DAY_MS = 86_400_000;

export interface WeekBucket {
  /** Monday of the week, YYYY-MM-DD. */
  start: string;
  count: number;
  /** Median composite of the week's ideas that have one; null when none has. */
  medianComposite: number | null;
}

/**
 * When an idea was first published: the earlier of the date its page shows and the build that first
 * listed it (the daily alerts' firstSeen). firstSeen alone would pile a whole back catalogue into the week
 * the site started recording it; the page date alone would miss an idea whose sheet date was later moved.
 */
export function firstPublished(idea: Pick<Idea, 'dateAdded' | 'firstSeen'>): string {
  return idea.dateAdded < idea.firstSeen ? idea.dateAdded : idea.firstSeen;
}

/** Monday of the UTC week holding `isoDate`. */
export function weekStart(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** `weeks` buckets, oldest first, the last being the (partial) week of `today`. */
export function weeklyMomentum(ideas: readonly Pick<Idea, 'dateAdded' | 'firstSeen' | 'totalScore'>[], today: string, weeks: number): WeekBucket[] {
  const lastStart = new Date(`${weekStart(today)}T00:00:00Z`).getTime();
  const starts = Array.from({ length: weeks }, (_, index) => new Date(lastStart - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
  const scores = new Map<string, number[]>(starts.map((start) => [start, []]));
  const counts = new Map<string, number>(starts.map((start) => [start, 0]));
  for (const idea of ideas) {
    const published = firstPublished(idea);
    if (published > today) continue;
    const start = weekStart(published);
    if (!counts.has(start)) continue;
    counts.set(start, counts.get(start)! + 1);
    if (idea.totalScore !== undefined) scores.get(start)!.push(idea.totalScore);
  }
  return starts.map((start) => ({ start, count: counts.get(start)!, medianComposite: median(scores.get(start)!) }));
}
