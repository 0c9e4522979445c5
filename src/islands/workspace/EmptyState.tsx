/** Ships to the browser: the dashed box of an empty workspace list, with an optional action below the title. */
import type { ReactNode } from 'react';

export default function EmptyState({ title, children, marker }: { title: string; children?: ReactNode; marker?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center" {...(marker ? { [marker]: '' } : {})}>
      <p className="text-lg font-semibold text-ink">{title}</p>
      {children}
    </div>
  );
}

/** The 'Browse Ideas' way out of an empty workspace. */
export function BrowseIdeas({ label }: { label: string }) {
  return (
    <a href="/discover" className="btn-primary mt-4">
      {label}
    </a>
  );
}
