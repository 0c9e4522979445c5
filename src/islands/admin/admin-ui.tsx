/**
 * Ships to the browser: the admin page's small building blocks (section card, field, status icon,
 * messages, run history list).
 */
import type { ReactNode } from 'react';
import { ADMIN } from '../../config/constants/admin.ts';
import { formatDuration, formatTimestamp, methodLabel, statusLabel, type AdminRun, type HistoryRow } from '../../admin/history.ts';

export const inputClass =
  'block min-h-11 w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-600 focus-visible:border-brand-600';

export function Section({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{intro}</p>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

export function StatusIcon({ success }: { success: boolean }) {
  return success ? (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-green-700" fill="currentColor">
      <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4.5 4.5a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4l1.3 1.3 3.8-3.8a1 1 0 0 1 1.4 1.4Z" />
    </svg>
  ) : (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-red-700" fill="currentColor">
      <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM7.7 6.3 10 8.6l2.3-2.3a1 1 0 1 1 1.4 1.4L11.4 10l2.3 2.3a1 1 0 0 1-1.4 1.4L10 11.4l-2.3 2.3a1 1 0 0 1-1.4-1.4L8.6 10 6.3 7.7a1 1 0 0 1 1.4-1.4Z" />
    </svg>
  );
}

/** A result line: announced politely on success, assertively on failure. Both regions stay in the page. */
export function Outcome({ success, error }: { success: string | null; error: string | null }) {
  return (
    <div>
      <p role="status" className={success ? 'rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800' : 'sr-only'}>
        {success ?? ''}
      </p>
      <p role="alert" className={error ? 'rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700' : 'sr-only'}>
        {error ?? ''}
      </p>
    </div>
  );
}

export interface HistoryColumn<R extends HistoryRow = AdminRun> {
  label: string;
  value: (run: R) => ReactNode;
}

export const COLUMNS = {
  timestamp: { label: 'Time', value: (run: HistoryRow) => <time dateTime={run.created_at}>{formatTimestamp(run.created_at)}</time> },
  method: { label: 'Method', value: (run: AdminRun) => methodLabel(run.method) },
  duration: { label: 'Duration', value: (run: HistoryRow & { duration_ms: number }) => formatDuration(run.duration_ms) },
  submitted: { label: 'Submitted', value: (run: AdminRun) => (run.submitted ?? 0).toLocaleString('en-US') },
} satisfies Record<string, HistoryColumn>;

/** The runs, newest first: status with its icon, the given columns, and the error text of failures. */
export function RunHistory<R extends HistoryRow>({ label, runs, error, columns }: { label: string; runs: R[]; error: string | null; columns: HistoryColumn<R>[] }) {
  return (
    <div>
      <h3 className="text-base font-semibold text-ink">{label}</h3>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Could not load the history: {error}
        </p>
      ) : runs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{ADMIN.text.noHistory}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-2" aria-label={label}>
          {runs.map((run) => (
            <li key={run.id} data-run-status={run.status} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
              <p className="flex items-center gap-2 font-semibold text-ink">
                <StatusIcon success={run.status === 'success'} />
                {statusLabel(run.status)}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700">
                {columns.map((column) => (
                  <div key={column.label} className="contents">
                    <dt className="font-medium text-slate-800">{column.label}</dt>
                    <dd className="min-w-0 break-words">{column.value(run)}</dd>
                  </div>
                ))}
                {run.error ? (
                  <div className="contents">
                    <dt className="font-medium text-slate-800">Error</dt>
                    <dd className="min-w-0 break-words text-red-700">{run.error}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
