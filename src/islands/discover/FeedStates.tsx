/**
 * Ships to the browser: the feed's empty and error states, with the texts of
 * docs/spec/public-site.md#8-error-catalogue.
 */
import { FEED_TEXT } from '../../config/constants/catalogue.ts';

export function EmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center" role="status">
      <h2 className="text-lg font-bold text-ink">{FEED_TEXT.emptyTitle}</h2>
      <p className="mt-2 text-slate-700">{FEED_TEXT.emptyBody}</p>
    </div>
  );
}

/** A failed load: said above the cards already on screen, which stay (they are still right). */
export function ErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="mb-5 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-4" role="alert" data-feed-error>
      <div className="min-w-0 flex-1">
        <h2 className="font-bold text-red-900">{FEED_TEXT.errorTitle}</h2>
        <p className="mt-1 text-sm text-red-900">{FEED_TEXT.errorBody}</p>
        <p className="mt-1 hidden font-mono text-xs text-red-900 min-[769px]:block" data-error-details>
          {error.message}
        </p>
      </div>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}

/** What the address asked for that no list has (an unknown category, a like of no idea), and that it was left out. */
export function AddressNotes({ texts }: { texts: string[] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 px-5 py-3 text-sm text-slate-700" role="status" data-address-notes>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
