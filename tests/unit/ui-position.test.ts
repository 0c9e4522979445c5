import { describe, expect, test } from 'vitest';
import { overflowShift } from '../../src/ui/overflow.ts';
import { MOBILE_QUERY, NARROW_QUERY } from '../../src/ui/useMediaQuery.ts';

describe('overflowShift (tooltip and panel clamping)', () => {
  test('a box that fits is not moved', () => {
    expect(overflowShift(100, 200, 390)).toBe(0);
    expect(overflowShift(8, 374, 390)).toBe(0);
  });
  test('a box running off the right edge moves left to the margin', () => {
    // A 288 px tooltip centred on a trigger at x = 370 on a 390 px phone.
    const left = 370 - 288 / 2;
    const shift = overflowShift(left, 288, 390);
    expect(left + shift + 288).toBe(390 - 8);
  });
  test('a box running off the left edge moves right to the margin', () => {
    expect(overflowShift(-50, 200, 390)).toBe(58);
    expect(overflowShift(-50, 200, 390, 16)).toBe(66);
  });
  test('a box wider than the viewport is pinned to the left margin', () => {
    expect(overflowShift(-100, 500, 390)).toBe(108);
    expect(overflowShift(20, 500, 390)).toBe(-12);
  });
});

describe('media queries', () => {
  test('layout switches at 768 px inclusive; tooltips treat only under 768 px as narrow', () => {
    expect(MOBILE_QUERY).toBe('(max-width: 768px)');
    expect(NARROW_QUERY).toBe('(max-width: 767.98px)');
  });
});
