/**
 * Ships to the browser: /auth/callback. Sets the session from the address (tokens in the hash, or a
 * PKCE code), then replaces the page with the safe redirect_to; an error shows 'Authentication Error'
 * with Try Again. A bookmark a guest asked for before signing in is saved on the way.
 */
import { useEffect, useState } from 'react';
import { completeAuthRedirect } from '../../stores/auth.ts';
import { savePendingBookmarkAfterRedirect } from '../../stores/workspace.ts';
import { authPageUrl, safeRedirect } from '../../supabase/auth-rules.ts';
import { AUTH_TEXT } from '../../config/constants.ts';

export default function AuthCallback() {
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState('/auth');

  useEffect(() => {
    const target = safeRedirect(new URLSearchParams(window.location.search).get('redirect_to'));
    setRetry(authPageUrl(target));
    let active = true;
    void completeAuthRedirect(window.location.href).then(async (result) => {
      // Tokens must not linger in the address bar or the history.
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
      if (!active) return;
      if (result.error) {
        setError(result.error);
        return;
      }
      await savePendingBookmarkAfterRedirect();
      window.location.replace(target);
    });
    return () => {
      active = false;
    };
  }, []);

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
