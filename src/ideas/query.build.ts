/**
 * The one module that gives the pages the build's ideas, newest first.
 *
 * Not an Astro content collection: at 100,000 ideas the content layer stored every idea again, wrote a 236 MB
 * data-store.json each build and compiled it as one module, a sixth of a weekday build's time (issue 47,
 * docs/performance.md). The ideas-catalogue integration reads the sheet when the build starts, so a broken sheet
 * stops the build before any page is rendered, and hands the ideas over here. The pages' bundle holds its own
 * copy of this module, so the hand-over goes through globalThis. Without one (`astro dev`) the sheet is read on
 * first use. Build-time only.
 */
import type { Idea } from './schema.ts';
import { readSheetIdeas } from './sheet-ideas.build.ts';
import { compareNewest } from './sort.ts';

const HANDED = Symbol.for('research-ventures.sheet-ideas');
type Holder = { [HANDED]?: readonly Idea[] };

let cached: Promise<Idea[]> | undefined;

/** For the ideas-catalogue integration: the ideas it read for this build. */
export function handOverIdeas(ideas: readonly Idea[]): void {
  (globalThis as Holder)[HANDED] = ideas;
}

export function allIdeas(): Promise<Idea[]> {
  const handed = (globalThis as Holder)[HANDED];
  cached ??= (handed ? Promise.resolve([...handed]) : readSheetIdeas(console)).then((ideas) => ideas.sort(compareNewest));
  return cached;
}

/** The idea the home page's "View Sample Analysis" opens: the best-scored idea with complete analysis. */
export async function sampleIdea(): Promise<Idea> {
  const ideas = await allIdeas();
  const complete = ideas.filter((idea) => idea.pitch && idea.whyItMatters && idea.businessModel && idea.competitors);
  const pool = complete.length > 0 ? complete : ideas;
  return [...pool].sort((a, b) => (b.totalScore ?? 0) - (a.totalScore ?? 0) || compareNewest(a, b))[0]!;
}
