/**
 * Authorization requests of the local stand-in's OAuth 2.1 server (development and tests only), in
 * auth.oauth_authorizations as Supabase Auth keeps them: created pending by /oauth/authorize, bound to the
 * first signed-in user who opens them on the consent page, then approved (with a one-time code) or denied.
 * Also the scopes Supabase knows and the redirects back to the client.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db.ts';

/** Supabase Auth's scopes (models.SupportedOAuthScopes); they are recorded, not enforced. */
export const SUPPORTED_SCOPES = ['openid', 'profile', 'email', 'phone', 'offline_access'];

export function scopeList(scope: string): string[] {
  return scope.split(' ').map((s) => s.trim()).filter(Boolean);
}

export interface AuthorizationRow {
  id: string;
  authorization_id: string;
  client_id: string;
  user_id: string | null;
  redirect_uri: string;
  scope: string;
  state: string | null;
  resource: string | null;
  code_challenge: string | null;
  code_challenge_method: 's256' | 'plain' | null;
  nonce: string | null;
  status: 'pending' | 'approved' | 'denied' | 'expired';
  authorization_code: string | null;
  expires_at: Date;
}

export interface NewAuthorization {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  resource: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  nonce: string;
  ttlSeconds: number;
}

/** Supabase's authorization ids: 32 characters of lower-case base32. */
function newAuthorizationId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from(randomBytes(32), (byte) => alphabet[byte % 32]).join('');
}

export async function createAuthorization(db: Queryable, request: NewAuthorization): Promise<string> {
  const authorizationId = newAuthorizationId();
  await db.query(
    `insert into auth.oauth_authorizations
       (id, authorization_id, client_id, redirect_uri, scope, state, resource, code_challenge, code_challenge_method,
        nonce, expires_at)
     values ($1, $2, $3, $4, $5, nullif($6, ''), nullif($7, ''), nullif($8, ''),
             nullif(lower($9), '')::auth.code_challenge_method, nullif($10, ''), now() + make_interval(secs => $11))`,
    [
      randomUUID(),
      authorizationId,
      request.clientId,
      request.redirectUri,
      request.scope,
      request.state,
      request.resource,
      request.codeChallenge,
      request.codeChallengeMethod,
      request.nonce,
      request.ttlSeconds,
    ],
  );
  return authorizationId;
}

const COLUMNS = `id, authorization_id, client_id, user_id, redirect_uri, scope, state, resource, code_challenge,
  code_challenge_method, nonce, status, authorization_code, expires_at`;

/** The request with this id, locked for the rest of the transaction. */
export async function lockAuthorization(db: Queryable, authorizationId: string): Promise<AuthorizationRow | null> {
  const { rows } = await db.query<AuthorizationRow>(
    `select ${COLUMNS} from auth.oauth_authorizations where authorization_id = $1 limit 1 for update`,
    [authorizationId],
  );
  return rows[0] ?? null;
}

/** The approved request a code belongs to. */
export async function findByCode(db: Queryable, code: string): Promise<AuthorizationRow | null> {
  const { rows } = await db.query<AuthorizationRow>(
    `select ${COLUMNS} from auth.oauth_authorizations where authorization_code = $1 and status = 'approved'`,
    [code],
  );
  return rows[0] ?? null;
}

export function isExpired(authorization: AuthorizationRow): boolean {
  return Date.now() > new Date(authorization.expires_at).getTime();
}

export async function markExpired(db: Queryable, authorization: AuthorizationRow): Promise<void> {
  await db.query(`update auth.oauth_authorizations set status = 'expired' where id = $1`, [authorization.id]);
}

export async function setUser(db: Queryable, authorization: AuthorizationRow, userId: string): Promise<void> {
  await db.query('update auth.oauth_authorizations set user_id = $2 where id = $1', [authorization.id, userId]);
  authorization.user_id = userId;
}

/** Approves the request: its code is a UUID, as Supabase Auth makes them. */
export async function approve(db: Queryable, authorization: AuthorizationRow): Promise<void> {
  const code = authorization.authorization_code ?? randomUUID();
  await db.query(
    `update auth.oauth_authorizations set status = 'approved', approved_at = now(), authorization_code = $2 where id = $1`,
    [authorization.id, code],
  );
  authorization.status = 'approved';
  authorization.authorization_code = code;
}

export async function deny(db: Queryable, authorization: AuthorizationRow): Promise<void> {
  await db.query(`update auth.oauth_authorizations set status = 'denied' where id = $1`, [authorization.id]);
  authorization.status = 'denied';
}

/** A code is used once: Supabase Auth deletes its request when it issues the tokens. */
export async function consume(db: Queryable, authorization: AuthorizationRow): Promise<void> {
  await db.query('delete from auth.oauth_authorizations where id = $1', [authorization.id]);
}

/** The client's redirect URI with these parameters added; Go's url.Values sorts the query by name. */
function withQuery(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.sort();
  return url.toString();
}

export function successRedirect(authorization: AuthorizationRow): string {
  return withQuery(authorization.redirect_uri, {
    ...(authorization.authorization_code ? { code: authorization.authorization_code } : {}),
    ...(authorization.state ? { state: authorization.state } : {}),
  });
}

export function errorRedirect(redirectUri: string, error: string, description: string, state: string | null): string {
  return withQuery(redirectUri, { error, error_description: description, ...(state ? { state } : {}) });
}
