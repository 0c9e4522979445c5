import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cleanStores } from 'nanostores';
import { compareHref, parseCompareIds, parseStoredPicks, togglePick } from '../../src/compare/picks.ts';
import { COMPARE_STORAGE_KEY, COMPARE_TEXT } from '../../src/config/constants/compare.ts';
import { $compareNotice, $comparePicks, removeComparePick, toggleComparePick } from '../../src/stores/compare.ts';

const pick = (number: number) => ({ number, heading: `Idea ${number}`, path: `/idea/idea-${number}-${number}` });

describe('picking', () => {
  test('a pick toggles; a fifth is refused and nothing changes', () => {
    let picks = [1, 2, 3].reduce((list, n) => togglePick(list, pick(n)).picks, [] as ReturnType<typeof pick>[]);
    expect(picks.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(togglePick(picks, pick(2))).toEqual({ status: 'removed', picks: [pick(1), pick(3)] });
    picks = togglePick(picks, pick(4)).picks;
    const fifth = togglePick(picks, pick(5));
    expect(fifth.status).toBe('full');
    expect(fifth.picks).toEqual(picks);
    // A picked idea can always be unpicked, even at the limit.
    expect(togglePick(picks, pick(4)).status).toBe('removed');
  });

  test('only the number, heading and path of a card are kept', () => {
    const card = { ...pick(7), businessModel: 'SaaS', painPoints: ['a'] };
    expect(togglePick([], card).picks).toEqual([pick(7)]);
  });
});

describe('the /compare address', () => {
  test('numbers in order, each once, at most four; the rest is reported', () => {
    expect(compareHref([12, 45, 78])).toBe('/compare?ids=12,45,78');
    expect(parseCompareIds('12, 45,45,idea-78')).toEqual({ numbers: [12, 45, 78], invalid: [], dropped: [] });
    expect(parseCompareIds('1,2,abc,0,-3,1.5,3,4,5,6')).toEqual({ numbers: [1, 2, 3, 4], invalid: ['abc', '0', '-3', '1.5'], dropped: [5, 6] });
    expect(parseCompareIds(null)).toEqual({ numbers: [], invalid: [], dropped: [] });
    expect(parseCompareIds(' , ')).toEqual({ numbers: [], invalid: [], dropped: [] });
  });
});

describe('stored picks', () => {
  test('anything unreadable counts as no picks; bad entries and repeats are dropped', () => {
    for (const text of [null, '', 'not json', '{"a":1}', '42']) expect(parseStoredPicks(text)).toEqual([]);
    const stored = JSON.stringify([pick(1), { number: -1, heading: 'x', path: '/idea/x-1' }, { number: 2, heading: 'y', path: 'javascript:alert(1)' }, pick(1), { ...pick(3), extra: true }]);
    expect(parseStoredPicks(stored)).toEqual([pick(1), pick(3)]);
    expect(parseStoredPicks(JSON.stringify([1, 2, 3, 4, 5].map(pick)))).toHaveLength(4);
  });
});

describe('the store', () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    Object.defineProperty(globalThis, 'window', {
      configurable: true,
      value: Object.assign(new EventTarget(), { localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) } }),
    });
  });
  afterEach(() => cleanStores($comparePicks, $compareNotice));

  test('picks are written to localStorage; a refused pick says why; the next change clears the message', () => {
    for (const n of [1, 2, 3, 4]) expect(toggleComparePick(pick(n))).toBe('added');
    expect(toggleComparePick(pick(5))).toBe('full');
    expect($compareNotice.get()).toBe(COMPARE_TEXT.full);
    expect(parseStoredPicks(stored.get(COMPARE_STORAGE_KEY)!)).toEqual([1, 2, 3, 4].map(pick));
    removeComparePick(2);
    expect($compareNotice.get()).toBeNull();
    expect($comparePicks.get().map((p) => p.number)).toEqual([1, 3, 4]);
  });

  test('on first use the store reads the stored picks, and follows other tabs', () => {
    stored.set(COMPARE_STORAGE_KEY, JSON.stringify([pick(9)]));
    const unsubscribe = $comparePicks.subscribe(() => undefined);
    expect($comparePicks.get()).toEqual([pick(9)]);
    window.dispatchEvent(Object.assign(new Event('storage'), { key: COMPARE_STORAGE_KEY, newValue: JSON.stringify([pick(9), pick(10)]) }));
    expect($comparePicks.get()).toEqual([pick(9), pick(10)]);
    unsubscribe();
  });
});
