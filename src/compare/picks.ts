/**
 * The ideas picked to compare and the /compare address. Pure; ships to the browser.
 */
import { COMPARE_LIMITS, COMPARE_PARAM, COMPARE_PATH } from '../config/constants/compare.ts';

/** What the tray shows of a pick without loading anything: cards and the workspace know these. */
export interface ComparePick {
  number: number;
  heading: string;
  path: string;
}

export type PickOutcome = { status: 'added' | 'removed'; picks: ComparePick[] } | { status: 'full'; picks: ComparePick[] };

/** Adds the idea, or removes it when picked; a pick beyond the limit is refused and nothing changes. */
export function togglePick(picks: readonly ComparePick[], pick: ComparePick): PickOutcome {
  if (picks.some((item) => item.number === pick.number)) return { status: 'removed', picks: picks.filter((item) => item.number !== pick.number) };
  if (picks.length >= COMPARE_LIMITS.max) return { status: 'full', picks: [...picks] };
  // Only what the tray shows is kept: callers pass whole cards.
  return { status: 'added', picks: [...picks, { number: pick.number, heading: pick.heading, path: pick.path }] };
}

export function compareHref(numbers: readonly number[]): string {
  return `${COMPARE_PATH}?${COMPARE_PARAM}=${numbers.join(',')}`;
}

/** What /compare?ids=... asks for: the idea numbers to show, and what it could not use. */
export interface CompareRequest {
  numbers: number[];
  /** Parts that are no idea number ("abc", "0", "1.5"). */
  invalid: string[];
  /** Numbers beyond the limit, left out. */
  dropped: number[];
}

/** "12, 45,abc,12,78" -> 12, 45, 78 (first occurrence kept) with 'abc' invalid; at most COMPARE_LIMITS.max. */
export function parseCompareIds(value: string | null): CompareRequest {
  const numbers: number[] = [];
  const invalid: string[] = [];
  for (const part of (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    // 'idea-12' is the idea's id (the workspace's form); the address normally has the bare number.
    const digits = /^(?:idea-)?(\d{1,9})$/.exec(part)?.[1];
    const number = digits === undefined ? 0 : Number(digits);
    if (number > 0) {
      if (!numbers.includes(number)) numbers.push(number);
    } else invalid.push(part);
  }
  return { numbers: numbers.slice(0, COMPARE_LIMITS.max), invalid, dropped: numbers.slice(COMPARE_LIMITS.max) };
}

function isPick(value: unknown): value is ComparePick {
  if (typeof value !== 'object' || value === null) return false;
  const { number, heading, path } = value as Record<string, unknown>;
  return Number.isInteger(number) && (number as number) > 0 && typeof heading === 'string' && typeof path === 'string' && path.startsWith('/idea/');
}

/** The stored picks; anything unreadable (another version, a hand edit) counts as none. */
export function parseStoredPicks(text: string | null): ComparePick[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const picks = value.filter(isPick).map(({ number, heading, path }) => ({ number, heading, path }));
    return picks.filter((pick, index) => picks.findIndex((other) => other.number === pick.number) === index).slice(0, COMPARE_LIMITS.max);
  } catch {
    return [];
  }
}
