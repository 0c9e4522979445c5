/**
 * Ships to the browser: /auth/callback. Exchanges the PKCE code in the address for a session, then
 * replaces the page with the safe redirect_to; an error shows 'Authentication Error' with one of our own
 * lines under it and Try Again. A bookmark a guest asked for before signing in is saved on the way. Tokens
 * in the address (the documented access_token/refresh_token parameters) sign in only after the person has
 * confirmed the account they belong to: a link with someone else's tokens must not sign anyone in
 * silently, nor with one keystroke, so focus starts on "Don't sign in" and Continue waits for a tick.
 * A mailed link opened in another browser than the one that asked for it (no PKCE code verifier here) is
 * no failure to report: a sign-up link has confirmed the address (one button: sign in here), a magic link
 * is sent again from here (one button).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { sendMagicLink } from '../../stores/auth/sign-in.ts';
import { completeAuthRedirect, confirmTokenSignIn, type TokenSignIn } from '../../stores/auth/redirect.ts';
import { savePendingBookmarkAfterRedirect } from '../../stores/workspace/bookmarks.ts';
import { authPageUrl, linkFlowOf, safeRedirect, withoutAuthParams } from '../../auth/rules.ts';
import { linkNotice, safeCallbackError, type LinkNotice } from '../../auth/callback-errors.ts';
import { authReady } from '../../stores/auth/session.ts';
import { AUTH_TEXT } from '../../config/constants/auth.ts';
import { EmailField, Feedback, useAuthAction } from './Feedback.tsx';

export default function AuthCallback() {
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState('/auth');
  const [tokens, setTokens] = useState<TokenSignIn | null>(null);
  const [owner, setOwner] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<LinkNotice | null>(null);
  const target = useRef('/');
  const safeButton = useRef<HTMLButtonElement>(null);
  const explanationId = useId();
  const warningId = useId();

  async function finish(): Promise<void> {
    await savePendingBookmarkAfterRedirect();
    window.location.replace(target.current);
  }

  useEffect(() => {
    target.current = safeRedirect(new URLSearchParams(window.location.search).get('redirect_to'));
    setRetry(authPageUrl(target.current));
    const flow = linkFlowOf(window.location.search);
    let active = true;
    void completeAuthRedirect(window.location.href, { acceptTokens: true }).then(async (result) => {
      // Codes and tokens must not linger in the address bar or the history.
      window.history.replaceState(window.history.state, '', withoutAuthParams(window.location.href));
      if (!active) return;
      if (result.error) {
        const said = linkNotice(result.error, flow);
        // A sign-up link opened again where its first opening signed the person in: nothing went wrong.
        if (said === 'signupLinkUsed' && (await authReady()).user) {
          await finish();
          return;
        }
        setError(result.error);
        setNotice(said);
      }
      else if (result.tokens) setTokens(result.tokens);
      else await finish();
    });
    return () => {
      active = false;
    };
  }, []);

  // Before the question is painted: an Enter pressed as it appears must meet "Don't sign in", not the page.
  useLayoutEffect(() => {
    if (tokens) safeButton.current?.focus();
  }, [tokens]);

  async function onContinue() {
    if (!tokens || !owner) return;
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
    // No <form>: Enter anywhere on this screen must not submit a sign-in.
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-confirm-token-sign-in>
        <h1 className="text-2xl font-bold text-ink">{AUTH_TEXT.confirmAccountTitle}</h1>
        <p id={explanationId} className="mt-2 text-slate-700">
          {AUTH_TEXT.confirmAccountBody} <strong className="break-words text-ink">{tokens.email}</strong>.
        </p>
        <p id={warningId} className="mt-2 text-slate-700">
          {AUTH_TEXT.confirmAccountWarning}
        </p>
        <label className="mt-4 flex items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-600"
            checked={owner}
            disabled={busy}
            onChange={(event) => setOwner(event.target.checked)}
          />
          <span className="break-words">{AUTH_TEXT.confirmAccountOwner(tokens.email)}</span>
        </label>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {/* Focused on arrival and visually first: the choice a stray Enter or a hurried click should hit. */}
          <button
            ref={safeButton}
            type="button"
            className="btn-primary"
            aria-describedby={`${explanationId} ${warningId}`}
            disabled={busy}
            onClick={() => window.location.replace(target.current)}
          >
            {AUTH_TEXT.confirmAccountCancel}
          </button>
          <button
            type="button"
            className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60"
            disabled={busy || !owner}
            onClick={() => void onContinue()}
          >
            {AUTH_TEXT.confirmAccountContinue}
          </button>
        </div>
      </div>
    );
  }

  if (notice === 'signupConfirmed') {
    return <SignInNotice marker={{ 'data-other-browser': 'signup' }} title={AUTH_TEXT.signupConfirmedTitle} body={AUTH_TEXT.signupConfirmedBody} action={AUTH_TEXT.signupConfirmedAction} href={retry} />;
  }

  if (notice === 'signupLinkUsed') {
    return <SignInNotice marker={{ 'data-link-notice': 'signup-used' }} title={AUTH_TEXT.signupLinkUsedTitle} body={AUTH_TEXT.signupLinkUsedBody} action={AUTH_TEXT.signupLinkUsedAction} href={retry} />;
  }

  if (notice === 'sendNewLink') return <SendNewLink returnPath={target.current} />;

  if (error) {
    return (
      <div className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm" role="alert">
        <h1 className="text-2xl font-bold text-ink">{AUTH_TEXT.callbackError}</h1>
        <p className="mt-2 text-red-700">{safeCallbackError(error)}</p>
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

/** A sign-up link that cannot sign in here (another browser, or opened again): what happened, and the one way on, Sign in. */
function SignInNotice({ marker, title, body, action, href }: { marker: Record<`data-${string}`, string>; title: string; body: string; action: string; href: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" {...marker}>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-slate-700">{body}</p>
      <p className="mt-6">
        <a href={href} className="btn-primary">
          {action}
        </a>
      </p>
    </div>
  );
}

/** A magic link opened in another browser: the address, and the one button that mails a new link for this browser. */
function SendNewLink({ returnPath }: { returnPath: string }) {
  const emailId = useId();
  const { busy, message, run } = useAuthAction();
  const [sent, setSent] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    if (await run(() => sendMagicLink(email, returnPath), AUTH_TEXT.otherBrowserLinkSent)) setSent(true);
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-other-browser="magiclink">
      <h1 className="text-2xl font-bold text-ink">{AUTH_TEXT.otherBrowserLinkTitle}</h1>
      <p className="mt-2 text-slate-700">{AUTH_TEXT.otherBrowserLinkBody}</p>
      <form onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-4">
        <EmailField id={emailId} readOnly={sent} />
        <button type="submit" disabled={busy || sent} className="btn-primary w-full disabled:opacity-60">
          {busy ? AUTH_TEXT.sending : AUTH_TEXT.otherBrowserLinkAction}
        </button>
      </form>
      <Feedback message={message} className="mt-4" />
    </div>
  );
}
