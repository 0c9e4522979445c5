/**
 * The MCP server over one loaded catalogue: its read-only tools (tools.server.ts), the idea resources and the
 * assessment prompt. Stateless: a server is made per request and holds nothing between them. Server-only.
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type CallToolResult, ErrorCode, ListResourcesRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { MCP } from '../config/constants/mcp.ts';
import { SITE } from '../config/site.ts';
import { PROMPT_DOCS } from '../config/constants/mcp-tools.ts';
import { CatalogueUnavailable, type LoadedCatalogue } from './data.server.ts';
import { ToolError, toolErrorResult } from './errors.server.ts';
import { ASSESS_PROMPT, assessArgs, assessPrompt } from './prompts.server.ts';
import { IDEA_URI_TEMPLATE, listIdeaResources, readIdeaResource } from './resources.server.ts';
import type { McpTool } from './tool.server.ts';
import { MCP_TOOLS } from './tools.server.ts';

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/**
 * A file of the catalogue that could not be read: logged with its address and status, and told to the client
 * as MCP.unavailable (as the function answers when the bundled catalogue cannot be read), not as a crash.
 */
function unavailable(error: CatalogueUnavailable): string {
  console.error('MCP catalogue unavailable:', error.message);
  return MCP.unavailable;
}

/** The tool's answer as structured content and text; its refusal as a tool error the assistant can read. */
async function answer(tool: McpTool, catalogue: LoadedCatalogue, input: Record<string, unknown>): Promise<CallToolResult> {
  try {
    // The SDK has validated the arguments against the tool's input schema before this runs.
    const output = await tool.run(catalogue, input);
    return { structuredContent: output, content: [{ type: 'text', text: await tool.text(output, input, catalogue) }] };
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

  for (const tool of MCP_TOOLS) {
    server.registerTool(tool.name, { title: tool.title, description: tool.description, inputSchema: tool.input, outputSchema: tool.output, annotations: readOnly }, (input) => answer(tool, catalogue, input));
  }

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
