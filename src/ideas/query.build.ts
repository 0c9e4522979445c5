/**
 * The one module that queries the ideas collection; pages never call getCollection themselves.
 * Build-time only.
 */
import { getCollection } from 'astro:content';
import type { Idea } from './schema.ts';
import { compareNewest } from './sort.ts';

let cached: Promise<Idea[]> | undefined;

export function allIdeas(): Promise<Idea[]> {
  cached ??= getCollection('ideas').then((entries) => entries.map((entry) => entry.data as Idea).sort(compareNewest));
  return cached;
}

/** The idea the home page's "View Sample Analysis" opens: the best-scored idea with complete analysis. */
export async function sampleIdea(): Promise<Idea> {
  const ideas = await allIdeas();
  const complete = ideas.filter((idea) => idea.pitch && idea.whyItMatters && idea.businessModel && idea.competitors);
  const pool = complete.length > 0 ? complete : ideas;
  return [...pool].sort((a, b) => (b.totalScore ?? 0) - (a.totalScore ?? 0) || compareNewest(a, b))[0]!;
}
