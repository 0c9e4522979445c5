/**
 * Ships to the browser: the page's one notification region. Renders the toast queue (src/ui/toast.ts):
 * closes itself after TOAST.durationMs, paused while hovered or focused; a swipe right beyond
 * TOAST.swipeThresholdPx, Escape (wherever focus is, WAI-ARIA's alert practice) or the close button dismiss
 * it; F8 moves focus to the region.
 */
import { useStore } from '@nanostores/react';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { TOAST } from '../config/constants/toast.ts';
import { $toasts, dismissToast, type Toast } from '../ui/toast.ts';

/** Calls `onDone` after `ms` of unpaused time. */
function usePausableTimer(ms: number, paused: boolean, onDone: () => void): void {
  const remaining = useRef(ms);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => done.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
}

function ToastItem({ item }: { item: Toast }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const close = () => dismissToast(item.id);
  usePausableTimer(TOAST.durationMs, hovered || focused || offset > 0, close);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if ((event.target as Element).closest('a, button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset > TOAST.swipeThresholdPx) close();
    else setOffset(0);
  };

  const destructive = item.variant === 'destructive';
  const { action } = item;
  return (
    <li
      data-toast
      data-variant={item.variant ?? 'default'}
      className={`pointer-events-auto flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 shadow-lg select-none ${
        destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
      }`}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className={destructive ? 'mt-1 text-red-50' : 'mt-1 text-slate-600'}>{item.description}</p> : null}
        {action && 'href' in action ? (
          <a href={action.href} className={destructive ? 'mt-2 inline-block font-semibold underline' : 'link mt-2 inline-block'}>
            {action.label}
          </a>
        ) : null}
        {action && 'onClick' in action ? (
          <button
            type="button"
            onClick={() => {
              close();
              action.onClick();
            }}
            className={`mt-2 inline-flex min-h-8 items-center rounded-md border px-3 font-semibold ${destructive ? 'border-white/70 hover:bg-red-800' : 'border-slate-300 text-brand-700 hover:bg-slate-50'}`}
          >
            {action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={close}
        aria-label={TOAST.close}
        className={`-m-1 grid size-8 shrink-0 place-items-center rounded-md ${destructive ? 'hover:bg-red-800' : 'text-slate-500 hover:bg-slate-100'}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m5 5 10 10M15 5 5 15" />
        </svg>
      </button>
    </li>
  );
}

/**
 * Escape belongs first to what has focus: a menu or field that used it (default prevented, or propagation
 * stopped before it reached the window) or an open modal dialog keeps it; otherwise it closes the toast.
 */
function escapeIsFree(event: KeyboardEvent, region: HTMLElement | null): boolean {
  if (event.defaultPrevented) return false;
  if (event.target instanceof Node && region?.contains(event.target)) return true;
  return !document.querySelector('dialog:modal, [aria-modal="true"]');
}

export default function Toaster() {
  // The server rendered an empty list, and this island hydrates because a toast was just queued: hydrating
  // with the queue's first value instead of the server's would not match (React #418).
  const toasts = useStore($toasts, { ssr: 'initial' });
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (escapeIsFree(event, region.current)) dismissToast();
        return;
      }
      if (event.key !== TOAST.hotkey) return;
      event.preventDefault();
      const target = region.current?.querySelector<HTMLElement>('[data-toast] a, [data-toast] button') ?? region.current;
      target?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      ref={region}
      id="toasts"
      tabIndex={-1}
      aria-label={TOAST.regionLabel}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4 outline-none sm:inset-x-auto sm:right-4 sm:justify-end"
    >
      <ol aria-live="polite" aria-atomic="false" className="flex w-full max-w-sm flex-col gap-2">
        {toasts.filter((item) => item.open).map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
