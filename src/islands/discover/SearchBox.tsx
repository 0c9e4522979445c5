/** Ships to the browser: the keyword search field. */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { SEARCH_TEXT } from '../../config/constants/catalogue.ts';

/** The field's text, read from a store so that typing renders the field alone, and what a keystroke hands on. */
export interface SearchText {
  text: ReadableAtom<string>;
  onText: (value: string) => void;
}

interface Props extends SearchText {
  id: string;
  /** The phone layout: a shorter placeholder in smaller type, so it is never cut (the typed text stays 16 px). */
  compact?: boolean;
}

export function SearchBox({ id, text, onText, compact = false }: Props) {
  const value = useStore(text);
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {SEARCH_TEXT.label}
      </label>
      <svg className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={compact ? SEARCH_TEXT.mobilePlaceholder : SEARCH_TEXT.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onText(event.target.value)}
        className={`h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 ${compact ? 'placeholder:text-sm' : ''}`}
      />
    </div>
  );
}
