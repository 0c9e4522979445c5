/**
 * The MCP server over one loaded catalogue: six read-only tools, the idea resources and the assessment
 * prompt. Stateless: a server is made per request and holds nothing between them. Server-only.
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type CallToolResult, ErrorCode, ListResourcesRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { z, ZodRawShape } from 'zod';
import { MCP } from '../config/constants/mcp.ts';
import { SITE } from '../config/site.ts';
import { categoriesOutput, categoriesText, listCategories } from './categories.ts';
import { compareIdeas, compareInput, compareOutput, compareText } from './compare.ts';
import { CatalogueUnavailable, type LoadedCatalogue } from './data.ts';
import { ToolError, toolErrorResult } from './errors.ts';
import { getIdea, getIdeaInput, getIdeaOutput } from './get-idea.ts';
import { newestIdeas, newestInput, newestOutput, newestText } from './newest.ts';
import { ASSESS_PROMPT, assessArgs, assessPrompt } from './prompts.ts';
import { relatedInput, relatedOutput, relatedText, relatedTo } from './related.ts';
import { IDEA_URI_TEMPLATE, listIdeaResources, readIdeaResource } from './resources.ts';
import { searchIdeas, searchInput, searchOutput, searchText } from './search.ts';
import { PROMPT_DOCS, TOOL_DOCS, type ToolName } from '../config/constants/mcp-tools.ts';

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

type Answer = { output: object; text: string };

/**
 * A file of the catalogue that could not be read: logged with its address and status, and told to the client
 * as MCP.unavailable (as the function answers when the bundled catalogue cannot be read), not as a crash.
 */
function unavailable(error: CatalogueUnavailable): string {
  console.error('MCP catalogue unavailable:', error.message);
  return MCP.unavailable;
}

/** The tool's answer as structured content and text; its refusal as a tool error the assistant can read. */
async function answer(run: () => Answer | Promise<Answer>): Promise<CallToolResult> {
  try {
    const { output, text } = await run();
    return { structuredContent: output as Record<string, unknown>, content: [{ type: 'text', text }] };
  } catch (error) {
    if (error instanceof ToolError) return toolErrorResult(error.message);
    if (error instanceof CatalogueUnavailable) return toolErrorResult(unavailable(error));
    throw error;
  }
}

/** A resource or prompt read: an unreadable file is a JSON-RPC internal error with the same sentence. */
async function available<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CatalogueUnavailable) throw new McpError(ErrorCode.InternalError, unavailable(error));
    throw error;
  }
}

export function createMcpServer(catalogue: LoadedCatalogue): McpServer {
  const server = new McpServer(
    { name: MCP.serverName, title: SITE.name, version: MCP.serverVersion, websiteUrl: catalogue.site.href },
    {
      instructions: `${SITE.description} Every answer links to the idea's page on ${catalogue.site.origin}; share those links so people can read the full analysis. The catalogue was built ${catalogue.generatedAt.slice(0, 10)}. ${MCP.thirdPartyNote}`,
    },
  );

  /** A read-only tool: its docs from src/config/constants/mcp-tools.ts, its answer as structured content and text. */
  function tool<I extends ZodRawShape>(name: ToolName, inputSchema: I, outputSchema: ZodRawShape, run: (input: z.infer<z.ZodObject<I>>) => Answer | Promise<Answer>): void {
    // The SDK has validated the arguments against inputSchema before the callback runs.
    const shape: ZodRawShape = inputSchema;
    server.registerTool(name, { ...TOOL_DOCS[name], inputSchema: shape, outputSchema, annotations: readOnly }, (input) => answer(() => run(input as z.infer<z.ZodObject<I>>)));
  }
  const withText = <T>(output: T, text: (output: T) => string) => ({ output, text: text(output) });

  tool('search_ideas', searchInput, searchOutput, async (input) => withText(await searchIdeas(catalogue, input), searchText));
  tool('get_idea', getIdeaInput, getIdeaOutput, ({ idea }) => getIdea(catalogue, idea));
  tool('related_ideas', relatedInput, relatedOutput, async ({ idea }) => withText(await relatedTo(catalogue, idea), relatedText));
  tool('compare_ideas', compareInput, compareOutput, async ({ ideas }) => withText(await compareIdeas(catalogue, ideas), compareText));
  tool('list_categories', {}, categoriesOutput, () => withText(listCategories(catalogue), categoriesText));
  tool('newest_ideas', newestInput, newestOutput, (input) => withText(newestIdeas(catalogue, input), (output) => newestText(output, input.since)));

  server.registerResource(
    'idea',
    new ResourceTemplate(IDEA_URI_TEMPLATE, { list: undefined }),
    { title: 'Idea (Markdown)', description: "An idea's full analysis as Markdown, the same as its page's .md file.", mimeType: 'text/markdown' },
    (uri, { number }) => available(() => readIdeaResource(catalogue, uri, String(number))),
  );
  // The SDK lists template resources all at once; 10,000 ideas are listed a page at a time instead.
  server.server.setRequestHandler(ListResourcesRequestSchema, (request) => listIdeaResources(catalogue, request.params?.cursor));

  server.registerPrompt(
    ASSESS_PROMPT,
    { ...PROMPT_DOCS.assess_idea, argsSchema: assessArgs },
    (args) => available(() => assessPrompt(catalogue, args)),
  );

  return server;
}
