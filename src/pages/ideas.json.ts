/**
 * /ideas.json: the catalogue for tools and agents, versioned and described by its JSON Schema
 * (src/open-data/schema.ts). The daily alerts job (src/email/daily-alerts.ts) reads the live copy to find
 * the ideas new to each subscriber.
 */
import type { APIRoute } from 'astro';
import { allIdeas } from '../ideas/query.ts';
import { catalogueDocument } from '../open-data/documents.ts';
import { DEFAULT_SITE_URL } from '../config/env.ts';

export const GET: APIRoute = async ({ site }) =>
  new Response(JSON.stringify(catalogueDocument(await allIdeas(), site ?? new URL(DEFAULT_SITE_URL), new Date())), { headers: { 'Content-Type': 'application/json' } });
