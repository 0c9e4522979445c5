/**
 * Errors of the local stand-in's OAuth 2.1 server (development and tests only), as Supabase Auth answers
 * them: the token endpoint's RFC 6749 errors are always 400 `{error, error_description}`; everything else
 * is an ordinary Supabase Auth error (errors.ts) with the OAuth server's own codes.
 */
import { json } from '../http.ts';
import { AuthError } from './errors.ts';

export class OAuthError extends Error {
  readonly error: string;

  constructor(error: string, description: string) {
    super(description);
    this.name = 'OAuthError';
    this.error = error;
  }
}

export function oauthErrorResponse(error: OAuthError): Response {
  return json({ error: error.error, error_description: error.message }, 400);
}

export const oauthErrors = {
  clientNotFound: (message: string, status = 400) => new AuthError(status, 'oauth_client_not_found', message),
  authorizationNotFound: () => new AuthError(404, 'oauth_authorization_not_found', 'authorization not found'),
  consentNotFound: () => new AuthError(404, 'oauth_consent_not_found', 'No active grant found for this client'),
  registrationDisabled: () =>
    new AuthError(403, 'oauth_dynamic_client_registration_disabled', 'Dynamic client registration is not enabled'),
  /** Supabase Auth words this one differently per endpoint. */
  badJson: (message: string) => new AuthError(400, 'bad_json', message),
  /** The token endpoint's client authentication failed (before any grant is looked at). */
  badClientCredentials: (detail: string) => new AuthError(400, 'invalid_credentials', detail),
};
