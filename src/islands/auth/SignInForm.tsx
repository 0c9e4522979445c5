/**
 * Ships to the browser: the one sign-in form, shown by the sign-in dialog and by the /auth page. Views:
 * signin (the options: Google, an emailed link, a password; the dialog only), magic-link, password and
 * signup. The page starts on password and toggles with signup; its forgotten password is a link to
 * /auth/reset-password where the dialog sends the reset email in place. The inputs keep their own values
 * (typed before hydration, they survive it); the email and name carry over from view to view, the
 * password does not. An unmounted form (the dialog closed) ignores a request that finishes late.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import type { SignInMethod } from '../../stores/auth/dialog.ts';
import { resendConfirmation, resetPassword, sendMagicLink, signInWithGoogle, signInWithPassword, signUp } from '../../stores/auth/sign-in.ts';
import { AUTH_LIMITS, AUTH_TEXT } from '../../config/constants/auth.ts';
import { EmailField, Feedback, type FeedbackMessage, TextField } from './Feedback.tsx';
import { PasswordField } from './PasswordField.tsx';
import { GoogleIcon, KeyIcon, MailIcon } from './icons.tsx';

export type SignInView = 'signin' | 'magic-link' | 'password' | 'signup';

interface Props {
  variant: 'dialog' | 'page';
  /** The heading and the line under it, for the view shown. */
  header: (view: SignInView) => ReactNode;
  /** Called once a request worked and its message shows; the form stays locked unless the page's sign-up. */
  onSuccess: (method: SignInMethod) => void;
  /** Called when a password sign-in starts (true) and when it failed (false). */
  onAttempt?: (attempting: boolean) => void;
  /** Where sign-up's confirmation link returns (default: this page). */
  returnTo?: string;
}

const SUCCESS_TEXT: Record<SignInMethod, string> = {
  'magic-link': AUTH_TEXT.magicLinkSent,
  password: AUTH_TEXT.signedIn,
  signup: AUTH_TEXT.signedUp,
};

export function SignInForm({ variant, header, onSuccess, onAttempt, returnTo }: Props) {
  const onPage = variant === 'page';
  const emailId = useId();
  const nameId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const alive = useRef(true);
  const [view, setView] = useState<SignInView>(onPage ? 'password' : 'signin');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<FeedbackMessage | null>(null);
  // The page's submit waits for hydration, so Enter cannot send the password off as a plain GET form.
  const [mounted, setMounted] = useState(false);
  /** The address a password sign-in was refused for as not confirmed yet: a new confirmation mail is offered. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const resendWait = useCountdown();

  useEffect(() => {
    alive.current = true;
    setMounted(true);
    return () => {
      alive.current = false;
    };
  }, []);

  /** Set when the view changes at the person's request: its first control takes the focus once rendered. */
  const focusNewView = useRef(false);

  function go(next: SignInView) {
    setView(next);
    setMessage(null);
    setUnconfirmed(null);
    focusNewView.current = true;
  }

  // Right after the commit, before the browser handles another key: a frame later (a slow phone) could pull
  // the focus out of a field the person has already moved to and typed in.
  useLayoutEffect(() => {
    if (!focusNewView.current) return;
    focusNewView.current = false;
    if (!onPage) rootRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [view, onPage]);

  /** Runs an auth call with the busy state; null when the form has gone meanwhile. */
  async function run<Result extends { error: string | null }>(call: () => Promise<Result>): Promise<Result | null> {
    setBusy(true);
    setMessage(null);
    const result = await call();
    if (!alive.current) return null;
    setBusy(false);
    if (result.error) setMessage({ kind: 'error', text: result.error });
    return result;
  }

  function succeed(method: SignInMethod) {
    setMessage({ kind: 'success', text: SUCCESS_TEXT[method] });
    // The page's sign-up can be sent again (another address); everything else is finished.
    if (!(onPage && method === 'signup')) setDone(true);
    // The page leaves for its return address after a sign-in: it stays busy until it has gone.
    if (onPage && method === 'password') setBusy(true);
    onSuccess(method);
  }

  async function onGoogle() {
    setBusy(true);
    setMessage({ kind: 'success', text: AUTH_TEXT.googleRedirect });
    const { error } = await signInWithGoogle();
    // On success the browser is already on its way to the consent page.
    if (error && alive.current) {
      setBusy(false);
      setMessage({ kind: 'error', text: error });
    }
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const typedEmail = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    if (view === 'magic-link') {
      const result = await run(() => sendMagicLink(typedEmail));
      if (result && !result.error) succeed('magic-link');
    } else if (view === 'password') {
      onAttempt?.(true);
      setUnconfirmed(null);
      const result = await run(() => signInWithPassword(typedEmail, password));
      if (result?.emailNotConfirmed) setUnconfirmed(typedEmail.trim());
      if (result?.error) onAttempt?.(false);
      else if (result) succeed('password');
    } else if (view === 'signup') {
      const result = await run(() => signUp(typedEmail, password, onPage ? undefined : String(data.get('name') ?? ''), returnTo));
      if (!result || result.error) return;
      succeed('signup');
      const passwordInput = form.elements.namedItem('password');
      if (onPage && passwordInput instanceof HTMLInputElement) passwordInput.value = '';
    }
  }

  async function onForgotPassword() {
    const input = emailRef.current;
    if (!input || !input.value.trim() || !input.checkValidity()) {
      setMessage({ kind: 'error', text: AUTH_TEXT.enterEmailFirst });
      input?.focus();
      return;
    }
    const result = await run(() => resetPassword(input.value));
    if (result && !result.error) setMessage({ kind: 'success', text: AUTH_TEXT.resetSent });
  }

  async function onResendConfirmation() {
    if (!unconfirmed) return;
    const result = await run(() => resendConfirmation(unconfirmed, returnTo));
    if (!result || result.error) return;
    setMessage({ kind: 'success', text: AUTH_TEXT.confirmationResent });
    resendWait.start(AUTH_LIMITS.resendWaitMs);
  }

  const locked = busy || done;
  // Before hydration the page's controls would do nothing (or send a GET form): they wait.
  const waiting = onPage && !mounted;

  const emailField = (autoFocus: boolean) => (
    <EmailField
      ref={emailRef}
      id={emailId}
      defaultValue={email}
      onChange={(event) => setEmail(event.target.value)}
      data-autofocus={autoFocus ? '' : undefined}
    />
  );
  const backButton = onPage ? null : (
    <button type="button" onClick={() => go('signin')} disabled={busy} className="btn-secondary w-full">
      {AUTH_TEXT.back}
    </button>
  );
  const toggle = (target: 'signup' | 'password', text: string) => (
    <p className={onPage ? 'mt-4 text-center text-sm' : 'text-center text-sm'}>
      <button type="button" onClick={() => go(target)} disabled={waiting || busy} className="link min-h-11 px-2 disabled:opacity-60">
        {text}
      </button>
    </p>
  );
  const submit = (idle: string, working: string) => (
    <button type="submit" disabled={waiting || locked} className="btn-primary w-full disabled:opacity-60">
      {busy ? working : idle}
    </button>
  );

  const nameField = (
    <TextField
      label={
        <>
          Name <span className="font-normal text-slate-600">(optional)</span>
        </>
      }
      id={nameId}
      name="name"
      type="text"
      autoComplete="name"
      defaultValue={name}
      onChange={(event) => setName(event.target.value)}
      data-autofocus=""
    />
  );
  const forgotPassword = (
    <p className={`${onPage ? '-mt-2' : '-mt-1'} text-right text-sm`}>
      {onPage ? (
        <a href="/auth/reset-password" className="link inline-flex min-h-11 items-center px-1">
          {AUTH_TEXT.forgotPassword}
        </a>
      ) : (
        <button type="button" onClick={onForgotPassword} disabled={locked} className="link min-h-11 px-1 disabled:opacity-60">
          {AUTH_TEXT.forgotPassword}
        </button>
      )}
    </p>
  );

  const body =
    view === 'signin' ? (
      <div className="flex flex-col gap-3">
        <button type="button" onClick={onGoogle} disabled={locked} className="btn-secondary w-full disabled:opacity-60" data-autofocus="">
          <GoogleIcon />
          {AUTH_TEXT.google}
        </button>
        <button type="button" onClick={() => go('magic-link')} disabled={locked} className="btn-secondary w-full disabled:opacity-60">
          <MailIcon />
          {AUTH_TEXT.email}
        </button>
        <button type="button" onClick={() => go('password')} disabled={locked} className="btn-secondary w-full disabled:opacity-60">
          <KeyIcon />
          {AUTH_TEXT.passwordOption}
        </button>
        {toggle('signup', AUTH_TEXT.toSignUp)}
      </div>
    ) : (
      // One form for the views with fields, each part at a fixed place: the page's toggle keeps the very
      // inputs (and what was typed into them). The dialog's password starts empty in every view.
      <form onSubmit={onSubmit} className={onPage ? 'mt-6 flex flex-col gap-4' : 'flex flex-col gap-3'}>
        {view === 'signup' && !onPage ? nameField : null}
        {emailField(view !== 'signup' || onPage)}
        {view === 'magic-link' ? null : (
          <PasswordField key={onPage ? undefined : view} label="Password" autoComplete={view === 'signup' ? 'new-password' : 'current-password'} />
        )}
        {view === 'password' ? forgotPassword : null}
        {view === 'magic-link'
          ? submit(AUTH_TEXT.sendMagicLink, AUTH_TEXT.sending)
          : submit(view === 'signup' ? AUTH_TEXT.createAccount : AUTH_TEXT.signIn, AUTH_TEXT.pleaseWait)}
        {backButton}
        {onPage || view === 'magic-link' ? null : view === 'signup' ? toggle('password', AUTH_TEXT.toSignIn) : toggle('signup', AUTH_TEXT.toSignUp)}
      </form>
    );

  return (
    <div ref={rootRef}>
      {header(view)}
      {body}
      <Feedback message={message} className="mt-4" />
      {view === 'password' && unconfirmed ? (
        <button
          type="button"
          onClick={() => void onResendConfirmation()}
          disabled={busy || resendWait.seconds > 0}
          className="btn-secondary mt-3 w-full disabled:cursor-not-allowed disabled:opacity-60"
        >
          {resendWait.seconds > 0 ? AUTH_TEXT.resendConfirmationIn(resendWait.seconds) : AUTH_TEXT.resendConfirmation}
        </button>
      ) : null}
      {onPage ? toggle(view === 'signup' ? 'password' : 'signup', view === 'signup' ? AUTH_TEXT.toSignIn : AUTH_TEXT.toSignUp) : null}
    </div>
  );
}

/** Whole seconds left of a wait started with `start(ms)`, counting down once a second; 0 when none. */
function useCountdown(): { seconds: number; start: (ms: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = until - now;
    if (left <= 0) return undefined;
    // Wakes as the shown second changes, and stops once the wait is over.
    const timer = window.setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    seconds,
    start(ms) {
      const started = Date.now();
      setNow(started);
      setUntil(started + ms);
    },
  };
}
