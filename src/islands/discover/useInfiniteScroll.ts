/**
 * Ships to the browser: the discover list's infinite scroll (when it loads more: useInfiniteScroll below).
 */
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../config/constants/catalogue.ts';

/** Keys that scroll the page on, towards the end of the list. */
const SCROLL_ON_KEYS = new Set(['End', 'PageDown', 'ArrowDown', ' ']);

interface List {
  ranks: Int32Array | null;
  /** Numbered pages are shown instead (the address has page or per). */
  paged: boolean;
  shown: number;
  setShown: Dispatch<SetStateAction<number>>;
}

/**
 * Infinite scroll: one page of 20 more each time the person reaches the end of the list, 300 ms after the
 * sentinel comes within 100 px of the viewport's bottom, or is anywhere above it. An IntersectionObserver
 * alone misses End and flings (the sentinel jumps from below the viewport to above it without ever
 * intersecting), so scrolling checks the same rule too. After a load the next one waits until the sentinel
 * has left that zone, or the person scrolls on (wheel, swipe, a key): a fling that ends at the footer keeps
 * the view there while cards are added above it (scroll anchoring), and would otherwise load every page.
 */
export function useInfiniteScroll({ ranks, paged, shown, setShown }: List) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const hasMore = !paged && ranks !== null && shown < ranks.length;
  const endReachable = useRef(true);
  useEffect(() => {
    endReachable.current = true;
  }, [ranks]);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let touchY: number | null = null;
    const check = () => {
      if (timer) return;
      if (target.getBoundingClientRect().top > window.innerHeight + LIMITS.sentinelMarginPx) {
        endReachable.current = true;
        return;
      }
      if (!endReachable.current) return;
      endReachable.current = false;
      setLoadingMore(true);
      timer = setTimeout(() => {
        setShown((count) => count + LIMITS.loadMoreStep);
        setLoadingMore(false);
        timer = undefined;
      }, LIMITS.loadMoreDelayMs);
    };
    const scrollOn = () => {
      endReachable.current = true;
      check();
    };
    const onWheel = (event: WheelEvent) => event.deltaY > 0 && scrollOn();
    const onKey = (event: KeyboardEvent) => {
      const field = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]');
      if (!field && SCROLL_ON_KEYS.has(event.key)) scrollOn();
    };
    const onTouchStart = (event: TouchEvent) => (touchY = event.touches[0]?.clientY ?? null);
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      // A finger moving up scrolls the page on, towards the end.
      if (touchY !== null && y !== undefined && y < touchY) scrollOn();
    };
    const observer = new IntersectionObserver(check, { rootMargin: `0px 0px ${LIMITS.sentinelMarginPx}px 0px` });
    observer.observe(target);
    const passive = { passive: true } as const;
    window.addEventListener('scroll', check, passive);
    window.addEventListener('resize', check, passive);
    window.addEventListener('wheel', onWheel, passive);
    window.addEventListener('keydown', onKey);
    window.addEventListener('touchstart', onTouchStart, passive);
    window.addEventListener('touchmove', onTouchMove, passive);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchmove', onTouchMove);
      if (timer) {
        clearTimeout(timer);
        // The load this timer was for never happened: the end is still to be reached.
        endReachable.current = true;
      }
      setLoadingMore(false);
    };
  }, [hasMore, shown, ranks, setShown]);
  return { sentinel, hasMore, loadingMore };
}
