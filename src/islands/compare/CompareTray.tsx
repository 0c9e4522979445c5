/**
 * Ships to the browser: the sticky tray of the ideas picked to compare (discover and the workspace), each
 * with a remove button, and the link to /compare once there are enough. Hidden while nothing is picked.
 */
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { COMPARE_LIMITS, COMPARE_TEXT } from '../../config/constants/compare.ts';
import { compareHref } from '../../compare/picks.ts';
import { $compareNotice, $comparePicks, clearComparePicks, removeComparePick, serverPicks } from '../../stores/compare.ts';

export default function CompareTray() {
  const picks = useStore($comparePicks, { ssr: serverPicks });
  const notice = useStore($compareNotice);
  const list = useRef<HTMLUListElement>(null);
  if (picks.length === 0) return null;

  // An emptied tray unmounts with the focused button: the focus goes to the pressed toggle of the idea picked
  // first (still on the page, now unpressed), else to the main landmark, never to the document body.
  const focusAfterEmptying = () => {
    const first = document.querySelector<HTMLElement>(`[data-compare-toggle="${picks[0]!.number}"]`);
    (first ?? document.getElementById('main'))?.focus();
  };

  // The removed button goes away: focus the next pick's (else the previous one's).
  const remove = (index: number) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const next = buttons[index + 1] ?? buttons[index - 1];
    removeComparePick(picks[index]!.number);
    if (next) next.focus();
    else focusAfterEmptying();
  };

  const clear = () => {
    focusAfterEmptying();
    clearComparePicks();
  };

  return (
    <section aria-labelledby="compare-tray-title" className="sticky bottom-0 z-30 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur sm:mx-0 sm:rounded-t-xl sm:border-x" data-compare-tray>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="compare-tray-title" className="text-sm font-bold text-ink">
          Compare <span className="font-normal text-slate-700">({picks.length} of {COMPARE_LIMITS.max})</span>
        </h2>
        <ul ref={list} className="order-last flex min-w-0 flex-1 basis-full gap-2 overflow-x-auto pb-1 sm:order-none sm:basis-auto sm:flex-wrap sm:overflow-visible sm:pb-0">
          {picks.map((pick, index) => (
            <li key={pick.number} className="flex max-w-64 shrink-0 items-center rounded-full bg-slate-100 pl-3 text-sm text-slate-800">
              <span className="truncate" title={pick.heading} data-compare-pick>
                {pick.heading}
              </span>
              <button type="button" onClick={() => remove(index)} className="ml-1 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200 hover:text-ink" aria-label={`Remove ${pick.heading} from comparison`}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <button type="button" onClick={clear} className="min-h-11 px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            Clear
          </button>
          {picks.length >= COMPARE_LIMITS.min ? (
            <a href={compareHref(picks.map((pick) => pick.number))} className="btn-primary" data-compare-link>
              Compare ({picks.length})
            </a>
          ) : (
            <span className="text-sm text-slate-700">{COMPARE_TEXT.pickMore}</span>
          )}
        </div>
      </div>
      <p role="status" className="text-sm font-medium text-red-800" data-compare-notice>
        {notice}
      </p>
    </section>
  );
}
