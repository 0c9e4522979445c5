/**
 * Ships to the browser: the /auth page's email and password form, toggling between sign in and sign up.
 * After signing in it returns to the page's safe redirect_to, else to '/'. The inputs keep their own values
 * (typed before hydration, they survive it) and the submit button is disabled until hydration, so Enter
 * cannot send the password off as a plain GET form.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { $auth, signInWithPassword, signUp } from '../../stores/auth.ts';
import { safeRedirect } from '../../supabase/auth-rules.ts';
import { AUTH_TEXT } from '../../config/constants.ts';
import { Feedback, type FeedbackMessage, inputClass, labelClass } from './Feedback.tsx';
import { PasswordField } from './PasswordField.tsx';

type Mode = 'signin' | 'signup';

export default function AuthForm() {
  const auth = useStore($auth);
  const emailId = useId();
  const [mounted, setMounted] = useState(false);
  const [mode, setMode] = useState<Mode>('signin');
  const [loading, setLoading] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [message, setMessage] = useState<FeedbackMessage | null>(null);
  const [target, setTarget] = useState('/');

  useEffect(() => {
    setMounted(true);
    setTarget(safeRedirect(new URLSearchParams(window.location.search).get('redirect_to')));
  }, []);

  function toggle() {
    setMode((current) => (current === 'signin' ? 'signup' : 'signin'));
    setMessage(null);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    setLoading(true);
    setMessage(null);
    if (mode === 'signin') {
      setSubmitted(true);
      const { error } = await signInWithPassword(email, password);
      if (error) {
        setSubmitted(false);
        setLoading(false);
        setMessage({ kind: 'error', text: error });
        return;
      }
      setMessage({ kind: 'success', text: AUTH_TEXT.signedIn });
      window.location.assign(target);
      return;
    }
    const { error } = await signUp(email, password, undefined, target);
    setLoading(false);
    setMessage(error ? { kind: 'error', text: error } : { kind: 'success', text: AUTH_TEXT.signedUp });
    const passwordInput = form.elements.namedItem('password');
    if (!error && passwordInput instanceof HTMLInputElement) passwordInput.value = '';
  }

  const signedInUser = mounted && auth.initialized && !submitted ? auth.user : null;
  if (signedInUser) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">You are signed in</h1>
        <p className="mt-2 text-slate-700">
          Signed in as <span className="font-semibold">{signedInUser.email}</span>.
        </p>
        <p className="mt-6 flex flex-wrap gap-3">
          <a href={target} className="btn-primary">
            Continue
          </a>
          <a href="/account" className="btn-secondary">
            {AUTH_TEXT.account}
          </a>
        </p>
      </div>
    );
  }

  const signingUp = mode === 'signup';
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-ink">{signingUp ? 'Create an account' : 'Sign in'}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {signingUp ? 'Save ideas, add tags and notes in your workspace.' : 'Welcome back to your research ventures workspace.'}
      </p>
      <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
        <div>
          <label htmlFor={emailId} className={labelClass}>
            Email
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            className={`${inputClass} mt-1`}
          />
        </div>
        <PasswordField label="Password" autoComplete={signingUp ? 'new-password' : 'current-password'} />
        {signingUp ? null : (
          <p className="-mt-2 text-right text-sm">
            <a href="/auth/reset-password" className="link inline-flex min-h-11 items-center px-1">
              {AUTH_TEXT.forgotPassword}
            </a>
          </p>
        )}
        <button type="submit" disabled={!mounted || loading} className="btn-primary w-full disabled:opacity-60">
          {loading ? AUTH_TEXT.pleaseWait : signingUp ? AUTH_TEXT.createAccount : AUTH_TEXT.signIn}
        </button>
      </form>
      <Feedback message={message} className="mt-4" />
      <p className="mt-4 text-center text-sm">
        <button type="button" onClick={toggle} disabled={!mounted || loading} className="link min-h-11 px-2 disabled:opacity-60">
          {signingUp ? AUTH_TEXT.toSignIn : AUTH_TEXT.toSignUp}
        </button>
      </p>
    </div>
  );
}
