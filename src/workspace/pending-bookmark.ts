/**
 * Ships to the browser: the guest's pending bookmark and the 'saved during a redirect sign-in' flag, both in
 * sessionStorage (keys of docs/spec/public-site.md#4-states-and-transitions). Kept apart from the workspace
 * store so the header can show the toast that flag asks for (src/stores/bookmark-announcement.ts) without
 * loading the store.
 */
import { WORKSPACE_LIMITS, WORKSPACE_STORAGE } from '../config/constants/workspace.ts';
import { tabStorage } from '../ui/storage.ts';

/** A save asked for before signing in belongs to that sign-in: one finished much later must not add it. */
export function isPendingFresh(savedAt: string | null, now: number): boolean {
  const at = Number(savedAt);
  return Number.isFinite(at) && at > 0 && now - at <= WORKSPACE_LIMITS.pendingBookmarkMaxAgeMs;
}

/** The idea a guest asked to save, while that request is fresh; a stale one is dropped. */
export function pendingBookmark(): string | null {
  const ideaId = tabStorage.read(WORKSPACE_STORAGE.pendingBookmark);
  if (ideaId === null) return null;
  if (isPendingFresh(tabStorage.read(WORKSPACE_STORAGE.pendingBookmarkAt), Date.now())) return ideaId;
  clearPendingBookmark();
  return null;
}

export function setPendingBookmark(ideaId: string): void {
  tabStorage.write(WORKSPACE_STORAGE.pendingBookmark, ideaId);
  tabStorage.write(WORKSPACE_STORAGE.pendingBookmarkAt, String(Date.now()));
}

export function clearPendingBookmark(): void {
  tabStorage.remove(WORKSPACE_STORAGE.pendingBookmark);
  tabStorage.remove(WORKSPACE_STORAGE.pendingBookmarkAt);
}

export function flagBookmarkSavedOnRedirect(): void {
  tabStorage.write(WORKSPACE_STORAGE.bookmarkSuccess, 'true');
}

/**
 * Whether a redirect sign-in saved the pending bookmark, asked once: the flag is cleared as it is read, so
 * the toast it stands for shows on one page only.
 */
export function takeBookmarkSavedFlag(): boolean {
  if (tabStorage.read(WORKSPACE_STORAGE.bookmarkSuccess) !== 'true') return false;
  tabStorage.remove(WORKSPACE_STORAGE.bookmarkSuccess);
  return true;
}
