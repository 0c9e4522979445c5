/** Ships to the browser: a card's Compare toggle (pressed while the idea is picked to compare). */
import { useStore } from '@nanostores/react';
import type { ComparePick } from '../../compare/picks.ts';
import { $comparePicks, serverPicks, toggleComparePick } from '../../stores/compare.ts';

const STYLES = {
  /** A discover card: a pill in the scores row (the card's footer has no room for a fourth control). */
  chip: 'min-h-6 rounded-full px-2 text-xs',
  /** A workspace card: a button beside Remove. */
  button: 'min-h-11 rounded-lg px-3 text-sm',
};

export default function CompareToggle({ pick, size }: { pick: ComparePick; size: keyof typeof STYLES }) {
  const picked = useStore($comparePicks, { ssr: serverPicks }).some((item) => item.number === pick.number);
  return (
    <button
      type="button"
      aria-pressed={picked}
      onClick={() => toggleComparePick(pick)}
      className={`inline-flex items-center gap-1 font-semibold whitespace-nowrap ring-1 ${STYLES[size]} ${picked ? 'bg-brand-600 text-white ring-brand-600 hover:bg-brand-700' : 'bg-white text-brand-700 ring-brand-600/50 hover:bg-brand-50'}`}
      data-compare-toggle={pick.number}
    >
      <span aria-hidden="true">{picked ? '✓' : '+'}</span>
      Compare<span className="sr-only"> {pick.heading}</span>
    </button>
  );
}
