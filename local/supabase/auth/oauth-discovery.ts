/**
 * The local stand-in's OAuth 2.1 server metadata (development and tests only): the one document Supabase
 * Auth answers both as RFC 8414 authorization server metadata (/.well-known/oauth-authorization-server,
 * also at the gateway's root as /.well-known/oauth-authorization-server/auth/v1) and as OpenID Connect
 * discovery (/.well-known/openid-configuration).
 */
import { json } from '../http.ts';
import type { AuthContext } from './context.ts';
import { SUPPORTED_SCOPES } from './oauth-authorizations.ts';
import { issuer } from './settings.ts';

const CLAIMS_SUPPORTED = [
  'sub',
  'aud',
  'iss',
  'exp',
  'iat',
  'auth_time',
  'nonce',
  'email',
  'email_verified',
  'phone_number',
  'phone_number_verified',
  'name',
  'picture',
  'preferred_username',
  'updated_at',
];

export async function discovery(ctx: AuthContext): Promise<Response> {
  const base = issuer(ctx.settings);
  return json(
    {
      issuer: base,
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      jwks_uri: `${base}/.well-known/jwks.json`,
      userinfo_endpoint: `${base}/oauth/userinfo`,
      ...(ctx.settings.oauthServer.allowDynamicRegistration ? { registration_endpoint: `${base}/oauth/clients/register` } : {}),
      scopes_supported: SUPPORTED_SCOPES,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256', 'HS256', 'ES256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      claims_supported: CLAIMS_SUPPORTED,
      code_challenge_methods_supported: ['S256', 'plain'],
    },
    200,
    { 'Cache-Control': 'public, max-age=600' },
  );
}
