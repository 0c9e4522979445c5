/**
 * Ships to the browser: the guest's pending bookmark and the 'saved during a redirect sign-in' flag, both in
 * sessionStorage (keys of docs/spec/public-site.md#4-states-and-transitions), and the one-time toast that flag
 * asks for. Kept apart from the workspace store so the header can show the toast without loading the store.
 */
import { WORKSPACE_LIMITS, WORKSPACE_STORAGE, WORKSPACE_TEXT } from '../config/constants.ts';
import { AUTH_CALLBACK_PATH } from '../auth/rules.ts';
import { toast } from '../ui/toast.ts';
import { authReady } from '../stores/auth.ts';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A save asked for before signing in belongs to that sign-in: one finished much later must not add it. */
export function isPendingFresh(savedAt: string | null, now: number): boolean {
  const at = Number(savedAt);
  return Number.isFinite(at) && at > 0 && now - at <= WORKSPACE_LIMITS.pendingBookmarkMaxAgeMs;
}

/** The idea a guest asked to save, while that request is fresh; a stale one is dropped. */
export function pendingBookmark(): string | null {
  const store = storage();
  const ideaId = store?.getItem(WORKSPACE_STORAGE.pendingBookmark) ?? null;
  if (ideaId === null) return null;
  if (isPendingFresh(store?.getItem(WORKSPACE_STORAGE.pendingBookmarkAt) ?? null, Date.now())) return ideaId;
  clearPendingBookmark();
  return null;
}

export function setPendingBookmark(ideaId: string): void {
  storage()?.setItem(WORKSPACE_STORAGE.pendingBookmark, ideaId);
  storage()?.setItem(WORKSPACE_STORAGE.pendingBookmarkAt, String(Date.now()));
}

export function clearPendingBookmark(): void {
  storage()?.removeItem(WORKSPACE_STORAGE.pendingBookmark);
  storage()?.removeItem(WORKSPACE_STORAGE.pendingBookmarkAt);
}

export function flagBookmarkSavedOnRedirect(): void {
  storage()?.setItem(WORKSPACE_STORAGE.bookmarkSuccess, 'true');
}

/**
 * On any page after a redirect sign-in saved the pending bookmark: 'Added to Workspace', once, as soon as the
 * page has read the session (the header then shows whose workspace it went to).
 */
export async function announceBookmarkAfterRedirect(): Promise<void> {
  // The callback page sets the flag and leaves: a header hydrating there before it has left would take the
  // toast with it (seen on a slow machine), so only the page the sign-in returns to announces it.
  if (window.location.pathname === AUTH_CALLBACK_PATH) return;
  const store = storage();
  if (store?.getItem(WORKSPACE_STORAGE.bookmarkSuccess) !== 'true') return;
  store.removeItem(WORKSPACE_STORAGE.bookmarkSuccess);
  await authReady();
  toast({ title: WORKSPACE_TEXT.addedAfterRedirect, description: WORKSPACE_TEXT.addedHint, action: { label: WORKSPACE_TEXT.addedLink, href: '/workspace' } });
}
