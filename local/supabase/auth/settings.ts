/**
 * Settings of the local stand-in's auth service (development and tests only), mirroring the Supabase CLI's
 * supabase/config.toml [auth] defaults: email confirmations on, 1 h access tokens, 6-digit OTPs.
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
}

export const AUTH_DEFAULTS = {
  jwtExpiry: 3600,
  otpExpiry: 3600,
  otpLength: 6,
  passwordMinLength: 6,
  refreshTokenReuseInterval: 10,
  flowStateExpiry: 300,
} as const;

export function issuer(settings: AuthSettings): string {
  return `${settings.apiUrl}/auth/v1`;
}
