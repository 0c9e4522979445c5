/**
 * The admin page's Delivery section: rows of delivery_runs, the answers of the delivery-status and
 * delivery-preview functions, and how the page names their numbers. Pure; ships to the browser.
 */
import type { Tables } from '../supabase/types.ts';
import type { RunStatus } from './history.ts';

export type DeliveryList = 'newsletter' | 'alerts';

/** How a mailing run started: Netlify's cron, or `npm run alerts:send` by hand. */
export type DeliveryMethod = 'schedule' | 'command';

/** A row of public.delivery_runs; the database's check constraints hold list, method and status to these values. */
export type DeliveryRun = Omit<Tables<'delivery_runs'>, 'list' | 'method' | 'status'> & { list: DeliveryList; method: DeliveryMethod; status: RunStatus };

/** What a job records; id and created_at come from the database. */
export type DeliveryRunRecord = Omit<DeliveryRun, 'id' | 'created_at'>;

export type DeliveryCount = 'sent' | 'skipped' | 'up_to_date' | 'failed' | 'undeliverable' | 'confirmations' | 'deleted';

/** A run's numbers in the order the page lists them, each with its label. */
export const DELIVERY_COUNTS: readonly { key: DeliveryCount; label: string }[] = [
  { key: 'sent', label: 'Sent' },
  { key: 'skipped', label: 'Skipped (already sent)' },
  { key: 'up_to_date', label: 'Up to date (nothing new)' },
  { key: 'failed', label: 'Failed' },
  { key: 'undeliverable', label: 'Marked undeliverable' },
  { key: 'confirmations', label: 'Confirmations sent' },
  { key: 'deleted', label: 'Unconfirmed deleted' },
];

export function deliveryMethodLabel(method: DeliveryMethod): string {
  return method === 'schedule' ? 'Scheduled' : 'Command';
}

/** Subscribers of one list by state; the four do not overlap (subscription_counts()). */
export interface ListCounts {
  list: DeliveryList;
  name: string;
  confirmed: number;
  pending: number;
  unsubscribed: number;
  undeliverable: number;
}

export type ListState = Exclude<keyof ListCounts, 'list' | 'name'>;

export const LIST_STATES: readonly { key: ListState; label: string }[] = [
  { key: 'confirmed', label: 'Confirmed' },
  { key: 'pending', label: 'Pending' },
  { key: 'unsubscribed', label: 'Unsubscribed' },
  { key: 'undeliverable', label: 'Undeliverable' },
];

export interface DeliveryStatusResult {
  success: boolean;
  error: string | null;
  lists: ListCounts[];
}

/**
 * The emails the section previews. One entry per mailing; each has a builder in src/email/previews.server.ts
 * (the weekly newsletter adds 'newsletter' here and its builder there).
 */
export const PREVIEW_KINDS = ['alerts', 'newsletter'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export const PREVIEW_NAMES: Record<PreviewKind, string> = { alerts: 'next daily alert', newsletter: 'next weekly issue' };

/**
 * Which ideas the preview lists: the daily alert's are new since the oldest confirmed subscriber's last
 * alert, or the last day; the weekly issue's were first published this week (it goes out next Monday).
 */
export type PreviewBasis = 'oldest-subscriber' | 'last-day' | 'this-week';

export interface PreviewResult {
  success: boolean;
  error: string | null;
  kind: PreviewKind;
  subject: string;
  html: string;
  text: string;
  /** Ideas new since `since` (YYYY-MM-DD): what the email lists, unless it is a sample. */
  newCount: number;
  since: string;
  basis: PreviewBasis;
  /** Nothing is new, so no email would go out: the preview lists the newest ideas to show the layout. */
  sample: boolean;
}

export interface TestSendResult {
  success: boolean;
  error: string | null;
  to: string | null;
  subject: string | null;
}

/** The subject of a test send: never mistaken for the real edition in an inbox. */
export function testSubject(subject: string): string {
  return `[Test] ${subject}`;
}

/** The line above the preview saying what it shows. */
export function previewSummary(preview: Pick<PreviewResult, 'newCount' | 'since' | 'basis' | 'sample'>): string {
  if (preview.basis === 'this-week') {
    if (preview.sample) return `No idea has been published this week (since Monday ${preview.since}) yet: the preview shows the newest week's issue to show the layout.`;
    const ideas = preview.newCount === 1 ? '1 idea' : `${preview.newCount.toLocaleString('en-US')} ideas`;
    return `This week's issue so far: ${ideas} published since Monday ${preview.since}. It goes out next Monday.`;
  }
  const basis = preview.basis === 'oldest-subscriber' ? "the oldest confirmed subscriber's last alert" : 'yesterday (no confirmed subscriber yet)';
  if (preview.sample) return `Nothing is new since ${preview.since}, ${basis}: no alert would go out. The preview lists the newest ideas to show the layout.`;
  const ideas = preview.newCount === 1 ? '1 idea is' : `${preview.newCount.toLocaleString('en-US')} ideas are`;
  return `${ideas} new since ${preview.since}, ${basis}.`;
}
