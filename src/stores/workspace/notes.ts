/**
 * Ships to the browser: a saved idea's note. What the user types is kept on this device at once, until the
 * server has that very text (a closed tab or a failed save loses nothing), and a note is only stored over the
 * version it was written on: when another tab or device stored a different one meanwhile, the person chooses.
 */
import { atom } from 'nanostores';
import { WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { authErrorMessage } from '../../auth/rules.ts';
import { clampNote, type NoteRow, noteOf, storedNote, type WorkspaceBundle } from '../../workspace/records.ts';
import { writeNoteOver } from '../../queries/workspace.ts';
import { isNetworkFailure, type NoteDraft, readDrafts, removeDraft, writeDraft } from '../../workspace/note-drafts.ts';
import { deviceStorage } from '../../ui/storage.ts';
import { $auth } from '../auth/session.ts';
import { type ActionResult, $workspace, announceChange, ensureBookmark, keptOnDevice, ok, signedInClient, update } from './bundle.ts';

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


keptOnDevice({ load: loadPendingNotes, resend: resendPendingNotes });
