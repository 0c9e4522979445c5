/**
 * Ships to the browser: the idea page's static parts that depend on who reads it. It points the breadcrumb
 * and the back link at the workspace when a signed-in reader came from it, hides the visitor-only parts
 * (subscribe, alerts) from a signed-in reader and shows the bookmarker-only ones (the bottom bar's More
 * actions). It renders nothing: these are links and list items of the server's HTML, which must stay
 * whole for guests and without JavaScript. Hydrated by client:session, so only once a session is stored
 * or appears.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $auth } from '../../stores/auth/session.ts';
import { $workspace, isBookmarked } from '../../stores/workspace/bundle.ts';
import { arrivedFromWorkspace, NAVIGATION_STATE_KEY, parseNavigationState } from '../../workspace/navigation.ts';
import { tabStorage } from '../../ui/storage.ts';

function readArrival(): boolean {
  // Used once: the answer moves into this page's history entry below. Where storage is refused the other signals remain.
  const stored = parseNavigationState(tabStorage.read(NAVIGATION_STATE_KEY));
  tabStorage.remove(NAVIGATION_STATE_KEY);
  const state = window.history.state as { from?: unknown } | null;
  const fromWorkspace = arrivedFromWorkspace({
    pathname: window.location.pathname,
    origin: window.location.origin,
    referrer: document.referrer,
    stored,
    historyFrom: state?.from,
  });
  // Keep the answer in the page's history entry, so a reload or a return via Back says the same.
  window.history.replaceState({ ...(state ?? {}), from: fromWorkspace ? 'workspace' : 'discover' }, '');
  return fromWorkspace;
}

/** Points the static breadcrumb item and back link at the workspace, or back at discover. */
function setReturnLinks(toWorkspace: boolean): void {
  const parent = document.querySelector<HTMLAnchorElement>('[data-breadcrumb-parent]');
  const back = document.querySelector<HTMLAnchorElement>('[data-back-link]');
  if (parent) {
    parent.href = toWorkspace ? '/workspace' : '/discover';
    parent.textContent = toWorkspace ? 'Workspace' : 'All Ideas';
  }
  if (back) {
    back.href = toWorkspace ? '/workspace' : '/discover';
    back.textContent = toWorkspace ? '← Back to Workspace' : '← Back to all ideas';
  }
}

export default function IdeaPageAudience({ ideaId }: { ideaId: string }) {
  const auth = useStore($auth);
  const workspace = useStore($workspace);
  const [fromWorkspace, setFromWorkspace] = useState(false);

  useEffect(() => {
    setFromWorkspace(readArrival());
  }, []);

  const signedIn = auth.initialized && auth.user !== null;
  const saved = signedIn && isBookmarked(workspace, ideaId);

  useEffect(() => {
    setReturnLinks(signedIn && fromWorkspace);
    for (const element of document.querySelectorAll<HTMLElement>('[data-visitor-only]')) element.hidden = signedIn;
  }, [signedIn, fromWorkspace]);

  useEffect(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-bookmarker-only]')) element.hidden = !saved;
  }, [saved]);

  return null;
}
