/** /llms.txt: the site for language models (src/open-data/llms-txt.build.ts). */
import type { APIRoute } from 'astro';
import { DEFAULT_SITE_URL } from '../config/env.server.ts';
import { allIdeas } from '../ideas/query.build.ts';
import { MCP_TOOLS } from '../mcp/tools.server.ts';
import { llmsTxt } from '../open-data/llms-txt.build.ts';

export const GET: APIRoute = async ({ site }) =>
  new Response(llmsTxt(await allIdeas(), site ?? new URL(DEFAULT_SITE_URL), MCP_TOOLS), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
