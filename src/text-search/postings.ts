/**
 * How a term's postings are written in a block file (word-index.ts): the ranks it occurs in, ascending, then
 * `|` and the impact at each. Every form is plain ASCII that JSON needs no escape for, and each is chosen for
 * what gzip makes of it, since the files travel gzip'd:
 *
 * - Ranks as gaps, in base 32, one character per five bits, most significant first: the last character of a
 *   number from GAP_LAST, the ones before it from GAP_MORE, so no separator is needed and a gap under 32 is one
 *   character. A term in more than a quarter of the ranks is written as a bitmap instead, `~` and six ranks per
 *   character: gzip cannot code a character in under a bit, and the bitmap of "model" (58% of the ideas) is a
 *   fifth smaller than its gaps.
 * - Impacts one character each (`a` is 1); or, for a long list with at most PACKED_LEVELS distinct impacts (a
 *   common word's, in coarse steps: words.build.ts), the count of levels, the levels, then as many impacts per
 *   character as the levels allow (none for one level): "model"'s three levels go three to a character, an
 *   eighth smaller.
 */
const GAP_LAST = '0123456789abcdefghijklmnopqrstuv';
const GAP_MORE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ!#$%&*';
const SIXES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BITMAP = '~';
const IMPACTS_AFTER = '|';
const IMPACT_CHAR_BASE = 96;
const PACKED_LEVELS = 8;
const PACKED_FROM = 64;
const BITMAP_DENSITY = 4;

const valuesOf = (alphabet: string) => {
  const values = new Int8Array(128).fill(-1);
  for (let i = 0; i < alphabet.length; i++) values[alphabet.charCodeAt(i)] = i;
  return values;
};
// A GAP_MORE digit reads as 32 plus its value: it says the number goes on.
const gapValues = valuesOf(GAP_LAST + GAP_MORE);
const sixValues = valuesOf(SIXES);

/** How many impacts of `levels` (2 or more) distinct values go in one character of SIXES. */
function perChar(levels: number): number {
  let count = 1;
  while (levels ** (count + 1) <= SIXES.length) count++;
  return count;
}

export interface Postings {
  ranks: Int32Array;
  impacts: Uint8Array;
}

function encodeRanks(ranks: readonly number[]): string {
  const last = ranks.at(-1) ?? 0;
  if (ranks.length * BITMAP_DENSITY > last + 1) {
    const sixes = new Uint8Array(Math.floor(last / 6) + 1);
    for (const rank of ranks) sixes[Math.floor(rank / 6)]! |= 1 << rank % 6;
    return BITMAP + Array.from(sixes, (six) => SIXES[six]).join('');
  }
  let gaps = '';
  ranks.forEach((rank, i) => {
    let gap = i === 0 ? rank : rank - ranks[i - 1]! - 1;
    let digits = GAP_LAST[gap & 31]!;
    for (gap >>>= 5; gap > 0; gap >>>= 5) digits = GAP_MORE[gap & 31]! + digits;
    gaps += digits;
  });
  return gaps;
}

function encodeImpacts(impacts: readonly number[]): string {
  const levels = [...new Set(impacts)].sort((a, b) => a - b);
  const plain = (impact: number) => String.fromCharCode(IMPACT_CHAR_BASE + impact);
  if (impacts.length < PACKED_FROM || levels.length > PACKED_LEVELS) return impacts.map(plain).join('');
  let packed = `${levels.length}${levels.map(plain).join('')}`;
  if (levels.length === 1) return packed;
  const per = perChar(levels.length);
  for (let i = 0; i < impacts.length; i += per) {
    let value = 0;
    for (let j = i; j < i + per; j++) value = value * levels.length + (j < impacts.length ? levels.indexOf(impacts[j]!) : 0);
    packed += SIXES[value];
  }
  return packed;
}

/** Ranks ascending, each with its impact (1 to 26). */
export function encodePostings(ranks: readonly number[], impacts: readonly number[]): string {
  return encodeRanks(ranks) + IMPACTS_AFTER + encodeImpacts(impacts);
}

/** How many ranks `text` up to `end` holds: a bitmap's set bits, or the gaps' last digits. */
function countRanks(text: string, end: number): number {
  let count = 0;
  if (text[0] === BITMAP) for (let i = 1; i < end; i++) for (let six = sixValues[text.charCodeAt(i)]!; six > 0; six &= six - 1) count++;
  else for (let i = 0; i < end; i++) if (gapValues[text.charCodeAt(i)]! < 32) count++;
  return count;
}

function decodeRanks(text: string, end: number, count: number): Int32Array {
  const ranks = new Int32Array(count);
  let index = 0;
  if (text[0] === BITMAP) {
    for (let i = 1; i < end; i++) {
      const six = sixValues[text.charCodeAt(i)]!;
      for (let bit = 0; bit < 6; bit++) if (six & (1 << bit)) ranks[index++] = (i - 1) * 6 + bit;
    }
    return ranks;
  }
  let rank = -1;
  let gap = 0;
  for (let i = 0; i < end; i++) {
    const digit = gapValues[text.charCodeAt(i)]!;
    if (digit >= 32) gap = gap * 32 + digit - 32;
    else {
      rank += gap * 32 + digit + 1;
      ranks[index++] = rank;
      gap = 0;
    }
  }
  return ranks;
}

function decodeImpacts(text: string, start: number, count: number): Uint8Array {
  const impacts = new Uint8Array(count);
  const levelCount = text.charCodeAt(start) - 48;
  if (levelCount < 1 || levelCount > PACKED_LEVELS) {
    for (let i = 0; i < count; i++) impacts[i] = text.charCodeAt(start + i) - IMPACT_CHAR_BASE;
    return impacts;
  }
  const levels = Array.from({ length: levelCount }, (_, i) => text.charCodeAt(start + 1 + i) - IMPACT_CHAR_BASE);
  if (levelCount === 1) return impacts.fill(levels[0]!);
  const per = perChar(levelCount);
  let at = start + 1 + levelCount;
  for (let i = 0; i < count; i += per, at++) {
    let value = sixValues[text.charCodeAt(at)]!;
    // The character's impacts, most significant first; the last character's padding runs past `count`.
    for (let j = per - 1; j >= 0; j--, value = Math.floor(value / levelCount)) if (i + j < count) impacts[i + j] = levels[value % levelCount]!;
  }
  return impacts;
}

export function decodePostings(text: string): Postings {
  const split = text.indexOf(IMPACTS_AFTER);
  const count = countRanks(text, split);
  return { ranks: decodeRanks(text, split, count), impacts: decodeImpacts(text, split + 1, count) };
}
