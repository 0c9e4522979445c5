/**
 * The mail-sending endpoints of the local stand-in (development and tests only): POST /signup, /otp (and the
 * legacy /magiclink), /recover and /resend. Email confirmations are on, so sign-up answers a user without a
 * session and mails a confirmation link + code; mails go to the in-memory outbox after the data is committed.
 */
import { json } from '../http.ts';
import type { MailInput } from '../mailbox.ts';
import {
  checkPasswordStrength,
  objectField,
  readBody,
  stringField,
  validEmail,
  type AuthContext,
} from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import { authMail, verifyLink, type MailKind } from './mails.ts';
import { createFlowState, issueToken, readPkce, type FlowMethod, type PkceRequest, type TokenType } from './one-time-tokens.ts';
import { requestRedirect } from './redirects.ts';
import type { Queryable } from '../db.ts';
import type { AuthSettings } from './settings.ts';
import {
  createUser,
  findUserById,
  findUserByEmail,
  identitiesOf,
  obfuscatedUserJson,
  userJson,
  type UserRow,
} from './users.ts';

const FLOW_OF: Record<MailKind, FlowMethod> = {
  signup: 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};
const TOKEN_OF: Record<MailKind, TokenType> = {
  signup: 'confirmation_token',
  magiclink: 'recovery_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token_new',
};

/** Issues the token (and the PKCE flow) for a mail and returns the mail to send once committed. */
export async function prepareMail(
  db: Queryable,
  settings: AuthSettings,
  user: UserRow,
  kind: MailKind,
  redirectTo: string,
  pkce: PkceRequest | null,
  address = user.email ?? '',
): Promise<MailInput> {
  if (pkce) await createFlowState(db, { userId: user.id, pkce, provider: 'email', method: FLOW_OF[kind], redirectTo });
  const token = await issueToken(db, settings, user.id, TOKEN_OF[kind], address, pkce !== null);
  return authMail(address, kind, verifyLink(settings, token.linkToken, kind, redirectTo), token.otp);
}

function rejectPhone(body: Record<string, unknown>): void {
  if (stringField(body, 'email') === '' && stringField(body, 'phone') !== '') {
    throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  }
}

/** POST /signup */
export async function signup(ctx: AuthContext, req: Request): Promise<Response> {
  const body = await readBody(req);
  rejectPhone(body);
  const password = stringField(body, 'password');
  if (password === '') throw authErrors.validation('Signup requires a valid password', 422);
  checkPasswordStrength(password, ctx.settings.passwordMinLength);
  const email = validEmail(stringField(body, 'email'));
  const pkce = readPkce(body.code_challenge, body.code_challenge_method);
  const data = objectField(body, 'data') ?? {};
  const redirectTo = requestRedirect(req, ctx.settings);

  const result = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) return { user: null, mail: null };
    // An unconfirmed address gets a new confirmation mail; its details are not changed (identity unproven).
    const user =
      existing ?? (await createUser(tx, { email, password, provider: 'email', userMetadata: data, confirmed: false }));
    const mail = await prepareMail(tx, ctx.settings, user, 'signup', redirectTo, pkce);
    const fresh = (await findUserById(tx, user.id)) ?? user;
    return { user: userJson(fresh, await identitiesOf(tx, user.id)), mail };
  });
  if (result.user === null) return json(obfuscatedUserJson(email, data));
  if (result.mail) ctx.mailbox.send(result.mail);
  return json(result.user);
}

/** POST /otp (and /magiclink): a magic link + code for a confirmed user, a confirmation for a new one. */
export async function otp(ctx: AuthContext, req: Request): Promise<Response> {
  const body = await readBody(req);
  rejectPhone(body);
  const email = validEmail(stringField(body, 'email'));
  const createAllowed = body.create_user !== false;
  const data = objectField(body, 'data') ?? {};
  const pkce = readPkce(body.code_challenge, body.code_challenge_method);
  const redirectTo = requestRedirect(req, ctx.settings);

  const mail = await ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      if (!createAllowed) throw authErrors.otpDisabled();
      user = await createUser(tx, { email, password: null, provider: 'email', userMetadata: data, confirmed: false });
    }
    const kind: MailKind = user.email_confirmed_at ? 'magiclink' : 'signup';
    return await prepareMail(tx, ctx.settings, user, kind, redirectTo, pkce);
  });
  ctx.mailbox.send(mail);
  return json({});
}

/** POST /recover: a password-reset mail (silently nothing for an unknown address). */
export async function recover(ctx: AuthContext, req: Request): Promise<Response> {
  const body = await readBody(req);
  if (stringField(body, 'email').trim() === '') throw authErrors.validation('Password recovery requires an email', 422);
  const email = validEmail(stringField(body, 'email'));
  const pkce = readPkce(body.code_challenge, body.code_challenge_method);
  const redirectTo = requestRedirect(req, ctx.settings);
  const mail = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    return await prepareMail(tx, ctx.settings, user, 'recovery', redirectTo, pkce);
  });
  if (mail) ctx.mailbox.send(mail);
  return json({});
}

/** POST /resend {type: 'signup' | 'email_change', email}. */
export async function resend(ctx: AuthContext, req: Request): Promise<Response> {
  const body = await readBody(req);
  const type = stringField(body, 'type');
  if (type !== 'signup' && type !== 'email_change') {
    throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const email = validEmail(stringField(body, 'email'));
  const pkce = readPkce(body.code_challenge, body.code_challenge_method);
  const redirectTo = requestRedirect(req, ctx.settings);
  const mail = await ctx.db.transaction(async (tx) => {
    if (type === 'signup') {
      const user = await findUserByEmail(tx, email);
      if (!user || user.email_confirmed_at) return null;
      return await prepareMail(tx, ctx.settings, user, 'signup', redirectTo, pkce);
    }
    const { rows } = await tx.query<{ id: string }>('select id from auth.users where email_change = $1 limit 1', [email]);
    const user = rows[0] ? await findUserById(tx, rows[0].id) : null;
    if (!user) return null;
    return await prepareMail(tx, ctx.settings, user, 'email_change', redirectTo, pkce, email);
  });
  if (mail) ctx.mailbox.send(mail);
  return json({});
}
