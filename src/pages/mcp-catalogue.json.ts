/** The MCP server's data file (src/mcp/catalogue.ts); netlify.toml bundles it with netlify/functions/mcp.ts. */
import type { APIRoute } from 'astro';
import { mcpFiles } from './_mcp-files.ts';

export const GET: APIRoute = async ({ site }) => new Response(JSON.stringify((await mcpFiles(site)).catalogue), { headers: { 'Content-Type': 'application/json' } });
