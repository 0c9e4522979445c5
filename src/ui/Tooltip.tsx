/**
 * Ships to the browser: the score-help tooltip. Hover or keyboard focus shows it on desktop; on narrow or
 * touch screens a tap toggles it and it hides itself after a few seconds (spec).
 */
import { LIMITS } from '../config/constants.ts';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { overflowShift } from './overflow.ts';
import { NARROW_QUERY, useCoarsePointer, useMediaQuery } from './useMediaQuery.ts';

/** Room kept between the tooltip and the viewport edge. */
const edgeMarginPx = 8;

interface Props {
  /** Phrasing content only (text, <strong>, <br>): it renders inside a <span>. */
  content: ReactNode;
  /** What the trigger shows, typically an info icon. */
  children: ReactNode;
  /** Accessible name of the trigger button; include any visible text it shows. */
  label: string;
}

export default function Tooltip({ content, children, label }: Props) {
  const tipId = useId();
  const narrow = useMediaQuery(NARROW_QUERY);
  const coarse = useCoarsePointer();
  const tapMode = narrow || coarse;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tapped, setTapped] = useState(false);
  const [shift, setShift] = useState(0);
  const [below, setBelow] = useState(false);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const visible = hovered || focused || tapped;

  function hide() {
    setHovered(false);
    setFocused(false);
    setTapped(false);
  }

  useLayoutEffect(() => {
    const anchor = anchorRef.current?.getBoundingClientRect();
    const tip = tipRef.current;
    if (!visible || !anchor || !tip) return;
    const width = tip.offsetWidth;
    const centredLeft = anchor.left + anchor.width / 2 - width / 2;
    setShift(overflowShift(centredLeft, width, document.documentElement.clientWidth, edgeMarginPx));
    // Above is the rule; below only when it would be cut off. The page's scroll-padding-top is the band
    // the sticky header covers, so a tooltip there would hide behind the header.
    const coveredTop = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    setBelow(anchor.top - tip.offsetHeight < coveredTop + edgeMarginPx);
  }, [visible, content]);

  useEffect(() => {
    if (!tapped) return;
    const timer = window.setTimeout(() => setTapped(false), LIMITS.tooltipAutoHideMs);
    return () => window.clearTimeout(timer);
  }, [tapped]);

  // Escape must work while the pointer, not focus, is on the trigger (WCAG 1.4.13: dismissible).
  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  // Touch fires emulated hover events; only a real hovering pointer counts, and only on desktop.
  const hovers = (event: PointerEvent) => !tapMode && event.pointerType !== 'touch';

  return (
    <span
      ref={anchorRef}
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (hovers(event)) setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (!hovers(event)) return;
        setHovered(false);
        setTapped(false);
      }}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={visible ? tipId : undefined}
        onFocus={(event) => {
          // Keyboard focus shows it everywhere; focus from a tap or click must not fight the tap toggle.
          if (event.currentTarget.matches(':focus-visible')) setFocused(true);
        }}
        onBlur={hide}
        onClick={() => (tapMode && visible ? hide() : setTapped(true))}
        onKeyDown={(event: KeyboardEvent) => {
          // Keeps an enclosing <dialog> open: this Escape is for the tooltip.
          if (event.key === 'Escape' && visible) event.preventDefault();
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        {children}
      </button>
      {visible ? (
        <span
          ref={tipRef}
          id={tipId}
          role="tooltip"
          style={{ transform: `translateX(calc(-50% + ${shift}px))` }}
          className={`absolute left-1/2 z-50 w-max max-w-[min(18rem,calc(100vw-1rem))] ${below ? 'top-full pt-1' : 'bottom-full pb-1'}`}
        >
          <span className="block rounded-lg bg-ink px-3 py-2 text-left text-sm font-normal text-white shadow-lg">{content}</span>
        </span>
      ) : null}
    </span>
  );
}
