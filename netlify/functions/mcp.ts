/**
 * POST /mcp: the catalogue's MCP server (Streamable HTTP, stateless), for assistants to search, read and
 * compare ideas (src/mcp/). Each request gets a fresh server and transport, so any instance answers any
 * request; the catalogue is read once per instance from the build's data file, bundled with the function
 * (netlify.toml included_files), and the ideas' records and discover's word files from the function's own
 * deploy as answers need them (src/mcp/origin.server.ts; the README argues the split). The file's path and the
 * origin come from the deployment, never from a request: no request can make the function read another file
 * or another site. A call to a personal tool needs the person's OAuth access token, checked with the Supabase
 * project's Auth before the server is made (src/mcp/sign-in.server.ts): without one it is answered 401 with
 * the challenge that sends the assistant to sign in. Every other request, tools/list included, needs none.
 */
import { resolve } from 'node:path';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { MCP, MCP_PERSONAL } from '../../src/config/constants/mcp.ts';
import { CatalogueUnavailable, type LoadedCatalogue, readCatalogue, siteReader } from '../../src/mcp/data.server.ts';
import { RPC_ERROR } from '../../src/mcp/errors.server.ts';
import { batchRefusal, preflight, readLimitedBody, rpcErrorResponse, tooLarge, withCors } from '../../src/mcp/http.server.ts';
import { type DeployContext, filesOrigin } from '../../src/mcp/origin.server.ts';
import { createMcpServer } from '../../src/mcp/mcp-server.server.ts';
import type { Person } from '../../src/mcp/personal.server.ts';
import { bearerToken, checkToken, readSignInConfig, signInRequired } from '../../src/mcp/sign-in.server.ts';
import { personalToolCalled } from '../../src/mcp/tools.server.ts';

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
  let person: Person | undefined;
  const personal = personalToolCalled(body);
  if (personal) {
    const signIn = readSignInConfig(process.env);
    if (!signIn) {
      console.error('MCP sign-in: SUPABASE_URL (or PUBLIC_SUPABASE_URL) and SUPABASE_ANON_KEY (or PUBLIC_SUPABASE_ANON_KEY) are not set');
      return rpcErrorResponse(503, RPC_ERROR.internal, MCP_PERSONAL.notConfigured);
    }
    const token = bearerToken(req);
    if (!token) return signInRequired(signIn, MCP_PERSONAL.signInRequired(personal.name));
    const checked = await checkToken(signIn, token);
    if (!checked.ok) return checked.response;
    person = checked.person;
  }
  try {
    loaded ??= readCatalogue(catalogueFile(), siteReader(filesOrigin(process.env, context)));
  } catch (error) {
    console.error('MCP catalogue unavailable:', error instanceof CatalogueUnavailable ? error.message : error);
    return rpcErrorResponse(503, RPC_ERROR.internal, MCP.unavailable);
  }
  const server = createMcpServer(loaded, person);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    return withCors(await transport.handleRequest(req, { parsedBody: body }));
  } finally {
    await server.close();
  }
};
