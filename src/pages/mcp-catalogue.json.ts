/** The MCP server's data file (src/mcp/catalogue.server.ts); netlify.toml bundles it with netlify/functions/mcp.ts. */
import type { APIRoute } from 'astro';
import { DEFAULT_SITE_URL } from '../config/env.server.ts';
import { allIdeas } from '../ideas/query.build.ts';
import { buildMcpCatalogue } from '../mcp/catalogue.server.ts';
import { discoverIndex } from '../discover/site-index.build.ts';
import { forYouFiles } from '../recommendations/for-you-files.build.ts';
import { VECTORS_FILE } from '../recommendations/vectors-file.ts';

export const GET: APIRoute = async ({ site }) => {
  const [ideas, index, forYou] = await Promise.all([allIdeas(), discoverIndex(), forYouFiles()]);
  const forYouVectors = `${forYou.base}${VECTORS_FILE}`;
  const catalogue = buildMcpCatalogue({ index, ideas, site: site ?? new URL(DEFAULT_SITE_URL), generatedAt: new Date(), forYouVectors });
  return new Response(JSON.stringify(catalogue), { headers: { 'Content-Type': 'application/json' } });
};
