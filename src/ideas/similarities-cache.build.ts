/**
 * The settled ideas' "More like this" lists kept from one build to the next: those of discover's settled segment
 * (settled-ideas.build.ts), among themselves. They move only with the segment, when the catalogue has grown by
 * 3% or a row with an earlier date joins it, and working them out took a quarter of a weekday build's CPU at
 * 100,000 ideas (docs/performance.md). The key is everything they are worked out from: the ideas as similarIdeas
 * reads them, its options and constants, and the project's code (codeVersion), so a change of any works them out
 * again. One file, the last settled segment's, in the build's cache folder; a file
 * that cannot be read or written costs the time, never a wrong list. Build-time only.
 */
import { createHash } from 'node:crypto';
import { RELATED } from '../config/constants/catalogue.ts';
import { LIKE } from '../config/constants/like.ts';
import type { RelatedSource } from './related.build.ts';
import { similarIdeasInParallel } from './similarities-parallel.build.ts';
import { codeVersion, keptResultAsync } from '../built-files/build-cache.build.ts';

/** Every field similarIdeas reads: the type fails to check when RelatedSource gains one that is not here. */
const SOURCE_FIELDS = {
  number: true,
  paperUrl: true,
  arxivId: true,
  title: true,
  pitch: true,
  description: true,
  painPoints: true,
  tags: true,
  primaryCategory: true,
  secondaryCategory: true,
} as const satisfies Record<keyof RelatedSource, true>;
const FIELDS = Object.keys(SOURCE_FIELDS) as (keyof RelatedSource)[];

const KIND = 'similarities';

export function similaritiesKey(ideas: readonly RelatedSource[], root: string = process.cwd()): string {
  const hash = createHash('sha256');
  hash.update(codeVersion(root));
  hash.update(JSON.stringify({ RELATED, LIKE }));
  for (const idea of ideas) hash.update(JSON.stringify(FIELDS.map((field) => idea[field] ?? null)));
  return hash.digest('hex');
}

interface Stored {
  like: [number, number[]][];
}

/** similarIdeas(ideas).like as the last build with the same key worked them out, or worked out now and kept in `dir`. */
export async function cachedLikeLists(ideas: readonly RelatedSource[], dir: string): Promise<Map<number, number[]>> {
  const stored = await keptResultAsync<Stored>(dir, KIND, () => similaritiesKey(ideas), async () => ({ like: [...(await similarIdeasInParallel(ideas, { count: 0 })).like] }));
  return new Map(stored.like);
}
