/**
 * Which cards the discover list commits with a keystroke. Ships to the browser; pure.
 *
 * Mounting 20 new cards (creating and removing about 2,000 DOM nodes) took more than half of a keystroke's
 * 16 ms budget at 10,000 ideas (docs/performance.md#profiling-notes). Cards measured 775–907 px tall from 390
 * to 2560 px wide (synthetic sheet), so a screen up to 2560 × 1440 shows at most six. A new list therefore
 * first commits its first six cards over the rest of the previous list, which keeps the page's height (and so
 * the scroll position), and the whole new list follows in a transition a moment later.
 */
export const FIRST_SCREEN_CARDS = 6;
/** The shortest card measured, and the list's columns from Tailwind's md (48rem) and xl (80rem) widths up (DiscoverFeed.tsx). */
const CARD_MIN_HEIGHT = 775;
const COLUMNS_FROM_WIDTH: ReadonlyArray<readonly [minWidth: number, columns: number]> = [
  [1280, 3],
  [768, 2],
  [0, 1],
];

/**
 * How many cards a screen of this size can show at most: their files are fetched first (useFeedCards.ts).
 * A phone's shows two; on slow 4G the 18 below would otherwise share the network with them.
 */
export function cardsOnScreen(width: number, height: number): number {
  const columns = COLUMNS_FROM_WIDTH.find(([minWidth]) => width >= minWidth)![1];
  return columns * Math.max(1, Math.ceil(height / CARD_MIN_HEIGHT));
}

/** A list's ranks split where a screen of this size ends: the cards it can show, and the rest. */
export function atScreen(ranks: Int32Array, width: number, height: number): [onScreen: Int32Array, below: Int32Array] {
  const count = cardsOnScreen(width, height);
  return [ranks.subarray(0, count), ranks.subarray(count)];
}

const onlyAddsTo = (previous: Int32Array, next: Int32Array) => previous.length <= next.length && previous.every((rank, i) => next[i] === rank);

/**
 * The ranks to list while `next` replaces `previous`: `next` itself when it is short, when nothing came
 * before, or when it only adds cards after the previous ones (loading more must grow the list at once, or
 * the end of the list would still be in view and load more again).
 */
export function firstScreenFirst(next: Int32Array, previous: Int32Array | null, count: number = FIRST_SCREEN_CARDS): Int32Array {
  if (!previous || next.length <= count || onlyAddsTo(previous, next)) return next;
  const head = next.subarray(0, count);
  const inHead = new Set(head);
  const rest = previous.subarray(count).filter((rank) => !inHead.has(rank));
  const listed = new Int32Array(count + rest.length);
  listed.set(head);
  listed.set(rest, count);
  return listed;
}
