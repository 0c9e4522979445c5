/**
 * Ships to the browser: the signed-in user's workspace ($workspace: bookmarks, tags, notes, paper reads)
 * and every action on it. Loaded in one workspace_bulk round trip (direct table reads if that fails),
 * shared by the idea page, cards, workspace and portfolio so they agree without refetching. Writes are
 * applied at once and undone if the database refuses them. Notes and added tags are kept on this device until
 * the server has them; a note is only stored over the version it was written on. Tabs of this browser tell
 * each other when they changed the workspace, and reload it.
 */
import { atom, onMount } from 'nanostores';
import { WORKSPACE_LIMITS, WORKSPACE_STORAGE, WORKSPACE_TEXT } from '../config/constants/workspace.ts';
import { authErrorMessage } from '../auth/rules.ts';
import { toast } from '../ui/toast.ts';
import type { DbClient } from '../supabase/types.ts';
import { clampNote, EMPTY_BUNDLE, type NoteRow, noteOf, type ReadRow, storedNote, type TagRow, type TagType, validateTag, type WorkspaceBundle } from '../workspace/records.ts';
import { deleteBookmark, deleteTag, fetchWorkspaceBundle, insertBookmark, insertTag, setPaperReadRow, writeNoteOver } from '../queries/workspace.ts';
import { failureMessage } from '../supabase/result.ts';
import { ideaOfTagDraft, isNetworkFailure, type NoteDraft, readDrafts, removeDraft, tagDraftKey, writeDraft } from '../workspace/note-drafts.ts';
import { waitForStore } from './wait-for.ts';
import { clearPendingBookmark, flagBookmarkSavedOnRedirect, pendingBookmark, setPendingBookmark } from '../workspace/pending-bookmark.ts';
import { openSignInDialog } from './auth/dialog.ts';
import { authClient } from './auth/client.ts';
import { $auth } from './auth/session.ts';
import { type RemoteState, type RemoteStore, remoteStore } from './remote-store.ts';
import { liftDismissal } from './dismissed.ts';
import { deviceStorage } from '../ui/storage.ts';

export interface WorkspaceState extends RemoteState {
  bundle: WorkspaceBundle;
  loadedAt: number;
  /** Ideas whose bookmark request is running. */
  busy: readonly string[];
}

const EMPTY_STATE: WorkspaceState = { userId: null, status: 'idle', bundle: EMPTY_BUNDLE, loadedAt: 0, busy: [] };

export interface ActionResult {
  error: string | null;
}

const ok: ActionResult = { error: null };

export function isBookmarked(state: WorkspaceState, ideaId: string): boolean {
  return state.bundle.bookmarks.includes(ideaId);
}

/* Loading ----------------------------------------------------------------------------------------------- */

const remote: RemoteStore<WorkspaceState> = remoteStore({
  empty: EMPTY_STATE,
  name: 'the workspace',
  read: fetchWorkspaceBundle,
  loaded: (state, bundle) => ({ ...state, bundle, loadedAt: Date.now() }),
  fresh: (state) => Date.now() - state.loadedAt < WORKSPACE_LIMITS.staleMs,
  // A stale copy is refetched (docs/spec/workspace-and-operations.md#9-business-constants-and-limits: refetch
  // on focus), and at once when another tab of this browser changed the workspace since it was loaded.
  refetchOnFocus: {
    force: () => {
      const { userId, loadedAt } = $workspace.get();
      return userId !== null && remote.changedElsewhere(userId, loadedAt);
    },
  },
  otherTabs: { key: (userId) => `${WORKSPACE_STORAGE.changedPrefix}${userId}` },
  onUser: (userId) => {
    loadPendingNotes(userId);
    loadPendingTags(userId);
  },
  onLoaded: () => void resendPending(),
});

export const $workspace = remote.$store;

/** Loads the workspace of the signed-in user unless it is fresh (or `force`). */
export const loadWorkspace = remote.load;

/** Each write is announced to the other tabs, which load the workspace again (remoteStore's otherTabs). */
const announceChange = (userId: string) => remote.announce(userId);

async function resendPending(): Promise<void> {
  await Promise.all([resendPendingNotes(), resendPendingTags()]);
}

// While anything shows the workspace (besides what remoteStore does): resend what this device keeps on reconnect.
onMount($workspace, () => {
  if (typeof window === 'undefined') return undefined;
  const onOnline = () => void resendPending();
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
});

/* Writes ------------------------------------------------------------------------------------------------ */

/** The state with its bundle changed. */
const withBundle = (change: (bundle: WorkspaceBundle) => WorkspaceBundle) => (state: WorkspaceState) => ({ ...state, bundle: change(state.bundle) });

function update(change: (bundle: WorkspaceBundle) => WorkspaceBundle): void {
  remote.change(withBundle(change));
}

function setBusy(ideaId: string, busy: boolean): void {
  remote.change((state) => {
    const others = state.busy.filter((id) => id !== ideaId);
    return { ...state, busy: busy ? [...others, ideaId] : others };
  });
}

const withBookmark = (ideaId: string) => (bundle: WorkspaceBundle) =>
  bundle.bookmarks.includes(ideaId) ? bundle : { ...bundle, bookmarks: [ideaId, ...bundle.bookmarks] };
const withoutBookmark = (ideaId: string) => (bundle: WorkspaceBundle) => ({ ...bundle, bookmarks: bundle.bookmarks.filter((id) => id !== ideaId) });

/** Saves the bookmark if the idea is not saved yet (before a tag or a note), without a toast. */
async function ensureBookmark(client: DbClient, userId: string, ideaId: string): Promise<string | null> {
  if (isBookmarked($workspace.get(), ideaId)) return null;
  return remote.optimistic(withBundle(withBookmark(ideaId)), withBundle(withoutBookmark(ideaId)), () => insertBookmark(client, userId, ideaId));
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
  const error = await remote.optimistic(withBundle(apply), withBundle(undo), async () => {
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

async function signedInClient(): Promise<{ client: DbClient; userId: string } | { error: string }> {
  const userId = $auth.get().user?.id;
  if (!userId) return { error: WORKSPACE_TEXT.needsUser };
  try {
    return { client: await authClient(), userId };
  } catch (caught) {
    return { error: authErrorMessage(caught) ?? WORKSPACE_TEXT.tryAgain };
  }
}

/* Tags: an added tag is kept on this device until the server has it ----------------------------------------- */

export interface PendingTag {
  ideaId: string;
  value: string;
  tagType: TagType;
  saving: boolean;
  /** Why the last try failed, in words for the user; null when it has not failed. */
  error: string | null;
}

/** The signed-in user's added tags that the server has not confirmed yet, by tagDraftKey (see note-drafts.ts). */
export const $pendingTags = atom<Readonly<Record<string, PendingTag>>>({});

function setPendingTag(key: string, change: (tag: PendingTag | undefined) => PendingTag | undefined): void {
  const { [key]: current, ...others } = $pendingTags.get();
  const next = change(current);
  $pendingTags.set(next ? { ...others, [key]: next } : others);
}

function loadPendingTags(userId: string | null): void {
  const drafts = userId ? readDrafts(deviceStorage, userId, 'tag') : {};
  $pendingTags.set(Object.fromEntries(Object.entries(drafts).map(([key, draft]) => [key, { ideaId: ideaOfTagDraft(key), value: draft.text, tagType: 'theme', saving: false, error: null }])));
}

export function pendingTagsOf(pending: Readonly<Record<string, PendingTag>>, ideaId: string): PendingTag[] {
  return Object.values(pending).filter((tag) => tag.ideaId === ideaId);
}

function dropPendingTag(userId: string, key: string): void {
  setPendingTag(key, () => undefined);
  removeDraft(deviceStorage, userId, key, 'tag');
}

/** Sends one pending tag; a connection failure keeps it for the next try, a refusal drops it. */
async function sendTag(key: string): Promise<ActionResult> {
  const pending = $pendingTags.get()[key];
  if (!pending || pending.saving) return ok;
  const session = await signedInClient();
  if ('error' in session) {
    setPendingTag(key, (current) => current && { ...current, error: isNetworkFailure(session.error) ? WORKSPACE_TEXT.tagOffline : session.error });
    return ok;
  }
  setPendingTag(key, (current) => current && { ...current, saving: true });
  const { ideaId, tagType, value } = pending;
  let row: TagRow | null = null;
  let error: string | null;
  let duplicate = false;
  try {
    error = await ensureBookmark(session.client, session.userId, ideaId);
    if (!error) {
      const inserted = await insertTag(session.client, { userId: session.userId, ideaId, tagType, value });
      if (inserted.ok) row = inserted.data;
      // Already stored: an earlier try whose answer was lost, or another tab. Either way it is saved, once.
      duplicate = !inserted.ok && inserted.reason === 'exists';
      error = duplicate ? null : failureMessage(inserted);
    }
  } catch (caught) {
    error = authErrorMessage(caught) || WORKSPACE_TEXT.tryAgain;
  }
  if (error && isNetworkFailure(error)) {
    setPendingTag(key, (current) => current && { ...current, saving: false, error: WORKSPACE_TEXT.tagOffline });
    return ok;
  }
  dropPendingTag(session.userId, key);
  if (error) return { error: `${WORKSPACE_TEXT.tagNotSaved} (${error})` };
  const saved = row;
  if (saved) update((bundle) => (bundle.tags.some((tag) => tag.id === saved.id) ? bundle : { ...bundle, tags: [...bundle.tags, saved] }));
  else if (duplicate) void loadWorkspace(true);
  announceChange(session.userId);
  return ok;
}

/**
 * Adds a theme tag (bookmarking the idea first if needed). It is kept on this device at once and shown as
 * pending until the server has it; offline it is sent again when the connection is back.
 */
export async function addTag(ideaId: string, value: string, tagType: TagType = 'theme'): Promise<ActionResult> {
  const userId = $auth.get().user?.id;
  if (!userId) return { error: WORKSPACE_TEXT.needsUser };
  const checked = validateTag(value, $workspace.get().bundle.tags.filter((tag) => tag.idea_id === ideaId));
  if ('error' in checked) return checked;
  const key = tagDraftKey(ideaId, checked.value);
  if ($pendingTags.get()[key]) return { error: WORKSPACE_TEXT.tagDuplicate };
  writeDraft(deviceStorage, userId, key, { text: checked.value, at: Date.now() }, 'tag');
  setPendingTag(key, () => ({ ideaId, value: checked.value, tagType, saving: false, error: null }));
  return sendTag(key);
}

/** Sends every pending tag of this device again (after the workspace loads and on reconnect). */
export async function resendPendingTags(): Promise<void> {
  await Promise.all(Object.keys($pendingTags.get()).map((key) => sendTag(key)));
}

export async function removeTag(ideaId: string, tagType: TagRow['tag_type'], value: string): Promise<ActionResult> {
  const session = await signedInClient();
  if ('error' in session) return session;
  const key = tagDraftKey(ideaId, value);
  if ($pendingTags.get()[key] && !$pendingTags.get()[key]?.saving) {
    dropPendingTag(session.userId, key);
    return ok;
  }
  const removed = $workspace.get().bundle.tags.filter((tag) => tag.idea_id === ideaId && tag.tag_type === tagType && tag.tag_value === value);
  const error = await remote.optimistic(
    withBundle((bundle) => ({ ...bundle, tags: bundle.tags.filter((tag) => !removed.includes(tag)) })),
    withBundle((bundle) => ({ ...bundle, tags: [...bundle.tags, ...removed] })),
    () => deleteTag(session.client, { userId: session.userId, ideaId, tagType, value }),
  );
  if (error) return { error: isNetworkFailure(error) ? WORKSPACE_TEXT.tagRemoveOffline : error };
  announceChange(session.userId);
  return { error };
}

/* Notes: kept on this device until the server has them -------------------------------------------------- */

/** The note stored elsewhere that a save ran into: its text and its version (updated_at). */
export interface NoteConflict {
  text: string;
  version: string;
}

export interface PendingNote extends NoteDraft {
  saving: boolean;
  /** Why the last save failed, in words for the user; null when it has not failed. */
  error: string | null;
  /** Set when another tab or device stored a different note since this text was begun: the person chooses. */
  conflict: NoteConflict | null;
}

/** The signed-in user's notes that the server has not confirmed yet, by idea id (see note-drafts.ts). */
export const $pendingNotes = atom<Readonly<Record<string, PendingNote>>>({});

function setPendingNote(ideaId: string, change: ((note: PendingNote | undefined) => PendingNote | undefined)): void {
  const { [ideaId]: current, ...others } = $pendingNotes.get();
  const next = change(current);
  $pendingNotes.set(next ? { ...others, [ideaId]: next } : others);
}

function loadPendingNotes(userId: string | null): void {
  const drafts = userId ? readDrafts(deviceStorage, userId) : {};
  $pendingNotes.set(Object.fromEntries(Object.entries(drafts).map(([ideaId, draft]) => [ideaId, { ...draft, saving: false, error: null, conflict: null }])));
}

/** The version (updated_at) of the stored note as this tab has it; null when none is stored. */
export function noteVersion(bundle: WorkspaceBundle, ideaId: string): string | null {
  return bundle.notes.find((note) => note.idea_id === ideaId)?.updated_at ?? null;
}

/**
 * What the user typed into a note, kept on this device at once (a closed tab or a failed save loses nothing).
 * `base` is the version of the stored note the editor showed when the person began; a pending text keeps the
 * version it began on.
 */
export function editNote(ideaId: string, text: string, base?: string | null): void {
  const userId = $auth.get().user?.id;
  if (!userId) return;
  const current = $pendingNotes.get()[ideaId];
  const draft: NoteDraft = { text: clampNote(text), at: Date.now(), base: current ? current.base : base };
  writeDraft(deviceStorage, userId, ideaId, draft);
  setPendingNote(ideaId, (pending) => ({ ...draft, saving: pending?.saving ?? false, error: pending?.error ?? null, conflict: pending?.conflict ?? null }));
}

function noteSaveError(message: string): string {
  return isNetworkFailure(message) ? WORKSPACE_TEXT.noteOffline : `${WORKSPACE_TEXT.noteNotSaved} (${message})`;
}

export interface NoteSaveResult extends ActionResult {
  /** The stored version after a successful save. */
  version?: string;
}

/**
 * Saves the note (null when blank); a non-empty note bookmarks the idea first. Until the server confirms
 * this very text it stays a pending note on this device; a failure keeps it and says so. It is stored only
 * over the version it began on: when another tab or device stored a different note meanwhile, both texts are
 * kept and the pending note carries the conflict until the person resolves it.
 */
export async function saveNote(ideaId: string, text: string): Promise<NoteSaveResult> {
  const session = await signedInClient();
  if ('error' in session) return session;
  const { client, userId } = session;
  const content = storedNote(text);
  const typed = clampNote(text);
  if ($pendingNotes.get()[ideaId]?.text !== typed) editNote(ideaId, typed, noteVersion($workspace.get().bundle, ideaId));
  const began = $pendingNotes.get()[ideaId]?.base;
  // A draft kept before versions were recorded is taken as written over the note this tab has.
  const base = began === undefined ? noteVersion($workspace.get().bundle, ideaId) : began;
  setPendingNote(ideaId, (current) => current && { ...current, saving: true, conflict: null });
  let error: string | null;
  let row: NoteRow | null = null;
  let conflict: NoteRow | null = null;
  try {
    error = content !== null ? await ensureBookmark(client, userId, ideaId) : null;
    if (!error) {
      const written = await writeNoteOver(client, userId, ideaId, content, base);
      if (!written.ok) error = written.message;
      else if ('conflict' in written.data) conflict = written.data.conflict;
      else row = written.data.stored;
    }
  } catch (caught) {
    error = authErrorMessage(caught) || WORKSPACE_TEXT.tryAgain;
  }
  const stored = row ?? conflict;
  if (stored) update((bundle) => ({ ...bundle, notes: [...bundle.notes.filter((note) => note.idea_id !== ideaId), stored] }));
  if (conflict) {
    const other: NoteConflict = { text: conflict.content ?? '', version: conflict.updated_at };
    setPendingNote(ideaId, (current) => current && { ...current, saving: false, error: null, conflict: other });
    return { error: WORKSPACE_TEXT.noteConflict };
  }
  if (error || !row) {
    const message = noteSaveError(error ?? WORKSPACE_TEXT.tryAgain);
    setPendingNote(ideaId, (current) => current && { ...current, saving: false, error: message });
    return { error: message };
  }
  const version = row.updated_at;
  // Text typed while the request ran stays pending, now written over the version just stored: the next save sends it.
  setPendingNote(ideaId, (current) => (current && current.text !== typed ? { ...current, base: version, saving: false, error: null } : undefined));
  const left = $pendingNotes.get()[ideaId];
  if (left) writeDraft(deviceStorage, userId, ideaId, { text: left.text, at: left.at, base: version });
  else removeDraft(deviceStorage, userId, ideaId);
  announceChange(userId);
  return { error: null, version };
}

/**
 * Resolves a note's conflict: `text` (the person's own, or a merge of both) is stored over the version saved
 * elsewhere; null keeps the version saved elsewhere and drops this device's text.
 */
export async function resolveNoteConflict(ideaId: string, text: string | null): Promise<NoteSaveResult> {
  const userId = $auth.get().user?.id;
  const pending = $pendingNotes.get()[ideaId];
  if (!userId || !pending?.conflict) return ok;
  if (text === null) {
    setPendingNote(ideaId, () => undefined);
    removeDraft(deviceStorage, userId, ideaId);
    return ok;
  }
  const draft: NoteDraft = { text: clampNote(text), at: Date.now(), base: pending.conflict.version };
  writeDraft(deviceStorage, userId, ideaId, draft);
  setPendingNote(ideaId, () => ({ ...draft, saving: false, error: null, conflict: null }));
  return saveNote(ideaId, draft.text);
}

/** Sends every pending note of this device again (after the workspace loads and on reconnect). */
export async function resendPendingNotes(): Promise<void> {
  const bundle = $workspace.get().bundle;
  const userId = $auth.get().user?.id;
  if (!userId) return;
  await Promise.all(
    Object.entries($pendingNotes.get()).map(async ([ideaId, note]) => {
      if (note.saving || note.conflict) return;
      if (noteOf(bundle, ideaId) === note.text || (note.text.trim() === '' && noteOf(bundle, ideaId) === '')) {
        setPendingNote(ideaId, () => undefined);
        removeDraft(deviceStorage, userId, ideaId);
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
  const error = await remote.optimistic(
    withBundle((bundle) => (read ? { ...without(bundle), reads: [row, ...without(bundle).reads] } : without(bundle))),
    withBundle((bundle) => (previous ? { ...without(bundle), reads: [previous, ...without(bundle).reads] } : without(bundle))),
    () => setPaperReadRow(session.client, session.userId, ideaId, read),
  );
  if (!error) announceChange(session.userId);
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
