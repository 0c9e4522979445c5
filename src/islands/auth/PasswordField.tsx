/**
 * Ships to the browser: a labelled password input with a show/hide toggle (minimum length:
 * docs/spec/public-site.md#5-validation-rules).
 */
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { AUTH_LIMITS } from '../../config/constants/auth.ts';
import { inputClass, labelClass } from './Feedback.tsx';

interface Props {
  label: string;
  /** Controlled when given; otherwise the input keeps its own value (read it from the form). */
  value?: string;
  onChange?: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
  autoFocus?: boolean;
}

export function PasswordField({ label, value, onChange, autoComplete, name = 'password', autoFocus = false }: Props) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  // The toggle does nothing until hydrated: say so rather than ignore a click.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          required
          minLength={AUTH_LIMITS.passwordMinLength}
          autoComplete={autoComplete}
          {...(value === undefined ? {} : { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value) })}
          data-autofocus={autoFocus ? '' : undefined}
          aria-describedby={autoComplete === 'new-password' ? `${id}-hint` : undefined}
          className={`${inputClass} pr-20`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          disabled={!mounted}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={id}
          className="absolute inset-y-0 right-0 my-auto mr-1 inline-flex h-9 min-w-16 items-center justify-center rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {autoComplete === 'new-password' ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          At least {AUTH_LIMITS.passwordMinLength} characters.
        </p>
      ) : null}
    </div>
  );
}
