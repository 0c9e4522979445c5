/** Ships to the browser: waiting for a store to reach a state, as an event rather than a poll. */
import type { ReadableAtom } from 'nanostores';

/**
 * Resolves true as soon as the store's value passes `ready` (at once if it already does), false after
 * `timeoutMs` (never without one). Listening mounts the store, so a store that loads on mount starts loading.
 */
export function waitForStore<T>(store: ReadableAtom<T>, ready: (value: T) => boolean, timeoutMs = Infinity): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: (() => void) | undefined;
    function finish(result: boolean) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe?.();
      resolve(result);
    }
    // subscribe() calls back at once with the current value, before it has returned the unsubscriber.
    unsubscribe = store.subscribe((value) => {
      if (ready(value)) finish(true);
    });
    if (settled) unsubscribe();
    else if (Number.isFinite(timeoutMs)) timer = setTimeout(() => finish(false), timeoutMs);
  });
}
