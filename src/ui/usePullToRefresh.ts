/** Ships to the browser: touch pull-to-refresh for a whole page (discover), listening on window. */
import { LIMITS } from '../config/constants/catalogue.ts';
import { useEffect, useRef, useState } from 'react';

/**
 * "Pull-to-refresh 80 px trigger, 120 px maximum", finger distance halved
 * (docs/spec/public-site.md#4-states-and-transitions).
 */
export const PULL_TRIGGER_PX = LIMITS.pullTriggerPx;
export const PULL_MAX_PX = LIMITS.pullMaxPx;
const PULL_RATIO = 0.5;

/** The distance shown for a finger that has moved `fingerDeltaY` px down (negative: up). */
export function pullDistance(fingerDeltaY: number): number {
  return Math.min(Math.max(0, fingerDeltaY * PULL_RATIO), PULL_MAX_PX);
}

/** Whether letting go at `pull` (a shown distance) refreshes rather than springing back. */
export function shouldRefresh(pull: number): boolean {
  return pull >= PULL_TRIGGER_PX;
}

interface Options {
  /** Handle its own errors (e.g. a toast): a rejection ends the refresh and is left unhandled, not hidden. */
  onRefresh: () => Promise<void>;
  /** False on desktop or while something covers the page; the hook then leaves touches alone. */
  enabled: boolean;
}

export interface PullState {
  /** Px to show; PULL_TRIGGER_PX while refreshing, 0 at rest. */
  pull: number;
  refreshing: boolean;
}

/**
 * Every touch move re-renders the component calling this, so call it in a small component (next to the
 * PullIndicator), not at the top of an island that renders the card list.
 */
export function usePullToRefresh({ onRefresh, enabled }: Options): PullState {
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const onRefreshRef = useRef(onRefresh);
  const refreshingRef = useRef(false);

  useEffect(() => {
    onRefreshRef.current = onRefresh;
  });

  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    let current = 0;

    // Chrome on Android has its own pull-to-refresh, which would reload the page on top of ours.
    const root = document.documentElement;
    const previousOverscroll = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';

    const stop = () => {
      startY = null;
      current = 0;
      setPull(0);
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      // Touches in an open sheet or dialog scroll that, not the page behind it.
      const inDialog = event.target instanceof Element && event.target.closest('dialog[open]') !== null;
      const canPull = event.touches.length === 1 && touch && window.scrollY <= 0 && !refreshingRef.current && !inDialog;
      startY = canPull ? touch.clientY : null;
      current = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      if (event.touches.length > 1 || window.scrollY > 0) return stop();
      const delta = touch.clientY - startY;
      // A gesture that starts upwards is a scroll, not a pull.
      if (delta < 0 && current === 0) {
        startY = null;
        return;
      }
      current = pullDistance(delta);
      setPull(current);
    };
    const onEnd = () => {
      if (startY === null) return;
      if (!shouldRefresh(current)) return stop();
      startY = null;
      current = 0;
      refreshingRef.current = true;
      setRefreshing(true);
      setPull(PULL_TRIGGER_PX);
      void Promise.resolve()
        .then(() => onRefreshRef.current())
        .finally(() => {
          refreshingRef.current = false;
          setRefreshing(false);
          setPull(0);
        });
    };
    const onCancel = () => {
      if (startY !== null) stop();
    };

    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onCancel);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onCancel);
      root.style.overscrollBehaviorY = previousOverscroll;
      if (!refreshingRef.current) setPull(0);
    };
  }, [enabled]);

  return { pull, refreshing };
}
