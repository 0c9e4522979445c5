/** Ships to the browser: the classes the engagement forms share with the rest of the site's forms. */
export const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600';

export const labelClass = 'block text-sm font-medium text-slate-800';

/** Opens in a new tab: the archive links. */
export const externalLink = { target: '_blank', rel: 'noopener noreferrer' } as const;
