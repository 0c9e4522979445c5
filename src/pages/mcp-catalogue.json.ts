/** The MCP server's data file (src/mcp/catalogue.ts); netlify.toml bundles it with netlify/functions/mcp.ts. */
import type { APIRoute } from 'astro';
import { DEFAULT_SITE_URL } from '../config/env.ts';
import { allIdeas } from '../ideas/query.ts';
import { buildMcpCatalogue } from '../mcp/catalogue.ts';
import { discoverIndex } from '../search/discover-index.ts';

export const GET: APIRoute = async ({ site }) => {
  const [ideas, index] = await Promise.all([allIdeas(), discoverIndex()]);
  const catalogue = buildMcpCatalogue({ index, ideas, site: site ?? new URL(DEFAULT_SITE_URL), generatedAt: new Date() });
  return new Response(JSON.stringify(catalogue), { headers: { 'Content-Type': 'application/json' } });
};
