/** Ships to the browser: a card's Compare toggle (pressed while the idea is picked to compare). */
import { useStore } from '@nanostores/react';
import type { ComparePick } from '../../compare/picks.ts';
import { $comparePicks, toggleComparePick } from '../../stores/compare.ts';

export default function CompareToggle({ pick }: { pick: ComparePick }) {
  const picked = useStore($comparePicks).some((item) => item.number === pick.number);
  return (
    <button
      type="button"
      aria-pressed={picked}
      onClick={() => toggleComparePick(pick)}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold ${picked ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-600' : 'text-slate-700 hover:bg-slate-100 hover:text-ink'}`}
      data-compare-toggle={pick.number}
    >
      <svg className="h-4 w-4" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        {picked ? <path d="M4 10.5l4 4 8-9" /> : <path d="M3 5h6v10H3zM11 5h6v10h-6z" />}
      </svg>
      Compare<span className="sr-only"> {pick.heading}</span>
    </button>
  );
}
