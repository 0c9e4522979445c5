/**
 * Ships to the browser: /auth/callback. Exchanges the PKCE code in the address for a session, then
 * replaces the page with the safe redirect_to; an error shows 'Authentication Error' with Try Again. A
 * bookmark a guest asked for before signing in is saved on the way. Tokens in the address (the documented
 * access_token/refresh_token parameters) sign in only after the person has confirmed the account they
 * belong to: a link with someone else's tokens must not sign anyone in silently.
 */
import { useEffect, useRef, useState } from 'react';
import { completeAuthRedirect, confirmTokenSignIn, type TokenSignIn } from '../../stores/auth.ts';
import { savePendingBookmarkAfterRedirect } from '../../stores/workspace.ts';
import { authPageUrl, safeRedirect, withoutAuthParams } from '../../auth/rules.ts';
import { AUTH_TEXT } from '../../config/constants.ts';

export default function AuthCallback() {
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState('/auth');
  const [tokens, setTokens] = useState<TokenSignIn | null>(null);
  const [busy, setBusy] = useState(false);
  const target = useRef('/');
  const continueButton = useRef<HTMLButtonElement>(null);

  async function finish(): Promise<void> {
    await savePendingBookmarkAfterRedirect();
    window.location.replace(target.current);
  }

  useEffect(() => {
    target.current = safeRedirect(new URLSearchParams(window.location.search).get('redirect_to'));
    setRetry(authPageUrl(target.current));
    let active = true;
    void completeAuthRedirect(window.location.href, { acceptTokens: true }).then(async (result) => {
      // Codes and tokens must not linger in the address bar or the history.
      window.history.replaceState(window.history.state, '', withoutAuthParams(window.location.href));
      if (!active) return;
      if (result.error) setError(result.error);
      else if (result.tokens) setTokens(result.tokens);
      else await finish();
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (tokens) continueButton.current?.focus();
  }, [tokens]);

  async function onContinue() {
    if (!tokens) return;
    setBusy(true);
    const result = await confirmTokenSignIn(tokens);
    if (result.error) {
      setTokens(null);
      setError(result.error);
      return;
    }
    await finish();
  }

  if (tokens) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-confirm-token-sign-in>
        <h1 className="text-2xl font-bold text-ink">{AUTH_TEXT.confirmAccountTitle}</h1>
        <p className="mt-2 text-slate-700">
          {AUTH_TEXT.confirmAccountBody} <strong className="break-words text-ink">{tokens.email}</strong>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button ref={continueButton} type="button" className="btn-primary" disabled={busy} onClick={() => void onContinue()}>
            {AUTH_TEXT.confirmAccountContinue}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => window.location.replace(target.current)}>
            {AUTH_TEXT.confirmAccountCancel}
          </button>
        </div>
      </div>
    );
  }

  if (error) {
    return (
      <div className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm" role="alert">
        <h1 className="text-2xl font-bold text-ink">{AUTH_TEXT.callbackError}</h1>
        {error !== AUTH_TEXT.callbackError ? <p className="mt-2 text-red-700">{error}</p> : null}
        <p className="mt-6">
          <a href={retry} className="btn-primary">
            {AUTH_TEXT.tryAgain}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center" role="status">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none" aria-hidden="true" />
      <h1 className="text-xl font-semibold text-ink">{AUTH_TEXT.signingIn}</h1>
    </div>
  );
}
