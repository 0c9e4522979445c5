/**
 * The settled segment of discover's index (src/ideas/settled-ideas.build.ts): it lasts while the catalogue
 * grows by less than 3%, and what it leaves out stays about 3% of the catalogue and the current week's.
 */
import { describe, expect, it } from 'vitest';
import { SETTLED_GROWTH, settledIdeas } from '../../src/ideas/settled-ideas.build.ts';
import { weekStart } from '../../src/ideas/momentum.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';

const DAY_MS = 86_400_000;
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface Row {
  number: number;
  dateAdded: string;
  firstSeen: string;
}

/** `perWeekday` ideas on each weekday from `from` up to and including `to`, numbered on from `first`. */
function published(from: string, to: string, perWeekday: number, first = 1): Row[] {
  const rows: Row[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let i = 0; i < perWeekday; i++) rows.push({ number: first + rows.length, dateAdded: day, firstSeen: day });
  }
  return rows;
}

describe('the settled segment', () => {
  it('is the whole catalogue when nothing was published before this week', () => {
    const rows = published('2026-11-16', '2026-11-20', 2);
    expect(settledIdeas(rows, '2026-11-20')).toEqual(new Set(rows.map((row) => row.number)));
  });

  it('stays the same build after build, for weeks, and moves once the catalogue has grown by 3%', () => {
    // About 2,100 ideas at 5 a week, then 40 weeks of daily builds adding the day's one.
    const start = '2018-06-04';
    const today0 = '2026-06-01';
    const history = published(start, addDays(today0, -1), 1);
    const ends: string[] = [];
    let previous: Set<number> | undefined;
    let moves = 0;
    for (let today = today0; today < addDays(today0, 40 * 7); today = addDays(today, 1)) {
      const rows = [...history, ...published(today0, today, 1, history.length + 1)];
      const settled = settledIdeas(rows, today);
      const before = rows.filter((row) => row.dateAdded < weekStart(today)).length;
      const thisWeek = rows.length - before;
      // What is left out: at most 3% of the ideas before this week, and this week's.
      expect(rows.length - settled.size, today).toBeLessThanOrEqual(before * (1 - 1 / SETTLED_GROWTH) + thisWeek + 1);
      // Whole weeks, oldest first: the ideas before some Monday.
      const end = rows.filter((row) => !settled.has(row.number)).reduce((oldest, row) => (row.dateAdded < oldest ? row.dateAdded : oldest), today);
      expect(rows.filter((row) => row.dateAdded < weekStart(end)).every((row) => settled.has(row.number)), today).toBe(true);
      if (previous && [...settled].some((number) => !previous!.has(number))) {
        moves++;
        ends.push(today);
        expect([...previous].every((number) => settled.has(number)), `${today}: the segment only grows`).toBe(true);
      } else if (previous) {
        expect(settled, `${today}: the same segment as the day before`).toEqual(previous);
      }
      previous = settled;
    }
    // 40 weeks of 5 ideas are 200, 9.5% of the catalogue: three moves, each on a Monday.
    expect(moves).toBe(3);
    for (const day of ends) expect(new Date(`${day}T00:00:00Z`).getUTCDay(), day).toBe(1);
  });

  it('counts an idea from when it was first published, the earlier of its date and the day the site first listed it', () => {
    const rows = published('2026-01-05', '2026-11-20', 1);
    const relisted = rows.map((row) => ({ ...row, firstSeen: '2026-11-20' }));
    expect(settledIdeas(relisted, '2026-11-20')).toEqual(settledIdeas(rows, '2026-11-20'));
  });

  it('is the oldest run of the newest-first order, as discover cuts its segments: an old idea shown with a new date goes with the newer ones', () => {
    const rows = published('2026-01-05', '2026-11-20', 1);
    const settled = settledIdeas(rows, '2026-11-20');
    const redated = rows.map((row, index) => (index === 0 ? { ...row, dateAdded: '2026-11-20' } : row));
    expect(settledIdeas(redated, '2026-11-20')).toEqual(new Set([...settled].filter((number) => number !== rows[0]!.number)));
    const newestFirst = [...redated].sort(compareNewest).map((row) => row.number);
    const segment = settledIdeas(redated, '2026-11-20');
    expect(newestFirst.slice(-segment.size).every((number) => segment.has(number))).toBe(true);
  });
});
