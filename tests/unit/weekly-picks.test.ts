/** Weekly Venture Picks' pure parts: ISO weeks in UTC, which issues exist, and what each one picks. */
import { describe, expect, it } from 'vitest';
import { config as weeklySchedule } from '../../netlify/functions/send-weekly-picks.ts';
import { ADMIN } from '../../src/config/constants/admin.ts';
import { WEEKLY_PICKS } from '../../src/config/constants/newsletter.ts';
import { archiveLink } from '../../src/engagement/archive-link.ts';
import { allIssues, issueDates, unbrokenDates, weeklyIssue, type PickableIdea } from '../../src/newsletter/issue.build.ts';
import { isComplete, isoWeekOf, isoWeekOfDay, lastCompleteWeek, weekDays, weekLabel } from '../../src/newsletter/weeks.build.ts';

const at = (iso: string) => new Date(iso);

describe('ISO weeks (UTC)', () => {
  it('number weeks from the one with the first Thursday, across year ends', () => {
    expect(isoWeekOfDay('2026-11-16')).toEqual({ year: 2026, week: 47 });
    expect(isoWeekOfDay('2025-12-29')).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOfDay('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOfDay('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOfDay('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(isoWeekOfDay('2021-01-01')).toEqual({ year: 2020, week: 53 });
    expect(isoWeekOfDay('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(weekDays({ year: 2026, week: 53 })).toEqual({ first: '2026-12-28', last: '2027-01-03' });
    expect(weekDays({ year: 2027, week: 1 })).toEqual({ first: '2027-01-04', last: '2027-01-10' });
    expect(weekDays({ year: 2026, week: 1 })).toEqual({ first: '2025-12-29', last: '2026-01-04' });
    expect(weekLabel({ year: 2027, week: 1 })).toBe('2027-W01');
  });

  it('change at Monday 00:00 UTC, not at the reader’s midnight', () => {
    expect(isoWeekOf(at('2027-01-03T23:59:59.999Z'))).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf(at('2027-01-04T00:00:00Z'))).toEqual({ year: 2027, week: 1 });
    expect(isComplete({ year: 2026, week: 53 }, at('2027-01-03T23:59:59.999Z'))).toBe(false);
    expect(isComplete({ year: 2026, week: 53 }, at('2027-01-04T00:00:00Z'))).toBe(true);
  });

  it('the last complete week is always the one before the current week', () => {
    expect(lastCompleteWeek(at('2026-11-23T08:00:00Z'))).toEqual({ year: 2026, week: 47 });
    expect(lastCompleteWeek(at('2026-11-29T23:59:59Z'))).toEqual({ year: 2026, week: 47 });
    expect(lastCompleteWeek(at('2027-01-04T08:00:00Z'))).toEqual({ year: 2026, week: 53 });
    expect(lastCompleteWeek(at('2027-01-11T00:00:00Z'))).toEqual({ year: 2027, week: 1 });
  });
});

const idea = (number: number, firstSeen: string, totalScore?: number, more: Partial<PickableIdea> = {}): PickableIdea => ({
  number,
  heading: `Idea ${number}`,
  path: `/idea/idea-${number}`,
  firstSeen,
  primaryCategory: 'Robotics',
  totalScore,
  ...more,
});

describe('an issue', () => {
  const W47 = { year: 2026, week: 47 };

  it('picks the week’s best composite scores; ties go to the newer idea, then the higher number; unscored last', () => {
    const ideas = [
      idea(1, '2026-11-16', 7),
      idea(2, '2026-11-18', 9.1),
      idea(3, '2026-11-17', 8),
      idea(4, '2026-11-19', 8),
      idea(5, '2026-11-19', 8),
      idea(6, '2026-11-22'),
      idea(7, '2026-11-20', 6.5),
      idea(8, '2026-11-15', 10),
      idea(9, '2026-11-23', 10),
    ];
    const issue = weeklyIssue(ideas, W47)!;
    expect(issue).toMatchObject({ label: 'Nov 16 – 22, 2026', edition: 'picks-2026-W47', path: '/newsletter/2026-w47', first: '2026-11-16', last: '2026-11-22', ideaCount: 7 });
    expect(issue.picks.map((pick) => pick.number)).toEqual([2, 5, 4, 3, 1]);
    expect(issue.picks).toHaveLength(WEEKLY_PICKS.picksPerIssue);
    expect(weeklyIssue(ideas.slice(0, 2).concat(idea(6, '2026-11-22')), W47)!.picks.map((pick) => pick.number)).toEqual([2, 1, 6]);
    expect(issueDates(issue)).toBe('Nov 16 – 22, 2026');
    expect(issueDates({ first: '2026-11-30', last: '2026-12-06' })).toBe('Nov 30 – Dec 6, 2026');
    // In a heading it breaks around the dash only.
    expect(unbrokenDates('Nov 30 – Dec 6, 2026')).toBe('Nov\u00a030 – Dec\u00a06,\u00a02026');
    expect(issueDates({ first: '2026-12-28', last: '2027-01-03' })).toBe('Dec 28, 2026 – Jan 3, 2027');
  });

  it('takes Sunday 23:59 and leaves Monday 00:00 to the next week: a week with no ideas has no issue', () => {
    expect(weeklyIssue([idea(1, '2026-11-22', 5)], W47)?.ideaCount).toBe(1);
    expect(weeklyIssue([idea(1, '2026-11-23', 5), idea(2, '2026-11-15', 5)], W47)).toBeNull();
    expect(weeklyIssue([], W47)).toBeNull();
  });

  it('summarises each pick from its description, cut on a word boundary near 200 characters with an ellipsis', () => {
    const long = `${'word '.repeat(60)}end`;
    const [pick] = weeklyIssue([idea(1, '2026-11-16', 5, { description: long, pitch: 'Idea 1' })], W47)!.picks;
    expect(pick!.summary!.length).toBeLessThanOrEqual(WEEKLY_PICKS.summaryLength);
    expect(pick!.summary).toMatch(/^word( word)+…$/);
    const short = weeklyIssue([idea(1, '2026-11-16', 5, { description: 'Short\n  and  sweet.' })], W47)!.picks[0]!;
    expect(short.summary).toBe('Short and sweet.');
    // The heading already is the pitch: no summary rather than the same sentence twice.
    expect(weeklyIssue([idea(1, '2026-11-16', 5, { pitch: 'Idea 1' })], W47)!.picks[0]!.summary).toBeUndefined();
    expect(weeklyIssue([idea(1, '2026-11-16', 5, { heading: 'Paper title', pitch: 'A pitch' })], W47)!.picks[0]!.summary).toBe('A pitch');
  });

  it('exists for every complete week with ideas, newest first, across a year end', () => {
    const ideas = [idea(1, '2026-12-27', 5), idea(2, '2027-01-03', 6), idea(3, '2027-01-04', 7), idea(4, '2027-01-11', 8), idea(5, '2026-12-28', 4)];
    const labels = (now: string) => allIssues(ideas, at(now)).map((issue) => `${issue.edition}:${issue.picks.map((p) => p.number).join(',')}`);
    expect(labels('2027-01-11T00:00:00Z')).toEqual(['picks-2027-W01:3', 'picks-2026-W53:2,5', 'picks-2026-W52:1']);
    expect(labels('2027-01-10T23:59:59Z')).toEqual(['picks-2026-W53:2,5', 'picks-2026-W52:1']);
    expect(allIssues([], at('2027-01-11T00:00:00Z'))).toEqual([]);
  });
});

describe('the newsletter form’s archive link', () => {
  it('opens the site’s own archive page in the same tab, and an archive elsewhere in a new one', () => {
    expect(archiveLink(undefined, '/newsletter/2026-w47')).toEqual({ href: '/newsletter/2026-w47', external: false, latestIssue: true });
    expect(archiveLink('https://news.example/archive', '/newsletter')).toEqual({ href: 'https://news.example/archive', external: true, latestIssue: true });
    // No issue yet: the popup opens the list of issues, and does not call it this week's picks.
    expect(archiveLink(undefined, '/newsletter')).toEqual({ href: '/newsletter', external: false, latestIssue: false });
  });
});

describe('the weekly send', () => {
  it('runs Mondays at 08:00 UTC, after that morning’s 06:30 rebuild has published the week’s archive page', () => {
    expect(weeklySchedule).toEqual({ schedule: '0 8 * * 1' });
    expect(weeklySchedule.schedule).toBe(WEEKLY_PICKS.schedule);
    expect(ADMIN.rebuildSchedule).toMatch(/^30 6 \* \* (1-5|\*)$/);
  });
});
