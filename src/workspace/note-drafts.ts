/**
 * Ships to the browser: notes the user typed and tags they added that the server has not confirmed yet, kept
 * in localStorage per user and idea, so a failed save, a closed tab, a reload or a lost connection never loses
 * them. A note's draft is written on every keystroke, a tag's when it is added; each is removed only when the
 * server has stored that very text.
 */
import { WORKSPACE_STORAGE } from '../config/constants/workspace.ts';
import type { SafeStorage } from '../ui/storage.ts';

export interface NoteDraft {
  text: string;
  /** When it was typed (ms since the epoch). */
  at: number;
  /**
   * The stored note this text was written over: its updated_at, null when none was stored. A save only
   * replaces that very version, so an edit made meanwhile elsewhere is never overwritten unseen. Missing in
   * drafts kept before it was recorded, and for tags.
   */
  base?: string | null;
}

/** What a draft holds: a note (keyed by idea id) or an added tag (keyed by tagDraftKey). */
export type DraftKind = 'note' | 'tag';

const prefix = (userId: string, kind: DraftKind) => `${kind === 'note' ? WORKSPACE_STORAGE.noteDraftPrefix : WORKSPACE_STORAGE.tagDraftPrefix}${userId}:`;

function isDraft(value: unknown): value is NoteDraft {
  const record = value as Partial<NoteDraft> | null;
  const base: unknown = record?.base;
  return typeof record?.text === 'string' && typeof record.at === 'number' && (base === undefined || base === null || typeof base === 'string');
}

/** A tag's draft key: one per idea and tag, compared case-insensitively as the database does. */
export function tagDraftKey(ideaId: string, value: string): string {
  return `${ideaId}:${value.trim().toLowerCase()}`;
}

/** The idea of a tag's draft key (idea ids hold no colon). */
export function ideaOfTagDraft(key: string): string {
  return key.slice(0, key.indexOf(':'));
}

/** Every draft of the user of one kind, by idea id (notes) or tagDraftKey (tags). */
export function readDrafts(storage: SafeStorage, userId: string, kind: DraftKind = 'note'): Record<string, NoteDraft> {
  const drafts: Record<string, NoteDraft> = {};
  const start = prefix(userId, kind);
  for (const key of storage.keys()) {
    if (!key.startsWith(start)) continue;
    try {
      const value: unknown = JSON.parse(storage.read(key) ?? 'null');
      if (isDraft(value)) drafts[key.slice(start.length)] = value;
    } catch {
      // A value that is not ours is left alone.
    }
  }
  return drafts;
}

/** Keeps the draft; false when the browser refused to store it (quota, blocked storage). */
export function writeDraft(storage: SafeStorage, userId: string, key: string, draft: NoteDraft, kind: DraftKind = 'note'): boolean {
  return storage.write(`${prefix(userId, kind)}${key}`, JSON.stringify(draft));
}

/** A removal the storage refuses leaves the draft to be sent once more later, which stores the same text. */
export function removeDraft(storage: SafeStorage, userId: string, key: string, kind: DraftKind = 'note'): void {
  storage.remove(`${prefix(userId, kind)}${key}`);
}

/** A failed request that never reached the server (offline, DNS, reset), as browsers and supabase-js word it. */
export function isNetworkFailure(message: string | null | undefined): boolean {
  return /failed to fetch|networkerror|load failed|network request failed|fetch failed/i.test(message ?? '');
}
