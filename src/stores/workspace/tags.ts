/**
 * Ships to the browser: a saved idea's theme tags. An added tag is kept on this device at once and shown as
 * pending until the server has it; offline it is sent again when the connection is back.
 */
import { atom } from 'nanostores';
import { WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { authErrorMessage } from '../../auth/rules.ts';
import { type TagRow, type TagType, validateTag } from '../../workspace/records.ts';
import { deleteTag, insertTag } from '../../queries/workspace.ts';
import { failureMessage } from '../../supabase/result.ts';
import { ideaOfTagDraft, isNetworkFailure, readDrafts, removeDraft, tagDraftKey, writeDraft } from '../../workspace/note-drafts.ts';
import { deviceStorage } from '../../ui/storage.ts';
import { $auth } from '../auth/session.ts';
import { type ActionResult, $workspace, announceChange, ensureBookmark, keptOnDevice, loadWorkspace, ok, optimistic, signedInClient, update, withBundle } from './bundle.ts';

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
  const error = await optimistic(
    withBundle((bundle) => ({ ...bundle, tags: bundle.tags.filter((tag) => !removed.includes(tag)) })),
    withBundle((bundle) => ({ ...bundle, tags: [...bundle.tags, ...removed] })),
    () => deleteTag(session.client, { userId: session.userId, ideaId, tagType, value }),
  );
  if (error) return { error: isNetworkFailure(error) ? WORKSPACE_TEXT.tagRemoveOffline : error };
  announceChange(session.userId);
  return { error };
}


keptOnDevice({ load: loadPendingTags, resend: resendPendingTags });
