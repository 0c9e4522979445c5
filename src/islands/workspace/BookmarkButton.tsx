/**
 * Ships to the browser: 'Add Idea to Workspace' / 'Remove From Workspace'. Signed in, it toggles the
 * bookmark (optimistic, disabled while the request runs); a guest's click keeps the idea pending and opens
 * the sign-in dialog.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { WORKSPACE_TEXT } from '../../config/constants.ts';
import { $auth } from '../../stores/auth.ts';
import { $workspace, initWorkspace, isBookmarked, saveAfterSignIn, toggleBookmark } from '../../stores/workspace.ts';

interface Props {
  ideaId: string;
  /** 'full' on the idea page (button and hint); 'compact' on cards. */
  variant?: 'full' | 'compact';
}

export default function BookmarkButton({ ideaId, variant = 'full' }: Props) {
  const auth = useStore($auth);
  const workspace = useStore($workspace);
  // The first client render must match the server's (signed out, disabled): React keeps server attributes it disagrees with.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    initWorkspace();
  }, []);
  const signedIn = mounted && auth.user !== null;
  const saved = signedIn && isBookmarked(workspace, ideaId);
  const busy = workspace.busy.includes(ideaId);
  // Until the stored session has been read (and a signed-in user's workspace loaded) a click could not be honoured.
  const waiting = !mounted || !auth.initialized || (signedIn && workspace.status === 'loading');

  function onClick() {
    if (!signedIn) saveAfterSignIn(ideaId);
    else void toggleBookmark(ideaId);
  }

  const label = saved ? WORKSPACE_TEXT.remove : WORKSPACE_TEXT.add;
  if (variant === 'compact') {
    return (
      <button
        type="button"
        onClick={onClick}
        disabled={busy || waiting}
        aria-pressed={saved}
        data-bookmark-button
        className="btn-secondary min-h-11 px-3 disabled:opacity-60"
      >
        <BookmarkIcon filled={saved} />
        <span>{saved ? 'Saved' : 'Save'}</span>
        <span className="sr-only"> ({label})</span>
      </button>
    );
  }
  return (
    <div>
      <button
        type="button"
        onClick={onClick}
        disabled={busy || waiting}
        aria-pressed={saved}
        data-bookmark-button
        className={`${saved ? 'btn-secondary' : 'btn-primary'} w-full disabled:opacity-60`}
      >
        <BookmarkIcon filled={saved} />
        {label}
      </button>
      {saved ? null : <p className="mt-1 text-center text-xs text-slate-700">{WORKSPACE_TEXT.addHint}</p>}
    </div>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
    </svg>
  );
}
