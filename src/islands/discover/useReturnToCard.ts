/**
 * Ships to the browser: Back from an idea page to the discover list. The browser would restore the old
 * scroll height over a list that is not laid out as it was (fewer cards, off-screen ones at a placeholder
 * height), landing on another card. So the entry remembers the opened card and its height in the viewport,
 * and the feed puts that card back there, with the focus on its heading's link (not on the page's body), so
 * a keyboard or screen reader goes on from the card it left.
 */
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { type ReturnPoint, withReturnPoint } from '../../discover/return-point.ts';
import type { CardData } from '../../discover/index-types.ts';

interface List {
  /** The card to bring back into view, read from the history entry as the island took over; null once in place. */
  returnTo: RefObject<ReturnPoint | null>;
  /** The element holding the list. */
  results: RefObject<HTMLDivElement | null>;
  shown: number;
  ranks: Int32Array | null;
  listed: Int32Array | null;
  searching: boolean;
  ideaNumbers: readonly number[] | null;
  cardAt: (rank: number) => CardData | undefined;
  cardFailed: (rank: number) => boolean;
}

export function useReturnToCard({ returnTo, results, shown, ranks, listed, searching, ideaNumbers, cardAt, cardFailed }: List) {
  const shownNow = useRef(shown);
  shownNow.current = shown;
  useEffect(() => {
    const list = results.current;
    if (!list) return;
    // A click event also comes from Enter on a link, so this covers the keyboard too.
    const remember = (event: MouseEvent) => {
      const item = event.target instanceof Element ? event.target.closest('a[href]')?.closest('li[data-idea]') : null;
      if (!item) return;
      const point = { number: Number(item.getAttribute('data-idea')), offset: Math.round(item.getBoundingClientRect().top), shown: shownNow.current };
      history.replaceState(withReturnPoint(history.state, point), '');
      history.scrollRestoration = 'manual';
    };
    list.addEventListener('click', remember);
    return () => list.removeEventListener('click', remember);
  }, [results]);
  // Cards off screen are laid out at an estimated height (list-card in global.css). The first card, on screen
  // and typical, gives the estimate at this width, so the page is about as tall as it will be once laid out.
  const listShown = !(ranks && ranks.length === 0);
  useEffect(() => {
    const list = results.current?.querySelector<HTMLElement>('[data-idea-list]');
    if (!list) return;
    const measure = () => {
      const first = list.firstElementChild;
      if (first && !first.querySelector('[aria-busy="true"]')) list.style.setProperty('--card-estimate', `${Math.round(first.getBoundingClientRect().height)}px`);
    };
    measure();
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [listShown, results]);

  const forgetReturn = useCallback(() => {
    if (!returnTo.current) return;
    returnTo.current = null;
    history.replaceState(withReturnPoint(history.state, null), '');
  }, [returnTo]);
  const restoreRank = returnTo.current && ideaNumbers && listed ? [...listed].findIndex((rank) => ideaNumbers[rank] === returnTo.current?.number) : -1;
  const restoreReady = restoreRank >= 0 && listed !== null && [...listed.subarray(0, restoreRank + 1)].every((rank) => cardAt(rank) || cardFailed(rank));
  /** Ends the settling below early; set while it runs. */
  const stopSettling = useRef<(() => void) | null>(null);
  useEffect(() => () => stopSettling.current?.(), []);
  useLayoutEffect(() => {
    const point = returnTo.current;
    if (!point || !ranks || searching || stopSettling.current) return;
    const item = results.current?.querySelector(`li[data-idea="${point.number}"]`);
    if (!item) {
      // Not in this list (the index changed since): the page simply starts at the top.
      if (listed && restoreRank < 0 && listed.length >= Math.min(ranks.length, shown)) forgetReturn();
      return;
    }
    const place = () => window.scrollTo({ top: window.scrollY + item.getBoundingClientRect().top - point.offset, behavior: 'instant' });
    place();
    if (!restoreReady) return;
    // Every card above it has its content, but the ones the scroll brought near the screen lay out a frame later
    // (content-visibility), and scroll anchoring does not make up for a change in the one it anchors to.
    stopSettling.current = holdWhileLaidOut(item.parentElement ?? item, place, () => returnTo.current !== null, () => {
      stopSettling.current = null;
      if (returnTo.current) item.querySelector<HTMLElement>('h2 a[href]')?.focus({ preventScroll: true });
      forgetReturn();
    });
  });
  useEffect(() => {
    // The person scrolling takes over from the restore.
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, forgetReturn, { passive: true, once: true });
    return () => {
      for (const name of events) window.removeEventListener(name, forgetReturn);
    };
  }, [forgetReturn]);
}

/**
 * Calls `place` whenever `list` changes size, until two frames pass without a change or `holding()` turns false,
 * then `done`: the card stays where it was left while the cards around it lay out, unless the person scrolls.
 * Returns a function that stops it without calling `done` (the feed going away).
 */
function holdWhileLaidOut(list: Element, place: () => void, holding: () => boolean, done: () => void): () => void {
  let quietFrames = 0;
  let frame = 0;
  const observer = new ResizeObserver(() => {
    quietFrames = 0;
    if (holding()) place();
  });
  const stop = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
  const countQuiet = () => {
    quietFrames += 1;
    if (quietFrames <= 2 && holding()) {
      frame = requestAnimationFrame(countQuiet);
      return;
    }
    stop();
    done();
  };
  observer.observe(list);
  frame = requestAnimationFrame(countQuiet);
  return stop;
}
