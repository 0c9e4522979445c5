/**
 * Ships to the browser: notes the user typed that the server has not confirmed yet, kept in localStorage per
 * user and idea, so a failed save, a closed tab or a reload never loses them. A draft is written on every
 * keystroke and removed only when the server has stored that very text.
 */
import { WORKSPACE_STORAGE } from '../config/constants.ts';

export interface NoteDraft {
  text: string;
  /** When it was typed (ms since the epoch). */
  at: number;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const prefix = (userId: string) => `${WORKSPACE_STORAGE.noteDraftPrefix}${userId}:`;

function isDraft(value: unknown): value is NoteDraft {
  const record = value as Partial<NoteDraft> | null;
  return typeof record?.text === 'string' && typeof record.at === 'number';
}

/** localStorage, or null where it cannot be used (private modes, blocked storage). */
export function draftStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Every draft of the user, by idea id. */
export function readDrafts(storage: DraftStorage | null, userId: string): Record<string, NoteDraft> {
  const drafts: Record<string, NoteDraft> = {};
  if (!storage) return drafts;
  const start = prefix(userId);
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(start)) continue;
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
      if (isDraft(value)) drafts[key.slice(start.length)] = value;
    } catch {
      // A value that is not ours is left alone.
    }
  }
  return drafts;
}

/** Keeps the draft; false when the browser refused to store it (quota, blocked storage). */
export function writeDraft(storage: DraftStorage | null, userId: string, ideaId: string, draft: NoteDraft): boolean {
  if (!storage) return false;
  try {
    storage.setItem(`${prefix(userId)}${ideaId}`, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage | null, userId: string, ideaId: string): void {
  try {
    storage?.removeItem(`${prefix(userId)}${ideaId}`);
  } catch {
    // Nothing to do: the draft is then re-sent once more later, which stores the same text.
  }
}

/** A failed request that never reached the server (offline, DNS, reset), as browsers and supabase-js word it. */
export function isNetworkFailure(message: string | null | undefined): boolean {
  return /failed to fetch|networkerror|load failed|network request failed|fetch failed/i.test(message ?? '');
}
