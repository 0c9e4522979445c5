/** Ships to the browser: media-query hooks for islands; every query reads false during server render. */
import { useCallback, useSyncExternalStore } from 'react';
import { LIMITS } from '../config/constants/catalogue.ts';

/** Discover layout switch: mobile is "width 768 px or less" (docs/spec/public-site.md#discover-discover). */
export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx}px)`;
/**
 * Tooltips use "width under 768" (docs/spec/public-site.md#4-states-and-transitions: one pixel off the layout
 * switch).
 */
export const NARROW_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;
/** A finger rather than a mouse is the primary pointer. */
export const COARSE_POINTER_QUERY = '(pointer: coarse)';

/**
 * Whether `query` matches, kept in sync with the browser. The server snapshot is false, and React uses it
 * for hydration too, so server HTML and the first client render agree; the real value follows at once.
 */
const lists = new Map<string, MediaQueryList>();

/** One MediaQueryList per query for the whole page: a card list has dozens of tooltips asking the same thing. */
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

export function useCoarsePointer(): boolean {
  return useMediaQuery(COARSE_POINTER_QUERY);
}
