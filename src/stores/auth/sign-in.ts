/**
 * Ships to the browser: signing in and out (password, sign-up, magic link, Google, the confirmation mail
 * again, the password-reset mail). Each resolves to `{ error: string | null }` and never throws; a
 * sign-in that succeeds shows in $auth (./session.ts).
 */
import { callbackUrl, resetPasswordUrl, returnPathFor } from '../../auth/rules.ts';
import { attempt, type AuthResult } from './client.ts';
import { applySession, signedOut } from './session.ts';

/** Where a sign-in started on this page returns to, #fragment included, whichever method it uses. */
function currentReturnPath(): string {
  return returnPathFor(window.location.pathname, window.location.search, window.location.hash);
}

export interface PasswordSignInResult extends AuthResult {
  /** The account exists but its address is not confirmed yet: the form offers a new confirmation mail. */
  emailNotConfirmed: boolean;
}

export async function signInWithPassword(email: string, password: string): Promise<PasswordSignInResult> {
  let code: unknown = null;
  const result = await attempt(async (client) => {
    const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
    if (!error && data.session) applySession(data.session);
    code = error?.code;
    return { error };
  });
  return { ...result, emailNotConfirmed: code === 'email_not_confirmed' };
}

/** Mails the sign-up confirmation again; its link leads to /auth/callback and back to `returnPath`. */
export function resendConfirmation(email: string, returnPath: string = currentReturnPath()): Promise<AuthResult> {
  return attempt((client) =>
    client.auth.resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo: callbackUrl(window.location.origin, returnPath, 'signup') } }),
  );
}

/** Creates an account; the confirmation mail leads to /auth/callback and back to `returnPath`. */
export function signUp(email: string, password: string, name?: string, returnPath: string = currentReturnPath()): Promise<AuthResult> {
  const fullName = name?.trim();
  return attempt(async (client) => {
    const { data, error } = await client.auth.signUp({
      email: email.trim(),
      password,
      options: { emailRedirectTo: callbackUrl(window.location.origin, returnPath, 'signup'), ...(fullName ? { data: { full_name: fullName } } : {}) },
    });
    // With confirmations off the server signs the new user in at once.
    if (!error && data.session) applySession(data.session);
    return { error };
  });
}

export function sendMagicLink(email: string, returnPath: string = currentReturnPath()): Promise<AuthResult> {
  return attempt((client) =>
    client.auth.signInWithOtp({ email: email.trim(), options: { emailRedirectTo: callbackUrl(window.location.origin, returnPath, 'magiclink') } }),
  );
}

/** Leaves for Google's consent page (the browser navigates away on success). */
export function signInWithGoogle(returnPath: string = currentReturnPath()): Promise<AuthResult> {
  return attempt((client) =>
    client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: callbackUrl(window.location.origin, returnPath) } }),
  );
}

export async function signOut(): Promise<AuthResult> {
  const result = await attempt((client) => client.auth.signOut());
  if (!result.error) signedOut();
  return result;
}

/** Sends the password-reset mail; its link leads to /auth/reset-password. */
export function resetPassword(email: string): Promise<AuthResult> {
  return attempt((client) => client.auth.resetPasswordForEmail(email.trim(), { redirectTo: resetPasswordUrl(window.location.origin) }));
}
