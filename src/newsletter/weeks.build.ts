/**
 * ISO 8601 weeks in UTC: Monday to Sunday, week 1 being the one with the year's first Thursday, so the
 * last days of December can belong to week 1 of the next year and the first days of January to week
 * 52 or 53 of the previous one. Pure; build-time and server-only.
 */
export interface IsoWeek {
  /** The ISO week-numbering year, which is not always the calendar year of every day in the week. */
  year: number;
  week: number;
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week that holds `time`. */
function mondayOf(time: number): number {
  const midnight = Math.floor(time / DAY_MS) * DAY_MS;
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * DAY_MS;
}

export function isoWeekOf(date: Date): IsoWeek {
  const thursday = new Date(mondayOf(date.getTime()) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  return { year, week: Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1 };
}

/** The week of a YYYY-MM-DD day (an idea's firstSeen). */
export function isoWeekOfDay(day: string): IsoWeek {
  return isoWeekOf(new Date(`${day}T00:00:00Z`));
}

/** Monday 00:00 UTC that starts the week. */
export function weekStart(week: IsoWeek): Date {
  // 4 January is always in week 1.
  return new Date(mondayOf(Date.UTC(week.year, 0, 4)) + (week.week - 1) * WEEK_MS);
}

/** Its Monday and Sunday as YYYY-MM-DD. */
export function weekDays(week: IsoWeek): { first: string; last: string } {
  const start = weekStart(week).getTime();
  return { first: new Date(start).toISOString().slice(0, 10), last: new Date(start + 6 * DAY_MS).toISOString().slice(0, 10) };
}

/** True once the week's Sunday has ended (Monday 00:00 UTC of the next week). */
export function isComplete(week: IsoWeek, now: Date): boolean {
  return now.getTime() >= weekStart(week).getTime() + WEEK_MS;
}

/** The last week that has ended at `now`: on any day, the week before the current one. */
export function lastCompleteWeek(now: Date): IsoWeek {
  return isoWeekOf(new Date(mondayOf(now.getTime()) - WEEK_MS));
}

export function compareWeeks(a: IsoWeek, b: IsoWeek): number {
  return a.year - b.year || a.week - b.week;
}

/** `2026-W47`, as ISO 8601 writes it. */
export function weekLabel(week: IsoWeek): string {
  return `${week.year}-W${String(week.week).padStart(2, '0')}`;
}
