/**
 * Ships to the browser: the idea page's signed-in parts, rendered into slots of the static page: the
 * bookmark buttons (side column and bottom bar, one store), the tags and notes panels and 'Go To My
 * Workspace' for bookmarkers, the breadcrumb and back link towards the workspace when the visitor came from
 * it, and showing the visitor-only and bookmarker-only parts (also the bar's More actions choices).
 * Hydrated by client:session: when a session is stored or appears, or a static Save link is wanted; a
 * Save clicked before that is pressed once the island's buttons are in place.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { WORKSPACE_TEXT } from '../../config/constants.ts';
import { islandLive, takeOver } from '../../hydration/islands.ts';
import { $auth } from '../../stores/auth.ts';
import { $workspace, isBookmarked } from '../../stores/workspace.ts';
import { arrivedFromWorkspace, NAVIGATION_STATE_KEY, parseNavigationState } from '../../workspace/navigation.ts';
import BookmarkButton, { pressBookmark } from './BookmarkButton.tsx';

// Only bookmarkers see the editors: guests (most readers) never download them.
const IdeaPanels = lazy(() => import('./IdeaPanels.tsx'));

/** The server's Save links (side column and bottom bar), a guest's Save until this island is wanted. */
export const BOOKMARK_STAND_IN = '[data-static-bookmark]';

interface Slots {
  bookmark: HTMLElement | null;
  barBookmark: HTMLElement | null;
  panels: HTMLElement | null;
}

function readArrival(): boolean {
  let stored = null;
  try {
    // Used once: the answer moves into this page's history entry below.
    stored = parseNavigationState(window.sessionStorage.getItem(NAVIGATION_STATE_KEY));
    window.sessionStorage.removeItem(NAVIGATION_STATE_KEY);
  } catch {
    // Storage disabled: the other signals remain.
  }
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

export default function IdeaPageWorkspace({ ideaId }: { ideaId: string }) {
  const auth = useStore($auth);
  const workspace = useStore($workspace);
  const [slots, setSlots] = useState<Slots>({ bookmark: null, barBookmark: null, panels: null });
  const [fromWorkspace, setFromWorkspace] = useState(false);

  useEffect(() => {
    setSlots({
      bookmark: document.querySelector<HTMLElement>(`[data-bookmark-slot="${ideaId}"]`),
      barBookmark: document.querySelector<HTMLElement>(`[data-bar-bookmark-slot="${ideaId}"]`),
      panels: document.querySelector<HTMLElement>(`[data-workspace-panels="${ideaId}"]`),
    });
    setFromWorkspace(readArrival());
  }, [ideaId]);

  // In the frame the island's Save buttons appear, the static links go; a link clicked while the island
  // loaded counts as a press on 'Add' (what it showed), made once the session and workspace are read.
  useLayoutEffect(() => {
    const filled = [slots.bookmark, slots.barBookmark].filter((slot) => slot !== null);
    if (filled.length === 0) return;
    for (const slot of filled) takeOver(slot.querySelector<HTMLElement>(BOOKMARK_STAND_IN), slot.querySelector<HTMLElement>('[data-bookmark-button]'));
    if (islandLive('idea-workspace').length > 0) void pressBookmark(ideaId, false);
  }, [slots, ideaId]);

  const signedIn = auth.initialized && auth.user !== null;
  const saved = signedIn && isBookmarked(workspace, ideaId);

  useEffect(() => {
    setReturnLinks(signedIn && fromWorkspace);
    for (const element of document.querySelectorAll<HTMLElement>('[data-visitor-only]')) element.hidden = signedIn;
  }, [signedIn, fromWorkspace]);

  useEffect(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-bookmarker-only]')) element.hidden = !saved;
  }, [saved]);

  return (
    <>
      {slots.bookmark
        ? createPortal(
            <>
              <BookmarkButton ideaId={ideaId} />
              {saved ? (
                <a href="/workspace" className="btn-secondary mt-3 w-full" data-go-to-workspace>
                  {WORKSPACE_TEXT.goToWorkspace}
                </a>
              ) : null}
            </>,
            slots.bookmark,
          )
        : null}
      {slots.barBookmark ? createPortal(<BookmarkButton ideaId={ideaId} variant="bar" />, slots.barBookmark) : null}
      {slots.panels && saved
        ? createPortal(
            <div className="flex flex-col gap-6">
              <Suspense fallback={null}>
                <IdeaPanels ideaId={ideaId} />
              </Suspense>
            </div>,
            slots.panels,
          )
        : null}
    </>
  );
}
