/**
 * Ships to the browser: the /auth page, the one sign-in form (./SignInForm.tsx) in its page look, toggling
 * between sign in and sign up, or who is signed in. After signing in it returns to the page's safe
 * redirect_to, else to '/'.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $auth } from '../../stores/auth/session.ts';
import { safeRedirect } from '../../auth/rules.ts';
import { AUTH_TEXT } from '../../config/constants/auth.ts';
import { SignInForm } from './SignInForm.tsx';

export default function AuthForm() {
  const auth = useStore($auth);
  const [mounted, setMounted] = useState(false);
  // Set while a sign-in from this form runs: the page then leaves for its target rather than say who is signed in.
  const [submitted, setSubmitted] = useState(false);
  const [target, setTarget] = useState('/');

  useEffect(() => {
    setMounted(true);
    setTarget(safeRedirect(new URLSearchParams(window.location.search).get('redirect_to')));
  }, []);

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

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <SignInForm
        variant="page"
        returnTo={target}
        onAttempt={setSubmitted}
        onSuccess={(method) => {
          if (method === 'password') window.location.assign(target);
        }}
        header={(view) => (
          <>
            <h1 className="text-2xl font-bold text-ink">{view === 'signup' ? 'Create an account' : 'Sign in'}</h1>
            <p className="mt-1 text-sm text-slate-700">
              {view === 'signup' ? 'Save ideas, add tags and notes in your workspace.' : 'Welcome back to your research ventures workspace.'}
            </p>
          </>
        )}
      />
    </div>
  );
}
