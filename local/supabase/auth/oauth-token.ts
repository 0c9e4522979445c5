/**
 * POST /oauth/token of the local stand-in's OAuth 2.1 server (development and tests only), as Supabase Auth
 * answers it: the client authenticates first (400 invalid_credentials), then grant_type authorization_code
 * (the request's one-time code, its PKCE verifier, the same client and redirect_uri) or refresh_token. Both
 * answer `{access_token, token_type, expires_in, refresh_token}` only (no user, unlike /token). The tokens
 * are an ordinary session's (auth.sessions with oauth_client_id and scopes, rotating refresh tokens), and
 * the access token carries the session's `client_id` and `scope` claims besides the usual ones, so
 * PostgREST and row-level security treat it as the user.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { json } from '../http.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import { consume, findByCode, isExpired, scopeList, type AuthorizationRow } from './oauth-authorizations.ts';
import { allowsGrant, authenticateClient, type OAuthClientRow } from './oauth-clients.ts';
import { OAuthError, oauthErrorResponse, oauthErrors } from './oauth-errors.ts';
import { refreshSession, startSession, type SessionJson } from './sessions.ts';
import type { AuthSettings } from './settings.ts';
import { findUserById } from './users.ts';

/** The amr method Supabase Auth records for a session an OAuth client obtained. */
const OAUTH_AMR_METHOD = 'oauth_provider/authorization_code';

type Params = Record<string, string>;

/** The fields Supabase Auth decodes from a JSON body; others are ignored, as Go's decoder does. */
const TOKEN_FIELDS = ['grant_type', 'code', 'refresh_token', 'redirect_uri', 'client_id', 'client_secret', 'code_verifier', 'resource'];

/** JSON or form fields (form: the query's too, the body's winning, as Go's FormValue reads them). */
async function readParams(req: Request): Promise<Params> {
  const text = await req.text();
  if ((req.headers.get('content-type') ?? '').includes('application/json')) {
    // Unreadable JSON fails the client's authentication, unless a Basic header already names the client.
    const unreadable = () =>
      (req.headers.get('authorization') ?? '').startsWith('Basic ')
        ? new OAuthError('invalid_request', 'Invalid JSON body')
        : oauthErrors.badClientCredentials('Invalid client credentials: failed to parse JSON body');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw unreadable();
    }
    // JSON null decodes as an empty body.
    body ??= {};
    if (typeof body !== 'object' || Array.isArray(body)) throw unreadable();
    const params: Params = {};
    for (const name of TOKEN_FIELDS) {
      const value = (body as Record<string, unknown>)[name];
      if (typeof value === 'string') params[name] = value;
      else if (value === undefined || value === null) continue;
      // The client is read first, by its own decoding of the body.
      else if (name === 'client_id' || name === 'client_secret') {
        throw oauthErrors.badClientCredentials('Invalid client credentials: failed to parse JSON body');
      } else throw new OAuthError('invalid_request', 'Invalid JSON body');
    }
    return params;
  }
  return { ...firstValues(new URL(req.url).searchParams), ...firstValues(new URLSearchParams(text)) };
}

function firstValues(search: URLSearchParams): Params {
  const params: Params = {};
  for (const [name, value] of search) params[name] ??= value;
  return params;
}

/** RFC 7636: S256 is base64url(SHA-256(verifier)); compared in constant time. */
function verifierMatches(authorization: AuthorizationRow, verifier: string): boolean {
  const challenge = authorization.code_challenge ?? '';
  const expected = authorization.code_challenge_method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(challenge);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function checkPkce(authorization: AuthorizationRow, verifier: string): void {
  if (!authorization.code_challenge) return;
  if (verifier === '') {
    throw new OAuthError('invalid_grant', 'PKCE verification failed: code_verifier is required when PKCE challenge is present');
  }
  if (!verifierMatches(authorization, verifier)) {
    throw new OAuthError('invalid_grant', 'PKCE verification failed: code challenge does not match previously saved code verifier');
  }
}

interface OAuthTokens {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
}

/** The session's access token with the claims Supabase Auth adds for an OAuth client's session. */
async function tokensFor(settings: AuthSettings, session: SessionJson, clientId: string, scope: string, amrMethod?: string): Promise<OAuthTokens> {
  const verified = await verifyJwt(session.access_token, settings.jwtSecret);
  if (!verified.ok) throw new Error(`the stand-in could not read its own access token: ${verified.message}`);
  const claims = {
    ...verified.payload,
    ...(amrMethod ? { amr: [{ method: amrMethod, timestamp: Number(verified.payload.iat) }] } : {}),
    client_id: clientId,
    ...(scope ? { scope } : {}),
  };
  return {
    access_token: await signJwt(claims, settings.jwtSecret),
    token_type: 'bearer',
    expires_in: session.expires_in,
    refresh_token: session.refresh_token,
  };
}

async function authorizationCodeGrant(ctx: AuthContext, client: OAuthClientRow, params: Params): Promise<Response> {
  const code = params.code ?? '';
  if (code === '') throw new OAuthError('invalid_request', 'code is required for authorization_code grant');
  const authorization = await findByCode(ctx.db, code);
  if (!authorization) throw new OAuthError('invalid_grant', 'Invalid authorization code');
  if (isExpired(authorization)) throw new OAuthError('invalid_grant', 'Authorization code has expired');
  if (authorization.client_id !== client.id) throw new OAuthError('invalid_grant', 'Authorization code was not issued for this client');
  const resource = params.resource ?? '';
  if (resource !== '' && resource !== (authorization.resource ?? '')) {
    throw new OAuthError('invalid_grant', 'Authorization code resource does not match the resource parameter');
  }
  const redirectUri = params.redirect_uri ?? '';
  if (redirectUri !== '' && redirectUri !== authorization.redirect_uri) throw new OAuthError('invalid_grant', 'Invalid redirect_uri');
  checkPkce(authorization, params.code_verifier ?? '');
  if (!authorization.user_id) throw new OAuthError('invalid_grant', 'Authorization code has no associated user');
  const user = await findUserById(ctx.db, authorization.user_id);
  if (!user) throw new OAuthError('invalid_grant', 'User not found for authorization code');
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) throw new OAuthError('access_denied', 'User is banned');

  const tokens = await ctx.db.transaction(async (tx) => {
    // The code is spent in the same transaction that issues the session, so a second exchange finds nothing.
    if (!(await findByCode(tx, code))) throw new OAuthError('invalid_grant', 'Invalid authorization code');
    const session = await startSession(tx, ctx.settings, user.id, 'oauth', 'oauth_provider');
    const sessionId = await sessionIdOf(tx, session.refresh_token);
    await tx.query('update auth.sessions set oauth_client_id = $2, scopes = $3 where id = $1', [sessionId, client.id, authorization.scope]);
    await tx.query('update auth.local_session_amr set method = $2 where session_id = $1', [sessionId, OAUTH_AMR_METHOD]);
    await consume(tx, authorization);
    return await tokensFor(ctx.settings, session, client.id, authorization.scope, OAUTH_AMR_METHOD);
  });
  if (scopeList(authorization.scope).includes('openid')) {
    // Supabase Auth signs ID tokens only with an asymmetric key; with an HS256 secret, as here, the exchange
    // fails after it has spent the code and opened the session.
    throw new AuthError(500, 'unexpected_failure', 'Error generating ID token');
  }
  return json(tokens);
}

async function sessionIdOf(db: Queryable, refreshToken: string): Promise<string> {
  const { rows } = await db.query<{ session_id: string }>('select session_id from auth.refresh_tokens where token = $1', [refreshToken]);
  return rows[0]!.session_id;
}

/** The OAuth client of the session a refresh token belongs to: undefined for no such token, null for none. */
async function sessionClientOf(db: Queryable, refreshToken: string): Promise<{ clientId: string | null; scopes: string | null } | undefined> {
  const { rows } = await db.query<{ oauth_client_id: string | null; scopes: string | null }>(
    `select s.oauth_client_id, s.scopes from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id where r.token = $1`,
    [refreshToken],
  );
  return rows[0] ? { clientId: rows[0].oauth_client_id, scopes: rows[0].scopes } : undefined;
}

async function refreshTokenGrant(ctx: AuthContext, client: OAuthClientRow, params: Params): Promise<Response> {
  const refreshToken = params.refresh_token ?? '';
  if (refreshToken === '') throw new OAuthError('invalid_request', 'refresh_token is required for refresh_token grant');
  const owner = await sessionClientOf(ctx.db, refreshToken);
  if (owner && owner.clientId === null) throw new OAuthError('invalid_client', 'Client authentication not allowed for non-OAuth session');
  if (owner && owner.clientId !== client.id) throw new OAuthError('invalid_client', "Client does not match the session's OAuth client");
  const session = await refreshSession(ctx.db, ctx.settings, refreshToken);
  return json(await tokensFor(ctx.settings, session, client.id, owner?.scopes ?? ''));
}

/** POST /oauth/token. */
export async function oauthToken(ctx: AuthContext, req: Request): Promise<Response> {
  try {
    const params = await readParams(req);
    const client = await authenticateClient(ctx.db, req, params);
    const grantType = params.grant_type ?? '';
    if (grantType === '') throw new OAuthError('invalid_request', 'grant_type is required');
    if (!allowsGrant(client, grantType)) throw new OAuthError('unsupported_grant_type', `Client is not allowed to use grant type: ${grantType}`);
    if (grantType === 'authorization_code') return await authorizationCodeGrant(ctx, client, params);
    if (grantType === 'refresh_token') return await refreshTokenGrant(ctx, client, params);
    throw new OAuthError('unsupported_grant_type', `Unsupported grant type: ${grantType}`);
  } catch (error) {
    if (error instanceof OAuthError) return oauthErrorResponse(error);
    throw error;
  }
}

/**
 * /token?grant_type=refresh_token refuses an OAuth client's refresh token, as Supabase Auth does: such a
 * session is refreshed only at /oauth/token by its client. Reads a clone, so the request stays unread.
 */
export async function refuseOAuthSessionRefresh(ctx: AuthContext, req: Request): Promise<Response | null> {
  if (new URL(req.url).searchParams.get('grant_type') !== 'refresh_token') return null;
  let refreshToken: unknown;
  try {
    refreshToken = (JSON.parse(await req.clone().text()) as { refresh_token?: unknown } | null)?.refresh_token;
  } catch {
    return null;
  }
  if (typeof refreshToken !== 'string') return null;
  const owner = await sessionClientOf(ctx.db, refreshToken);
  if (!owner?.clientId) return null;
  return oauthErrorResponse(new OAuthError('invalid_client', 'Client authentication required for OAuth session'));
}
