/**
 * Ships to the browser: the ideas the signed-in user is not interested in ($dismissed), and Not interested
 * and Restore. A change shows at once and is undone, with the server's message, if the database refuses it;
 * row-level security keeps each user to their own rows (public.dismissed_ideas).
 */
import { FOR_YOU_TEXT } from '../config/constants/for-you.ts';
import { WORKSPACE_STORAGE, WORKSPACE_TEXT } from '../config/constants/workspace.ts';
import { toast } from '../ui/toast.ts';
import { deleteDismissed, type DismissedRow, insertDismissed, selectDismissed } from '../queries/dismissed.ts';
import { isNetworkFailure } from '../workspace/note-drafts.ts';
import { type RemoteState, remoteStore, userRequest as request } from './remote-store.ts';

export interface DismissedState extends RemoteState {
  /** Most recently dismissed first. */
  rows: readonly DismissedRow[];
}

const EMPTY: DismissedState = { userId: null, status: 'idle', rows: [] };

const remote = remoteStore({
  empty: EMPTY,
  name: 'the dismissed ideas',
  read: selectDismissed,
  loaded: (state, rows) => ({ ...state, rows }),
  // Not interested (or Restore) in one tab hides (or shows) the idea in the others' For you too.
  otherTabs: { key: (userId) => `${WORKSPACE_STORAGE.dismissedChangedPrefix}${userId}` },
});

export const $dismissed = remote.$store;

function announceChange(userId = $dismissed.get().userId): void {
  if (userId) remote.announce(userId);
}

type Result = { error: string | null };

/** The state with its rows changed. */
const withRows = (change: (rows: readonly DismissedRow[]) => readonly DismissedRow[]) => (state: DismissedState) => ({ ...state, rows: change(state.rows) });

const without = (ideaId: string) => (rows: readonly DismissedRow[]) => rows.filter((row) => row.idea_id !== ideaId);

function failure(title: string, error: string): void {
  toast({ title, description: isNetworkFailure(error) ? WORKSPACE_TEXT.offline : error, variant: 'destructive' });
}

/** Not interested: hidden at once, with Undo in the toast; put back, with the reason, if the server refuses. */
export async function dismissIdea(ideaId: string, undoing = false): Promise<Result> {
  if ($dismissed.get().rows.some((row) => row.idea_id === ideaId)) return { error: null };
  const row: DismissedRow = { idea_id: ideaId, created_at: new Date().toISOString() };
  const error = await remote.optimistic(
    withRows((rows) => [row, ...without(ideaId)(rows)]),
    withRows(without(ideaId)),
    () => request((client, userId) => insertDismissed(client, userId, ideaId)),
  );
  if (error) {
    failure(FOR_YOU_TEXT.dismissFailed, error);
    return { error };
  }
  announceChange();
  // An Undo's own toast offers no second Undo.
  toast({ title: FOR_YOU_TEXT.dismissed, description: FOR_YOU_TEXT.dismissedHint, action: undoing ? undefined : { label: FOR_YOU_TEXT.undo, onClick: () => void restoreIdea(ideaId, true) } });
  return { error: null };
}

/**
 * Restore (from the list) or Undo (from the toast): recommended again at once; kept hidden, with the
 * reason, if the server refuses. A restore from the list offers Undo, which hides it again.
 */
export async function restoreIdea(ideaId: string, undoing = false): Promise<Result> {
  const removed = $dismissed.get().rows.find((row) => row.idea_id === ideaId);
  if (!removed) return { error: null };
  const error = await remote.optimistic(
    withRows(without(ideaId)),
    withRows((rows) => [...without(ideaId)(rows), removed].sort((a, b) => b.created_at.localeCompare(a.created_at))),
    () => request((client, userId) => deleteDismissed(client, userId, ideaId)),
  );
  if (error) {
    failure(FOR_YOU_TEXT.restoreFailed, error);
    return { error };
  }
  announceChange();
  toast({ title: FOR_YOU_TEXT.restored, description: FOR_YOU_TEXT.restoredHint, action: undoing ? undefined : { label: FOR_YOU_TEXT.undo, onClick: () => void dismissIdea(ideaId, true) } });
  return { error: null };
}

/**
 * `userId` just saved the idea: the database lifted its dismissal, if any (a saved idea is never hidden), so
 * the other tabs reload theirs and this copy drops it too. Whether it was hidden here, for the save's toast.
 */
export function liftDismissal(ideaId: string, userId: string): boolean {
  announceChange(userId);
  // .value, not .get(): reading must not mount the store, and load the list, on a page that does not show it.
  if (!$dismissed.value?.rows.some((row) => row.idea_id === ideaId)) return false;
  remote.change(withRows(without(ideaId)));
  return true;
}
