/**
 * What the build works out across the whole catalogue, once per build and shared by every page that needs
 * it: related ideas, score percentiles within each technology category, and the composite's fitted weights.
 * Build-time only.
 */
import { allIdeas } from './query.ts';
import { relatedIdeas, type RelatedIdea } from './related.ts';
import type { Idea } from './schema.ts';
import { categoryPercentiles, type CompositeFit, fitComposite, type Percentiles } from './score-stats.ts';

export interface RelatedLink extends RelatedIdea {
  path: string;
  heading: string;
  primaryCategory: Idea['primaryCategory'];
  totalScore?: number;
}

export interface CatalogueInsights {
  related: Map<number, RelatedLink[]>;
  /** Within the idea's technology category. */
  percentiles: Map<number, Percentiles>;
  compositeFit: CompositeFit | null;
}

let built: Promise<CatalogueInsights> | undefined;

export function catalogueInsights(): Promise<CatalogueInsights> {
  built ??= allIdeas().then((ideas) => {
    const byNumber = new Map(ideas.map((idea) => [idea.number, idea]));
    const related = new Map(
      [...relatedIdeas(ideas)].map(([number, list]) => [
        number,
        list.map((entry) => {
          const other = byNumber.get(entry.number)!;
          return { ...entry, path: other.path, heading: other.heading, primaryCategory: other.primaryCategory, totalScore: other.totalScore };
        }),
      ]),
    );
    return { related, percentiles: categoryPercentiles(ideas, (idea) => idea.primaryCategory), compositeFit: fitComposite(ideas) };
  });
  return built;
}
