/**
 * When the feed next refreshes: the scheduled build runs every weekday at 06:30 UTC. Ships to the browser; pure.
 */
export const FEED_REFRESH_UTC = { hour: 6, minute: 30 } as const;

/** The first weekday 06:30 UTC strictly after `now`; Saturday and Sunday are skipped. */
export function nextFeedRefresh(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), FEED_REFRESH_UTC.hour, FEED_REFRESH_UTC.minute));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  while (next.getUTCDay() === 0 || next.getUTCDay() === 6) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** "Mon, Nov 23, 12:00 PM" in the reader's time zone (or the one given, for tests). */
export function formatFeedRefresh(date: Date, options: { locale?: string; timeZone?: string } = {}): string {
  return new Intl.DateTimeFormat(options.locale ?? 'en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: options.timeZone,
  }).format(date);
}
