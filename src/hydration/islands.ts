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
  /** Address parameters that need the island at once, without waiting for idle (?alerts=true opens a popup; ?q= is a search to show). */
  params?: readonly string[];
  /** Load at idle for every visitor (an island everyone needs, like the discover feed), still holding early clicks. */
  idle?: boolean;
  /** The island's own controls whose early clicks are held (default: links and buttons). */
  hold?: string;
}

/**
 * The longest an island started "at idle" waits for the browser to idle. A main thread that never idles (a
 * slow phone, a busy machine; headless Chromium may start no idle period on a page with nothing to draw)
 * would otherwise leave it unloaded for good: a signed-in visitor without their avatar. Astro's client:idle
 * takes the same option.
 */
export const IDLE_START_TIMEOUT_MS = 2000;

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

/** What ends a press: the click a release makes comes in the same task as its pointerup or keyup. */
const PRESS_ENDS = ['pointerup', 'pointercancel', 'keyup', 'focusout'] as const;

/**
 * Runs `then` once no press on the stand-in is under way: at once, or a task after the press ends. A press
 * that began on the stand-in must end on it: if it gave way to the island's control mid-press, the release
 * would make its click on the element the two share, and neither button would open anything (a mouse held
 * down while the island arrived, seen under load). Returns the cancel.
 */
export function whenNotPressed(standIn: HTMLElement | null, then: () => void): () => void {
  if (!standIn?.matches(':active')) {
    then();
    return () => {};
  }
  let timer: number | undefined;
  const stop = () => {
    for (const type of PRESS_ENDS) document.removeEventListener(type, ended, true);
  };
  function ended() {
    stop();
    timer = window.setTimeout(then);
  }
  for (const type of PRESS_ENDS) document.addEventListener(type, ended, true);
  return () => {
    stop();
    window.clearTimeout(timer);
  };
}

/** Hides a static stand-in for the island's own control; a keyboard user's focus moves along with it. */
export function takeOver(standIn: HTMLElement | null, control: HTMLElement | null): void {
  if (!standIn) return;
  const focused = standIn.contains(document.activeElement);
  standIn.hidden = true;
  if (focused) control?.focus();
}
