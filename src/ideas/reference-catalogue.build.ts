/**
 * The whole-catalogue facts of every idea page and of discover's "More like this" lists, worked out so that a
 * weekday build that adds the day's ideas changes little else (issue 47: a deploy uploads what changed):
 * - An idea page's related ideas come from the whole catalogue, in the term space the catalogue's epoch weighs
 *   (catalogue-epoch.ts): an older page changes only when a new idea is closer than one it lists.
 * - Its percentiles count the epoch's ideas of its category; an idea newer than the epoch stands among them as
 *   if it were one of them. They move when the catalogue doubles, and the page says what they count.
 * - Discover's "More like this" lists of the settled ideas (settled-ideas.build.ts: those published before a
 *   Monday that moves when the catalogue has grown by 3%) are among themselves, so their files last as long as
 *   the settled segment of discover's index; the newer ideas' lists, and what each settled idea's list takes in
 *   from them, are the front segment's (like-front.build.ts). Together they are, in effect, the whole catalogue's.
 * Build-time only; pure unless given a folder to keep the settled ideas' like lists in.
 */
import { catalogueEpoch } from './catalogue-epoch.ts';
import { frontLikeLists, type LikeAdditions } from './like-front.build.ts';
import { keptRelatedIdeas } from './related-kept.build.ts';
import { type RelatedIdea, type RelatedSource, similaritySpace } from './related.build.ts';
import { cachedLikeLists } from './similarities-cache.build.ts';
import { similarIdeasInParallel } from './similarities-parallel.build.ts';
import { settledIdeas } from './settled-ideas.build.ts';
import type { Idea } from './schema.ts';
import { categoryPercentiles, type Percentiles } from './score-stats.build.ts';

export type ReferenceSource = RelatedSource & Pick<Idea, 'dateAdded' | 'firstSeen' | 'primaryCategory' | 'novelty' | 'marketPotential' | 'feasibility' | 'totalScore'>;

export interface StableFacts {
  /** How many ideas the percentiles count: the catalogue's epoch (catalogue-epoch.ts). */
  among: number;
  related: Map<number, RelatedIdea[]>;
  /** "More like this" (discover's ?like=): a settled idea's among the settled ones, a newer idea's among all. */
  like: Map<number, number[]>;
  /** Per settled idea, the newer ideas its list over the whole catalogue takes in (like-front.build.ts). */
  likeAdditions: LikeAdditions;
  /** Within each idea's technology category. */
  percentiles: Map<number, Percentiles>;
}

/**
 * `cacheDir`: where the settled ideas' like lists (similarities-cache.build.ts) and every idea's related ideas
 * (related-kept.build.ts) are kept between builds.
 */
export async function stableFacts<T extends ReferenceSource>(ideas: readonly T[], today: string, options: { cacheDir?: string } = {}): Promise<StableFacts> {
  const numbers = settledIdeas(ideas, today);
  const settledOnes = ideas.filter((idea) => numbers.has(idea.number));
  const settled = options.cacheDir === undefined ? (await similarIdeasInParallel(settledOnes, { count: 0 })).like : await cachedLikeLists(settledOnes, options.cacheDir);
  // One term space of the whole catalogue for both the related ideas kept and the newer ideas' like lists: making
  // it is most of what either costs on a weekday.
  const space = options.cacheDir === undefined ? undefined : similaritySpace(ideas);
  const related = options.cacheDir === undefined ? (await similarIdeasInParallel(ideas, { likeCount: 0 })).related : await keptRelatedIdeas(ideas, options.cacheDir, { space });
  // The newer ideas' lists come from the whole catalogue: the few of them, not a second like list for every idea
  // (minutes and gigabytes at 100,000 ideas).
  const front = frontLikeLists(ideas, numbers, settled, { space });
  const like = new Map(ideas.map((idea) => [idea.number, settled.get(idea.number) ?? front.like.get(idea.number) ?? []]));
  const epoch = catalogueEpoch(ideas);
  return { among: epoch.length, related, like, likeAdditions: front.additions, percentiles: categoryPercentiles(ideas, (idea) => idea.primaryCategory, epoch) };
}
