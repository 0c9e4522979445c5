/**
 * POST /token of the local stand-in (development and tests only): grant_type password, refresh_token and
 * pkce, answering Supabase Auth's session object.
 */
import { json } from '../http.ts';
import { readBody, stringField, type AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import { exchangeAuthCode, type FlowMethod } from './one-time-tokens.ts';
import { refreshSession, startSession, type AuthMethod } from './sessions.ts';
import { findUserByEmail, passwordMatches } from './users.ts';

const METHOD_OF_FLOW: Record<FlowMethod, AuthMethod> = {
  'email/signup': 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
  oauth: 'oauth',
};

async function passwordGrant(ctx: AuthContext, req: Request): Promise<Response> {
  const body = await readBody(req);
  const email = stringField(body, 'email').trim().toLowerCase();
  const password = stringField(body, 'password');
  if (email === '' || password === '') throw authErrors.invalidCredentials();
  const session = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || !(await passwordMatches(password, user.encrypted_password))) throw authErrors.invalidCredentials();
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
      throw new AuthError(400, 'user_banned', 'User is banned');
    }
    if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
    return await startSession(tx, ctx.settings, user.id, 'password');
  });
  return json(session);
}

async function refreshGrant(ctx: AuthContext, req: Request): Promise<Response> {
  const body = await readBody(req);
  const token = stringField(body, 'refresh_token');
  if (token === '') throw authErrors.validation('refresh_token required');
  return json(await refreshSession(ctx.db, ctx.settings, token));
}

async function pkceGrant(ctx: AuthContext, req: Request): Promise<Response> {
  const body = await readBody(req);
  const authCode = stringField(body, 'auth_code');
  const verifier = stringField(body, 'code_verifier');
  if (authCode === '' || verifier === '') {
    throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
  }
  const session = await ctx.db.transaction(async (tx) => {
    const flow = await exchangeAuthCode(tx, ctx.settings, authCode, verifier);
    return await startSession(tx, ctx.settings, flow.userId, METHOD_OF_FLOW[flow.method], flow.provider);
  });
  return json(session);
}

export async function token(ctx: AuthContext, req: Request): Promise<Response> {
  const grant = new URL(req.url).searchParams.get('grant_type');
  switch (grant) {
    case 'password':
      return await passwordGrant(ctx, req);
    case 'refresh_token':
      return await refreshGrant(ctx, req);
    case 'pkce':
      return await pkceGrant(ctx, req);
    default:
      throw new AuthError(
        400,
        'validation_failed',
        `unsupported_grant_type: ${grant ?? '(none)'} (the local stand-in supports password, refresh_token and pkce)`,
      );
  }
}
