/**
 * Which ideas discover's index keeps in its settled segment (index-types.ts): those first published before a
 * Monday that stays put until the catalogue has grown by SETTLED_GROWTH, not only for a week. The segment's
 * folder, and so every search file a returning visitor's browser has cached, then lasts for months at today's
 * pace (20 ideas a week); the newer ideas, about 3% of the catalogue and the current week's, are the front
 * segment, written anew by each build (issue 47).
 *
 * The Monday comes from the catalogue alone, so every build agrees on it without keeping state: the sizes at
 * which it moves are the powers of SETTLED_GROWTH. Of those, take the largest that the ideas published before
 * this week's Monday reach; the segment ends at the first Monday by which that many ideas had been published.
 * A row added with an older date can move it back a week. Build-time only; pure.
 */
import { firstPublished, weekStart } from './momentum.build.ts';
import type { Idea } from './schema.ts';
import { compareNewest } from './sort.ts';

/** The catalogue's growth that moves the segment's end: at most about 3% of the ideas are outside it, with the week's. */
export const SETTLED_GROWTH = 1.03;

const DAY_MS = 86_400_000;

const nextMonday = (isoDate: string) => new Date(Date.parse(`${weekStart(isoDate)}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);

/**
 * The numbers of the settled segment's ideas; all of them when none was published before this week. As discover's
 * index cuts it, the segment is the oldest run of the newest-first order (compareNewest) first published before
 * its end: an idea first published before then but shown with a later date goes with the newer ideas.
 */
export function settledIdeas(ideas: readonly Pick<Idea, 'number' | 'dateAdded' | 'firstSeen'>[], today: string): Set<number> {
  const monday = weekStart(today);
  const before = ideas.map(firstPublished).filter((day) => day < monday).sort();
  if (before.length === 0) return new Set(ideas.map((idea) => idea.number));
  let size = 1;
  while (size * SETTLED_GROWTH <= before.length) size *= SETTLED_GROWTH;
  const end = nextMonday(before[Math.ceil(size) - 1]!);
  const newest = [...ideas].sort(compareNewest);
  let start = newest.length;
  while (start > 0 && firstPublished(newest[start - 1]!) < end) start--;
  return new Set(newest.slice(start).map((idea) => idea.number));
}
