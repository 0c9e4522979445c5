import { describe, expect, it } from 'vitest';
import { catalogueEpoch, epochFlags, epochSize } from '../../src/ideas/catalogue-epoch.ts';

describe("the catalogue's epoch", () => {
  it('holds as many ideas as the largest power of two the catalogue has, or all of a catalogue under 64', () => {
    expect([0, 1, 3, 63, 64, 69, 127, 128, 998, 1018, 8192, 10_000, 100_020].map(epochSize)).toEqual([0, 1, 3, 63, 64, 64, 64, 128, 512, 512, 8192, 8192, 65_536]);
  });

  it('is the first ideas by number, whatever their order and however many rows were left blank', () => {
    // Rows 1 to 110 newest first, every third one blank. The oldest 54 ideas are an epoch of their own; of the
    // oldest 72, the epoch is the first 64, rows 1 to 95.
    const numbers = Array.from({ length: 110 }, (_, index) => index + 1).filter((number) => number % 3 !== 0).reverse();
    const ideas = numbers.map((number) => ({ number }));
    expect(catalogueEpoch(ideas.slice(-54))).toEqual(ideas.slice(-54));
    const epoch = catalogueEpoch(ideas.slice(-72)).map((idea) => idea.number);
    expect(epoch).toEqual(numbers.slice(-72).filter((number) => number <= 95));
    expect(epoch).toHaveLength(64);
    expect(epochFlags(ideas.slice(-72))).toEqual(numbers.slice(-72).map((number) => number <= 95));
  });
});
