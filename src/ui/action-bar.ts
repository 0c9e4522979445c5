/**
 * Ships to the browser: the look of one action in the idea page's bottom bar (an icon over a short label,
 * sharing the width equally), shared by the bar's links and its Save and Share islands.
 */
export const BAR_ITEM_CLASS =
  'flex min-h-12 w-full flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-medium text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100';
