/** /llms.txt: the site for language models (src/open-data/llms-txt.ts). */
import type { APIRoute } from 'astro';
import { DEFAULT_SITE_URL } from '../config/env.ts';
import { allIdeas } from '../ideas/query.ts';
import { llmsTxt } from '../open-data/llms-txt.ts';

export const GET: APIRoute = async ({ site }) =>
  new Response(llmsTxt(await allIdeas(), site ?? new URL(DEFAULT_SITE_URL)), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
