/**
 * Ships to the browser: the sign-in dialog, a native modal <dialog> (focus trap, Escape, inert page and
 * focus return come with showModal()). Opened from anywhere with openSignInDialog(); modes signin,
 * magic-link, password and signup. Closing it, however it happens, resets it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type SubmitEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import {
  $signInDialog,
  closeSignInDialog,
  resetPassword,
  sendMagicLink,
  signInWithGoogle,
  signInWithPassword,
  signUp,
  type SignInDialogRequest,
  type SignInMethod,
} from '../../stores/auth.ts';
import { AUTH_LIMITS, AUTH_TEXT } from '../../config/constants.ts';
import { Feedback, type FeedbackMessage, inputClass, labelClass } from './Feedback.tsx';
import { PasswordField } from './PasswordField.tsx';
import { GoogleIcon, MailIcon, KeyIcon } from './icons.tsx';

export type DialogMode = 'signin' | 'magic-link' | 'password' | 'signup';

const SUBTITLES: Record<DialogMode, string> = {
  signin: 'Save ideas to your workspace, then add tags and notes.',
  'magic-link': 'We will email you a link that signs you in.',
  password: 'Sign in with your email and password.',
  signup: 'Create an account with your email and a password.',
};

export default function SignInDialog() {
  const request = useStore($signInDialog);
  const open = request !== null;
  const titleId = useId();
  const subtitleId = useId();
  const emailId = useId();
  const nameId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const pressedBackdrop = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  /** Bumped on every close (reset), so a request that finishes after the dialog closed changes nothing. */
  const generation = useRef(0);
  /** The request the dialog was last shown for. */
  const shownRequest = useRef<SignInDialogRequest | null>(null);
  const [mode, setMode] = useState<DialogMode>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<FeedbackMessage | null>(null);

  function focusFirst() {
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }

  /** Back to the options with empty fields; a request still running is ignored when it finishes. */
  function reset() {
    generation.current += 1;
    window.clearTimeout(closeTimer.current);
    setMode('signin');
    setEmail('');
    setPassword('');
    setName('');
    setBusy(false);
    setDone(false);
    setMessage(null);
  }

  // The store drives the native dialog: a request shows it (again, if it was closed natively and a new
  // request came before the store heard of it), none closes it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (request) {
      shownRequest.current = request;
      if (!dialog.open) {
        dialog.showModal();
        focusFirst();
      }
      return;
    }
    if (dialog.open) dialog.close();
    reset();
  }, [request]);

  useEffect(() => {
    if (!open) return;
    // A modal dialog makes the page inert but not still: without this the page scrolls behind it.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  /**
   * Escape, the close button and a backdrop tap close the dialog natively; 'close' fires a task later.
   * By then the dialog may be open again for a newer request: only a close of the request still shown
   * (and still closed) is passed on to the store.
   */
  function onNativeClose() {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    reset();
    if ($signInDialog.get() === shownRequest.current) closeSignInDialog();
  }

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  /** Set when the view changes at the person's request: its first control takes the focus once rendered. */
  const focusNewView = useRef(false);

  function go(next: DialogMode) {
    setMode(next);
    setMessage(null);
    setPassword('');
    focusNewView.current = true;
  }

  // Right after the commit, before the browser handles another key: a frame later (a slow phone) could pull
  // the focus out of a field the person has already moved to and typed in.
  useLayoutEffect(() => {
    if (!focusNewView.current) return;
    focusNewView.current = false;
    focusFirst();
  }, [mode]);

  /** Runs an auth call with the busy state; returns false when the dialog closed meanwhile. */
  async function run<T extends { error: string | null }>(call: () => Promise<T>): Promise<T | null> {
    const started = generation.current;
    setBusy(true);
    setMessage(null);
    const result = await call();
    if (generation.current !== started) return null;
    setBusy(false);
    if (result.error) setMessage({ kind: 'error', text: result.error });
    return result;
  }

  function succeed(method: SignInMethod, text: string, closeAfterMs: number) {
    setDone(true);
    setMessage({ kind: 'success', text });
    try {
      request?.onSuccess?.(method);
    } catch (error) {
      console.error('The sign-in success handler failed:', error);
    }
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(closeSignInDialog, closeAfterMs);
  }

  async function onGoogle() {
    const started = generation.current;
    setBusy(true);
    setMessage({ kind: 'success', text: AUTH_TEXT.googleRedirect });
    const { error } = await signInWithGoogle();
    // On success the browser is already on its way to the consent page.
    if (error && generation.current === started) {
      setBusy(false);
      setMessage({ kind: 'error', text: error });
    }
  }

  async function onMagicLink(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await run(() => sendMagicLink(email));
    if (result && !result.error) succeed('magic-link', AUTH_TEXT.magicLinkSent, AUTH_LIMITS.closeAfterMailMs);
  }

  async function onPassword(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await run(() => signInWithPassword(email, password));
    if (result && !result.error) succeed('password', AUTH_TEXT.signedIn, AUTH_LIMITS.closeAfterPasswordMs);
  }

  async function onSignUp(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await run(() => signUp(email, password, name));
    if (result && !result.error) succeed('signup', AUTH_TEXT.signedUp, AUTH_LIMITS.closeAfterMailMs);
  }

  async function onForgotPassword() {
    const input = emailRef.current;
    if (!input || !email.trim() || !input.checkValidity()) {
      setMessage({ kind: 'error', text: AUTH_TEXT.enterEmailFirst });
      input?.focus();
      return;
    }
    const result = await run(() => resetPassword(email));
    if (result && !result.error) setMessage({ kind: 'success', text: AUTH_TEXT.resetSent });
  }

  // Taps on the backdrop hit the <dialog> itself; checking where the press began keeps a text selection
  // dragged out of the dialog from closing it.
  function onPointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedBackdrop.current = event.target === event.currentTarget;
  }
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (pressedBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
    pressedBackdrop.current = false;
  }

  const locked = busy || done;
  const emailField = (autoFocus: boolean) => (
    <div>
      <label htmlFor={emailId} className={labelClass}>
        Email
      </label>
      <input
        ref={emailRef}
        id={emailId}
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        data-autofocus={autoFocus ? '' : undefined}
        className={`${inputClass} mt-1`}
      />
    </div>
  );
  const backButton = (
    <button type="button" onClick={() => go('signin')} disabled={busy} className="btn-secondary w-full">
      {AUTH_TEXT.back}
    </button>
  );
  const toggle = (target: 'signup' | 'password', text: string) => (
    <p className="text-center text-sm">
      <button type="button" onClick={() => go(target)} disabled={busy} className="link min-h-11 px-2 disabled:opacity-60">
        {text}
      </button>
    </p>
  );

  let body: ReactNode;
  if (mode === 'signin') {
    body = (
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
    );
  } else if (mode === 'magic-link') {
    body = (
      <form onSubmit={onMagicLink} className="flex flex-col gap-3">
        {emailField(true)}
        <button type="submit" disabled={locked} className="btn-primary w-full disabled:opacity-60">
          {busy ? AUTH_TEXT.sending : AUTH_TEXT.sendMagicLink}
        </button>
        {backButton}
      </form>
    );
  } else if (mode === 'password') {
    body = (
      <form onSubmit={onPassword} className="flex flex-col gap-3">
        {emailField(true)}
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
        <p className="-mt-1 text-right text-sm">
          <button type="button" onClick={onForgotPassword} disabled={locked} className="link min-h-11 px-1 disabled:opacity-60">
            {AUTH_TEXT.forgotPassword}
          </button>
        </p>
        <button type="submit" disabled={locked} className="btn-primary w-full disabled:opacity-60">
          {busy ? AUTH_TEXT.pleaseWait : AUTH_TEXT.signIn}
        </button>
        {backButton}
        {toggle('signup', AUTH_TEXT.toSignUp)}
      </form>
    );
  } else {
    body = (
      <form onSubmit={onSignUp} className="flex flex-col gap-3">
        <div>
          <label htmlFor={nameId} className={labelClass}>
            Name <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            id={nameId}
            name="name"
            type="text"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            data-autofocus=""
            className={`${inputClass} mt-1`}
          />
        </div>
        {emailField(false)}
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="new-password" />
        <button type="submit" disabled={locked} className="btn-primary w-full disabled:opacity-60">
          {busy ? AUTH_TEXT.pleaseWait : AUTH_TEXT.createAccount}
        </button>
        {backButton}
        {toggle('password', AUTH_TEXT.toSignIn)}
      </form>
    );
  }

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the native dialog's backdrop closes it; the keyboard's way is Escape, which the browser gives
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      data-mode={mode}
      onClose={onNativeClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-left text-slate-800 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="px-5 pt-4 pb-6 sm:px-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="pt-2 text-xl font-bold text-ink">
            {request?.title ?? AUTH_TEXT.dialogTitle}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={() => dialogRef.current?.close()}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <p id={subtitleId} className="mt-1 mb-5 text-sm text-slate-700">
          {SUBTITLES[mode]}
        </p>
        {body}
        <Feedback message={message} className="mt-4" />
      </div>
    </dialog>
  );
}
