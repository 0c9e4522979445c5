/**
 * Ships to the browser: one tooltip for every trigger inside a container. Triggers are plain buttons with
 * a `data-tooltip` text, so a list of cards mounts no per-chip state (20 cards used to mean 60 stateful
 * tooltips, and re-rendering them cost more than the search itself).
 *
 * Desktop (fine pointer, 768 px or wider): hover or keyboard focus shows it. Narrow or touch screens: a tap
 * toggles it and it hides itself after LIMITS.tooltipAutoHideMs. Escape, scrolling and leaving hide it.
 */
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { LIMITS } from '../config/constants/catalogue.ts';
import { overflowShift } from './overflow.ts';
import { NARROW_QUERY, useCoarsePointer, useMediaQuery } from './useMediaQuery.ts';

const EDGE_MARGIN_PX = 8;
const GAP_PX = 6;

type Via = 'hover' | 'focus' | 'tap';
interface Shown {
  trigger: HTMLElement;
  via: Via;
}

function triggerOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-tooltip]') : null;
}

export default function TooltipLayer({ containerRef }: { containerRef: RefObject<HTMLElement | null> }) {
  const id = useId();
  const narrow = useMediaQuery(NARROW_QUERY);
  const coarse = useCoarsePointer();
  const tapMode = narrow || coarse;
  const [shown, setShown] = useState<Shown | null>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = containerRef.current;
    if (!root) return;
    const hide = () => setShown(null);
    const onPointerOver = (event: PointerEvent) => {
      const trigger = triggerOf(event.target);
      if (trigger && !tapMode && event.pointerType !== 'touch') setShown({ trigger, via: 'hover' });
    };
    const onPointerOut = (event: PointerEvent) => {
      const from = triggerOf(event.target);
      if (from && !from.contains(event.relatedTarget as Node | null)) setShown((current) => (current?.via === 'hover' ? null : current));
    };
    const onFocusIn = (event: FocusEvent) => {
      const trigger = triggerOf(event.target);
      // Only keyboard focus: a tap or click also focuses, and must not fight the tap toggle.
      if (trigger?.matches(':focus-visible')) setShown({ trigger, via: 'focus' });
    };
    const onClick = (event: MouseEvent) => {
      const trigger = triggerOf(event.target);
      if (!trigger || !tapMode) return;
      setShown((current) => (current?.trigger === trigger ? null : { trigger, via: 'tap' }));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const listeners: [EventTarget, string, EventListener][] = [
      [root, 'pointerover', onPointerOver as EventListener],
      [root, 'pointerout', onPointerOut as EventListener],
      [root, 'focusin', onFocusIn as EventListener],
      [root, 'focusout', hide],
      [root, 'click', onClick as EventListener],
      [document, 'keydown', onKeyDown as EventListener],
      [window, 'scroll', hide],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener, { passive: true });
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [containerRef, tapMode]);

  useEffect(() => {
    if (shown?.via !== 'tap') return;
    const timer = window.setTimeout(() => setShown(null), LIMITS.tooltipAutoHideMs);
    return () => window.clearTimeout(timer);
  }, [shown]);

  // The trigger is described by the tooltip only while it shows.
  useEffect(() => {
    if (!shown) return;
    shown.trigger.setAttribute('aria-describedby', id);
    return () => shown.trigger.removeAttribute('aria-describedby');
  }, [shown, id]);

  // Above the trigger, centred and kept inside the viewport; below when the sticky header would cover it.
  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!shown || !tip) return setPosition(null);
    const anchor = shown.trigger.getBoundingClientRect();
    const centred = anchor.left + anchor.width / 2 - tip.offsetWidth / 2;
    const left = centred + overflowShift(centred, tip.offsetWidth, document.documentElement.clientWidth, EDGE_MARGIN_PX);
    const coveredTop = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const above = anchor.top - tip.offsetHeight - GAP_PX;
    setPosition({ left, top: above < coveredTop + EDGE_MARGIN_PX ? anchor.bottom + GAP_PX : above });
  }, [shown]);

  if (!shown) return null;
  return (
    <div
      ref={tipRef}
      id={id}
      role="tooltip"
      style={{ left: position?.left ?? 0, top: position?.top ?? 0, visibility: position ? 'visible' : 'hidden' }}
      className="pointer-events-none fixed z-50 w-max max-w-[min(18rem,calc(100vw-1rem))] rounded-lg bg-ink px-3 py-2 text-left text-sm text-white shadow-lg"
    >
      {shown.trigger.dataset.tooltip}
    </div>
  );
}
