/** Ships to the browser: the desktop category filter, a disclosure panel of checkboxes with a search box. */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LIMITS } from '../config/constants/catalogue.ts';
import { filterOptions, toggleValue, triggerText, type SelectOption } from './multiSelectOptions.ts';
import CheckboxOption from './CheckboxOption.tsx';
import { overflowShift } from './overflow.ts';

export type { SelectOption };

interface Props {
  /** Plural noun shown on the trigger and used in the search label, e.g. "Technologies". */
  label: string;
  options: readonly SelectOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** Id of the trigger button; the panel and search box derive theirs from it. */
  id?: string;
}

export default function MultiSelect({ label, options, selected, onChange, id }: Props) {
  const autoId = useId();
  const baseId = id ?? autoId;
  const panelId = `${baseId}-panel`;
  const searchId = `${baseId}-search`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [shift, setShift] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const visible = filterOptions(options, query);
  const noun = label.toLowerCase();
  const count = selected.length;

  function close(returnFocus: boolean) {
    setOpen(false);
    setQuery('');
    if (returnFocus) triggerRef.current?.focus();
  }

  // Measured before paint so a trigger near the right edge never flashes a panel that runs off screen.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!open || !root || !panel) return;
    const left = root.getBoundingClientRect().left;
    setShift(overflowShift(left, panel.offsetWidth, document.documentElement.clientWidth));
  }, [open]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    // Keeps an enclosing <dialog> open and stops the search field clearing itself instead of closing.
    event.preventDefault();
    close(true);
  }

  function clear() {
    onChange([]);
    // The Clear button disappears with the selection; without this, focus would fall back to <body>.
    searchRef.current?.focus();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys and focus bubbling up from the button and checkboxes, handled in one place
    <div
      ref={rootRef}
      className="relative inline-block"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Only a real focus move (Tab) closes; Safari reports no relatedTarget for clicks on checkboxes.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !rootRef.current?.contains(next)) close(false);
      }}
    >
      <button
        ref={triggerRef}
        id={baseId}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : setOpen(true))}
        className={count > 0 ? 'btn border border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100' : 'btn-secondary'}
      >
        {count > 0 ? <span className="sr-only">{`${label}: `}</span> : null}
        <span className="max-w-48 truncate">{triggerText(label, selected.map((value) => options.find((option) => option.value === value)?.label ?? value))}</span>
        <svg className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
          <path fillRule="evenodd" d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" clipRule="evenodd" />
        </svg>
      </button>

      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        style={{ left: shift }}
        className="absolute top-full left-0 z-30 mt-2 w-max max-w-[min(24rem,calc(100vw-1rem))] min-w-64 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-lg"
      >
        <label htmlFor={searchId} className="sr-only">
          {`Search ${noun}`}
        </label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search…"
          autoComplete="off"
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 placeholder:text-slate-600"
        />
        <fieldset className="mt-2">
          <legend className="sr-only">{label}</legend>
          <div className="overflow-y-auto overscroll-contain" style={{ maxHeight: LIMITS.dropdownMaxHeightPx }}>
            {/* Only while open: the closed panel costs the page no markup and no hydration. */}
            {open &&
              visible.map((option) => (
                <CheckboxOption key={option.value} option={option} checked={selected.includes(option.value)} onChange={(checked) => onChange(toggleValue(selected, option.value, checked))} />
              ))}
          </div>
          {/* Always rendered so screen readers announce "No matches" when it appears. */}
          <p role="status" className={visible.length > 0 ? 'sr-only' : 'px-2 py-1.5 text-sm text-slate-700'}>
            {visible.length > 0 ? '' : 'No matches'}
          </p>
        </fieldset>
        {count > 0 ? (
          <div className="mt-2 flex justify-end border-t border-slate-200 pt-2">
            <button type="button" onClick={clear} className="link min-h-11 rounded-md px-2 text-sm">
              Clear<span className="sr-only">{` ${noun}`}</span>
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
