/**
 * Typo-tolerant "close matches" for a search that found nothing, over pitches and titles only.
 * Ships to the browser, loaded on demand (fuse.js is only needed when the exact search comes up empty).
 */
import Fuse from 'fuse.js';

export const CLOSE_MATCH_LIMIT = 6;

export interface CloseMatcher {
  /** Ranks of the best close matches, best first. */
  find(query: string, limit?: number): number[];
}

export function createCloseMatcher(short: readonly string[]): CloseMatcher {
  const fuse = new Fuse(short as string[], { threshold: 0.34, ignoreLocation: true, minMatchCharLength: 3, includeScore: true });
  return {
    find(query, limit = CLOSE_MATCH_LIMIT) {
      const needle = query.trim();
      if (needle.length < 3) return [];
      return fuse.search(needle, { limit }).map((result) => result.refIndex);
    },
  };
}
