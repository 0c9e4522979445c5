/**
 * Ships to the browser: the site's one toast queue. Any island calls `toast()`; the Toaster island in the
 * shared layout renders it in the page's single live region, loaded with the first toast.
 */
import { atom } from 'nanostores';
import { TOAST } from '../config/constants/toast.ts';
import { wakeIsland } from '../hydration/islands.ts';

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' for failures. */
  variant?: 'default' | 'destructive';
  /** A link inside the toast (e.g. to the workspace), or a button that acts and closes it (e.g. Undo). */
  action?: { label: string; href: string } | { label: string; onClick: () => void };
}

export interface Toast extends ToastInput {
  id: number;
  open: boolean;
}

export const $toasts = atom<readonly Toast[]>([]);

let lastId = 0;
const removals = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast; with the limit of one it replaces whatever is showing. Returns its id. */
export function toast(input: ToastInput): number {
  lastId += 1;
  const next: Toast = { ...input, id: lastId, open: true };
  $toasts.set([next, ...$toasts.get()].slice(0, TOAST.limit));
  wakeIsland('toaster');
  return next.id;
}

/** Closes one toast (or every one). It stays in the list, closed, until the removal delay has passed. */
export function dismissToast(id?: number): void {
  const current = $toasts.get();
  if (!current.some((item) => item.open && (id === undefined || item.id === id))) return;
  $toasts.set(current.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of current) {
    if ((id !== undefined && item.id !== id) || removals.has(item.id)) continue;
    removals.set(
      item.id,
      setTimeout(() => {
        removals.delete(item.id);
        $toasts.set($toasts.get().filter((other) => other.id !== item.id));
      }, TOAST.removeDelayMs),
    );
  }
}
