/**
 * One issue of Weekly Venture Picks, computed from the ideas and the week: the archive pages (at build
 * time, from the sheet) and the weekly email (from the live /ideas.json) both call weeklyIssue, so the
 * page and the email always show the same picks. Pure; build-time and server-only.
 */
import { NEWSLETTER } from '../config/constants/engagement.ts';
import { WEEKLY_PICKS } from '../config/constants/newsletter.ts';
import { SHORT_MONTHS } from '../config/calendar.ts';
import { formatDate, truncateText } from '../ideas/format.ts';
import { compareWeeks, isComplete, isoWeekOfDay, weekDays, weekLabel, type IsoWeek } from './weeks.build.ts';

/** What an issue needs of an idea: the site's Idea and the email's AlertIdea both have it. */
export interface PickableIdea {
  number: number;
  heading: string;
  path: string;
  /** YYYY-MM-DD: the day the idea was first published, which puts it in a week. */
  firstSeen: string;
  primaryCategory: string;
  novelty?: number | undefined;
  marketPotential?: number | undefined;
  feasibility?: number | undefined;
  totalScore?: number | undefined;
  pitch?: string | undefined;
  description?: string | undefined;
}

export interface IssuePick {
  number: number;
  heading: string;
  path: string;
  primaryCategory: string;
  novelty?: number | undefined;
  marketPotential?: number | undefined;
  feasibility?: number | undefined;
  totalScore?: number | undefined;
  /** A few sentences under the heading; absent when the idea has nothing beyond its heading. */
  summary?: string | undefined;
}

export interface WeeklyIssue {
  week: IsoWeek;
  /** The week as a reader names it, in subjects, titles and links: `Nov 16 – 22, 2026` (issueDates), never `2026-W47`. */
  label: string;
  /** `picks-2026-W47`: the delivery edition and the links' utm_campaign. */
  edition: string;
  /** `/newsletter/2026-w47` */
  path: string;
  /** Monday and Sunday, YYYY-MM-DD. */
  first: string;
  last: string;
  /** Ideas first published that week (the picks are the best of them). */
  ideaCount: number;
  picks: IssuePick[];
}

/**
 * The heading is the pitch whenever the sheet has one, so the summary is what the venture would do
 * (description), or the pitch only when the heading fell back to the paper title; never a repeat of the
 * heading. The weekly issue and the daily alert both show it under an idea's heading.
 */
export function ideaSummary(idea: Pick<PickableIdea, 'heading' | 'pitch' | 'description'>): string | undefined {
  const clean = (text: string | undefined) => text?.replace(/\s+/g, ' ').trim() || undefined;
  const heading = clean(idea.heading);
  const source = [clean(idea.description), clean(idea.pitch)].find((text) => text !== undefined && text !== heading);
  return source ? truncateText(source, WEEKLY_PICKS.summaryLength) : undefined;
}

/** Best composite score first; unscored last; ties: newer first, then the higher number. */
export function comparePicks(a: PickableIdea, b: PickableIdea): number {
  return (b.totalScore ?? -1) - (a.totalScore ?? -1) || b.firstSeen.localeCompare(a.firstSeen) || b.number - a.number;
}

export function issuePath(week: IsoWeek): string {
  return `${NEWSLETTER.archivePath}/${weekLabel(week).toLowerCase()}`;
}

export function picksEdition(week: IsoWeek): string {
  return `${WEEKLY_PICKS.editionPrefix}${weekLabel(week)}`;
}

/** A label for a heading: it may break around its dash only ("Nov 16 – | 22, 2026", never "Nov | 16"). */
export function unbrokenDates(label: string): string {
  return label
    .split(' – ')
    .map((part) => part.replaceAll(' ', '\u00a0'))
    .join(' – ');
}

/** "Nov 16 – 22, 2026", "Nov 30 – Dec 6, 2026", "Dec 28, 2026 – Jan 3, 2027". */
export function issueDates(issue: Pick<WeeklyIssue, 'first' | 'last'>): string {
  const [first, last] = [issue.first, issue.last].map((day) => new Date(`${day}T00:00:00Z`)) as [Date, Date];
  if (first.getUTCFullYear() !== last.getUTCFullYear()) return `${formatDate(issue.first)} – ${formatDate(issue.last)}`;
  const end = first.getUTCMonth() === last.getUTCMonth() ? String(last.getUTCDate()) : `${SHORT_MONTHS[last.getUTCMonth()]} ${last.getUTCDate()}`;
  return `${SHORT_MONTHS[first.getUTCMonth()]} ${first.getUTCDate()} – ${end}, ${last.getUTCFullYear()}`;
}

function toPick(idea: PickableIdea): IssuePick {
  const { number, heading, path, primaryCategory, novelty, marketPotential, feasibility, totalScore } = idea;
  return { number, heading, path, primaryCategory, novelty, marketPotential, feasibility, totalScore, summary: ideaSummary(idea) };
}

function issueOf(week: IsoWeek, ideas: readonly PickableIdea[]): WeeklyIssue {
  const { first, last } = weekDays(week);
  const picks = [...ideas].sort(comparePicks).slice(0, WEEKLY_PICKS.picksPerIssue).map(toPick);
  return { week, label: issueDates({ first, last }), edition: picksEdition(week), path: issuePath(week), first, last, ideaCount: ideas.length, picks };
}

/** The issue of `week`, or null when no idea was first published in it. */
export function weeklyIssue(ideas: readonly PickableIdea[], week: IsoWeek): WeeklyIssue | null {
  const { first, last } = weekDays(week);
  const inWeek = ideas.filter((idea) => idea.firstSeen >= first && idea.firstSeen <= last);
  return inWeek.length === 0 ? null : issueOf(week, inWeek);
}

/** Every issue there is at `now`: one per complete week with ideas, newest first. */
export function allIssues(ideas: readonly PickableIdea[], now: Date): WeeklyIssue[] {
  const byWeek = new Map<string, { week: IsoWeek; ideas: PickableIdea[] }>();
  for (const idea of ideas) {
    const week = isoWeekOfDay(idea.firstSeen);
    if (!isComplete(week, now)) continue;
    const key = weekLabel(week);
    const entry = byWeek.get(key) ?? { week, ideas: [] };
    entry.ideas.push(idea);
    byWeek.set(key, entry);
  }
  return [...byWeek.values()].sort((a, b) => compareWeeks(b.week, a.week)).map(({ week, ideas: inWeek }) => issueOf(week, inWeek));
}
