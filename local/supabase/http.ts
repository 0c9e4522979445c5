/**
 * HTTP plumbing of the local Supabase stand-in (development and tests only): node:http <-> web
 * Request/Response, JSON and HTML answers, and the CORS headers the Supabase gateway sends.
 */
import type { ServerResponse } from 'node:http';

/** Request headers a browser may send cross-origin (supabase-js's set, per the wire contract). */
export const CORS_ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'x-retry-count',
];
/** Response headers script may read cross-origin: without them counts and auth error codes are lost. */
export const CORS_EXPOSE_HEADERS = ['Content-Range', 'X-Supabase-Api-Version'];
const CORS_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * CORS headers for an answer to `req`; for a preflight also the allowed methods and headers. Only the sites'
 * own origins get any: the stand-in also serves the mailbox (magic and reset links) and captured requests,
 * which no other page open in the same browser may read. No Origin (curl, Node, the tests) needs none.
 */
export function corsHeaders(req: Request, preflight: boolean, allowedOrigins: ReadonlySet<string>): Record<string, string> {
  const origin = req.headers.get('origin');
  if (!origin || !allowedOrigins.has(origin)) return { Vary: 'Origin' };
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS.join(', '),
    Vary: 'Origin',
  };
  if (preflight) {
    // The contract's list, plus whatever else the browser asks for (Supabase's gateway reflects them too).
    const requested = (req.headers.get('access-control-request-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    headers['Access-Control-Allow-Headers'] = [...new Set([...CORS_ALLOW_HEADERS, ...requested])].join(', ');
    headers['Access-Control-Allow-Methods'] = CORS_METHODS;
    headers['Access-Control-Max-Age'] = '86400';
  }
  return headers;
}

/** Adds CORS headers to an answer (a redirect or an opaque Response keeps its own headers otherwise). */
export function withCors(req: Request, res: Response, allowedOrigins: ReadonlySet<string>): Response {
  const headers = new Headers(res.headers);
  for (const [name, value] of Object.entries(corsHeaders(req, false, allowedOrigins))) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function html(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

export function redirect(location: string, status = 303, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { Location: location, 'Cache-Control': 'no-store', ...headers } });
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Reads an application/x-www-form-urlencoded (or JSON) body as string fields. */
export async function readForm(req: Request): Promise<URLSearchParams> {
  const type = req.headers.get('content-type') ?? '';
  const text = await req.text();
  if (type.includes('application/json')) {
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return new URLSearchParams(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  return new URLSearchParams(text);
}

/** web Response -> node:http response. */
export async function sendWebResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = method === 'HEAD' || response.body === null ? undefined : Buffer.from(await response.arrayBuffer());
  if (body !== undefined) headers['content-length'] = String(body.length);
  else if (method !== 'HEAD' && response.status !== 204 && response.status !== 304) headers['content-length'] = '0';
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body);
}
