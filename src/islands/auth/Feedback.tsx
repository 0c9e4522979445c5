/**
 * Ships to the browser: the success (green, role=status) and error (red, role=alert) lines of the auth
 * forms (both regions are always in the page so screen readers announce what appears in them), and their
 * labelled fields.
 */
import { useState, type ComponentProps, type ReactNode } from 'react';

export interface FeedbackMessage {
  kind: 'success' | 'error';
  text: string;
}

export function Feedback({ message, className = '' }: { message: FeedbackMessage | null; className?: string }) {
  const success = message?.kind === 'success' ? message.text : '';
  const error = message?.kind === 'error' ? message.text : '';
  return (
    <div className={message ? className : undefined}>
      <p role="status" className={success ? 'rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800' : 'sr-only'}>
        {success}
      </p>
      <p role="alert" className={error ? 'rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700' : 'sr-only'}>
        {error}
      </p>
    </div>
  );
}

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600';

export const labelClass = 'block text-sm font-medium text-slate-800';

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & { id: string };

/** A labelled input of the auth forms; the input's own attributes pass through. */
export function TextField({ label, id, ...input }: InputProps & { label: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} {...input} className={`${inputClass} mt-1`} />
    </div>
  );
}

/** The auth forms' required email input. */
export function EmailField(props: InputProps) {
  return <TextField label="Email" name="email" type="email" required autoComplete="email" inputMode="email" {...props} />;
}

/** Busy flag and message for a form that runs one auth call at a time. */
export function useAuthAction() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FeedbackMessage | null>(null);
  /** Runs the call, then shows its error or, when given, the success text. Resolves to whether it worked. */
  async function run(call: () => Promise<{ error: string | null }>, success?: string): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    const { error } = await call();
    setBusy(false);
    if (error) setMessage({ kind: 'error', text: error });
    else if (success) setMessage({ kind: 'success', text: success });
    return !error;
  }
  return { busy, message, setMessage, run };
}
