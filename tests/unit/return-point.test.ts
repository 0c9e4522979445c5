import { describe, expect, test } from 'vitest';
import { returnPointFrom, withReturnPoint } from '../../src/discover/return-point.ts';

const point = { number: 46, offset: 212, shown: 60 };

describe('the return point in a history entry', () => {
  test('is read back as written, keeping what else the state holds', () => {
    const state = withReturnPoint({ other: 1 }, point);
    expect(state).toEqual({ other: 1, discoverReturn: point });
    expect(returnPointFrom(state)).toEqual(point);
    expect(returnPointFrom(structuredClone(state))).toEqual(point);
  });

  test('can be removed, leaving the rest', () => {
    expect(withReturnPoint({ other: 1, discoverReturn: point }, null)).toEqual({ other: 1 });
    expect(withReturnPoint(null, null)).toEqual({});
  });

  test('a missing or malformed one reads as none', () => {
    for (const state of [null, undefined, 'x', {}, { discoverReturn: null }, { discoverReturn: { number: 46, offset: 2 } }, { discoverReturn: { number: '46', offset: 2, shown: 20 } }, { discoverReturn: { number: 46, offset: 0.5, shown: 20 } }, { discoverReturn: { number: 46, offset: 0, shown: 0 } }]) {
      expect(returnPointFrom(state)).toBeNull();
    }
    expect(returnPointFrom({ discoverReturn: { number: 46, offset: -300, shown: 20 } })).toEqual({ number: 46, offset: -300, shown: 20 });
  });
});
