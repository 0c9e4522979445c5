/**
 * Server-only: what the emails know of an idea. The build publishes it as /ideas.json; the daily job reads
 * the live site's copy, so an alert lists exactly what visitors can open. It carries the fields discover
 * searches and every score, so saved searches match in the alert exactly as they do on discover.
 */
import { z } from 'zod';
import type { Idea } from '../ideas/schema.ts';
import { SEARCHED_FIELDS } from '../search/search-text.ts';

export const AlertIdeaSchema = z.object({
  number: z.number().int().positive(),
  heading: z.string(),
  path: z.string().startsWith('/idea/'),
  firstSeen: z.iso.date(),
  dateAdded: z.iso.date(),
  primaryCategory: z.string(),
  secondaryCategory: z.string().optional(),
  novelty: z.number().optional(),
  marketPotential: z.number().optional(),
  feasibility: z.number().optional(),
  totalScore: z.number().optional(),
  pitch: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  commercialApplications: z.array(z.string()).optional(),
  coreInnovation: z.string().optional(),
  coreInnovationOverview: z.string().optional(),
  authors: z.string().optional(),
  arxivId: z.string().optional(),
});

export type AlertIdea = z.infer<typeof AlertIdeaSchema>;

const OPTIONAL_FIELDS = ['secondaryCategory', 'novelty', 'marketPotential', 'feasibility', 'totalScore', ...SEARCHED_FIELDS] as const;

export function toAlertIdea(idea: Idea): AlertIdea {
  const alert: AlertIdea = {
    number: idea.number,
    heading: idea.heading,
    path: idea.path,
    firstSeen: idea.firstSeen,
    dateAdded: idea.dateAdded,
    primaryCategory: idea.primaryCategory,
  };
  for (const field of OPTIONAL_FIELDS) if (idea[field] !== undefined) Object.assign(alert, { [field]: idea[field] });
  return alert;
}

export async function fetchAlertIdeas(siteUrl: string, fetchFn: typeof fetch = fetch): Promise<AlertIdea[]> {
  const response = await fetchFn(`${siteUrl}/ideas.json`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${siteUrl}/ideas.json answered ${response.status}`);
  return z.array(AlertIdeaSchema).parse(await response.json());
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
