/**
 * What discover's text search looks in, per idea. Pure; used by the index build and, in the browser and
 * the alert job, by the saved-search matcher, so a saved search matches exactly what discover showed.
 */
import type { Idea } from '../ideas/schema.ts';

/**
 * The fields search covers (docs/spec/public-site.md#5-validation-rules): title, description, commercial
 * applications, pitch, core innovation, authors, arXiv id.
 */
export const SEARCHED_FIELDS = ['title', 'description', 'commercialApplications', 'pitch', 'coreInnovation', 'coreInnovationOverview', 'authors', 'arxivId'] as const;

export type SearchableIdea = Pick<Idea, (typeof SEARCHED_FIELDS)[number]>;

export function searchText(idea: SearchableIdea): string {
  return [idea.title, idea.description, idea.commercialApplications?.join(' '), idea.pitch, idea.coreInnovation, idea.coreInnovationOverview, idea.authors, idea.arxivId]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}
