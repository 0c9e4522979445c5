/**
 * The MCP server's prompt as people read about it, and how clients are pointed at the server, for the
 * /developers page (each tool's own words are in its descriptor: src/mcp/tools.server.ts). Plain values only.
 */
import { MCP } from './mcp.ts';

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
