/**
 * The MCP server's tools, in the order /developers and llms.txt list them: the public ones about the catalogue,
 * then the personal ones about the signed-in person's workspace. Each one's descriptor (tool.server.ts) is its
 * whole definition. Server-only.
 */
import { listCategoriesTool } from './categories.server.ts';
import { compareIdeasTool } from './compare.server.ts';
import { forYouTool, notInterestedTool } from './for-you.server.ts';
import { getIdeaTool } from './get-idea.server.ts';
import { newestIdeasTool } from './newest.server.ts';
import { readNoteTool, writeNoteTool } from './notes.server.ts';
import { relatedIdeasTool } from './related.server.ts';
import { listSavedIdeasTool, removeIdeaTool, saveIdeaTool, setTagsTool } from './saved-ideas.server.ts';
import { savedSearchesTool } from './saved-searches.server.ts';
import { searchIdeasTool } from './search.server.ts';
import type { McpTool, PersonalTool } from './tool.server.ts';

export const MCP_TOOLS: readonly McpTool[] = [
  searchIdeasTool,
  getIdeaTool,
  relatedIdeasTool,
  compareIdeasTool,
  listCategoriesTool,
  newestIdeasTool,
  listSavedIdeasTool,
  saveIdeaTool,
  removeIdeaTool,
  setTagsTool,
  readNoteTool,
  writeNoteTool,
  forYouTool,
  notInterestedTool,
  savedSearchesTool,
];

/** The personal tool a JSON-RPC message calls, if it calls one: that request needs the person's token. */
export function personalToolCalled(message: unknown): PersonalTool | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { method, params } = message as { method?: unknown; params?: { name?: unknown } };
  if (method !== 'tools/call') return undefined;
  const tool = MCP_TOOLS.find((candidate) => candidate.name === params?.name);
  return tool?.personal ? tool : undefined;
}
