/**
 * Ships to the browser: finishing a sign-in the auth server redirected back with (/auth/callback, the
 * password-reset page), and the sign-in with an address's tokens once the person has confirmed whose
 * account they open.
 */
import { AUTH_TEXT } from '../../config/constants/auth.ts';
import { parseAuthRedirect } from '../../auth/rules.ts';
import { libraryErrorText } from '../../auth/callback-errors.ts';
import { attempt, authClient, type AuthResult } from './client.ts';
import { applySession, authReady } from './session.ts';

/** Tokens an address carried, held back until the person has seen whose account they open. */
export interface TokenSignIn {
  email: string;
  accessToken: string;
  refreshToken: string;
}

export interface RedirectResult extends AuthResult {
  type: string | null;
  /** Tokens in the address, waiting for confirmTokenSignIn(); only where tokens are accepted. */
  tokens: TokenSignIn | null;
}

/**
 * Finishes a sign-in that the auth server redirected back with: a `?code=` (PKCE, every sign-in this site
 * starts) or an error. An address with neither is not an error (the session, if any, is already stored).
 * Tokens in the address never sign anyone in by themselves: anyone can make a link with their own tokens
 * and send it (sign-in CSRF). Where `acceptTokens`, they come back with the account's email for the
 * person to confirm; elsewhere they are an error.
 */
export async function completeAuthRedirect(href: string = window.location.href, { acceptTokens = false } = {}): Promise<RedirectResult> {
  const redirect = parseAuthRedirect(href);
  switch (redirect.kind) {
    case 'error':
      return { error: redirect.message, type: null, tokens: null };
    case 'none':
      await authReady();
      return { error: null, type: null, tokens: null };
    case 'session': {
      if (!acceptTokens) return { error: AUTH_TEXT.callbackError, type: null, tokens: null };
      try {
        const { data, error } = await (await authClient()).auth.getUser(redirect.accessToken);
        const email = data.user?.email;
        // A link's tokens that name no live session: docs/spec/public-site.md#8-error-catalogue's message, not
        // the library's ("Invalid JWT structure").
        if (error || !email) return { error: AUTH_TEXT.callbackError, type: null, tokens: null };
        return { error: null, type: redirect.type, tokens: { email, accessToken: redirect.accessToken, refreshToken: redirect.refreshToken } };
      } catch {
        return { error: AUTH_TEXT.callbackError, type: null, tokens: null };
      }
    }
    case 'code': {
      // Our texts by error code: the library's own ("PKCE code verifier not found in storage...") are for developers.
      const result = await attempt(async (client) => {
        const { data, error } = await client.auth.exchangeCodeForSession(redirect.code);
        if (!error && data.session) applySession(data.session);
        return { error };
      }, libraryErrorText);
      return { ...result, type: null, tokens: null };
    }
  }
}

/** Signs in with tokens from the address, once the person has confirmed the account they belong to. */
export function confirmTokenSignIn(tokens: TokenSignIn): Promise<AuthResult> {
  return attempt(async (client) => {
    const { data, error } = await client.auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
    if (!error && data.session) applySession(data.session);
    return { error };
  }, libraryErrorText);
}
