/**
 * Geometry of the small server-rendered SVG charts (score distribution, research momentum): plot box,
 * bars, points and axis ticks in viewBox units. Pure; build-time only (no chart code ships).
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The drawing area inside a chart of `width` x `height`, leaving room for the axis labels. */
export function plotBox(width: number, height: number, margin = { top: 8, right: 8, bottom: 22, left: 28 }): Box {
  return { x: margin.left, y: margin.top, width: width - margin.left - margin.right, height: height - margin.top - margin.bottom };
}

/** The smallest of 1, 2, 5 x 10^k at or above `value` (axis top for counts); 1 for nothing. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value)!;
  return step * magnitude;
}

/** Evenly spaced tick values from 0 to `max` in `count` intervals; `whole` drops fractions (counts of ideas). */
export function ticks(max: number, count: number, whole = false): number[] {
  const step = max / count;
  return Array.from({ length: count + 1 }, (_, index) => Math.round(index * step * 100) / 100).filter((tick) => !whole || Number.isInteger(tick));
}

/** The y coordinate of `value` on a 0..max axis. */
export function yOf(value: number, max: number, box: Box): number {
  return box.y + box.height - (Math.min(value, max) / max) * box.height;
}

/** Slot `index` of `slots`: its left edge, width and centre. */
export function slot(index: number, slots: number, box: Box): { x: number; width: number; centre: number } {
  const width = box.width / slots;
  const x = box.x + index * width;
  return { x, width, centre: x + width / 2 };
}

/**
 * One bar per value on a 0..max axis; a gap of `gapShare` of each slot keeps neighbours apart. A zero
 * gets no height (an empty week is a gap, not a sliver).
 */
export function bars(values: readonly number[], max: number, box: Box, gapShare = 0.2): Box[] {
  return values.map((value, index) => {
    const { x, width } = slot(index, values.length, box);
    const top = yOf(value, max, box);
    return { x: x + (width * gapShare) / 2, y: top, width: width * (1 - gapShare), height: box.y + box.height - top };
  });
}

/**
 * Points of a series with gaps (null: nothing measured), and the SVG path joining consecutive points;
 * a gap breaks the line rather than drawing through an unmeasured week.
 */
export function series(values: readonly (number | null)[], max: number, box: Box): { points: { x: number; y: number; index: number }[]; path: string } {
  const points = values.flatMap((value, index) => (value === null ? [] : [{ x: slot(index, values.length, box).centre, y: yOf(value, max, box), index }]));
  const path = points
    .map((point, at) => `${at > 0 && points[at - 1]!.index === point.index - 1 ? 'L' : 'M'}${round(point.x)} ${round(point.y)}`)
    .join(' ');
  return { points, path };
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
