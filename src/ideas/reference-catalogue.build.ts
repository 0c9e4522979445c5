/**
 * The catalogue that an idea page's whole-catalogue facts (its score percentiles and its related ideas) are
 * worked out against: the ideas published before this week's Monday (UTC; firstPublished, the earlier of the
 * date a page shows and the day the site first listed it). Those facts then move on Mondays, so a weekday
 * build that adds the day's ideas leaves every older idea's page as it was, and a deploy uploads what changed
 * (docs/performance.md, "Daily deploys"). A row added with an earlier date joins the reference at once: the
 * pages stay true to the dates they show, at the cost of that day's upload. An idea new this week gets its
 * related ideas from the whole catalogue, and its percentiles among the reference as if it were one of them.
 * A catalogue with nothing published before this week compares with all of itself, as of today.
 * Build-time only; pure unless given a folder to keep the reference's similarities in.
 */
import { firstPublished, weekStart } from './momentum.build.ts';
import { type RelatedIdea, type RelatedSource, similarIdeas } from './related.build.ts';
import { cachedSimilarIdeas } from './similarities-cache.build.ts';
import { similarIdeasInParallel } from './similarities-parallel.build.ts';
import type { Idea } from './schema.ts';
import { categoryPercentiles, type Percentiles } from './score-stats.build.ts';

export type ReferenceSource = RelatedSource & Pick<Idea, 'dateAdded' | 'firstSeen' | 'primaryCategory' | 'novelty' | 'marketPotential' | 'feasibility' | 'totalScore'>;

export interface ReferenceCatalogue<T> {
  /** The day the reference is taken on (YYYY-MM-DD): the pages say their facts are as of this day. */
  asOf: string;
  ideas: T[];
}

/** The ideas published before the week of `today` began, or all of them when none was. */
export function referenceCatalogue<T extends Pick<Idea, 'dateAdded' | 'firstSeen'>>(ideas: readonly T[], today: string): ReferenceCatalogue<T> {
  const monday = weekStart(today);
  const settled = ideas.filter((idea) => firstPublished(idea) < monday);
  return settled.length === 0 ? { asOf: today, ideas: [...ideas] } : { asOf: monday, ideas: settled };
}

export interface StableFacts {
  asOf: string;
  related: Map<number, RelatedIdea[]>;
  /** "More like this" (discover's ?like=), as related: discover's stable segment is the reference's (src/discover/index-types.ts). */
  like: Map<number, number[]>;
  /** Within each idea's technology category. */
  percentiles: Map<number, Percentiles>;
}

/** `cacheDir`: where the reference's similarities are kept between builds (similarities-cache.build.ts). */
export async function stableFacts<T extends ReferenceSource>(ideas: readonly T[], today: string, options: { cacheDir?: string } = {}): Promise<StableFacts> {
  const reference = referenceCatalogue(ideas, today);
  const settled = options.cacheDir === undefined ? await similarIdeasInParallel(reference.ideas) : await cachedSimilarIdeas(reference.ideas, options.cacheDir);
  // Only the week's ideas take their lists from the whole catalogue: a second pass over all of them cost minutes
  // and gigabytes at 100,000 ideas (issue 47).
  const week = new Set(ideas.flatMap((idea) => (settled.related.has(idea.number) ? [] : [idea.number])));
  const whole = week.size === 0 ? settled : similarIdeas(ideas, { only: week });
  const related = new Map(ideas.map((idea) => [idea.number, settled.related.get(idea.number) ?? whole.related.get(idea.number) ?? []]));
  const like = new Map(ideas.map((idea) => [idea.number, settled.like.get(idea.number) ?? whole.like.get(idea.number) ?? []]));
  return { asOf: reference.asOf, related, like, percentiles: categoryPercentiles(ideas, (idea) => idea.primaryCategory, reference.ideas) };
}
