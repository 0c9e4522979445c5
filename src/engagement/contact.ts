/**
 * Ships to the browser: what the contact page reads from its address
 * (docs/spec/workspace-and-operations.md#2-screens-and-routes): the subject and message prefill, and the
 * success flag the form-mail service returns with.
 */
import { CONTACT } from '../config/constants/engagement.ts';

export interface ContactPrefill {
  subject: string;
  message: string;
}

export function contactPrefill(search: string): ContactPrefill {
  const params = new URLSearchParams(search);
  return { subject: params.get('subject') ?? '', message: params.get('message') ?? '' };
}

export function contactSubmitted(search: string): boolean {
  return new URLSearchParams(search).get('submitted') === 'true';
}

/** The address after the banner: without the success flag, keeping anything else (e.g. a hash). */
export function cleanedContactAddress(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('submitted');
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

/** Where the form-mail service sends the visitor back to, on the page's own origin. */
export function contactReturnUrl(origin: string): string {
  return new URL(CONTACT.returnPath, origin).href;
}
