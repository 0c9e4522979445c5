/**
 * Ships to the browser: /account. Signed out: a prompt with a sign-in button. Signed in: the name
 * (editable), email, a password change, the "Picked for you" opt-in of the daily alert, the assistants
 * connected to the account and Sign Out.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { openSignInDialog } from '../../stores/auth/dialog.ts';
import { $auth } from '../../stores/auth/session.ts';
import { signOut } from '../../stores/auth/sign-in.ts';
import { updateName, updatePassword } from '../../stores/auth/account.ts';
import { AUTH_TEXT } from '../../config/constants/auth.ts';
import { RECOMMENDATIONS } from '../../config/constants/recommendations.ts';
import { Feedback, TextField, useAuthAction } from './Feedback.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PickedForYouSetting } from './PickedForYouSetting.tsx';
import { ConnectedAssistants } from './ConnectedAssistants.tsx';
import { CONNECTED_ASSISTANTS_TEXT } from '../../config/constants/assistants.ts';

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

function NameForm({ initial }: { initial: string }) {
  const id = useId();
  const [name, setName] = useState(initial);
  const { busy, message, run } = useAuthAction();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() => updateName(name), AUTH_TEXT.nameSaved);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextField label="Name" id={id} name="name" type="text" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      <div>
        <button type="submit" disabled={busy} className="btn-primary disabled:opacity-60">
          {busy ? AUTH_TEXT.pleaseWait : 'Save Name'}
        </button>
      </div>
      <Feedback message={message} />
    </form>
  );
}

function PasswordForm() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, message, setMessage, run } = useAuthAction();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) {
      setMessage({ kind: 'error', text: AUTH_TEXT.passwordsDiffer });
      return;
    }
    if (await run(() => updatePassword(password), AUTH_TEXT.passwordUpdated)) {
      setPassword('');
      setConfirm('');
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <PasswordField label="New password" value={password} onChange={setPassword} autoComplete="new-password" />
      <PasswordField label="Confirm new password" name="confirm" value={confirm} onChange={setConfirm} autoComplete="new-password" />
      <div>
        <button type="submit" disabled={busy} className="btn-primary disabled:opacity-60">
          {busy ? AUTH_TEXT.pleaseWait : 'Change Password'}
        </button>
      </div>
      <Feedback message={message} />
    </form>
  );
}

export default function AccountPage() {
  const auth = useStore($auth);
  const [mounted, setMounted] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);

  useEffect(() => {
    setMounted(true);
  }, []);

  if (!mounted || !auth.initialized) {
    return (
      <p className="text-slate-700" role="status">
        Loading your account...
      </p>
    );
  }

  const user = auth.user;
  if (!user) {
    return (
      <div className={card}>
        <h2 className="text-xl font-bold text-ink">You are not signed in</h2>
        <p className="mt-2 text-slate-700">Sign in to see your account, change your name or password.</p>
        <p className="mt-6">
          <button type="button" className="btn-primary" onClick={() => openSignInDialog({ title: 'Sign in to your account' })}>
            Sign in
          </button>
        </p>
      </div>
    );
  }

  const fullName = typeof user.user_metadata?.full_name === 'string' ? user.user_metadata.full_name : '';
  async function onSignOut() {
    setSignOutError(null);
    const { error } = await signOut();
    if (error) setSignOutError(error);
  }

  return (
    <div className="flex flex-col gap-6">
      <section className={card} aria-labelledby="account-profile">
        <h2 id="account-profile" className="text-xl font-bold text-ink">
          Profile
        </h2>
        <dl className="mt-4 mb-5">
          <dt className="text-sm font-medium text-slate-700">Email</dt>
          <dd className="font-semibold text-ink" data-account-email>
            {user.email}
          </dd>
        </dl>
        <NameForm key={user.id} initial={fullName} />
      </section>
      <section className={card} aria-labelledby="account-password">
        <h2 id="account-password" className="text-xl font-bold text-ink">
          Password
        </h2>
        <div className="mt-4">
          <PasswordForm key={user.id} />
        </div>
      </section>
      <section className={card} aria-labelledby="account-alert">
        <h2 id="account-alert" className="text-xl font-bold text-ink">
          {RECOMMENDATIONS.optIn.heading}
        </h2>
        <div className="mt-4">
          <PickedForYouSetting />
        </div>
      </section>
      <section className={card} aria-labelledby="account-assistants">
        <h2 id="account-assistants" className="text-xl font-bold text-ink">
          {CONNECTED_ASSISTANTS_TEXT.heading}
        </h2>
        <div className="mt-4">
          <ConnectedAssistants key={user.id} />
        </div>
      </section>
      <section className={card} aria-labelledby="account-session">
        <h2 id="account-session" className="text-xl font-bold text-ink">
          Sign out
        </h2>
        <p className="mt-2 text-slate-700">Sign out of {user.email} on this device.</p>
        <p className="mt-4">
          <button type="button" className="btn-secondary" onClick={onSignOut}>
            {AUTH_TEXT.signOut}
          </button>
        </p>
        {signOutError ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
            {signOutError}
          </p>
        ) : null}
      </section>
    </div>
  );
}
