/**
 * Ships to the browser: the one-time 'Added to Workspace' toast after a redirect sign-in saved the guest's
 * pending bookmark. An action over the auth store, apart from the workspace store so that the header can
 * show it without loading that store.
 */
import { AUTH_CALLBACK_PATH } from '../auth/rules.ts';
import { WORKSPACE_TEXT } from '../config/constants/workspace.ts';
import { toast } from '../ui/toast.ts';
import { takeBookmarkSavedFlag } from '../workspace/pending-bookmark.ts';
import { authReady } from './auth/session.ts';

/**
 * On any page after a redirect sign-in saved the pending bookmark: 'Added to Workspace', once, as soon as the
 * page has read the session (the header then shows whose workspace it went to).
 */
export async function announceBookmarkAfterRedirect(): Promise<void> {
  // The callback page sets the flag and leaves: a header hydrating there before it has left would take the
  // toast with it (seen on a slow machine), so only the page the sign-in returns to announces it.
  if (window.location.pathname === AUTH_CALLBACK_PATH) return;
  if (!takeBookmarkSavedFlag()) return;
  await authReady();
  toast({ title: WORKSPACE_TEXT.addedAfterRedirect, description: WORKSPACE_TEXT.addedHint, action: { label: WORKSPACE_TEXT.addedLink, href: '/workspace' } });
}
