/**
 * Ships to the browser: the Weekly Venture Picks subscribe form, in the footer and inside the popup
 * (docs/spec/workspace-and-operations.md, sections 4, 5 and 8). Validation and saving live in src/engagement/;
 * this view holds the input, the states and the funnel events.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { track, type NewsletterVariant } from '../../analytics/track.ts';
import { NEWSLETTER } from '../../config/constants/engagement.ts';
import { SUBSCRIPTION } from '../../config/constants/email.ts';
import { archiveLink as archiveTarget } from '../../engagement/archive-link.ts';
import { checkNewsletterEmail } from '../../engagement/email.ts';
import { externalLink, inputClass, labelClass } from './fields.ts';
import { SubscriptionFailure } from './SubscriptionFailure.tsx';
import { useSubscription } from './useSubscription.ts';

function CheckIcon() {
  return (
    <svg className="size-6 text-green-700" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

interface Props {
  variant: NewsletterVariant;
  /** The site's archive page the "Read ..." link opens: the latest issue in the popup; the list of issues by default. */
  archivePath?: string;
}

export default function NewsletterForm({ variant, archivePath = NEWSLETTER.archivePath }: Props) {
  const popup = variant === 'popup';
  const archive = archiveTarget(import.meta.env.PUBLIC_NEWSLETTER_ARCHIVE_URL || undefined, archivePath);
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { status, error, sent, submit, reset } = useSubscription('newsletter');
  const focused = useRef(false);
  const entered = useRef(false);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const showPanel = status === 'success' || (popup && status === 'error');

  // The footer form is server-rendered and hydrates when first used (client:session), which holds a press
  // or Enter that comes before and repeats it once hydrated: so the server's button is enabled (a disabled
  // one would swallow the press), and what was typed is taken over before the repeated press is handled.
  const [live, setLive] = useState(false);
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(typed);
    setLive(true);
  }, []);

  // The submit button that had focus is gone once a panel replaces the form: focus its heading instead.
  useEffect(() => {
    if (showPanel) panelHeading.current?.focus();
  }, [showPanel]);

  function onFocus() {
    if (focused.current) return;
    focused.current = true;
    track('newsletter_form_focused', { variant });
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setEmail(next);
    setInvalid(null);
    if (status !== 'idle' && status !== 'loading') reset();
    if (!entered.current && next.trim() !== '') {
      entered.current = true;
      track('newsletter_email_entered', { variant });
    }
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkNewsletterEmail(email);
    if (!check.ok) {
      setInvalid(check.message);
      track('newsletter_signup_failed', { variant, reason: 'validation' });
      return;
    }
    track('newsletter_submitted', { variant });
    const result = await submit(check.email);
    if (!result) return;
    if (result.ok) {
      setEmail('');
      track('newsletter_signup_success', { variant });
    } else {
      track('newsletter_signup_failed', { variant, reason: result.reason });
    }
  }

  function onRetry() {
    track('newsletter_retry_clicked', { variant });
    reset();
    setEmail('');
    // The form comes back on the next render; put the cursor in it.
    requestAnimationFrame(() => input.current?.focus());
  }

  const archiveLink = (
    <a href={archive.href} {...(archive.external ? externalLink : {})} className="link inline-flex min-h-11 items-center text-sm">
      {popup && archive.latestIssue ? NEWSLETTER.readThisWeek : NEWSLETTER.readPrevious}
      {archive.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );

  if (status === 'success') {
    return (
      <div className={popup ? 'mt-4' : 'mt-3'} data-newsletter-result="success">
        <div role="status" className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4">
          <CheckIcon />
          <div>
            <h3 ref={panelHeading} tabIndex={-1} className="font-bold text-green-900 outline-none">
              {NEWSLETTER.successTitle}
            </h3>
            <p className="mt-1 text-sm font-semibold text-green-900" data-check-inbox>{sent ? SUBSCRIPTION.checkInbox : SUBSCRIPTION.alreadySent}</p>
            <p className="mt-1 text-sm text-green-900">{NEWSLETTER.successBody}</p>
          </div>
        </div>
        {archiveLink}
      </div>
    );
  }

  if (popup && status === 'error') {
    return (
      <SubscriptionFailure
        list="newsletter"
        texts={NEWSLETTER}
        headingRef={panelHeading}
        message={error}
        onRetry={onRetry}
      />
    );
  }

  const message = invalid ?? error;
  const loading = status === 'loading';
  return (
    <div className={popup ? 'mt-2' : 'mt-3'}>
      {popup ? <p className="text-slate-700">{NEWSLETTER.popupBody}</p> : null}
      <form noValidate onSubmit={onSubmit} className={popup ? 'mt-5' : ''}>
        <label htmlFor={`${id}-email`} className={popup ? labelClass : 'sr-only'}>
          {popup ? NEWSLETTER.emailLabel : NEWSLETTER.footerLabel}
        </label>
        <div className={popup ? 'mt-1 flex flex-col gap-3' : 'flex flex-col gap-2 sm:flex-row md:flex-col'}>
          {/* No name: the server's button is enabled, and without scripts a press must not put the address in the page's URL. */}
          <input
            ref={input}
            id={`${id}-email`}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={NEWSLETTER.placeholder}
            value={email}
            onChange={onChange}
            onFocus={onFocus}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-message` : undefined}
            data-autofocus
            className={inputClass}
          />
          <button type="submit" disabled={live && (loading || email.trim() === '')} className="btn-primary shrink-0 disabled:cursor-not-allowed disabled:opacity-60">
            {loading ? NEWSLETTER.submitting : NEWSLETTER.submit}
          </button>
        </div>
        {message ? (
          <p id={`${id}-message`} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {message}
          </p>
        ) : null}
        <p className="mt-2 text-xs text-slate-700">{NEWSLETTER.tagline}</p>
      </form>
      {archiveLink}
    </div>
  );
}
