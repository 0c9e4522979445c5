/**
 * Ships to the browser, inline in every page with such an island: `client:session`, the hydration of the
 * islands a guest may never use (the account control, the toasts, the popups, Share, the idea page's Save).
 * A visitor with a stored session gets them at idle, as with client:idle. A guest downloads nothing until
 * one is wanted: the pointer or focus reaches one of its controls, other code wakes it (wakeIsland), a
 * session appears (signed in on this page or in another tab), or the address asks for it (then at once). A click that
 * comes before the island can handle it is held and given to the island once it can, so it is not lost.
 * With `idle`, an island every visitor needs (the discover feed) loads at idle too, and still keeps early clicks.
 */
import type { ClientDirective } from 'astro';
import { IDLE_START_TIMEOUT_MS, LIVE_EVENT, WAKE_EVENT, type LateIsland, type LiveRequest, type SessionDirectiveValue } from './islands.ts';

/** supabase-js's stored session, the key the head's session hint looks for (BaseLayout). */
const SESSION_KEY = /^sb-.+-auth-token$/;
/** Signs that a control is about to be used: the download starts before the click lands. */
const INTENTS = ['pointerover', 'pointerdown', 'focusin'] as const;
const EVENTS = [...INTENTS, 'click'] as const;

function plainClick(event: Event): boolean {
  return event instanceof MouseEvent && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const sessionDirective: ClientDirective = (load, { value }, island) => {
  const { id, on, params = [], idle = false, hold = 'a[href], button' } = (typeof value === 'object' && value ? value : {}) as SessionDirectiveValue;
  const held = new Set<HTMLElement>();
  let started = false;

  function onEvent(event: Event): void {
    const node = event.target instanceof Element ? event.target : null;
    if (!node || !(on ? node.closest(on) : island.contains(node))) return;
    const control = on ? node.closest<HTMLElement>(on) : node.closest<HTMLElement>(hold);
    if (event.type === 'click' && control && plainClick(event)) {
      event.preventDefault();
      held.add(control);
      // What a toggle said when it was pressed: by the time the click is given back, the island may show
      // another state (a Save that the loaded workspace shows as saved), and the press means what it said.
      const pressed = control.getAttribute('aria-pressed');
      if (pressed !== null) control.dataset.pressedAs = pressed;
    }
    start();
  }

  function stop(): void {
    for (const type of EVENTS) document.removeEventListener(type, onEvent, true);
  }

  /** Gives the held clicks back: to the hydrated island, or after a failed download to the browser (a link still goes to its address). */
  function release(): void {
    stop();
    const clicks = [...held];
    held.clear();
    for (const control of clicks) control.click();
  }

  function start(): void {
    if (started) return;
    started = true;
    load()
      .then((hydrate) => hydrate())
      .then(
        // An island inside its own element handles clicks once hydrateRoot has run (React hydrates the
        // clicked part at once); one with stand-ins says when it is live.
        () => {
          if (!on) release();
        },
        (error: unknown) => {
          release();
          throw error;
        },
      );
  }

  for (const type of EVENTS) document.addEventListener(type, onEvent, true);
  if (on && id) {
    document.addEventListener(LIVE_EVENT, (event) => {
      const request = (event as CustomEvent<LiveRequest>).detail;
      if (request.id !== id) return;
      stop();
      request.missed.push(...held);
      held.clear();
    });
  }
  document.addEventListener(WAKE_EVENT, (event) => {
    const wanted = (event as CustomEvent<LateIsland | null>).detail;
    if (wanted === null || wanted === id) start();
  });
  window.addEventListener('storage', (event) => {
    if (event.newValue && event.key && SESSION_KEY.test(event.key)) start();
  });

  const query = new URLSearchParams(window.location.search);
  // An address that asks for the island (a search link, ?alerts=true) is waited on: no idle period first.
  if (params.some((name) => query.has(name))) start();
  else if (idle || document.documentElement.hasAttribute('data-session-hint')) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: IDLE_START_TIMEOUT_MS });
    else setTimeout(start, 200);
  }
};

export default sessionDirective;
