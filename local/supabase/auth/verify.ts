/**
 * /verify of the local stand-in (development and tests only). POST {type, email, token} or {type, token_hash}
 * answers a session; GET ?token=&type=&redirect_to= (the mails' link) signs in and redirects: implicit flow
 * -> redirect_to#access_token=...&type=..., PKCE (the request had a code_challenge) -> redirect_to?code=...,
 * failure -> redirect_to with error, error_code and error_description (query and fragment, like Supabase).
 */
import { json, redirect } from '../http.ts';
import type { Queryable } from '../db.ts';
import { readBody, stringField, type AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import {
  consumeToken,
  issueAuthCodeForUser,
  VERIFY_TYPES,
  type ConsumedToken,
  type FlowMethod,
  type VerifyType,
} from './one-time-tokens.ts';
import { resolveRedirect } from './redirects.ts';
import { startSession, type AuthMethod, type SessionJson } from './sessions.ts';
import { confirmEmail, setEmail } from './users.ts';

function verifyType(value: string): VerifyType {
  if (!(VERIFY_TYPES as readonly string[]).includes(value)) {
    throw authErrors.validation(`Verify requires a verification type (${VERIFY_TYPES.join(', ')})`);
  }
  return value as VerifyType;
}

/** What a consumed token does to the user, and the sign-in method it counts as. */
async function applyToken(db: Queryable, token: ConsumedToken, type: VerifyType): Promise<AuthMethod> {
  if (token.tokenType === 'email_change_token_new') {
    await setEmail(db, token.userId, token.relatesTo);
    return 'email_change';
  }
  await confirmEmail(db, token.userId);
  if (token.tokenType === 'confirmation_token') return 'otp';
  return type === 'recovery' ? 'recovery' : 'otp';
}

function flowMethodOf(token: ConsumedToken, type: VerifyType): FlowMethod {
  if (token.tokenType === 'confirmation_token') return 'email/signup';
  if (token.tokenType === 'email_change_token_new') return 'email_change';
  return type === 'recovery' ? 'recovery' : 'magiclink';
}

/** POST /verify */
export async function verifyPost(ctx: AuthContext, req: Request): Promise<Response> {
  const body = await readBody(req);
  const type = verifyType(stringField(body, 'type'));
  const hash = stringField(body, 'token_hash');
  const email = stringField(body, 'email');
  const otp = stringField(body, 'token');
  if (hash === '' && (email === '' || otp === '')) {
    if (stringField(body, 'phone') !== '') throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw authErrors.validation('Verify requires either a token or a token hash', 422);
  }
  const session = await ctx.db.transaction(async (tx): Promise<SessionJson> => {
    const token = await consumeToken(tx, ctx.settings, type, hash !== '' ? { hash } : { email, otp });
    const method = await applyToken(tx, token, type);
    return await startSession(tx, ctx.settings, token.userId, method);
  });
  return json(session);
}

const REDIRECT_DESCRIPTIONS: Record<string, string> = {
  otp_expired: 'Email link is invalid or has expired',
};

export function errorRedirect(target: string, error: AuthError): string {
  const oauthError = error.status === 403 ? 'access_denied' : error.status >= 500 ? 'server_error' : 'invalid_request';
  const params = new URLSearchParams({
    error: oauthError,
    error_code: error.code,
    error_description: REDIRECT_DESCRIPTIONS[error.code] ?? error.message,
  });
  const url = new URL(target);
  for (const [k, v] of params) url.searchParams.set(k, v);
  url.hash = params.toString();
  return url.toString();
}

/** The implicit flow's redirect: the session in the fragment. */
export function sessionRedirect(target: string, session: SessionJson, extra: Record<string, string> = {}): string {
  const url = new URL(target);
  url.hash = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    ...extra,
  }).toString();
  return url.toString();
}

export function codeRedirect(target: string, code: string): string {
  const url = new URL(target);
  url.searchParams.set('code', code);
  return url.toString();
}

/** GET /verify (the link in the mails). */
export async function verifyGet(ctx: AuthContext, req: Request): Promise<Response> {
  const query = new URL(req.url).searchParams;
  const target = resolveRedirect(query.get('redirect_to'), ctx.settings);
  try {
    const type = verifyType(query.get('type') ?? '');
    const hash = query.get('token') ?? '';
    if (hash === '') throw authErrors.otpExpired();
    const location = await ctx.db.transaction(async (tx): Promise<string> => {
      const token = await consumeToken(tx, ctx.settings, type, { hash });
      const method = await applyToken(tx, token, type);
      if (token.pkce) {
        const code = await issueAuthCodeForUser(tx, token.userId, flowMethodOf(token, type));
        if (!code) throw authErrors.flowStateNotFound();
        return codeRedirect(target, code);
      }
      const session = await startSession(tx, ctx.settings, token.userId, method);
      return sessionRedirect(target, session, { type });
    });
    return redirect(location, 303);
  } catch (error) {
    if (error instanceof AuthError) return redirect(errorRedirect(target, error), 303);
    throw error;
  }
}
