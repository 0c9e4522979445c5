/**
 * The MCP server's tools, in the order /developers and llms.txt list them: each one's descriptor (tool.ts) is
 * its whole definition. Server-only.
 */
import { listCategoriesTool } from './categories.ts';
import { compareIdeasTool } from './compare.ts';
import { getIdeaTool } from './get-idea.ts';
import { newestIdeasTool } from './newest.ts';
import { relatedIdeasTool } from './related.ts';
import { searchIdeasTool } from './search.ts';
import type { McpTool } from './tool.ts';

export const MCP_TOOLS: readonly McpTool[] = [searchIdeasTool, getIdeaTool, relatedIdeasTool, compareIdeasTool, listCategoriesTool, newestIdeasTool];
