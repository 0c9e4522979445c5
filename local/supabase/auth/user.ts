/**
 * The signed-in user's endpoints of the local stand-in (development and tests only): GET /user, PUT /user
 * ({data} merges user_metadata, {password} changes it and ends the user's other sessions, {email} mails a
 * change confirmation to the new address) and POST /logout?scope=global|local|others (204).
 */
import { json } from '../http.ts';
import { checkPasswordStrength, objectField, readBody, stringField, validEmail, type AuthContext } from './context.ts';
import { authErrors } from './errors.ts';
import { prepareMail } from './email-flows.ts';
import { readPkce } from './one-time-tokens.ts';
import { requestRedirect } from './redirects.ts';
import { endOtherSessions, endSessions, requireUser } from './sessions.ts';
import {
  findUserByEmail,
  findUserById,
  identitiesOf,
  mergeUserMetadata,
  passwordMatches,
  setPassword,
  userJson,
} from './users.ts';
import type { MailInput } from '../mailbox.ts';


/** The audience Supabase Auth expects of a user's token (its JWT_AUD default; X-JWT-AUD may name another). */
const DEFAULT_AUDIENCE = 'authenticated';

/** GET /user. Like Supabase Auth it refuses a token for another audience (400), so servers can rely on it. */
export async function getUser(ctx: AuthContext, req: Request): Promise<Response> {
  const { user, claims } = await requireUser(ctx.db, ctx.settings, req);
  const expected = req.headers.get('x-jwt-aud') || DEFAULT_AUDIENCE;
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== expected) throw authErrors.validation("Token audience doesn't match request audience");
  return json(userJson(user, await identitiesOf(ctx.db, user.id)));
}

/** PUT /user */
export async function updateUser(ctx: AuthContext, req: Request): Promise<Response> {
  const body = await readBody(req);
  const redirectTo = requestRedirect(req, ctx.settings);
  const pkce = readPkce(body.code_challenge, body.code_challenge_method);
  const result = await ctx.db.transaction(async (tx) => {
    const { user, sessionId } = await requireUser(tx, ctx.settings, req);
    let mail: MailInput | null = null;
    const data = objectField(body, 'data');
    if (data) await mergeUserMetadata(tx, user.id, data);
    if (typeof body.password === 'string') {
      const password = body.password;
      checkPasswordStrength(password, ctx.settings.passwordMinLength);
      if (await passwordMatches(password, user.encrypted_password)) throw authErrors.samePassword();
      await setPassword(tx, user.id, password);
      await endOtherSessions(tx, user.id, sessionId);
    }
    const newEmail = stringField(body, 'email');
    if (newEmail !== '' && newEmail.trim().toLowerCase() !== (user.email ?? '')) {
      const address = validEmail(newEmail);
      const taken = await findUserByEmail(tx, address);
      if (taken && taken.id !== user.id) throw authErrors.emailExists();
      await tx.query('update auth.users set email_change = $2, updated_at = now() where id = $1', [user.id, address]);
      mail = await prepareMail(tx, ctx.settings, user, 'email_change', redirectTo, pkce, address);
    }
    const fresh = (await findUserById(tx, user.id)) ?? user;
    return { user: userJson(fresh, await identitiesOf(tx, user.id)), mail };
  });
  if (result.mail) ctx.mailbox.send(result.mail);
  return json(result.user);
}

/** POST /logout?scope= */
export async function logout(ctx: AuthContext, req: Request): Promise<Response> {
  const scopeParam = new URL(req.url).searchParams.get('scope') ?? 'global';
  if (scopeParam !== 'global' && scopeParam !== 'local' && scopeParam !== 'others') {
    throw authErrors.validation(`Unsupported logout scope "${scopeParam}"`);
  }
  const { user, sessionId } = await requireUser(ctx.db, ctx.settings, req);
  await endSessions(ctx.db, user.id, sessionId, scopeParam);
  return new Response(null, { status: 204 });
}
