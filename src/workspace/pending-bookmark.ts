/**
 * Ships to the browser: the guest's pending bookmark and the 'saved during a redirect sign-in' flag, both
 * in sessionStorage (spec keys), and the one-time toast that flag asks for. Kept apart from the workspace
 * store so the header can show the toast without loading the store.
 */
import { WORKSPACE_LIMITS, WORKSPACE_STORAGE, WORKSPACE_TEXT } from '../config/constants.ts';
import { AUTH_CALLBACK_PATH } from '../supabase/auth-rules.ts';
import { toast } from '../ui/toast.ts';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function pendingBookmark(): string | null {
  return storage()?.getItem(WORKSPACE_STORAGE.pendingBookmark) ?? null;
}

export function setPendingBookmark(ideaId: string): void {
  storage()?.setItem(WORKSPACE_STORAGE.pendingBookmark, ideaId);
}

export function clearPendingBookmark(): void {
  storage()?.removeItem(WORKSPACE_STORAGE.pendingBookmark);
}

export function flagBookmarkSavedOnRedirect(): void {
  storage()?.setItem(WORKSPACE_STORAGE.bookmarkSuccess, 'true');
}

/** On any page after a redirect sign-in saved the pending bookmark: 'Added to Workspace', once. */
export function announceBookmarkAfterRedirect(): void {
  // The callback page sets the flag and leaves: a header hydrating there before it has left would take the
  // toast with it (seen on a slow machine), so only the page the sign-in returns to announces it.
  if (window.location.pathname === AUTH_CALLBACK_PATH) return;
  const store = storage();
  if (store?.getItem(WORKSPACE_STORAGE.bookmarkSuccess) !== 'true') return;
  store.removeItem(WORKSPACE_STORAGE.bookmarkSuccess);
  setTimeout(
    () => toast({ title: WORKSPACE_TEXT.addedAfterRedirect, description: WORKSPACE_TEXT.addedHint, action: { label: WORKSPACE_TEXT.addedLink, href: '/workspace' } }),
    WORKSPACE_LIMITS.redirectToastDelayMs,
  );
}
