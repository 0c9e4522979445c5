/** The MCP server's records file (src/mcp/catalogue.ts): one JSON value a line, each read on its own by the function. */
import type { APIRoute } from 'astro';
import { mcpFiles } from './_mcp-files.ts';

export const GET: APIRoute = async ({ site }) => new Response((await mcpFiles(site)).records, { headers: { 'Content-Type': 'application/jsonl; charset=utf-8' } });
