/**
 * Server-only: what the emails know of an idea. The build publishes the catalogue as /ideas.json
 * (src/open-data/schema.build.ts); the daily job reads the live site's copy, so an alert lists exactly what
 * visitors can open. It keeps the fields discover searches and every score, so saved searches match in the
 * alert exactly as they do on discover.
 */
import { z } from 'zod';
import { fetchJson, JSON_REQUEST } from '../built-files/file-cache.ts';
import { OPEN_DATA } from '../config/constants/open-data.ts';
import { CatalogueIdeaSchema } from '../open-data/schema.build.ts';
import type { SEARCHED_FIELDS } from '../text-search/search-text.ts';

/** Every field discover searches, so that leaving one out does not compile. */
const SEARCHED = {
  heading: true,
  tags: true,
  primaryCategory: true,
  secondaryCategory: true,
  title: true,
  description: true,
  commercialApplications: true,
  pitch: true,
  coreInnovation: true,
  coreInnovationOverview: true,
  authors: true,
  arxivId: true,
  painPoints: true,
} as const satisfies Record<(typeof SEARCHED_FIELDS)[number], true>;

/** A part of the catalogue's idea (picking a field it lacks does not compile); other fields are dropped. */
export const AlertIdeaSchema = z.object(
  CatalogueIdeaSchema.pick({
    number: true,
    path: true,
    firstSeen: true,
    dateAdded: true,
    novelty: true,
    marketPotential: true,
    feasibility: true,
    totalScore: true,
    ...SEARCHED,
  }).shape,
);

export type AlertIdea = z.infer<typeof AlertIdeaSchema>;

/** The catalogue as the job reads it: a version it was written for, and the ideas. */
const AlertCatalogueSchema = z.object({ schemaVersion: z.literal(OPEN_DATA.schemaVersion), ideas: z.array(AlertIdeaSchema) });

export async function fetchAlertIdeas(siteUrl: string, fetchFn: typeof fetch = fetch): Promise<AlertIdea[]> {
  const url = `${siteUrl}${OPEN_DATA.cataloguePath}`;
  const parsed = AlertCatalogueSchema.safeParse(await fetchJson<unknown>(url, JSON_REQUEST, fetchFn));
  if (!parsed.success) throw new Error(`${url} is not the catalogue this job reads:\n${z.prettifyError(parsed.error)}`);
  return parsed.data.ideas;
}

/** Ideas first published after `through` (a subscriber's last alert), newest first. */
export function ideasAfter(ideas: AlertIdea[], through: string): AlertIdea[] {
  return ideas.filter((idea) => idea.firstSeen > through).sort((a, b) => b.firstSeen.localeCompare(a.firstSeen) || b.number - a.number);
}

/** The idea's (or another page's) address on the site with the email's UTM tags. */
export function taggedIdeaUrl(siteUrl: string, idea: { path: string }, source: string, campaign: string): string {
  const url = new URL(idea.path, `${siteUrl}/`);
  url.searchParams.set('utm_source', source);
  url.searchParams.set('utm_medium', 'email');
  url.searchParams.set('utm_campaign', campaign);
  return url.toString();
}
