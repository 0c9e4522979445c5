/** Orderings of ideas. Pure; ships to the browser (the discover list sorts with it). */
import type { Idea } from './schema.ts';

/** Newest first: later date, then later row. */
export function compareNewest(a: Pick<Idea, 'dateAdded' | 'number'>, b: Pick<Idea, 'dateAdded' | 'number'>): number {
  return b.dateAdded.localeCompare(a.dateAdded) || b.number - a.number;
}
