/**
 * The consent endpoints of the local stand-in's OAuth 2.1 server (development and tests only), which the
 * app's consent page calls through supabase-js's `auth.oauth` with the signed-in user's token:
 *   GET  /oauth/authorizations/:id          the request's client, user, scope and redirect_uri; the first
 *                                           user to open it owns it; a live consent covering its scopes
 *                                           approves it at once and answers `{redirect_url}` instead
 *   POST /oauth/authorizations/:id/consent  `{action: "approve" | "deny"}` -> `{redirect_url}` back to the
 *                                           client with `code` and `state`, or `error=access_denied`
 * As in Supabase Auth, a request that is unknown, expired or someone else's is 404 oauth_authorization_not_found.
 */
import type { Transaction } from '@electric-sql/pglite';
import { json } from '../http.ts';
import type { AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import {
  approve,
  deny,
  errorRedirect,
  isExpired,
  lockAuthorization,
  markExpired,
  setUser,
  successRedirect,
  type AuthorizationRow,
} from './oauth-authorizations.ts';
import { clientDetailsJson, findClient, type OAuthClientRow } from './oauth-clients.ts';
import { activeConsent, coversScopes, recordConsent } from './oauth-consents.ts';
import { oauthErrors } from './oauth-errors.ts';
import { isAllowedRedirect } from './redirects.ts';
import { requireUser } from './sessions.ts';
import type { UserRow } from './users.ts';

/** A browser's Origin must be one the consent page can be on (the redirect allow-list); none is fine. */
function checkOrigin(ctx: AuthContext, req: Request): void {
  const origin = req.headers.get('origin');
  if (origin && !isAllowedRedirect(origin, ctx.settings)) throw authErrors.validation('unauthorized request origin');
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: AuthError };

/**
 * Runs fn in a transaction that commits even when fn ends in an AuthError, because an expired request
 * is marked expired and still answered 404, as Supabase Auth does.
 */
async function inTransaction<T>(ctx: AuthContext, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome<T>> => {
    try {
      return { ok: true, value: await fn(tx) };
    } catch (error) {
      if (error instanceof AuthError) return { ok: false, error };
      throw error;
    }
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

async function pendingAuthorization(tx: Transaction, authorizationId: string, stale: string): Promise<AuthorizationRow> {
  const authorization = await lockAuthorization(tx, authorizationId);
  if (!authorization) throw oauthErrors.authorizationNotFound();
  if (isExpired(authorization)) {
    if (authorization.status === 'pending') await markExpired(tx, authorization);
    throw oauthErrors.authorizationNotFound();
  }
  if (authorization.status !== 'pending') throw authErrors.validation(stale);
  return authorization;
}

function detailsJson(authorization: AuthorizationRow, user: UserRow, client: OAuthClientRow) {
  return {
    authorization_id: authorization.authorization_id,
    redirect_uri: authorization.redirect_uri,
    client: clientDetailsJson(client),
    user: { id: user.id, ...(user.email ? { email: user.email } : {}) },
    scope: authorization.scope,
  };
}

/** GET /oauth/authorizations/:id (supabase-js: auth.oauth.getAuthorizationDetails). */
export async function authorizationDetails(ctx: AuthContext, req: Request, authorizationId: string): Promise<Response> {
  const { user } = await requireUser(ctx.db, ctx.settings, req);
  checkOrigin(ctx, req);
  const result = await inTransaction(ctx, async (tx) => {
    const authorization = await pendingAuthorization(tx, authorizationId, 'authorization request cannot be processed');
    if (authorization.user_id === null) {
      await setUser(tx, authorization, user.id);
      const consent = await activeConsent(tx, user.id, authorization.client_id);
      if (consent && coversScopes(consent, authorization.scope)) {
        await approve(tx, authorization);
        return { redirect_url: successRedirect(authorization) };
      }
    } else if (authorization.user_id !== user.id) {
      throw oauthErrors.authorizationNotFound();
    }
    const client = await findClient(tx, authorization.client_id);
    if (!client) throw oauthErrors.authorizationNotFound();
    return detailsJson(authorization, user, client);
  });
  return json(result);
}

/** POST /oauth/authorizations/:id/consent (supabase-js: auth.oauth.approveAuthorization / denyAuthorization). */
export async function consent(ctx: AuthContext, req: Request, authorizationId: string): Promise<Response> {
  const { user } = await requireUser(ctx.db, ctx.settings, req);
  checkOrigin(ctx, req);
  let action: unknown;
  try {
    action = (JSON.parse(await req.text()) as { action?: unknown } | null)?.action;
  } catch {
    throw oauthErrors.badJson('invalid JSON body');
  }
  if (action !== 'approve' && action !== 'deny') throw authErrors.validation("action must be 'approve' or 'deny'");
  const redirectUrl = await inTransaction(ctx, async (tx) => {
    const authorization = await pendingAuthorization(tx, authorizationId, 'authorization request is no longer pending');
    if (authorization.user_id !== user.id) throw oauthErrors.authorizationNotFound();
    if (action === 'deny') {
      await deny(tx, authorization);
      return errorRedirect(authorization.redirect_uri, 'access_denied', 'User denied the request', authorization.state);
    }
    await approve(tx, authorization);
    await recordConsent(tx, user.id, authorization.client_id, authorization.scope);
    return successRedirect(authorization);
  });
  return json({ redirect_url: redirectUrl });
}
