/**
 * "Sign in with Google" of the local stand-in (development and tests only). GET /authorize?provider=google
 * redirects, as Supabase does, to the provider, here a local page standing in for Google's consent screen;
 * its Continue sends the browser to /callback with a code like Google would, and /callback creates or finds
 * a confirmed user (app_metadata.provider google) and redirects to redirect_to#access_token=... (implicit) or
 * redirect_to?code=... (PKCE, when /authorize had a code_challenge). Cancel comes back with
 * error=access_denied. No Google account or network is involved.
 */
import { createHash } from 'node:crypto';
import { escapeHtml, html, json, readForm, redirect } from '../http.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import { validEmail, type AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import { createFlowState, issueAuthCodeForFlow, readPkce } from './one-time-tokens.ts';
import { resolveRedirect } from './redirects.ts';
import { startSession } from './sessions.ts';
import {
  addIdentity,
  addProvider,
  confirmEmail,
  createUser,
  findUserByEmail,
  mergeUserMetadata,
  type Metadata,
} from './users.ts';
import { codeRedirect, sessionRedirect } from './verify.ts';

export const DEFAULT_GOOGLE_EMAIL = 'google-user@researchventures.test';
export const DEFAULT_GOOGLE_NAME = 'Google User';
const STATE_AUDIENCE = 'local-supabase:google-state';
const CODE_AUDIENCE = 'local-supabase:google-code';

interface GoogleState {
  redirectTo: string;
  flowId: string | null;
}

/** A stable fake Google subject (21 digits) for an address. */
export function googleSubject(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest();
  let digits = '1';
  for (let i = 0; digits.length < 21; i += 1) digits += String(digest[i % digest.length] % 10);
  return digits;
}

async function readState(ctx: AuthContext, state: string | null): Promise<GoogleState> {
  const checked = state ? await verifyJwt(state, ctx.settings.jwtSecret) : null;
  const payload = checked && checked.ok ? checked.payload : null;
  if (!payload || payload.aud !== STATE_AUDIENCE || typeof payload.redirect_to !== 'string') {
    throw authErrors.validation('OAuth state is invalid');
  }
  return {
    redirectTo: resolveRedirect(payload.redirect_to, ctx.settings),
    flowId: typeof payload.flow_state_id === 'string' ? payload.flow_state_id : null,
  };
}

/** GET /authorize?provider=google&redirect_to=...[&code_challenge=...&code_challenge_method=...] */
export async function authorize(ctx: AuthContext, req: Request): Promise<Response> {
  const query = new URL(req.url).searchParams;
  if ((query.get('provider') ?? '').toLowerCase() !== 'google') throw authErrors.providerDisabled();
  const redirectTo = resolveRedirect(query.get('redirect_to') ?? req.headers.get('referer'), ctx.settings);
  const pkce = readPkce(query.get('code_challenge'), query.get('code_challenge_method'));
  const flowId = pkce
    ? await createFlowState(ctx.db, { userId: null, pkce, provider: 'google', method: 'oauth', redirectTo })
    : null;
  const now = Math.floor(Date.now() / 1000);
  const state = await signJwt(
    { aud: STATE_AUDIENCE, iat: now, exp: now + 600, provider: 'google', redirect_to: redirectTo, flow_state_id: flowId },
    ctx.settings.jwtSecret,
  );
  const consent = `${ctx.settings.apiUrl}/auth/v1/local-google/consent?${new URLSearchParams({ state }).toString()}`;
  if (query.get('skip_http_redirect') === 'true') return json({ url: consent });
  return redirect(consent, 302);
}

function consentPage(state: string, redirectTo: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local stand-in)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; margin: 0; background: #f1f3f4; color: #202124; }
  main { background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 2rem; width: min(26rem, 92vw); }
  .badge { display: inline-block; background: #fde293; border-radius: 4px; padding: .1rem .5rem; font-size: .85rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; margin-top: .25rem; border: 1px solid #80868b; border-radius: 4px; font: inherit; }
  .actions { display: flex; gap: .75rem; justify-content: flex-end; margin-top: 1.5rem; }
  button { font: inherit; padding: .55rem 1.2rem; border-radius: 4px; border: 1px solid #1a73e8; cursor: pointer; }
  button[value="continue"] { background: #1a73e8; color: #fff; }
  button[value="cancel"] { background: #fff; color: #1a73e8; }
  small { color: #5f6368; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
  <p class="badge">Local development stand-in</p>
  <h1>Sign in with Google</h1>
  <p>This page replaces Google's consent screen while developing locally. No Google account is used and nothing leaves this machine.</p>
  <form method="post" action="/auth/v1/local-google/consent">
    <input type="hidden" name="state" value="${escapeHtml(state)}">
    <label for="email">Google account email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(DEFAULT_GOOGLE_EMAIL)}">
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(DEFAULT_GOOGLE_NAME)}">
    <div class="actions">
      <button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
      <button type="submit" name="decision" value="continue">Continue</button>
    </div>
  </form>
  <p><small>Returns to ${escapeHtml(redirectTo)}</small></p>
</main>
</body>
</html>`;
}

/** GET /local-google/consent?state= : the stand-in consent screen. */
export async function consentGet(ctx: AuthContext, req: Request): Promise<Response> {
  const stateParam = new URL(req.url).searchParams.get('state');
  const state = await readState(ctx, stateParam);
  return html(consentPage(stateParam ?? '', state.redirectTo));
}

/** POST /local-google/consent : Continue or Cancel, answered with a redirect to /callback like Google's. */
export async function consentPost(ctx: AuthContext, req: Request): Promise<Response> {
  const form = await readForm(req);
  const state = form.get('state') ?? '';
  await readState(ctx, state);
  const callback = new URL(`${ctx.settings.apiUrl}/auth/v1/callback`);
  callback.searchParams.set('state', state);
  if (form.get('decision') !== 'continue') {
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('error_description', 'The user cancelled the Google sign-in');
    return redirect(callback.toString(), 302);
  }
  const email = validEmail(form.get('email') ?? '');
  const name = (form.get('name') ?? '').trim() || DEFAULT_GOOGLE_NAME;
  const now = Math.floor(Date.now() / 1000);
  const code = await signJwt(
    { aud: CODE_AUDIENCE, iat: now, exp: now + 300, email, name, sub: googleSubject(email) },
    ctx.settings.jwtSecret,
  );
  callback.searchParams.set('code', code);
  return redirect(callback.toString(), 302);
}

function oauthErrorRedirect(target: string, error: string, code: string, description: string): string {
  const params = new URLSearchParams({ error, error_code: code, error_description: description });
  const url = new URL(target);
  for (const [k, v] of params) url.searchParams.set(k, v);
  url.hash = params.toString();
  return url.toString();
}

/** GET /callback?code=&state= (or ?error=&state=) : signs the Google user in and returns to the site. */
export async function callback(ctx: AuthContext, req: Request): Promise<Response> {
  const query = new URL(req.url).searchParams;
  let state: GoogleState;
  try {
    state = await readState(ctx, query.get('state'));
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return redirect(oauthErrorRedirect(ctx.settings.siteUrl, 'invalid_request', 'bad_oauth_state', error.message), 302);
  }
  const providerError = query.get('error');
  if (providerError) {
    const description = query.get('error_description') ?? 'The Google sign-in was not completed';
    return redirect(oauthErrorRedirect(state.redirectTo, providerError, providerError, description), 302);
  }
  const checked = await verifyJwt(query.get('code') ?? '', ctx.settings.jwtSecret);
  const claims = checked.ok && checked.payload.aud === CODE_AUDIENCE ? checked.payload : null;
  if (!claims || typeof claims.email !== 'string' || typeof claims.sub !== 'string') {
    return redirect(
      oauthErrorRedirect(state.redirectTo, 'invalid_request', 'bad_oauth_callback', 'OAuth callback with invalid code'),
      302,
    );
  }
  const email = claims.email;
  const subject = claims.sub;
  const name = typeof claims.name === 'string' ? claims.name : DEFAULT_GOOGLE_NAME;
  const identityData: Metadata = {
    iss: 'https://accounts.google.com',
    sub: subject,
    provider_id: subject,
    name,
    full_name: name,
    email,
    email_verified: true,
    phone_verified: false,
  };
  const location = await ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user) {
      await addIdentity(tx, user.id, 'google', subject, identityData);
      await addProvider(tx, user.id, 'google');
      await confirmEmail(tx, user.id);
      await mergeUserMetadata(tx, user.id, identityData);
    } else {
      user = await createUser(tx, {
        email,
        password: null,
        provider: 'google',
        userMetadata: {},
        confirmed: true,
        providerId: subject,
        identityData,
      });
    }
    if (state.flowId) {
      const code = await issueAuthCodeForFlow(tx, state.flowId, user.id);
      if (!code) throw authErrors.flowStateNotFound();
      return codeRedirect(state.redirectTo, code);
    }
    const session = await startSession(tx, ctx.settings, user.id, 'oauth', 'google');
    return sessionRedirect(state.redirectTo, session, { provider_token: 'local-google-provider-token' });
  });
  return redirect(location, 302);
}
