/**
 * The guard of every admin function: a Supabase access token in `Authorization: Bearer`, verified here
 * (signature, expiry, audience "authenticated", issuer <SUPABASE_URL>/auth/v1), its session confirmed alive
 * by the auth server, then `profiles.role` read with the service role. Projects created since 2025 sign tokens with asymmetric keys published as a JWKS;
 * older ones (and the local stand-in) use HS256 with the project's JWT secret: both are accepted.
 * Server-only.
 */
import { createRemoteJWKSet, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { DbClient } from '../../../src/supabase/types.ts';
import { ADMIN } from '../../../src/config/constants.ts';
import { isAdminRole } from '../../../src/admin/access.ts';
import { selectRole } from '../../../src/supabase/profiles.ts';
import { required, type ServerConfig } from './config.ts';
import { serviceClient } from './db.ts';
import { failure } from './http.ts';

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function jwks(supabaseUrl: string) {
  const url = `${supabaseUrl}/auth/v1/.well-known/jwks.json`;
  let set = jwksByUrl.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    jwksByUrl.set(url, set);
  }
  return set;
}

export function bearerToken(req: Request): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

export async function verifyAccessToken(token: string | null, config: ServerConfig): Promise<TokenCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  const supabaseUrl = required(config, 'supabaseUrl');
  const options = { audience: 'authenticated', issuer: `${supabaseUrl}/auth/v1` };
  let payload: JWTPayload;
  try {
    const { alg } = decodeProtectedHeader(token);
    if (alg === 'HS256') {
      if (!config.jwtSecret) return { ok: false, reason: 'invalid' };
      ({ payload } = await jwtVerify(token, new TextEncoder().encode(config.jwtSecret), { ...options, algorithms: ['HS256'] }));
    } else {
      ({ payload } = await jwtVerify(token, jwks(supabaseUrl), { ...options, algorithms: ['ES256', 'RS256'] }));
    }
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
  // An anon or service key is a valid JWT too, but names no user.
  if (payload.role !== 'authenticated' || typeof payload.sub !== 'string' || !payload.sub) return { ok: false, reason: 'invalid' };
  return { ok: true, userId: payload.sub };
}

export type AdminGuard = { ok: true; userId: string; email: string | null; db: DbClient } | { ok: false; response: Response };

/** 401 without a valid token, 403 for a user who is not an admin, 500 when the role cannot be read. */
export async function requireAdmin(req: Request, config: ServerConfig): Promise<AdminGuard> {
  const token = await verifyAccessToken(bearerToken(req), config);
  if (!token.ok) {
    const message = token.reason === 'missing' ? ADMIN.text.signInRequired : ADMIN.text.invalidToken;
    return { ok: false, response: failure(401, message, { 'WWW-Authenticate': 'Bearer' }) };
  }
  const db = serviceClient(config);
  // A signature and an expiry do not say the session is alive: a token of a session that signed out stays
  // valid until it expires. The auth server knows (GET /auth/v1/user checks the token's session).
  const live = await db.auth.getUser(bearerToken(req)!);
  if (live.error || live.data.user?.id !== token.userId) {
    return { ok: false, response: failure(401, ADMIN.text.invalidToken, { 'WWW-Authenticate': 'Bearer' }) };
  }
  const found = await selectRole(db, token.userId);
  if ('error' in found) {
    console.error('Admin guard: role lookup failed:', found.error);
    return { ok: false, response: failure(500, ADMIN.text.roleError) };
  }
  if (!isAdminRole('role' in found ? found.role : null)) return { ok: false, response: failure(403, ADMIN.text.denied) };
  return { ok: true, userId: token.userId, email: live.data.user.email ?? null, db };
}
