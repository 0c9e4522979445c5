/**
 * The guard of every admin function: a Supabase access token in `Authorization: Bearer`, handed to the auth
 * server (`auth.getUser(token)`, GET /auth/v1/user), then `profiles.role` read with the service role.
 * The auth server checks what a local check cannot: whichever key signed the token (a JWKS key or the legacy
 * secret), its expiry and audience, that the user still exists and that the token's session has not
 * signed out. Hosted Supabase and the local stand-in answer the same call, so both run this code.
 * Server-only.
 */
import type { DbClient } from '../../../src/supabase/types.ts';
import { ADMIN } from '../../../src/config/constants/admin.ts';
import { isAdminRole } from '../../../src/admin/access.ts';
import { selectRole } from '../../../src/queries/profiles.ts';
import type { ServerConfig } from './config.ts';
import { serviceClient } from './db.ts';
import { failure } from './http.ts';

export function bearerToken(req: Request): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

export type AdminGuard = { ok: true; userId: string; email: string | null; db: DbClient } | { ok: false; response: Response };

const unauthorized = (message: string) => ({ ok: false as const, response: failure(401, message, { 'WWW-Authenticate': 'Bearer' }) });

/**
 * 401 without a token or with one the auth server refuses (forged, expired, another audience, an API key,
 * a signed-out session, a deleted user), 403 for a user who is not an admin, 500 when the auth server
 * cannot answer or the role cannot be read.
 */
export async function requireAdmin(req: Request, config: ServerConfig): Promise<AdminGuard> {
  const token = bearerToken(req);
  if (!token) return unauthorized(ADMIN.text.signInRequired);
  const db = serviceClient(config);
  const { data, error } = await db.auth.getUser(token);
  if (error) {
    // A refusal is a 4xx answer (supabase-js turns session_not_found into AuthSessionMissingError, 400 too);
    // a 5xx, or no answer at all (status 0 or none), says nothing about the token.
    const status = error.status ?? 0;
    if (status >= 400 && status < 500) return unauthorized(ADMIN.text.invalidToken);
    console.error('Admin guard: the auth server did not answer:', error);
    return { ok: false, response: failure(500, ADMIN.text.roleError) };
  }
  const found = await selectRole(db, data.user.id);
  if (!found.ok && found.reason !== 'not-found') {
    console.error('Admin guard: role lookup failed:', found.message);
    return { ok: false, response: failure(500, ADMIN.text.roleError) };
  }
  if (!isAdminRole(found.ok ? found.data : null)) return { ok: false, response: failure(403, ADMIN.text.denied) };
  return { ok: true, userId: data.user.id, email: data.user.email ?? null, db };
}
