/**
 * What discover's text search looks in, per idea, and how much a match in each place weighs. Pure; used by
 * the index build and, in the browser and the alert job, by the saved-search matcher, so a saved search
 * matches exactly what discover showed.
 */
import type { Idea } from '../ideas/schema.ts';

/**
 * The fields search covers (docs/spec/public-site.md#5-validation-rules): the heading, tags and categories,
 * pitch, description, paper title, authors, arXiv id, commercial applications and core innovation.
 */
export const SEARCHED_FIELDS = [
  'heading',
  'tags',
  'primaryCategory',
  'secondaryCategory',
  'pitch',
  'description',
  'title',
  'authors',
  'arxivId',
  'painPoints',
  'commercialApplications',
  'coreInnovation',
  'coreInnovationOverview',
] as const;

/** Categories as plain text: the alert job reads them from the published catalogue. */
export type SearchableIdea = Pick<Idea, Exclude<(typeof SEARCHED_FIELDS)[number], 'primaryCategory' | 'secondaryCategory'>> & { primaryCategory: string; secondaryCategory?: string };

/**
 * The searched text in groups by weight (BM25F field weights): the heading and the tags with the category
 * names first, then the pitch, description and customers with their pain points, then the paper's title,
 * authors and id, then the long text.
 * A pitch or title that is the heading counts once, as the heading.
 */
export const FIELD_WEIGHTS = [6, 3, 2, 1] as const;

export function searchFields(idea: SearchableIdea): string[] {
  const notHeading = (text: string | undefined) => (text === idea.heading ? undefined : text);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('\n');
  return [
    join(idea.heading, ...(idea.tags ?? []), idea.primaryCategory, idea.secondaryCategory),
    join(notHeading(idea.pitch), idea.description, ...(idea.painPoints ?? [])),
    join(notHeading(idea.title), citedAuthors(idea.authors), idea.arxivId),
    join(...(idea.commercialApplications ?? []), idea.coreInnovation, idea.coreInnovationOverview),
  ];
}

/** Each author as a citation names them ("Darren Edge et al"), so "Edge et al" finds the paper by its author (normalize.ts authorTerm). */
const citedAuthors = (authors: string | undefined) =>
  authors
    ?.split(/,|\band\b/)
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => `${name} et al`)
    .join(', ');
