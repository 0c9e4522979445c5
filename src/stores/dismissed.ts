/**
 * Ships to the browser: the ideas the signed-in user is not interested in ($dismissed), and Not interested
 * and Restore. A change shows at once and is undone, with the server's message, if the database refuses it;
 * row-level security keeps each user to their own rows (public.dismissed_ideas).
 */
import { atom, onMount, task } from 'nanostores';
import { FOR_YOU_TEXT } from '../config/constants/for-you.ts';
import { WORKSPACE_TEXT } from '../config/constants.ts';
import { toast } from '../ui/toast.ts';
import { deleteDismissed, type DismissedRow, insertDismissed, selectDismissed } from '../workspace/dismissed-queries.ts';
import { isNetworkFailure } from '../workspace/note-drafts.ts';
import { $auth, followAuth } from './auth.ts';
import { userRequest as request } from './user-request.ts';

export interface DismissedState {
  userId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Most recently dismissed first. */
  rows: readonly DismissedRow[];
}

const EMPTY: DismissedState = { userId: null, status: 'idle', rows: [] };

export const $dismissed = atom<DismissedState>(EMPTY);

type Result = { error: string | null };

let loading: Promise<void> | null = null;

export function loadDismissed(): Promise<void> {
  const userId = $auth.get().user?.id;
  if (!userId) return Promise.resolve();
  loading ??= task(async () => {
    if ($dismissed.get().userId !== userId) $dismissed.set({ ...EMPTY, userId, status: 'loading' });
    const { data, error } = await request(selectDismissed);
    if ($auth.get().user?.id === userId) {
      if (error) console.error('Could not load the dismissed ideas:', error);
      $dismissed.set({ userId, status: error ? 'error' : 'ready', rows: data ?? [] });
    }
    loading = null;
  });
  return loading;
}

// While anything shows For you: follow sign-in and sign-out (another user's dismissals never show).
onMount($dismissed, () => {
  if (typeof window === 'undefined') return undefined;
  return followAuth((auth) => {
    if (!auth.initialized) return;
    if (!auth.user) $dismissed.set(EMPTY);
    else if ($dismissed.get().userId !== auth.user.id) void loadDismissed();
  });
});

function setRows(change: (rows: readonly DismissedRow[]) => readonly DismissedRow[]): void {
  const state = $dismissed.get();
  $dismissed.set({ ...state, rows: change(state.rows) });
}

const without = (ideaId: string) => (rows: readonly DismissedRow[]) => rows.filter((row) => row.idea_id !== ideaId);

function failure(title: string, error: string): void {
  toast({ title, description: isNetworkFailure(error) ? WORKSPACE_TEXT.offline : error, variant: 'destructive' });
}

/** Not interested: hidden at once, with Undo in the toast; put back, with the reason, if the server refuses. */
export async function dismissIdea(ideaId: string, undoing = false): Promise<Result> {
  if ($dismissed.get().rows.some((row) => row.idea_id === ideaId)) return { error: null };
  const row: DismissedRow = { idea_id: ideaId, created_at: new Date().toISOString() };
  setRows((rows) => [row, ...without(ideaId)(rows)]);
  const { error } = await request((client, userId) => insertDismissed(client, userId, ideaId));
  if (error) {
    setRows(without(ideaId));
    failure(FOR_YOU_TEXT.dismissFailed, error);
    return { error };
  }
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
  setRows(without(ideaId));
  const { error } = await request((client, userId) => deleteDismissed(client, userId, ideaId));
  if (error) {
    setRows((rows) => [...without(ideaId)(rows), removed].sort((a, b) => b.created_at.localeCompare(a.created_at)));
    failure(FOR_YOU_TEXT.restoreFailed, error);
    return { error };
  }
  toast({ title: FOR_YOU_TEXT.restored, description: FOR_YOU_TEXT.restoredHint, action: undoing ? undefined : { label: FOR_YOU_TEXT.undo, onClick: () => void dismissIdea(ideaId, true) } });
  return { error: null };
}
