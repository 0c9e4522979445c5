/**
 * What the build works out across the whole catalogue, once per build and shared by every page that needs
 * it: related ideas and "More like this" lists, score percentiles within each technology category (worked out to
 * stay put as ideas are added: ./reference-catalogue.build.ts), and the composite's fitted weights.
 * Build-time only.
 */
import { buildDay } from '../config/env.server.ts';
import { projectCacheDir } from '../built-files/build-cache.build.ts';
import type { LikeAdditions } from './like-front.build.ts';
import { allIdeas } from './query.build.ts';
import { stableFacts } from './reference-catalogue.build.ts';
import type { RelatedIdea } from './related.build.ts';
import type { Idea } from './schema.ts';
import { type CompositeFit, fitComposite, type Percentiles } from './score-stats.build.ts';

export interface RelatedLink extends RelatedIdea {
  path: string;
  heading: string;
  primaryCategory: Idea['primaryCategory'];
  totalScore?: number;
}

export interface CatalogueInsights {
  related: Map<number, RelatedLink[]>;
  /** "More like this": per idea number, the most similar ideas' numbers, best first (./reference-catalogue.build.ts StableFacts). */
  like: Map<number, number[]>;
  likeAdditions: LikeAdditions;
  /** Within the idea's technology category. */
  percentiles: Map<number, Percentiles>;
  /** How many ideas the percentiles count: the catalogue's epoch (src/ideas/catalogue-epoch.ts). */
  among: number;
  compositeFit: CompositeFit | null;
}

let built: Promise<CatalogueInsights> | undefined;

export function catalogueInsights(): Promise<CatalogueInsights> {
  built ??= allIdeas().then(async (ideas) => {
    const byNumber = new Map(ideas.map((idea) => [idea.number, idea]));
    const facts = await stableFacts(ideas, buildDay(), { cacheDir: projectCacheDir() });
    const related = new Map(
      [...facts.related].map(([number, list]) => [
        number,
        list.map((entry) => {
          const other = byNumber.get(entry.number)!;
          return { ...entry, path: other.path, heading: other.heading, primaryCategory: other.primaryCategory, totalScore: other.totalScore };
        }),
      ]),
    );
    return { related, like: facts.like, likeAdditions: facts.likeAdditions, percentiles: facts.percentiles, among: facts.among, compositeFit: fitComposite(ideas) };
  });
  return built;
}
