/**
 * Notifications. From docs/spec/workspace-and-operations.md; ships to the browser: plain values only.
 */
/** Toasts (docs/spec/workspace-and-operations.md, sections 4 and 9). */
export const TOAST = {
  /** At most this many toasts at once: a new one replaces the current one. */
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  /** A dismissed toast stays in memory this long (its closing state), then is dropped. */
  removeDelayMs: 1_000_000,
  regionLabel: 'Notifications (F8)',
  close: 'Close notification',
} as const;
