/**
 * The MCP server's two data files (src/mcp/catalogue.ts), made once per build for both endpoints from what
 * the pages already share: the ideas, discover's index and the catalogue insights.
 */
import { DEFAULT_SITE_URL } from '../config/env.ts';
import { catalogueInsights } from '../ideas/insights.ts';
import { allIdeas } from '../ideas/query.ts';
import { buildMcpFiles, type McpFiles } from '../mcp/catalogue.ts';
import { discoverIndex } from '../search/discover-index.ts';

let built: Promise<McpFiles> | undefined;

export function mcpFiles(site: URL | undefined): Promise<McpFiles> {
  built ??= Promise.all([allIdeas(), discoverIndex(), catalogueInsights()]).then(([ideas, index, insights]) =>
    buildMcpFiles({ index, ideas, related: insights.related, percentiles: insights.percentiles, site: site ?? new URL(DEFAULT_SITE_URL), generatedAt: new Date() }),
  );
  return built;
}
