/**
 * /ideas.json: every published idea's heading, address, first-seen date, categories, score and pitch. The
 * daily alerts job (src/email/daily-alerts.ts) reads the live copy to find the ideas new to each subscriber.
 */
import type { APIRoute } from 'astro';
import { allIdeas } from '../ideas/query.ts';
import { toAlertIdea } from '../email/ideas.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify((await allIdeas()).map(toAlertIdea)), { headers: { 'Content-Type': 'application/json' } });
