/**
 * Server-only: what the emails know of an idea. The build publishes it as /ideas.json; the daily job reads
 * the live site's copy, so an alert lists exactly what visitors can open.
 */
import { z } from 'zod';
import type { Idea } from '../ideas/schema.ts';

export const AlertIdeaSchema = z.object({
  number: z.number().int().positive(),
  heading: z.string(),
  path: z.string().startsWith('/idea/'),
  firstSeen: z.iso.date(),
  dateAdded: z.iso.date(),
  primaryCategory: z.string(),
  secondaryCategory: z.string().optional(),
  totalScore: z.number().optional(),
  pitch: z.string().optional(),
});

export type AlertIdea = z.infer<typeof AlertIdeaSchema>;

export function toAlertIdea(idea: Idea): AlertIdea {
  return {
    number: idea.number,
    heading: idea.heading,
    path: idea.path,
    firstSeen: idea.firstSeen,
    dateAdded: idea.dateAdded,
    primaryCategory: idea.primaryCategory,
    ...(idea.secondaryCategory === undefined ? {} : { secondaryCategory: idea.secondaryCategory }),
    ...(idea.totalScore === undefined ? {} : { totalScore: idea.totalScore }),
    ...(idea.pitch === undefined ? {} : { pitch: idea.pitch }),
  };
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

/** The idea's address on the site with the email's UTM tags. */
export function taggedIdeaUrl(siteUrl: string, idea: AlertIdea, source: string, campaign: string): string {
  const url = new URL(idea.path, `${siteUrl}/`);
  url.searchParams.set('utm_source', source);
  url.searchParams.set('utm_medium', 'email');
  url.searchParams.set('utm_campaign', campaign);
  return url.toString();
}
