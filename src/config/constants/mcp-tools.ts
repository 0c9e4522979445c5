/**
 * The MCP server's tools as people read about them: their names, titles and descriptions, shared by the
 * server (src/mcp/server.ts), the /developers page and llms.txt, so the pages list exactly what the server
 * offers. Plain values only.
 */
import { MCP } from './mcp.ts';

export const TOOL_DOCS = {
  search_ideas: {
    title: 'Search ideas',
    description:
      "Finds ideas with discover's own search and filters: words, technology and industry categories, minimum scores and a published date range; best match or another order; a page at a time.",
  },
  get_idea: {
    title: 'Get an idea',
    description: 'The whole record of one idea, by number, slug or address: the venture, the paper, the scores with where they stand in its category, and the links to its page and files.',
  },
  related_ideas: {
    title: 'Related ideas',
    description: 'The ideas related to one idea, as its page lists them: from the same paper first, then by similar content, each with the terms they share.',
  },
  compare_ideas: {
    title: 'Compare ideas',
    description: `${MCP.compareMin} to ${MCP.compareMax} ideas side by side: scores and where they stand, categories, market size, readiness, business model, and which leads on each score.`,
  },
  list_categories: {
    title: 'List categories',
    description: 'Every technology and industry category, with how many ideas each has and its page. search_ideas takes these names.',
  },
  newest_ideas: {
    title: 'Newest ideas',
    description: 'The ideas published since a day, newest first, a page at a time.',
  },
} as const;

export type ToolName = keyof typeof TOOL_DOCS;

export const PROMPT_DOCS = {
  assess_idea: { title: 'Assess this idea for my situation', description: 'Pulls in one idea and asks for an assessment of it for your skills, team, budget and market.' },
} as const;

/** How each common MCP client is pointed at a remote server, for the /developers page. */
export function clientSnippets(url: string): { client: string; where: string; snippet: string }[] {
  const name = MCP.serverName;
  return [
    { client: 'Claude Code', where: 'In a terminal:', snippet: `claude mcp add --transport http ${name} ${url}` },
    {
      client: 'Claude Desktop',
      where: 'Settings → Connectors → Add custom connector, with the address above; or in claude_desktop_config.json, through the mcp-remote bridge:',
      snippet: JSON.stringify({ mcpServers: { [name]: { command: 'npx', args: ['-y', 'mcp-remote', url] } } }, null, 2),
    },
    { client: 'Cursor', where: 'In ~/.cursor/mcp.json (or .cursor/mcp.json in a project):', snippet: JSON.stringify({ mcpServers: { [name]: { url } } }, null, 2) },
    { client: 'VS Code', where: 'In .vscode/mcp.json:', snippet: JSON.stringify({ servers: { [name]: { type: 'http', url } } }, null, 2) },
  ];
}
