/** Ships to the browser: what a guest sees on /workspace: sign-in, what the workspace offers, what is coming. */
import { WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { openSignInDialog } from '../../stores/auth/dialog.ts';

const FEATURES = [
  { title: 'Save to Workspace', body: 'Keep the ideas worth a second look in one place, straight from any idea page or card.' },
  { title: 'Your Tags', body: 'Group saved ideas your way with your own tags, and filter by them later.' },
  { title: 'Notes', body: 'Jot down quick thoughts on each idea; they save themselves as you type.' },
];

const COMING_SOON = ['Idea Builder', 'GTM Builder', 'Investor Deck Generator', 'Expert Human Advisory'];

export default function WorkspaceLanding() {
  function signIn() {
    let signedIn = false;
    openSignInDialog({
      title: 'Sign in to your workspace',
      onSuccess: (method) => {
        signedIn = method === 'password';
      },
      // The spec reloads the page after a sign-in. It waits for the dialog to close (after its success
      // message) rather than a fixed delay; the session is already stored once the sign-in has succeeded.
      onClose: () => {
        if (signedIn) window.location.reload();
      },
    });
  }
  return (
    <div className="container-page py-10 sm:py-14" data-workspace-landing>
      <div className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Your research venture workspace</h1>
        <p className="mt-3 text-slate-700">Save the startup ideas that matter to you, tag them, take notes and keep track of the papers behind them.</p>
        <button type="button" onClick={signIn} className="btn-primary mt-6" aria-haspopup="dialog">
          {WORKSPACE_TEXT.loginToWorkspace}
        </button>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-bold text-ink">{feature.title}</h2>
            <p className="mt-2 text-sm text-slate-700">{feature.body}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-12 text-xl font-bold text-ink">Coming Soon</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {COMING_SOON.map((name) => (
          <li key={name} className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-5">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Coming Soon</p>
            <h3 className="mt-1 font-bold text-ink">{name}</h3>
          </li>
        ))}
      </ul>
    </div>
  );
}
