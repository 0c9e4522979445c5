/**
 * Ships to the browser: the signed-in user's workspace ($workspace: bookmarks, tags, notes, paper reads)
 * and every action on it. Loaded in one workspace_bulk round trip (direct table reads if that fails),
 * shared by the idea page, cards, workspace and portfolio so they agree without refetching. Writes are
 * applied at once and undone if the database refuses them.
 */
import { atom, onMount, task } from 'nanostores';
import { WORKSPACE_LIMITS, WORKSPACE_TEXT } from '../config/constants.ts';
import { authErrorMessage } from '../auth/rules.ts';
import { toast } from '../ui/toast.ts';
import type { DbClient } from '../supabase/types.ts';
import { clampNote, EMPTY_BUNDLE, type NoteRow, noteOf, type ReadRow, storedNote, type TagRow, type TagType, validateTag, type WorkspaceBundle } from '../workspace/records.ts';
import { deleteBookmark, deleteTag, fetchWorkspaceBundle, insertBookmark, insertTag, setPaperReadRow, upsertNote } from '../workspace/queries.ts';
import { draftStorage, isNetworkFailure, type NoteDraft, readDrafts, removeDraft, writeDraft } from '../workspace/note-drafts.ts';
import { waitForStore } from './wait-for.ts';
import { clearPendingBookmark, flagBookmarkSavedOnRedirect, pendingBookmark, setPendingBookmark } from '../workspace/pending-bookmark.ts';
import { $auth, type AuthState, authClient, followAuth, openSignInDialog } from './auth.ts';

export interface WorkspaceState {
  userId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  bundle: WorkspaceBundle;
  loadedAt: number;
  /** Ideas whose bookmark request is running. */
  busy: readonly string[];
}

const EMPTY_STATE: WorkspaceState = { userId: null, status: 'idle', bundle: EMPTY_BUNDLE, loadedAt: 0, busy: [] };

export const $workspace = atom<WorkspaceState>(EMPTY_STATE);

export interface ActionResult {
  error: string | null;
}

const ok: ActionResult = { error: null };

export function isBookmarked(state: WorkspaceState, ideaId: string): boolean {
  return state.bundle.bookmarks.includes(ideaId);
}

/* Loading ----------------------------------------------------------------------------------------------- */

let loading: Promise<void> | null = null;

/** Loads the workspace of the signed-in user unless it is fresh (or `force`). */
export function loadWorkspace(force = false): Promise<void> {
  const userId = $auth.get().user?.id;
  if (!userId) return Promise.resolve();
  const state = $workspace.get();
  const fresh = state.userId === userId && state.status === 'ready' && Date.now() - state.loadedAt < WORKSPACE_LIMITS.staleMs;
  if (fresh && !force) return Promise.resolve();
  if (loading) return loading;
  if (state.userId !== userId) $workspace.set({ ...EMPTY_STATE, userId, status: 'loading' });
  else $workspace.set({ ...state, status: state.status === 'ready' ? 'ready' : 'loading' });
  loading = task(async () => {
    try {
      const client = await authClient();
      const bundle = await fetchWorkspaceBundle(client, userId);
      if ($auth.get().user?.id === userId) {
        $workspace.set({ ...$workspace.get(), userId, status: 'ready', bundle, loadedAt: Date.now() });
        void resendPendingNotes();
      }
    } catch (error) {
      console.error('Could not load the workspace:', authErrorMessage(error));
      if ($auth.get().user?.id === userId) $workspace.set({ ...$workspace.get(), status: 'error' });
    } finally {
      loading = null;
    }
  });
  return loading;
}

/** Follows sign-in and sign-out. */
function followUser(auth: AuthState): void {
  if (!auth.initialized) return;
  if (!auth.user) {
    if ($workspace.get().userId) $workspace.set(EMPTY_STATE);
    loadPendingNotes(null);
    return;
  }
  if ($workspace.get().userId !== auth.user.id) {
    loadPendingNotes(auth.user.id);
    void loadWorkspace();
  }
}

// While anything shows the workspace: follow the auth store, and refetch a stale workspace on focus and reconnect.
onMount($workspace, () => {
  if (typeof window === 'undefined') return undefined;
  const unbindAuth = followAuth(followUser);
  const refresh = () => void loadWorkspace();
  // Another tab may have changed the workspace: coming back to this one counts as focus
  // (docs/spec/workspace-and-operations.md#9-business-constants-and-limits: refetch on focus).
  const onVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  const onOnline = () => {
    refresh();
    void resendPendingNotes();
  };
  const [page, doc] = [window, document];
  page.addEventListener('focus', refresh);
  doc.addEventListener('visibilitychange', onVisible);
  page.addEventListener('online', onOnline);
  return () => {
    unbindAuth();
    page.removeEventListener('focus', refresh);
    doc.removeEventListener('visibilitychange', onVisible);
    page.removeEventListener('online', onOnline);
  };
});

/* Writes ------------------------------------------------------------------------------------------------ */

function update(change: (bundle: WorkspaceBundle) => WorkspaceBundle): void {
  const state = $workspace.get();
  $workspace.set({ ...state, bundle: change(state.bundle) });
}

function setBusy(ideaId: string, busy: boolean): void {
  const state = $workspace.get();
  const others = state.busy.filter((id) => id !== ideaId);
  $workspace.set({ ...state, busy: busy ? [...others, ideaId] : others });
}

const withBookmark = (ideaId: string) => (bundle: WorkspaceBundle) =>
  bundle.bookmarks.includes(ideaId) ? bundle : { ...bundle, bookmarks: [ideaId, ...bundle.bookmarks] };
const withoutBookmark = (ideaId: string) => (bundle: WorkspaceBundle) => ({ ...bundle, bookmarks: bundle.bookmarks.filter((id) => id !== ideaId) });

/** Saves the bookmark if the idea is not saved yet (before a tag or a note), without a toast. */
async function ensureBookmark(client: DbClient, userId: string, ideaId: string): Promise<string | null> {
  if (isBookmarked($workspace.get(), ideaId)) return null;
  update(withBookmark(ideaId));
  const error = await insertBookmark(client, userId, ideaId);
  if (error) update(withoutBookmark(ideaId));
  return error;
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
  setBusy(ideaId, true);
  update(adding ? withBookmark(ideaId) : withoutBookmark(ideaId));
  let error: string | null;
  try {
    const client = await authClient();
    if (adding) error = await insertBookmark(client, userId, ideaId);
    else error = await deleteBookmark(client, userId, ideaId);
  } catch (caught) {
    error = authErrorMessage(caught);
  }
  setBusy(ideaId, false);
  if (error) {
    update(adding ? withoutBookmark(ideaId) : withBookmark(ideaId));
    toast({ title: WORKSPACE_TEXT.toggleFailed, description: error || WORKSPACE_TEXT.tryAgain, variant: 'destructive' });
    return { error };
  }
  if (undoing) toast({ title: WORKSPACE_TEXT.restored, description: WORKSPACE_TEXT.restoredHint });
  else if (adding) toast({ title: WORKSPACE_TEXT.added, description: WORKSPACE_TEXT.addedHint, action: { label: WORKSPACE_TEXT.addedLink, href: '/workspace' } });
  else toast({ title: WORKSPACE_TEXT.removed, action: { label: WORKSPACE_TEXT.undo, onClick: () => void toggleBookmark(ideaId, true) } });
  return ok;
}

async function signedInClient(): Promise<{ client: DbClient; userId: string } | { error: string }> {
  const userId = $auth.get().user?.id;
  if (!userId) return { error: WORKSPACE_TEXT.needsUser };
  try {
    return { client: await authClient(), userId };
  } catch (caught) {
    return { error: authErrorMessage(caught) ?? WORKSPACE_TEXT.tryAgain };
  }
}

/** Adds a theme tag (bookmarking the idea first if needed). */
export async function addTag(ideaId: string, value: string, tagType: TagType = 'theme'): Promise<ActionResult> {
  const session = await signedInClient();
  if ('error' in session) return session;
  const checked = validateTag(value, $workspace.get().bundle.tags.filter((tag) => tag.idea_id === ideaId));
  if ('error' in checked) return checked;
  const bookmarkError = await ensureBookmark(session.client, session.userId, ideaId);
  if (bookmarkError) return { error: bookmarkError };
  const temporary: TagRow = { id: `pending-${crypto.randomUUID()}`, user_id: session.userId, idea_id: ideaId, tag_type: tagType, tag_value: checked.value, created_at: new Date().toISOString() };
  update((bundle) => ({ ...bundle, tags: [...bundle.tags, temporary] }));
  const { row, error } = await insertTag(session.client, { userId: session.userId, ideaId, tagType, value: checked.value });
  update((bundle) => ({ ...bundle, tags: bundle.tags.flatMap((tag) => (tag.id !== temporary.id ? [tag] : row && !error ? [row] : [])) }));
  return { error: error ? (error.code === '23505' ? WORKSPACE_TEXT.tagDuplicate : error.message) : null };
}

export async function removeTag(ideaId: string, tagType: TagRow['tag_type'], value: string): Promise<ActionResult> {
  const session = await signedInClient();
  if ('error' in session) return session;
  const removed = $workspace.get().bundle.tags.filter((tag) => tag.idea_id === ideaId && tag.tag_type === tagType && tag.tag_value === value);
  update((bundle) => ({ ...bundle, tags: bundle.tags.filter((tag) => !removed.includes(tag)) }));
  const error = await deleteTag(session.client, { userId: session.userId, ideaId, tagType, value });
  if (error) update((bundle) => ({ ...bundle, tags: [...bundle.tags, ...removed] }));
  return { error };
}

/* Notes: kept on this device until the server has them -------------------------------------------------- */

export interface PendingNote extends NoteDraft {
  saving: boolean;
  /** Why the last save failed, in words for the user; null when it has not failed. */
  error: string | null;
}

/** The signed-in user's notes that the server has not confirmed yet, by idea id (see note-drafts.ts). */
export const $pendingNotes = atom<Readonly<Record<string, PendingNote>>>({});

function setPendingNote(ideaId: string, change: ((note: PendingNote | undefined) => PendingNote | undefined)): void {
  const { [ideaId]: current, ...others } = $pendingNotes.get();
  const next = change(current);
  $pendingNotes.set(next ? { ...others, [ideaId]: next } : others);
}

function loadPendingNotes(userId: string | null): void {
  const drafts = userId ? readDrafts(draftStorage(), userId) : {};
  $pendingNotes.set(Object.fromEntries(Object.entries(drafts).map(([ideaId, draft]) => [ideaId, { ...draft, saving: false, error: null }])));
}

/** What the user typed into a note, kept on this device at once (a closed tab or a failed save loses nothing). */
export function editNote(ideaId: string, text: string): void {
  const userId = $auth.get().user?.id;
  if (!userId) return;
  const draft: NoteDraft = { text: clampNote(text), at: Date.now() };
  writeDraft(draftStorage(), userId, ideaId, draft);
  setPendingNote(ideaId, (current) => ({ ...draft, saving: current?.saving ?? false, error: current?.error ?? null }));
}

function noteSaveError(message: string): string {
  return isNetworkFailure(message) ? WORKSPACE_TEXT.noteOffline : `${WORKSPACE_TEXT.noteNotSaved} (${message})`;
}

/**
 * Saves the note (null when blank); a non-empty note bookmarks the idea first. Until the server confirms
 * this very text it stays a pending note on this device; a failure keeps it and says so.
 */
export async function saveNote(ideaId: string, text: string): Promise<ActionResult> {
  const session = await signedInClient();
  if ('error' in session) return session;
  const { client, userId } = session;
  const content = storedNote(text);
  const typed = clampNote(text);
  if ($pendingNotes.get()[ideaId]?.text !== typed) editNote(ideaId, typed);
  setPendingNote(ideaId, (current) => current && { ...current, saving: true });
  let error: string | null;
  let row: NoteRow | null = null;
  try {
    error = content !== null ? await ensureBookmark(client, userId, ideaId) : null;
    if (!error) {
      ({ row, error } = await upsertNote(client, userId, ideaId, content));
    }
  } catch (caught) {
    error = authErrorMessage(caught) || WORKSPACE_TEXT.tryAgain;
  }
  if (error || !row) {
    const message = noteSaveError(error ?? WORKSPACE_TEXT.tryAgain);
    setPendingNote(ideaId, (current) => current && { ...current, saving: false, error: message });
    return { error: message };
  }
  const saved = row;
  update((bundle) => ({ ...bundle, notes: [...bundle.notes.filter((note) => note.idea_id !== ideaId), saved] }));
  // Text typed while the request ran stays pending: the next save sends it.
  setPendingNote(ideaId, (current) => (current && current.text !== typed ? { ...current, saving: false, error: null } : undefined));
  if (!$pendingNotes.get()[ideaId]) removeDraft(draftStorage(), userId, ideaId);
  return ok;
}

/** Sends every pending note of this device again (after the workspace loads and on reconnect). */
export async function resendPendingNotes(): Promise<void> {
  const bundle = $workspace.get().bundle;
  const userId = $auth.get().user?.id;
  if (!userId) return;
  await Promise.all(
    Object.entries($pendingNotes.get()).map(async ([ideaId, note]) => {
      if (note.saving) return;
      if (noteOf(bundle, ideaId) === note.text || (note.text.trim() === '' && noteOf(bundle, ideaId) === '')) {
        setPendingNote(ideaId, () => undefined);
        removeDraft(draftStorage(), userId, ideaId);
        return;
      }
      await saveNote(ideaId, note.text);
    }),
  );
}

/** Marks the idea's paper read or unread (kept in paper_reads, so it follows the user across devices). */
export async function setPaperRead(ideaId: string, read: boolean): Promise<ActionResult> {
  const session = await signedInClient();
  if ('error' in session) return session;
  const previous = $workspace.get().bundle.reads.find((row) => row.idea_id === ideaId);
  const without = (bundle: WorkspaceBundle) => ({ ...bundle, reads: bundle.reads.filter((row) => row.idea_id !== ideaId) });
  const row: ReadRow = { user_id: session.userId, idea_id: ideaId, read_at: new Date().toISOString() };
  update((bundle) => (read ? { ...without(bundle), reads: [row, ...without(bundle).reads] } : without(bundle)));
  const error = await setPaperReadRow(session.client, session.userId, ideaId, read);
  if (error) update((bundle) => (previous ? { ...without(bundle), reads: [previous, ...without(bundle).reads] } : without(bundle)));
  return { error };
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
      error = await insertBookmark(await authClient(), userId, ideaId);
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
    const error = await insertBookmark(await authClient(), userId, ideaId);
    if (error) throw new Error(error);
    clearPendingBookmark();
    flagBookmarkSavedOnRedirect();
  } catch (caught) {
    // A failed pending save after a redirect is only logged (docs/spec/public-site.md#8-error-catalogue); the
    // idea stays pending for a later try.
    console.error('Could not save the pending bookmark:', authErrorMessage(caught));
  }
}
