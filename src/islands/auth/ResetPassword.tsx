/**
 * Ships to the browser: /auth/reset-password. Reached from the recovery mail (the address holds a PKCE
 * code for a recovery session): new password and confirmation. Without a session, or with an expired
 * link, it offers to send a new reset mail.
 */
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { $auth } from '../../stores/auth/session.ts';
import { resetPassword } from '../../stores/auth/sign-in.ts';
import { updatePassword } from '../../stores/auth/account.ts';
import { completeAuthRedirect } from '../../stores/auth/redirect.ts';
import { AUTH_TEXT } from '../../config/constants/auth.ts';
import { withoutAuthParams } from '../../auth/rules.ts';
import { EmailField, Feedback, useAuthAction } from './Feedback.tsx';
import { PasswordField } from './PasswordField.tsx';

type Stage = 'checking' | 'ready' | 'request' | 'done';

export default function ResetPassword() {
  const emailId = useId();
  const [stage, setStage] = useState<Stage>('checking');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, message, setMessage, run } = useAuthAction();

  useEffect(() => {
    let active = true;
    void completeAuthRedirect(window.location.href).then((result) => {
      // The recovery code must not linger in the address bar or the history.
      window.history.replaceState(window.history.state, '', withoutAuthParams(window.location.href));
      if (!active) return;
      if (result.error) {
        setMessage({ kind: 'error', text: result.error });
        setStage('request');
        return;
      }
      setStage($auth.get().user ? 'ready' : 'request');
    });
    return () => {
      active = false;
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, on arrival from the recovery link; setMessage only sets state
  }, []);

  async function onUpdate(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) {
      setMessage({ kind: 'error', text: AUTH_TEXT.passwordsDiffer });
      return;
    }
    if (await run(() => updatePassword(password), AUTH_TEXT.passwordUpdated)) setStage('done');
  }

  async function onRequest(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() => resetPassword(email), AUTH_TEXT.resetSent);
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-ink">{stage === 'request' ? 'Reset your password' : 'Choose a new password'}</h1>
      {stage === 'checking' ? (
        <p className="mt-4 text-slate-700" role="status">
          Checking your reset link...
        </p>
      ) : null}
      {stage === 'ready' ? (
        <form onSubmit={onUpdate} className="mt-6 flex flex-col gap-4">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to set this password: the field is where the visitor arrives */}
          <PasswordField label="New password" value={password} onChange={setPassword} autoComplete="new-password" autoFocus />
          <PasswordField label="Confirm new password" name="confirm" value={confirm} onChange={setConfirm} autoComplete="new-password" />
          <button type="submit" disabled={busy} className="btn-primary w-full disabled:opacity-60">
            {busy ? AUTH_TEXT.pleaseWait : 'Update Password'}
          </button>
        </form>
      ) : null}
      {stage === 'request' ? (
        <form onSubmit={onRequest} className="mt-6 flex flex-col gap-4">
          <p className="text-sm text-slate-700">Enter your email and we will send you a link to choose a new password.</p>
          <EmailField id={emailId} value={email} onChange={(event) => setEmail(event.target.value)} />
          <button type="submit" disabled={busy} className="btn-primary w-full disabled:opacity-60">
            {busy ? AUTH_TEXT.sending : 'Send Reset Link'}
          </button>
        </form>
      ) : null}
      <Feedback message={message} className="mt-4" />
      {stage === 'done' ? (
        <p className="mt-6">
          <a href="/" className="btn-primary">
            Go to the home page
          </a>
        </p>
      ) : null}
      {stage === 'request' ? (
        <p className="mt-4 text-center text-sm">
          <a href="/auth" className="link inline-flex min-h-11 items-center px-2">
            Back to sign in
          </a>
        </p>
      ) : null}
    </div>
  );
}
