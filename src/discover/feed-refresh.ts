/**
 * When the feed next refreshes: the scheduled build runs every weekday at 06:30 UTC. Ships to the browser; pure.
 */
import { SHORT_MONTHS, SHORT_WEEKDAYS } from '../config/calendar.ts';
import { FEED_TEXT } from '../config/constants/catalogue.ts';

export const FEED_REFRESH_UTC = { hour: 6, minute: 30 } as const;

/** The first weekday 06:30 UTC strictly after `now`; Saturday and Sunday are skipped. */
export function nextFeedRefresh(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), FEED_REFRESH_UTC.hour, FEED_REFRESH_UTC.minute));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  while (next.getUTCDay() === 0 || next.getUTCDay() === 6) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** A moment as a clock on the wall reads it: weekday 0 = Sunday, month 0 = January, hour 0-23. */
export interface WallClock {
  weekday: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The reader's time zone, through Date's local getters. */
export function localWallClock(date: Date): WallClock {
  return { weekday: date.getDay(), month: date.getMonth(), day: date.getDate(), hour: date.getHours(), minute: date.getMinutes() };
}

/** "Mon, Nov 23, 12:00 PM" in the reader's time zone (or as another wall clock reads it, for tests). */
export function formatFeedRefresh(date: Date, wallClock: (date: Date) => WallClock = localWallClock): string {
  const { weekday, month, day, hour, minute } = wallClock(date);
  return `${SHORT_WEEKDAYS[weekday]}, ${SHORT_MONTHS[month]} ${day}, ${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** What Refresh Research found: a newer build (and how many more ideas it has), the same one, or nothing. */
export type RefreshOutcome = { status: 'new'; added: number } | { status: 'current' } | { status: 'failed' };

/** The message shown beside Refresh Research once it is done. */
export function refreshMessage(outcome: RefreshOutcome): string {
  if (outcome.status === 'failed') return FEED_TEXT.refreshFailed;
  if (outcome.status === 'current') return FEED_TEXT.upToDate;
  if (outcome.added === 0) return FEED_TEXT.updated;
  return outcome.added === 1 ? FEED_TEXT.newIdea : FEED_TEXT.newIdeas.replace('{n}', String(outcome.added));
}
