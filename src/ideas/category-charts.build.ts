/**
 * The numbers and words of a category page's two charts: how its composite scores are spread, and its
 * research momentum (ideas per week, median composite per week). Pure; build-time only.
 */
import { LIMITS, SCORE_STATS } from '../config/constants/catalogue.ts';
import { SHORT_MONTHS } from '../config/calendar.ts';
import { weeklyMomentum, type WeekBucket } from './momentum.build.ts';
import type { Idea } from './schema.ts';
import { type HistogramBin, histogram, median } from './score-stats.build.ts';

type ChartIdea = Pick<Idea, 'dateAdded' | 'firstSeen' | 'totalScore' | 'novelty' | 'marketPotential' | 'feasibility'>;

export interface ScoreDistribution {
  bins: HistogramBin[];
  scored: number;
  median: number | null;
  /** The bin holding the most ideas (the first of equals). */
  busiest: HistogramBin | null;
  subScoreMedians: { novelty: number | null; marketPotential: number | null; feasibility: number | null };
}

const present = (values: readonly (number | undefined)[]) => values.filter((value): value is number => value !== undefined);

export function scoreDistribution(ideas: readonly ChartIdea[]): ScoreDistribution {
  const composites = present(ideas.map((idea) => idea.totalScore));
  const bins = histogram(composites, LIMITS.scoreMax);
  const busiest = composites.length === 0 ? null : bins.reduce((best, bin) => (bin.count > best.count ? bin : best));
  return {
    bins,
    scored: composites.length,
    median: median(composites),
    busiest,
    subScoreMedians: {
      novelty: median(present(ideas.map((idea) => idea.novelty))),
      marketPotential: median(present(ideas.map((idea) => idea.marketPotential))),
      feasibility: median(present(ideas.map((idea) => idea.feasibility))),
    },
  };
}

const one = (value: number | null) => (value === null ? 'none' : value.toFixed(1));

export function binLabel(bin: HistogramBin): string {
  return `${bin.from}–${bin.to}`;
}

export function distributionSummary(distribution: ScoreDistribution, category: string): string {
  if (distribution.scored === 0) return `No ${category} idea has a composite score yet.`;
  const { median: middle, busiest, subScoreMedians: sub } = distribution;
  return `Composite scores of ${distribution.scored} ${category} ${distribution.scored === 1 ? 'idea' : 'ideas'}: median ${one(middle)} out of 10; most (${busiest!.count}) score ${binLabel(busiest!)}. Median novelty ${one(sub.novelty)}, market potential ${one(sub.marketPotential)}, feasibility ${one(sub.feasibility)}.`;
}

/** "Nov 23" from YYYY-MM-DD. */
export function shortDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

export interface Momentum {
  weeks: WeekBucket[];
  total: number;
  /** Ideas in the most recent half of the window against the older half: the trend in words. */
  recentHalf: number;
  olderHalf: number;
}

export function momentum(ideas: readonly ChartIdea[], today: string): Momentum {
  const weeks = weeklyMomentum(ideas, today, SCORE_STATS.momentumWeeks);
  const half = Math.floor(weeks.length / 2);
  const sum = (buckets: WeekBucket[]) => buckets.reduce((total, week) => total + week.count, 0);
  return { weeks, total: sum(weeks), olderHalf: sum(weeks.slice(0, half)), recentHalf: sum(weeks.slice(half)) };
}

export function momentumSummary(m: Momentum, category: string): string {
  const span = `the ${m.weeks.length} weeks from ${shortDate(m.weeks[0]!.start)} to ${shortDate(m.weeks.at(-1)!.start)}`;
  if (m.total === 0) return `No ${category} ideas were published in ${span}.`;
  const trend = m.recentHalf > m.olderHalf ? 'more' : m.recentHalf < m.olderHalf ? 'fewer' : 'as many';
  const busiest = m.weeks.reduce((best, week) => (week.count > best.count ? week : best));
  return `${m.total} ${category} ${m.total === 1 ? 'idea' : 'ideas'} published in ${span}: ${m.recentHalf} in the last ${m.weeks.length - Math.floor(m.weeks.length / 2)} weeks, ${trend === 'as many' ? 'as many as' : `${trend} than`} the ${m.olderHalf} before; the busiest week (${shortDate(busiest.start)}) had ${busiest.count}.`;
}

/** The closed charts block's one line: "median composite 6.7 · 4 published in the last 26 weeks". */
export function chartsGlance(distribution: ScoreDistribution, m: Momentum): string {
  const median = distribution.scored === 0 ? 'no composite scores yet' : `median composite ${one(distribution.median)}`;
  return `${median} · ${m.total} published in the last ${m.weeks.length} weeks`;
}
