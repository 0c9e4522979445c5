/** Ships to the browser: keeps floating panels (tooltip, multi-select) inside the viewport. */

/**
 * How far to move a box that would start at `left` (px, viewport coordinates) and be `width` wide so it
 * stays at least `margin` px inside a viewport `viewportWidth` wide. 0 when it already fits. A box wider
 * than the viewport is pinned to the left margin so its start, where reading begins, stays visible.
 */
export function overflowShift(left: number, width: number, viewportWidth: number, margin = 8): number {
  const min = margin;
  const max = viewportWidth - margin - width;
  if (max < min) return min - left;
  return Math.min(Math.max(left, min), max) - left;
}
