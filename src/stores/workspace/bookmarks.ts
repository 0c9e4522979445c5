/**
 * Ships to the browser: saving and removing a bookmark, with the spec's toasts and Undo, and a guest's save
 * that waits for their sign-in.
 */
import { WORKSPACE_LIMITS, WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { authErrorMessage } from '../../auth/rules.ts';
import { toast } from '../../ui/toast.ts';
import { deleteBookmark, insertBookmark } from '../../queries/workspace.ts';
import { failureMessage } from '../../supabase/result.ts';
import { isNetworkFailure } from '../../workspace/note-drafts.ts';
import { clearPendingBookmark, flagBookmarkSavedOnRedirect, pendingBookmark, setPendingBookmark } from '../../workspace/pending-bookmark.ts';
import { openSignInDialog } from '../auth/dialog.ts';
import { authClient } from '../auth/client.ts';
import { $auth } from '../auth/session.ts';
import { liftDismissal } from '../dismissed.ts';
import { waitForStore } from '../wait-for.ts';
import { type ActionResult, $workspace, announceChange, change, isBookmarked, loadWorkspace, ok, optimistic, update, withBookmark, withBundle, withoutBookmark } from './bundle.ts';

function setBusy(ideaId: string, busy: boolean): void {
  change((state) => {
    const others = state.busy.filter((id) => id !== ideaId);
    return { ...state, busy: busy ? [...others, ideaId] : others };
  });
}

/**
 * Adds or removes the bookmark, with the toasts of docs/spec/workspace-and-operations.md#8-the-error-catalogue;
 * a removal offers Undo.
 */
export async function toggleBookmark(ideaId: string, undoing = false): Promise<ActionResult> {
  const userId = $auth.get().user?.id;
  if (!userId) return { error: WORKSPACE_TEXT.bookmarkNeedsUser };
  if ($workspace.get().busy.includes(ideaId)) return ok;
  const adding = !isBookmarked($workspace.get(), ideaId);
  // Undo only ever saves again: the idea may have been saved again some other way meanwhile.
  if (undoing && !adding) return ok;
  const [apply, undo] = adding ? [withBookmark(ideaId), withoutBookmark(ideaId)] : [withoutBookmark(ideaId), withBookmark(ideaId)];
  setBusy(ideaId, true);
  const error = await optimistic(withBundle(apply), withBundle(undo), async () => {
    const client = await authClient();
    return adding ? insertBookmark(client, userId, ideaId) : deleteBookmark(client, userId, ideaId);
  });
  setBusy(ideaId, false);
  if (error) {
    toast({ title: WORKSPACE_TEXT.toggleFailed, description: isNetworkFailure(error) ? WORKSPACE_TEXT.offline : error || WORKSPACE_TEXT.tryAgain, variant: 'destructive' });
    return { error };
  }
  announceChange(userId);
  const lifted = adding && liftDismissal(ideaId, userId);
  if (undoing) toast({ title: WORKSPACE_TEXT.restored, description: WORKSPACE_TEXT.restoredHint });
  else if (adding) toast({ title: WORKSPACE_TEXT.added, description: lifted ? WORKSPACE_TEXT.addedLiftsHide : WORKSPACE_TEXT.addedHint, action: { label: WORKSPACE_TEXT.addedLink, href: '/workspace' } });
  else toast({ title: WORKSPACE_TEXT.removed, action: { label: WORKSPACE_TEXT.undo, onClick: () => void toggleBookmark(ideaId, true) } });
  return ok;
}

/* A guest's save: pending until they have signed in ------------------------------------------------------ */

/**
 * A guest asked to save: keep the idea and ask them to sign in; a password sign-in saves it right away, a
 * mailed link when it comes back. Closing the dialog without either cancels the save (it must not happen at
 * some later sign-in the person started for something else).
 */
export function saveAfterSignIn(ideaId: string): void {
  setPendingBookmark(ideaId);
  let succeeded = false;
  openSignInDialog({
    onSuccess: (method) => {
      succeeded = true;
      if (method === 'password') void completePendingBookmark();
    },
    onClose: () => {
      if (!succeeded) clearPendingBookmark();
    },
  });
}

/** After a sign-in in the dialog: save the pending bookmark as soon as the session is in the auth store. */
export async function completePendingBookmark(): Promise<ActionResult> {
  const ideaId = pendingBookmark();
  if (!ideaId) return ok;
  const signedIn = await waitForStore($auth, (state) => state.session !== null, WORKSPACE_LIMITS.sessionWaitMs);
  if (!signedIn) {
    toast({ title: WORKSPACE_TEXT.addFailedAfterSignIn, description: WORKSPACE_TEXT.authTimeout, variant: 'destructive' });
    return { error: WORKSPACE_TEXT.authTimeout };
  }
  const userId = $auth.get().user?.id;
  let error: string | null = userId ? null : WORKSPACE_TEXT.needsUser;
  if (userId) {
    try {
      await loadWorkspace();
      error = failureMessage(await insertBookmark(await authClient(), userId, ideaId));
    } catch (caught) {
      error = authErrorMessage(caught);
    }
  }
  clearPendingBookmark();
  if (error) {
    toast({ title: WORKSPACE_TEXT.addFailedAfterSignIn, description: error || WORKSPACE_TEXT.tryAgain, variant: 'destructive' });
    return { error };
  }
  update(withBookmark(ideaId));
  toast({ title: WORKSPACE_TEXT.added, description: WORKSPACE_TEXT.addedHint, action: { label: WORKSPACE_TEXT.addedLink, href: '/workspace' } });
  return ok;
}

/** On /auth/callback, once the session is set: save a pending bookmark and flag the toast for the next page. */
export async function savePendingBookmarkAfterRedirect(): Promise<void> {
  const ideaId = pendingBookmark();
  const userId = $auth.get().user?.id;
  if (!ideaId || !userId) return;
  try {
    const saved = await insertBookmark(await authClient(), userId, ideaId);
    if (!saved.ok) throw new Error(saved.message);
    clearPendingBookmark();
    flagBookmarkSavedOnRedirect();
  } catch (caught) {
    // A failed pending save after a redirect is only logged (docs/spec/public-site.md#8-error-catalogue); the
    // idea stays pending for a later try.
    console.error('Could not save the pending bookmark:', authErrorMessage(caught));
  }
}
