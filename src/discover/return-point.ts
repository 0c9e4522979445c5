/**
 * Where a person was in the discover list when they opened an idea, kept in that history entry's state so
 * Back brings them to the same card at the same height. Ships to the browser; pure.
 */

export interface ReturnPoint {
  /** The idea number of the card that was opened. */
  number: number;
  /** The card's top edge, in px from the top of the viewport (negative when it started above it). */
  offset: number;
  /** How many cards the infinitely scrolled list showed. */
  shown: number;
}

const KEY = 'discoverReturn';

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** The return point kept in a history state, or null (none, or not one this code wrote). */
export function returnPointFrom(state: unknown): ReturnPoint | null {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return null;
  const point = (state as Record<typeof KEY, unknown>)[KEY];
  if (typeof point !== 'object' || point === null) return null;
  const { number, offset, shown } = point as Record<string, unknown>;
  return isWhole(number) && isWhole(offset) && isWhole(shown) && shown > 0 ? { number, offset, shown } : null;
}

/** A history state with the return point set (or removed, for null), keeping what else it holds. */
export function withReturnPoint(state: unknown, point: ReturnPoint | null): Record<string, unknown> {
  const rest = typeof state === 'object' && state !== null ? { ...(state as Record<string, unknown>) } : {};
  delete rest[KEY];
  return point ? { ...rest, [KEY]: point } : rest;
}
