/**
 * Ships to the browser (inlined into the `client:session` directive and bundled with the islands): the
 * contract between the directive (./directive.ts) and the islands it hydrates late. An island that answers
 * static stand-ins outside its own element (the header's Sign in button, the newsletter and alert links)
 * says when it is live; until then the directive holds back clicks on them, then hands them over.
 */

/** The late islands other code talks to: woken by name, or saying by name that they are live. */
export type LateIsland = 'account' | 'toaster' | 'engagement';

/** The value of `client:session={...}`. */
export interface SessionDirectiveValue {
  id?: LateIsland;
  /**
   * The static stand-ins outside the island (a CSS selector): the pointer or focus on one loads the island,
   * and a click on one before the island is live waits for it (see islandLive). Without it, the island's own
   * server-rendered content plays that part, and a held click is repeated on it once hydrated.
   */
  on?: string;
  /** Address parameters that need the island at once (e.g. ?alerts=true opens a popup). */
  params?: readonly string[];
  /** Load at idle for every visitor (an island everyone needs, like the discover feed), still holding early clicks. */
  idle?: boolean;
  /** The island's own controls whose early clicks are held (default: links and buttons). */
  hold?: string;
}

export const WAKE_EVENT = 'late-island:wake';
export const LIVE_EVENT = 'late-island:live';

/** The detail of a LIVE_EVENT: the directive of island `id` adds the stand-ins clicked while it loaded. */
export interface LiveRequest {
  id: LateIsland;
  missed: HTMLElement[];
}

/** Loads a late island now (the one named, or every one when a session appears): something needs it. */
export function wakeIsland(id?: LateIsland): void {
  // The stores that call this also run without a page (server render, unit tests): nothing to wake there.
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: id ?? null }));
}

/**
 * Called by an island with stand-ins once it handles them itself: the directive stops holding clicks back
 * and returns the stand-ins clicked meanwhile, for the island to act on.
 */
export function islandLive(id: LateIsland): HTMLElement[] {
  const request: LiveRequest = { id, missed: [] };
  document.dispatchEvent(new CustomEvent(LIVE_EVENT, { detail: request }));
  return request.missed;
}

/** Hides a static stand-in for the island's own control; a keyboard user's focus moves along with it. */
export function takeOver(standIn: HTMLElement | null, control: HTMLElement | null): void {
  if (!standIn) return;
  const focused = standIn.contains(document.activeElement);
  standIn.hidden = true;
  if (focused) control?.focus();
}
