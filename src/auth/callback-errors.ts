/**
 * What a failed sign-in redirect may say: one of our own texts (AUTH_CALLBACK_ERRORS), chosen by Supabase
 * Auth's error code, never the words that came with the error. A link's error_description is whatever its
 * author wrote, and the library's messages are for developers ("PKCE code verifier not found in
 * storage..."). Ships to the browser; no I/O, unit-tested.
 */
import { AUTH_CALLBACK_ERRORS } from '../config/constants/auth.ts';

type CallbackError = keyof typeof AUTH_CALLBACK_ERRORS;

/**
 * Supabase Auth's error codes (https://supabase.com/docs/guides/auth/debugging/error-codes) as they reach
 * the callback: the redirect's error_code, AuthError.code from the code exchange or setSession, and the
 * OAuth error parameter when no error_code came with it. A Map, so that a code such as 'constructor' or
 * '__proto__' finds nothing rather than an object's inherited property.
 */
const BY_CODE = new Map<string, CallbackError>([
  ['otp_expired', 'expiredLink'],
  ['flow_state_expired', 'expiredLink'],
  ['flow_state_not_found', 'expiredLink'],
  ['refresh_token_not_found', 'expiredLink'],
  ['refresh_token_already_used', 'expiredLink'],
  ['session_not_found', 'expiredLink'],
  ['session_expired', 'expiredLink'],
  ['bad_code_verifier', 'otherBrowser'],
  ['pkce_code_verifier_not_found', 'otherBrowser'],
  ['validation_failed', 'invalidLink'],
  ['bad_jwt', 'invalidLink'],
  ['invalid_jwt', 'invalidLink'],
  ['invalid_request', 'invalidLink'],
  ['access_denied', 'cancelled'],
  ['bad_oauth_state', 'providerFailed'],
  ['bad_oauth_callback', 'providerFailed'],
  ['oauth_provider_not_supported', 'providerFailed'],
  ['provider_disabled', 'providerFailed'],
  ['email_not_confirmed', 'confirmEmail'],
  ['provider_email_needs_verification', 'confirmEmail'],
  ['email_exists', 'accountExists'],
  ['identity_already_exists', 'accountExists'],
  ['user_banned', 'accountBlocked'],
  ['email_address_not_authorized', 'addressNotAllowed'],
  ['signup_disabled', 'signupsClosed'],
  ['over_request_rate_limit', 'tooManyAttempts'],
  ['over_email_send_rate_limit', 'tooManyAttempts'],
  ['server_error', 'serviceFailed'],
  ['temporarily_unavailable', 'serviceFailed'],
  ['unexpected_failure', 'serviceFailed'],
  ['request_timeout', 'serviceFailed'],
  ['hook_timeout', 'serviceFailed'],
  ['hook_timeout_after_retry', 'serviceFailed'],
]);

/** Our text for an error code; the generic line for an unknown code or none. */
export function callbackErrorText(code: string | null | undefined): string {
  return AUTH_CALLBACK_ERRORS[(code && BY_CODE.get(code.trim())) || 'generic'];
}

/**
 * The text for an error in a redirect's query or fragment. error_code is Supabase Auth's precise code;
 * the OAuth error parameter ('access_denied') stands in only without one, as an unknown error_code that
 * arrives with error=access_denied may be anything but a cancellation. error_description is never read.
 */
export function redirectErrorText(params: URLSearchParams): string {
  return callbackErrorText(params.get('error_code') || params.get('error'));
}

/**
 * The text for what supabase-js returned or threw: by AuthError.code; a failed request (the library's
 * AuthRetryableFetchError, which has no code) means the service was out of reach. Null for no error.
 */
export function libraryErrorText(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (typeof error !== 'object') return AUTH_CALLBACK_ERRORS.generic;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && code) return callbackErrorText(code);
  return name === 'AuthRetryableFetchError' ? AUTH_CALLBACK_ERRORS.offline : AUTH_CALLBACK_ERRORS.generic;
}

const OWN_TEXTS: ReadonlySet<string> = new Set(Object.values(AUTH_CALLBACK_ERRORS));

/**
 * The error line a page may show: the text itself when it is one of ours, else the generic line. The
 * last check before rendering, so that no path (a store returning a message, a later change) can put
 * foreign words on the page.
 */
export function safeCallbackError(text: string): string {
  return OWN_TEXTS.has(text) ? text : AUTH_CALLBACK_ERRORS.generic;
}

/**
 * Which mail a callback address was asked for. Opened in a browser without the PKCE code verifier, the two
 * mean different things: a sign-up link has confirmed the address all the same (the auth server confirms
 * it before redirecting with the code), a magic link has signed no one in.
 */
export type AuthLinkFlow = 'signup' | 'magiclink';

/**
 * What a callback page says instead of an error when a mailed link was opened in another browser, or a
 * sign-up link opened again (the first opening used it up: most likely the address is confirmed).
 */
export type LinkNotice = 'signupConfirmed' | 'sendNewLink' | 'signupLinkUsed';

/**
 * For a link opened without this browser's PKCE code verifier: a sign-up link has confirmed the address
 * anyway (sign in here), a magic link has done nothing (send a new one here). A used or expired sign-up link
 * is said as such, with sign-in first: an "Authentication Error" for an account it confirmed minutes ago
 * misleads (issue 45). Any other error, or a
 * callback that does not say which mail it came from (a Google sign-in, an older link), gives null.
 */
export function linkNotice(error: string | null, flow: AuthLinkFlow | null): LinkNotice | null {
  if (flow === 'signup' && error === AUTH_CALLBACK_ERRORS.expiredLink) return 'signupLinkUsed';
  if (error !== AUTH_CALLBACK_ERRORS.otherBrowser || flow === null) return null;
  return flow === 'signup' ? 'signupConfirmed' : 'sendNewLink';
}
