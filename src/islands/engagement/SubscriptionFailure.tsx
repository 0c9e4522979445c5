/** Ships to the browser: the failed-subscription panel of the alerts and newsletter popups, with its retry. */
import type { RefObject } from 'react';

interface Props {
  /** The list, named in the panel's data attribute (data-alert-result / data-newsletter-result) for tests. */
  list: 'alert' | 'newsletter';
  /** Focus moves to the heading when the panel appears, so screen readers announce the failure. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  texts: { failureTitle: string; tryAgain: string };
  message: string | null;
  onRetry: () => void;
}

export function SubscriptionFailure({ list, headingRef, texts, message, onRetry }: Props) {
  return (
    <div className="mt-4" {...{ [`data-${list}-result`]: 'error' }}>
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <h3 ref={headingRef} tabIndex={-1} className="font-bold text-red-800 outline-none">
          {texts.failureTitle}
        </h3>
        <p className="mt-1 text-sm text-red-800">{message}</p>
      </div>
      <button type="button" onClick={onRetry} className="btn-primary mt-4 w-full">
        {texts.tryAgain}
      </button>
    </div>
  );
}
