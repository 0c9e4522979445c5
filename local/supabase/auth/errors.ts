/**
 * Supabase Auth (GoTrue) errors as the local stand-in answers them. With `X-Supabase-Api-Version: 2024-01-01`
 * (supabase-js always sends it) the body is `{code: "<error_code>", message}`; without it, GoTrue's older
 * `{code: <status>, error_code, msg}`. Both carry `weak_password.reasons` for weak passwords.
 */
import { json } from '../http.ts';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly reasons: string[] | undefined;

  constructor(status: number, code: string, message: string, reasons?: string[]) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.reasons = reasons;
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  weakPassword: (min: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, ['length']),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  otpDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: () => new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFoundFromJwt: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  validation: (message: string, status = 400) => new AuthError(status, 'validation_failed', message),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  flowStateNotFound: () => new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () =>
    new AuthError(422, 'flow_state_expired', 'Flow state has expired. Please sign in again.'),
  badCodeVerifier: () =>
    new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  unsupportedGrant: () =>
    new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  providerDisabled: () => new AuthError(400, 'validation_failed', 'Unsupported provider: provider is not enabled'),
  notFound: () => new AuthError(404, 'not_found', 'The requested resource was not found'),
};

function sentVersion(req: Request): boolean {
  const value = req.headers.get(API_VERSION_HEADER);
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= API_VERSION;
}

export function authErrorResponse(req: Request, error: AuthError): Response {
  const weak = error.reasons ? { weak_password: { reasons: error.reasons } } : {};
  const body = sentVersion(req)
    ? { code: error.code, message: error.message, ...weak }
    : { code: error.status, error_code: error.code, msg: error.message, ...weak };
  return json(body, error.status, { [API_VERSION_HEADER]: API_VERSION });
}
