import { describe, expect, test } from 'vitest';
import { atScreen, cardsOnScreen, FIRST_SCREEN_CARDS, firstScreenFirst } from '../../src/discover/first-screen.ts';

const ranks = (...values: number[]) => Int32Array.from(values);

describe('first screen first', () => {
  test('a new list shows its first cards over the rest of the previous list, without repeating a card', () => {
    const previous = ranks(1, 2, 3, 4, 5, 6);
    const next = ranks(9, 5, 8, 7, 1);
    expect([...firstScreenFirst(next, previous, 3)]).toEqual([9, 5, 8, 4, 6]);
  });
  test('the list is the new one when nothing changed, nothing came before, or the new list is short', () => {
    const next = ranks(...Array.from({ length: 20 }, (_, i) => i));
    expect(firstScreenFirst(next, next)).toBe(next);
    expect(firstScreenFirst(next, null)).toBe(next);
    const short = ranks(40, 41);
    expect(firstScreenFirst(short, next)).toBe(short);
    expect(firstScreenFirst(next.subarray(0, FIRST_SCREEN_CARDS), ranks(50, 51, 52, 53, 54, 55, 56, 57))).toHaveLength(FIRST_SCREEN_CARDS);
  });
  test('loading more lists every card at once', () => {
    const previous = ranks(...Array.from({ length: 20 }, (_, i) => 100 + i));
    const more = ranks(...previous, ...Array.from({ length: 20 }, (_, i) => i));
    expect(firstScreenFirst(more, previous)).toBe(more);
  });
  test('by default the first screen of cards comes first', () => {
    const previous = ranks(...Array.from({ length: 20 }, (_, i) => 100 + i));
    const next = ranks(...Array.from({ length: 20 }, (_, i) => i));
    const listed = firstScreenFirst(next, previous);
    expect([...listed.subarray(0, FIRST_SCREEN_CARDS)]).toEqual([...next.subarray(0, FIRST_SCREEN_CARDS)]);
    expect([...listed.subarray(FIRST_SCREEN_CARDS)]).toEqual([...previous.subarray(FIRST_SCREEN_CARDS)]);
  });
});

describe('cards on a screen, fetched first', () => {
  test('is two on a phone, four on a tablet, six on a laptop and on a 1440 px high monitor', () => {
    expect(cardsOnScreen(390, 844)).toBe(2);
    expect(cardsOnScreen(768, 1024)).toBe(4);
    expect(cardsOnScreen(1280, 900)).toBe(6);
    expect(cardsOnScreen(2560, 1440)).toBe(FIRST_SCREEN_CARDS);
  });

  test('is at least a row on a screen shorter than a card', () => {
    expect(cardsOnScreen(390, 300)).toBe(1);
    expect(cardsOnScreen(1280, 0)).toBe(3);
  });
});

test('a list splits where a phone screen ends', () => {
  const [onScreen, below] = atScreen(ranks(7, 3, 9, 1), 390, 844);
  expect([...onScreen]).toEqual([7, 3]);
  expect([...below]).toEqual([9, 1]);
});
