/**
 * The MCP server's tools, in the order /developers and llms.txt list them: each one's descriptor (tool.server.ts) is
 * its whole definition. Server-only.
 */
import { listCategoriesTool } from './categories.server.ts';
import { compareIdeasTool } from './compare.server.ts';
import { getIdeaTool } from './get-idea.server.ts';
import { newestIdeasTool } from './newest.server.ts';
import { relatedIdeasTool } from './related.server.ts';
import { searchIdeasTool } from './search.server.ts';
import type { McpTool } from './tool.server.ts';

export const MCP_TOOLS: readonly McpTool[] = [searchIdeasTool, getIdeaTool, relatedIdeasTool, compareIdeasTool, listCategoriesTool, newestIdeasTool];
