/**
 * Each idea's Markdown (the page's .md file) as the resource idea://{number}, listed newest first a page at
 * a time. Server-only.
 */
import { ErrorCode, McpError, type ListResourcesResult, type ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { MCP } from '../config/constants/mcp.ts';
import { ideaMarkdown } from '../open-data/markdown.build.ts';
import { encodeCursor, readCursor } from './cursor.server.ts';
import { type LoadedCatalogue, rankOfNumber } from './data.server.ts';

export const IDEA_URI_TEMPLATE = 'idea://{number}';
export const ideaUri = (number: number) => `idea://${number}`;
const MARKDOWN = 'text/markdown';

/** The spec's code for a resource that does not exist (MCP resources, "Error handling"). */
const RESOURCE_NOT_FOUND = -32002;

export function listIdeaResources(catalogue: LoadedCatalogue, cursor: string | undefined): ListResourcesResult {
  const ideas = catalogue.data.cards;
  const offset = readCursor(cursor, ideas.length);
  if (offset === null) throw new McpError(ErrorCode.InvalidParams, 'That cursor is not one this server gave; list again without a cursor.');
  const end = offset + MCP.resourcesPerPage;
  const resources = ideas.slice(offset, end).map((idea) => ({
    uri: ideaUri(idea.number),
    name: `idea-${idea.number}`,
    title: idea.heading,
    description: `${idea.primaryCategory}${idea.secondaryCategory ? `, ${idea.secondaryCategory}` : ''}; published ${idea.dateAdded}. Page: ${new URL(idea.path, catalogue.site).href}`,
    mimeType: MARKDOWN,
  }));
  return end < ideas.length ? { resources, nextCursor: encodeCursor(end) } : { resources };
}

export async function readIdeaResource(catalogue: LoadedCatalogue, uri: URL, number: string): Promise<ReadResourceResult> {
  const rank = /^\d{1,9}$/.test(number) ? rankOfNumber(catalogue, Number(number)) : undefined;
  if (rank === undefined) throw new McpError(RESOURCE_NOT_FOUND, `There is no idea ${uri.href}.`);
  return { contents: [{ uri: uri.href, mimeType: MARKDOWN, text: ideaMarkdown((await catalogue.record(rank)).idea, catalogue.site) }] };
}
