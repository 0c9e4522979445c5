/**
 * The whole-catalogue facts of every idea page and of discover's "More like this" lists, worked out so that a
 * weekday build that adds the day's ideas changes little else (issue 47: a deploy uploads what changed):
 * - An idea page's related ideas come from the whole catalogue, in the term space the catalogue's epoch weighs
 *   (catalogue-epoch.ts): an older page changes only when a new idea is closer than one it lists.
 * - Its percentiles count the epoch's ideas of its category; an idea newer than the epoch stands among them as
 *   if it were one of them. They move when the catalogue doubles, and the page says what they count.
 * - Discover's "More like this" lists of the ideas published before this week's Monday (UTC; firstPublished, the
 *   earlier of the date a page shows and the day the site first listed it) are among themselves, so their files
 *   last the week (src/discover/index-types.ts, in a folder apart from the search files, which last longer:
 *   src/discover/settled-segment.build.ts). A row added with an earlier date joins that reference at once. A
 *   catalogue with nothing published before this week is a reference of all of itself.
 * Build-time only; pure unless given a folder to keep the reference's like lists in.
 */
import { catalogueEpoch } from './catalogue-epoch.ts';
import { firstPublished, weekStart } from './momentum.build.ts';
import { keptRelatedIdeas } from './related-kept.build.ts';
import { type RelatedIdea, type RelatedSource, similarIdeas } from './related.build.ts';
import { cachedLikeLists } from './similarities-cache.build.ts';
import { similarIdeasInParallel } from './similarities-parallel.build.ts';
import type { Idea } from './schema.ts';
import { categoryPercentiles, type Percentiles } from './score-stats.build.ts';

export type ReferenceSource = RelatedSource & Pick<Idea, 'dateAdded' | 'firstSeen' | 'primaryCategory' | 'novelty' | 'marketPotential' | 'feasibility' | 'totalScore'>;

/** The ideas published before the week of `today` began, or all of them when none was. */
export function referenceCatalogue<T extends Pick<Idea, 'dateAdded' | 'firstSeen'>>(ideas: readonly T[], today: string): T[] {
  const monday = weekStart(today);
  const settled = ideas.filter((idea) => firstPublished(idea) < monday);
  return settled.length === 0 ? [...ideas] : settled;
}

export interface StableFacts {
  /** How many ideas the percentiles count: the catalogue's epoch (catalogue-epoch.ts). */
  among: number;
  related: Map<number, RelatedIdea[]>;
  /** "More like this" (discover's ?like=), the reference's among themselves for its ideas, the whole catalogue's for the week's. */
  like: Map<number, number[]>;
  /** Within each idea's technology category. */
  percentiles: Map<number, Percentiles>;
}

/**
 * `cacheDir`: where the reference's like lists (similarities-cache.build.ts) and every idea's related ideas
 * (related-kept.build.ts) are kept between builds.
 */
export async function stableFacts<T extends ReferenceSource>(ideas: readonly T[], today: string, options: { cacheDir?: string } = {}): Promise<StableFacts> {
  const reference = referenceCatalogue(ideas, today);
  const settled = options.cacheDir === undefined ? (await similarIdeasInParallel(reference, { count: 0 })).like : await cachedLikeLists(reference, options.cacheDir);
  // The week's ideas take their "More like this" lists from the whole catalogue: the few of them, not a second
  // like list for every idea (minutes and gigabytes at 100,000 ideas).
  const related = options.cacheDir === undefined ? (await similarIdeasInParallel(ideas, { likeCount: 0 })).related : await keptRelatedIdeas(ideas, options.cacheDir);
  const week = new Set(ideas.flatMap((idea) => (settled.has(idea.number) ? [] : [idea.number])));
  const weekLike = week.size === 0 ? new Map<number, number[]>() : similarIdeas(ideas, { only: week }).like;
  const like = new Map(ideas.map((idea) => [idea.number, settled.get(idea.number) ?? weekLike.get(idea.number) ?? []]));
  const epoch = catalogueEpoch(ideas);
  return { among: epoch.length, related, like, percentiles: categoryPercentiles(ideas, (idea) => idea.primaryCategory, epoch) };
}
