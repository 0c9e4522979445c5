/**
 * Ships to the browser: 'Add Idea to Workspace' / 'Remove From Workspace'. Signed in, it toggles the
 * bookmark (optimistic, disabled while the request runs); a guest's click keeps the idea pending and opens
 * the sign-in dialog. On the idea page ('full', with 'Go To My Workspace' once saved; 'bar') it is an
 * island of its own, hydrated by client:session: its server render is a guest's button, and a press on it
 * before the code has come is pressed again once it has, meaning what the button said when it was pressed
 * (the directive keeps it as data-pressed-as): a Save pressed on a saved idea's server render never removes it.
 */
import { type MouseEvent, useSyncExternalStore } from 'react';
import { WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { $auth, authReady } from '../../stores/auth/session.ts';
import { $workspace, isBookmarked, loadWorkspace } from '../../stores/workspace/bundle.ts';
import { saveAfterSignIn, toggleBookmark } from '../../stores/workspace/bookmarks.ts';
import { BAR_ITEM_CLASS } from '../../ui/action-bar.ts';

interface Props {
  ideaId: string;
  /** 'full' in the idea page's side column; 'compact' on cards; 'bar' in the idea page's bottom bar. */
  variant?: 'full' | 'compact' | 'bar';
}

/** What one button shows, as a string so React skips buttons whose idea did not change (20 cards per list). */
type View = 'unsaved' | 'saved' | 'unsaved busy' | 'saved busy';

function subscribe(onChange: () => void): () => void {
  const offAuth = $auth.listen(onChange);
  const offWorkspace = $workspace.listen(onChange);
  return () => {
    offAuth();
    offWorkspace();
  };
}

function viewOf(ideaId: string): View {
  const auth = $auth.get();
  const workspace = $workspace.get();
  const signedIn = auth.user !== null;
  const saved = signedIn && isBookmarked(workspace, ideaId);
  // Only this idea's own request disables it: disabled while the workspace loads, a press made as the
  // page settled was dropped unseen. pressBookmark waits for the workspace instead.
  const busy = workspace.busy.includes(ideaId);
  return `${saved ? 'saved' : 'unsaved'}${busy ? ' busy' : ''}` as View;
}

/** The server (and hydration) render: a guest's button. Guests, most visitors, then need no second render. */
const SERVER_VIEW: View = 'unsaved';

/** A press on a Save button that showed `shownSaved`. */
async function pressBookmark(ideaId: string, shownSaved: boolean): Promise<void> {
  // A press can come before the stored session or the workspace has been read: read them, then act on
  // what the button showed, unless the truth turns out to be different (the button then shows it).
  await authReady();
  if (!$auth.get().user) {
    saveAfterSignIn(ideaId);
    return;
  }
  await loadWorkspace();
  if (isBookmarked($workspace.get(), ideaId) === shownSaved) await toggleBookmark(ideaId);
}

export default function BookmarkButton({ ideaId, variant = 'full' }: Props) {
  const view = useSyncExternalStore(subscribe, () => viewOf(ideaId), () => SERVER_VIEW);
  const saved = view.startsWith('saved');
  const busy = view.endsWith('busy');
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const { pressedAs } = event.currentTarget.dataset;
    delete event.currentTarget.dataset.pressedAs;
    void pressBookmark(ideaId, pressedAs === undefined ? saved : pressedAs === 'true');
  };

  const label = saved ? WORKSPACE_TEXT.remove : WORKSPACE_TEXT.add;
  if (variant === 'bar') {
    return (
      <button type="button" onClick={onClick} disabled={busy} aria-pressed={saved} data-bookmark-button className={`${BAR_ITEM_CLASS} disabled:opacity-60`}>
        <BookmarkIcon filled={saved} size="size-5" />
        <span>{saved ? 'Saved' : 'Save'}</span>
        <span className="sr-only"> ({label})</span>
      </button>
    );
  }
  if (variant === 'compact') {
    return (
      <button
        type="button"
        onClick={onClick}
        disabled={busy}
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
        disabled={busy}
        aria-pressed={saved}
        data-bookmark-button
        className={`${saved ? 'btn-secondary' : 'btn-primary'} w-full disabled:opacity-60`}
      >
        <BookmarkIcon filled={saved} />
        {label}
      </button>
      {saved ? (
        <a href="/workspace" className="btn-secondary mt-3 w-full" data-go-to-workspace>
          {WORKSPACE_TEXT.goToWorkspace}
        </a>
      ) : (
        <p className="mt-1 text-center text-xs text-slate-700">{WORKSPACE_TEXT.addHint}</p>
      )}
    </div>
  );
}

function BookmarkIcon({ filled, size = 'size-4' }: { filled: boolean; size?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={size} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
    </svg>
  );
}
