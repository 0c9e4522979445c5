import { describe, expect, test } from 'vitest';
import { PULL_MAX_PX, PULL_TRIGGER_PX, pullDistance, shouldRefresh } from '../../src/ui/usePullToRefresh.ts';

describe('pull-to-refresh maths (halved, 120 px maximum, 80 px trigger)', () => {
  test('the shown distance is half the finger distance', () => {
    expect(pullDistance(0)).toBe(0);
    expect(pullDistance(50)).toBe(25);
    expect(pullDistance(159)).toBe(79.5);
    expect(pullDistance(160)).toBe(80);
  });
  test('capped at 120 px, never negative', () => {
    expect(PULL_MAX_PX).toBe(120);
    expect(pullDistance(240)).toBe(120);
    expect(pullDistance(1000)).toBe(120);
    expect(pullDistance(-30)).toBe(0);
  });
  test('refreshes from 80 px shown, springs back below', () => {
    expect(PULL_TRIGGER_PX).toBe(80);
    expect(shouldRefresh(79.5)).toBe(false);
    expect(shouldRefresh(80)).toBe(true);
    expect(shouldRefresh(pullDistance(159))).toBe(false);
    expect(shouldRefresh(pullDistance(160))).toBe(true);
    expect(shouldRefresh(pullDistance(10_000))).toBe(true);
  });
});
