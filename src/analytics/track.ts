/**
 * Ships to the browser: the one way islands and scripts report analytics events. Events go to the tag's
 * `gtag()` queue, which exists only when a measurement id is configured (src/analytics/AnalyticsTag.astro);
 * otherwise `track()` does nothing. Parameters are typed per event and carry no personal data.
 */
import type { FailureReason } from '../engagement/subscribe.ts';
import type { ShareLocation, SharePlatform } from '../engagement/share.ts';

/** Which newsletter form: the footer one or the popup. */
export type NewsletterVariant = 'footer' | 'popup';
/** What opened the popup. */
export type NewsletterSource = 'header' | 'discover' | 'idea_page' | 'address';

interface NewsletterParams {
  variant: NewsletterVariant;
}

interface ShareParams {
  idea_id: string;
  idea_title: string;
  idea_url: string;
  platform: SharePlatform | 'menu' | 'sheet';
  location: ShareLocation;
}

export interface AnalyticsEvents {
  page_view: { page_path: string; page_title: string; page_location: string };
  newsletter_popup_opened: NewsletterParams & { source: NewsletterSource };
  newsletter_form_focused: NewsletterParams;
  newsletter_email_entered: NewsletterParams;
  newsletter_submitted: NewsletterParams;
  newsletter_signup_success: NewsletterParams;
  newsletter_signup_failed: NewsletterParams & { reason: FailureReason | 'validation' };
  newsletter_popup_closed: NewsletterParams;
  newsletter_retry_clicked: NewsletterParams;
  share_open: ShareParams;
  share_click: ShareParams;
  share_copy: ShareParams;
}

export type AnalyticsEventName = keyof AnalyticsEvents;

type Gtag = (command: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

/** Something shaped like an email address: a guard in case a caller ever passes one by mistake. */
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** The event's parameters, minus any value that looks like an email address. */
export function eventParams<E extends AnalyticsEventName>(params: AnalyticsEvents[E]): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params) as [string, string][]) {
    if (!EMAIL_LIKE.test(value)) clean[key] = value;
  }
  return clean;
}

export function track<E extends AnalyticsEventName>(name: E, params: AnalyticsEvents[E]): void {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return;
  window.gtag('event', name, eventParams<E>(params));
}

/**
 * The page address reported with page_view: only the campaign (utm_*) parameters survive, since other
 * query values (a contact message prefill, a search) may hold what a visitor typed.
 */
export function pageLocation(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (key.startsWith('utm_')) kept.append(key, value);
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}
