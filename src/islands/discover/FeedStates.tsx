/** Ships to the browser: the feed's empty and error states, with the spec's texts. */
import { FEED_TEXT } from '../../config/constants.ts';

export function EmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center" role="status">
      <h2 className="text-lg font-bold text-ink">{FEED_TEXT.emptyTitle}</h2>
      <p className="mt-2 text-slate-700">{FEED_TEXT.emptyBody}</p>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center" role="alert">
      <h2 className="text-lg font-bold text-red-900">{FEED_TEXT.errorTitle}</h2>
      <p className="mt-2 text-red-900">{FEED_TEXT.errorBody}</p>
      <p className="mt-2 hidden font-mono text-xs text-red-900 min-[769px]:block" data-error-details>
        {error.message}
      </p>
      <button type="button" className="btn-primary mt-6" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
