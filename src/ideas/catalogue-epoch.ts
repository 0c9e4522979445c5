/**
 * The catalogue's epoch: its first ideas by number (the sheet's order, so the oldest), as many as the largest
 * power of two the catalogue holds (8,192 of 10,000 ideas; the whole of a catalogue under 64). The
 * whole-catalogue facts an idea page states are worked out against it: its percentiles count the epoch's ideas
 * of its category, and related ideas weigh each term by how common it is among them (term-vectors.ts,
 * weightsFrom). Ideas added on a weekday then move no older page's percentiles, and only the related lists they
 * join, so a daily deploy uploads about what changed (issue 47). The epoch moves when the catalogue doubles: that
 * build states every page's facts anew, a dozen times in a catalogue's life. Pure; ships nowhere but the build.
 */
/**
 * Below this many ideas the epoch is the whole catalogue: a few dozen ideas weigh terms poorly (two of three
 * sharing a term is most of them), and re-rendering every page of so small a catalogue costs nothing.
 */
const SMALLEST_EPOCH = 64;

export function epochSize(ideas: number): number {
  if (ideas < SMALLEST_EPOCH) return Math.max(ideas, 0);
  let size = SMALLEST_EPOCH;
  while (size * 2 <= ideas) size *= 2;
  return size;
}

/** Per idea, in the order given: whether it is of the epoch. */
export function epochFlags(ideas: readonly { number: number }[]): boolean[] {
  const numbers = ideas.map((idea) => idea.number).sort((a, b) => a - b);
  const last = numbers[epochSize(numbers.length) - 1] ?? 0;
  return ideas.map((idea) => idea.number <= last);
}

/** The ideas of the epoch, in the order given. */
export function catalogueEpoch<T extends { number: number }>(ideas: readonly T[]): T[] {
  const flags = epochFlags(ideas);
  return ideas.filter((_, index) => flags[index]);
}
