/** JSON answers of the functions, with the site's security headers (Netlify's header rules do not reach them). Server-only. */
import { FUNCTION_SECURITY_HEADERS } from '../../../src/config/constants/security-headers.ts';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...FUNCTION_SECURITY_HEADERS, ...headers },
  });
}

/** A refusal or failure in the shape every admin function answers with: `{ success: false, error }`. */
export function failure(status: number, error: string, headers: Record<string, string> = {}): Response {
  return json({ success: false, error }, status, headers);
}
