/**
 * The MCP server over one loaded catalogue: its tools (tools.server.ts), the idea resources and the assessment
 * prompt. Stateless: a server is made per request and holds nothing between them, the signed-in person
 * included (the function checks their token before it makes the server). Server-only.
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type CallToolResult, ErrorCode, ListResourcesRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { MCP, MCP_PERSONAL } from '../config/constants/mcp.ts';
import { SITE } from '../config/site.ts';
import { PROMPT_DOCS } from '../config/constants/mcp-tools.ts';
import { CatalogueUnavailable, type LoadedCatalogue } from './data.server.ts';
import { ToolError, toolErrorResult } from './errors.server.ts';
import { ASSESS_PROMPT, assessArgs, assessPrompt } from './prompts.server.ts';
import { IDEA_URI_TEMPLATE, listIdeaResources, readIdeaResource } from './resources.server.ts';
import type { Person } from './personal.server.ts';
import { type McpTool, toolAnnotations } from './tool.server.ts';
import { MCP_TOOLS } from './tools.server.ts';

/**
 * A file of the catalogue that could not be read: logged with its address and status, and told to the client
 * as MCP.unavailable (as the function answers when the bundled catalogue cannot be read), not as a crash.
 */
function unavailable(error: CatalogueUnavailable): string {
  console.error('MCP catalogue unavailable:', error.message);
  return MCP.unavailable;
}

/** The tool's answer as structured content and text; its refusal as a tool error the assistant can read. */
async function answer(tool: McpTool, catalogue: LoadedCatalogue, input: Record<string, unknown>, person: Person | undefined): Promise<CallToolResult> {
  try {
    // The SDK has validated the arguments against the tool's input schema before this runs.
    let output: Record<string, unknown>;
    if (!tool.personal) output = await tool.run(catalogue, input);
    else if (person) output = await tool.run(catalogue, input, person);
    else throw new ToolError(MCP_PERSONAL.signInFirst);
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

/** `person`: who a personal tool acts for; without one they refuse (the function answers 401 before that). */
export function createMcpServer(catalogue: LoadedCatalogue, person?: Person): McpServer {
  const server = new McpServer(
    { name: MCP.serverName, title: SITE.name, version: MCP.serverVersion, websiteUrl: catalogue.site.href },
    {
      instructions: `${SITE.description} Every answer links to the idea's page on ${catalogue.site.origin}; share those links so people can read the full analysis. The catalogue was built ${catalogue.generatedAt.slice(0, 10)}. ${MCP_PERSONAL.instructions} ${MCP.thirdPartyNote}`,
    },
  );

  for (const tool of MCP_TOOLS) {
    server.registerTool(tool.name, { title: tool.title, description: tool.description, inputSchema: tool.input, outputSchema: tool.output, annotations: toolAnnotations(tool) }, (input) => answer(tool, catalogue, input, person));
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
