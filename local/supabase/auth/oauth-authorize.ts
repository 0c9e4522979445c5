/**
 * GET /oauth/authorize of the local stand-in's OAuth 2.1 server (development and tests only), as Supabase
 * Auth answers it: a missing or unknown client or an unregistered redirect_uri is a JSON error (the client
 * cannot be trusted with a redirect); any other bad parameter goes back to the client's redirect_uri as
 * `error=invalid_request`; a good request is stored and the browser sent to the app's consent page with
 * `?authorization_id=`.
 */
import { redirect } from '../http.ts';
import type { AuthContext } from './context.ts';
import { authErrors } from './errors.ts';
import { createAuthorization, errorRedirect, scopeList, SUPPORTED_SCOPES } from './oauth-authorizations.ts';
import { findClient, isUuid, redirectUrisOf } from './oauth-clients.ts';
import { oauthErrors } from './oauth-errors.ts';

/** Found, as Go's http.Redirect answers. */
const FOUND = 302;

function resourceProblem(resource: string): string | null {
  if (resource === '') return null;
  let url: URL;
  try {
    url = new URL(resource);
  } catch {
    return 'resource must be an absolute URI';
  }
  if (url.hash !== '') return 'resource must not include a fragment component';
  if (url.search !== '') return 'resource must not include a query component';
  return null;
}

/** The checks whose failure is reported to the client (its redirect_uri is known to be its own by then). */
function requestProblem(responseType: string, scope: string, resource: string, challenge: string, method: string): string | null {
  if (responseType !== 'code') return 'only response_type=code is supported';
  const scopes = scopeList(scope);
  if (scopes.length === 0) return 'scope parameter cannot be empty';
  const unsupported = scopes.find((s) => !SUPPORTED_SCOPES.includes(s));
  if (unsupported) return `unsupported scope: ${unsupported}`;
  const resourceError = resourceProblem(resource);
  if (resourceError) return resourceError;
  // PKCE is mandatory in OAuth 2.1.
  if (challenge === '' || method === '') return 'PKCE flow requires both code_challenge and code_challenge_method';
  if (method.toLowerCase() !== 's256' && method.toLowerCase() !== 'plain') return "code_challenge_method must be 'S256' or 'plain'";
  if (challenge.length < 43 || challenge.length > 128) return 'code_challenge must be between 43 and 128 characters';
  return null;
}

export async function oauthAuthorize(ctx: AuthContext, req: Request): Promise<Response> {
  const query = new URL(req.url).searchParams;
  const param = (name: string) => query.get(name) ?? '';
  const clientId = param('client_id');
  const redirectUri = param('redirect_uri');
  const state = param('state');
  if (clientId === '') throw authErrors.validation('client_id is required');
  if (redirectUri === '') throw authErrors.validation('redirect_uri is required');
  if (!isUuid(clientId)) throw oauthErrors.clientNotFound('invalid client_id format');
  const client = await findClient(ctx.db, clientId);
  if (!client) throw oauthErrors.clientNotFound('invalid client_id');
  // Exact string match, no wildcards (RFC 9700).
  if (!redirectUrisOf(client).includes(redirectUri)) throw authErrors.validation('invalid redirect_uri');

  const { oauthServer, siteUrl } = ctx.settings;
  const scope = param('scope') === '' ? oauthServer.defaultScope : param('scope');
  const problem = requestProblem(
    param('response_type') || 'code',
    scope,
    param('resource'),
    param('code_challenge'),
    param('code_challenge_method'),
  );
  if (problem) return redirect(errorRedirect(redirectUri, 'invalid_request', problem, state), FOUND);

  const authorizationId = await createAuthorization(ctx.db, {
    clientId: client.id,
    redirectUri,
    scope,
    state,
    resource: param('resource'),
    codeChallenge: param('code_challenge'),
    codeChallengeMethod: param('code_challenge_method'),
    nonce: param('nonce'),
    ttlSeconds: oauthServer.authorizationTtl,
  });
  const path = oauthServer.authorizationPath.startsWith('/') ? oauthServer.authorizationPath : `/${oauthServer.authorizationPath}`;
  return redirect(`${siteUrl.replace(/\/+$/, '')}${path}?authorization_id=${authorizationId}`, FOUND);
}
