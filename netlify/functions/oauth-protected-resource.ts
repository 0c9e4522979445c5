/**
 * GET /.well-known/oauth-protected-resource/mcp: /mcp's protected-resource metadata (RFC 9728), which the 401 of
 * a personal tool names and MCP clients read to find where to sign in: the Supabase project's Auth
 * (src/mcp/sign-in.server.ts). A function rather than a file of the build, so the document names the project and
 * the site from the same variables the 401 reads them from.
 */
import { MCP_PERSONAL } from '../../src/config/constants/mcp.ts';
import { CORS_HEADERS, rpcErrorResponse } from '../../src/mcp/http.server.ts';
import { RPC_ERROR } from '../../src/mcp/errors.server.ts';
import { protectedResourceMetadata, readSignInConfig } from '../../src/mcp/sign-in.server.ts';
import { FUNCTION_SECURITY_HEADERS } from '../../src/config/constants/security-headers.ts';

/** A literal: Netlify reads it from the source without running it (MCP_PERSONAL.metadataPath says the same path). */
export const config = { path: '/.well-known/oauth-protected-resource/mcp', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };

export default (req: Request): Response => {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...FUNCTION_SECURITY_HEADERS, ...CORS_HEADERS, 'Access-Control-Allow-Methods': 'GET, OPTIONS' } });
  if (req.method !== 'GET' && req.method !== 'HEAD') return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD, OPTIONS', ...FUNCTION_SECURITY_HEADERS } });
  const signIn = readSignInConfig(process.env);
  if (!signIn) {
    console.error('MCP sign-in: SUPABASE_URL (or PUBLIC_SUPABASE_URL) and SUPABASE_ANON_KEY (or PUBLIC_SUPABASE_ANON_KEY) are not set');
    return rpcErrorResponse(503, RPC_ERROR.internal, MCP_PERSONAL.notConfigured);
  }
  return new Response(req.method === 'HEAD' ? null : JSON.stringify(protectedResourceMetadata(signIn)), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
      ...FUNCTION_SECURITY_HEADERS,
      ...CORS_HEADERS,
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
    },
  });
};
