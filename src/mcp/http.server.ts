/**
 * The HTTP side of /mcp that the SDK's transport leaves to its host: CORS for browser-based MCP clients,
 * 405 for GET and DELETE (a stateless server offers no stream and no session to end), and the 1 MB body
 * limit, checked on Content-Length and again while reading. Server-only.
 */
import { MCP } from '../config/constants/mcp.ts';
import { FUNCTION_SECURITY_HEADERS } from '../config/constants/security-headers.ts';
import { RPC_ERROR, rpcError } from './errors.server.ts';

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID',
  // A browser-based client reads the sign-in challenge of a personal tool's 401.
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate',
  'Access-Control-Max-Age': '86400',
} as const;

/** A JSON-RPC error answer with the CORS headers. */
export function rpcErrorResponse(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(rpcError(code, message)), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...FUNCTION_SECURITY_HEADERS, ...CORS_HEADERS, ...headers },
  });
}

/** `response` with the CORS and security headers added. */
export function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries({ ...FUNCTION_SECURITY_HEADERS, ...CORS_HEADERS })) headers.set(name, value);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A JSON-RPC batch (an array of messages), refused: the protocol version the server speaks (2025-06-18) has
 * none, and one small request of a hundred searches would buy seconds of the function's CPU.
 */
export function batchRefusal(body: unknown): Response | null {
  return Array.isArray(body) ? rpcErrorResponse(400, RPC_ERROR.invalidRequest, 'Batches are not supported: send one JSON-RPC message per request.') : null;
}

export const tooLarge = () => rpcErrorResponse(413, RPC_ERROR.invalidRequest, `The request body is over ${MCP.maxBodyBytes / 1024 / 1024} MB.`);

/** The body as text, or null once it passes the limit (a declared length over it is refused unread). */
export async function readLimitedBody(req: Request, limit: number = MCP.maxBodyBytes): Promise<string | null> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > limit) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What the function answers before any MCP handling: preflight, wrong methods, oversized bodies. */
export function preflight(req: Request): Response | null {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...FUNCTION_SECURITY_HEADERS, ...CORS_HEADERS } });
  if (req.method !== 'POST') return rpcErrorResponse(405, RPC_ERROR.invalidRequest, 'This MCP server is stateless: send JSON-RPC messages with POST.', { Allow: 'POST, OPTIONS' });
  return null;
}
