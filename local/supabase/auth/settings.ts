/**
 * Settings of the local stand-in's auth service (development and tests only), mirroring the Supabase CLI's
 * supabase/config.toml [auth] defaults: email confirmations on, 1 h access tokens, 6-digit OTPs; the OAuth 2.1
 * server on, with dynamic client registration and the site's consent page at /oauth/consent.
 */
import type { RedirectPolicy } from './redirects.ts';

export interface AuthSettings extends RedirectPolicy {
  /** Public base URL of the stand-in, e.g. http://127.0.0.1:54321 (tokens' iss is `${apiUrl}/auth/v1`). */
  apiUrl: string;
  jwtSecret: string;
  /** Access token lifetime in seconds. */
  jwtExpiry: number;
  /** Lifetime of mailed links and codes, seconds. */
  otpExpiry: number;
  otpLength: number;
  passwordMinLength: number;
  /** Seconds a rotated refresh token may still be exchanged (Supabase's default: 10). */
  refreshTokenReuseInterval: number;
  /** Seconds a PKCE auth code may wait for its exchange. */
  flowStateExpiry: number;
  /** The OAuth 2.1 server (GOTRUE_OAUTH_SERVER_*, [auth.oauth_server] in config.toml). */
  oauthServer: OAuthServerSettings;
}

export interface OAuthServerSettings {
  /** Whether any client may register itself at POST /oauth/clients/register. */
  allowDynamicRegistration: boolean;
  /** The app's consent page, joined to the site URL: /oauth/authorize redirects there with ?authorization_id=. */
  authorizationPath: string;
  /** Seconds an authorization request, and the code it yields, stays usable (Supabase's default: 10 min). */
  authorizationTtl: number;
  /** The scope of a request that names none. */
  defaultScope: string;
}

export const AUTH_DEFAULTS = {
  jwtExpiry: 3600,
  otpExpiry: 3600,
  otpLength: 6,
  passwordMinLength: 6,
  refreshTokenReuseInterval: 10,
  flowStateExpiry: 300,
  oauthServer: {
    allowDynamicRegistration: true,
    authorizationPath: '/oauth/consent',
    authorizationTtl: 600,
    defaultScope: 'email',
  },
} as const;

export function issuer(settings: AuthSettings): string {
  return `${settings.apiUrl}/auth/v1`;
}
