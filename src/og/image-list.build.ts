/**
 * Which idea images a build writes, and the one summary line it logs at the end of the build.
 * Build-time only (reads the ideas collection).
 */
import { readBuildEnv } from '../config/env.server.ts';
import { allIdeas } from '../ideas/query.build.ts';
import type { Idea } from '../ideas/schema.ts';
import { formatOgStats } from './images.build.ts';

/** Every idea, or none when SKIP_OG is set (quick builds and most tests). */
export async function ogIdeas(): Promise<Idea[]> {
  return readBuildEnv().SKIP_OG ? [] : allIdeas();
}

let summaryScheduled = false;

/**
 * Call for every image served. During a build, logs rendered vs cached totals once, when the process
 * exits (after Astro's own output, instead of in the middle of its progress lines).
 */
export function noteOgImageServed(): void {
  if (summaryScheduled || !import.meta.env.PROD) return;
  summaryScheduled = true;
  process.once('exit', () => console.info(`[og] ${formatOgStats()}`));
}
