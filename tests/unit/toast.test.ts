import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '../../src/config/constants/toast.ts';
import { $toasts, dismissToast, toast } from '../../src/ui/toast.ts';

describe('toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
    $toasts.set([]);
  });

  it('keeps at most one toast: a new one replaces the current one', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect($toasts.get()).toEqual([{ id: second, title: 'Second', variant: 'destructive', open: true }]);
  });

  it('closes a dismissed toast at once and drops it after the removal delay', () => {
    const id = toast({ title: 'Saved', action: { label: 'Open', href: '/workspace' } });
    dismissToast(id);
    expect($toasts.get()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('ignores dismissing an unknown or already closed toast', () => {
    const id = toast({ title: 'One' });
    dismissToast(id + 100);
    expect($toasts.get()[0].open).toBe(true);
    dismissToast();
    dismissToast(id);
    expect($toasts.get()).toEqual([expect.objectContaining({ id, open: false })]);
  });
});
