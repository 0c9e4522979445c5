/**
 * POST /mcp: the catalogue's MCP server (Streamable HTTP, stateless), for assistants to search, read and
 * compare ideas (src/mcp/). Each request gets a fresh server and transport, so any instance answers any
 * request; the catalogue is read once per instance from the build's data file, bundled with the function
 * (netlify.toml included_files), and the ideas' records and discover's word files from the function's own
 * deploy as answers need them (src/mcp/origin.server.ts; the README argues the split). The file's path and the
 * origin come from the deployment, never from a request: no request can make the function read another file
 * or another site.
 */
import { resolve } from 'node:path';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { MCP } from '../../src/config/constants/mcp.ts';
import { CatalogueUnavailable, type LoadedCatalogue, readCatalogue, siteReader } from '../../src/mcp/data.server.ts';
import { RPC_ERROR } from '../../src/mcp/errors.server.ts';
import { batchRefusal, preflight, readLimitedBody, rpcErrorResponse, tooLarge, withCors } from '../../src/mcp/http.server.ts';
import { type DeployContext, filesOrigin } from '../../src/mcp/origin.server.ts';
import { createMcpServer } from '../../src/mcp/mcp-server.server.ts';

/**
 * A literal: Netlify reads it from the source without running it (MCP.path says the same path). Netlify's own
 * rate limiting answers 429 before the function runs: 60 requests a minute per client address and site, a
 * few searches a second for an assistant, while a script cannot keep an instance busy.
 */
export const config = { path: '/mcp', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };

/**
 * On Netlify the bundled copy: the zip keeps included files at their paths from the repository root, and is
 * unpacked at LAMBDA_TASK_ROOT (the working directory). The local site server names its own build's file.
 */
const catalogueFile = () => process.env[MCP.catalogueEnv] || resolve(process.env.LAMBDA_TASK_ROOT ?? '.', MCP.publishDir, MCP.catalogueFile);

/** Read by the instance's first request; a failed read is retried by the next one rather than remembered. */
let loaded: LoadedCatalogue | undefined;

export default async (req: Request, context?: DeployContext): Promise<Response> => {
  const early = preflight(req);
  if (early) return early;
  const text = await readLimitedBody(req);
  if (text === null) return tooLarge();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return rpcErrorResponse(400, RPC_ERROR.parse, 'The request body is not JSON.');
  }
  const batch = batchRefusal(body);
  if (batch) return batch;
  try {
    loaded ??= readCatalogue(catalogueFile(), siteReader(filesOrigin(process.env, context)));
  } catch (error) {
    console.error('MCP catalogue unavailable:', error instanceof CatalogueUnavailable ? error.message : error);
    return rpcErrorResponse(503, RPC_ERROR.internal, MCP.unavailable);
  }
  const server = createMcpServer(loaded);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    return withCors(await transport.handleRequest(req, { parsedBody: body }));
  } finally {
    await server.close();
  }
};
