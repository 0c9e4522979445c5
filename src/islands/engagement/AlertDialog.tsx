/**
 * Ships to the browser (loaded on first use): the daily alerts popup (docs/spec/workspace-and-operations.md,
 * sections 4, 5 and 8): a required email, saved trimmed and lower-cased; then You're All Set! or Subscription
 * Failed with Try Again.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ALERTS } from '../../config/constants/engagement.ts';
import { SUBSCRIPTION } from '../../config/constants/email.ts';
import { inputClass, labelClass } from './fields.ts';
import { ModalDialog } from '../../ui/Dialog.tsx';
import { SubscriptionFailure } from './SubscriptionFailure.tsx';
import { useSubscription } from './useSubscription.ts';

function AlertForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const { status, error, sent, submit, reset } = useSubscription('alerts');
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const showPanel = status === 'success' || status === 'error';

  useEffect(() => {
    if (showPanel) panelHeading.current?.focus();
  }, [showPanel]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await submit(email);
    if (result?.ok) setEmail('');
  }

  if (status === 'success') {
    return (
      <div role="status" className="mt-4 rounded-xl border border-green-200 bg-green-50 p-4" data-alert-result="success">
        <h3 ref={panelHeading} tabIndex={-1} className="font-bold text-green-900 outline-none">
          {ALERTS.successTitle}
        </h3>
        <p className="mt-1 text-sm font-semibold text-green-900" data-check-inbox>{sent ? SUBSCRIPTION.checkInbox : SUBSCRIPTION.alreadySent}</p>
        <p className="mt-1 text-sm text-green-900">{ALERTS.successBody}</p>
      </div>
    );
  }

  if (status === 'error') {
    return (
      <SubscriptionFailure
        list="alert"
        texts={ALERTS}
        headingRef={panelHeading}
        message={error}
        onRetry={() => {
          reset();
          setEmail('');
          requestAnimationFrame(() => input.current?.focus());
        }}
      />
    );
  }

  const loading = status === 'loading';
  return (
    <>
      <p className="mt-2 text-slate-700">{ALERTS.body}</p>
      <form onSubmit={onSubmit} className="mt-5 flex flex-col gap-3">
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>
            {ALERTS.emailLabel}
          </label>
          <input
            ref={input}
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={ALERTS.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            data-autofocus
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <button type="submit" disabled={loading} className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60">
          {loading ? ALERTS.submitting : ALERTS.submit}
        </button>
      </form>
    </>
  );
}

interface Props {
  /** Bumped on every opening; 0 = closed. */
  opening: number;
  onClose: () => void;
}

export default function AlertDialog({ opening, onClose }: Props) {
  return (
    <ModalDialog open={opening > 0} title={ALERTS.title} closeLabel={ALERTS.close} onClose={onClose}>
      <AlertForm key={opening} />
    </ModalDialog>
  );
}
