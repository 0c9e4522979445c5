import { describe, expect, it } from 'vitest';
import { bars, niceMax, plotBox, series, ticks, yOf } from '../../src/charts/geometry.build.ts';
import { firstPublished, weekStart, weeklyMomentum } from '../../src/ideas/momentum.build.ts';
import { categoryPercentiles, fitComposite, histogram, median, percentileAmong, standingWords, tieNote } from '../../src/ideas/score-stats.build.ts';
import { chartsGlance, momentum, scoreDistribution } from '../../src/ideas/category-charts.build.ts';

describe('percentile among the other ideas of a category', () => {
  const percent = (sorted: number[], value: number) => percentileAmong(sorted, value)?.percent;

  it('is the share of the others with a strictly lower score, rounded down', () => {
    // 7 among [5, 6, 7, 8, 9, 9]: 2 of the 5 others are lower.
    expect(percent([5, 6, 7, 8, 9, 9], 7)).toBe(40);
    expect(percent([1, 2, 3, 4, 5], 5)).toBe(100);
    expect(percent([1, 2, 3, 4, 5], 1)).toBe(0);
    // 3 of 6 others lower: 50; 2 of 3 others lower is 66.67 -> 66.
    expect(percent([1, 2, 3, 4, 5, 6, 7], 4)).toBe(50);
  });

  it('counts ties as not lower, and counts them apart so they can be said', () => {
    expect(percentileAmong([8, 8, 8, 8, 8], 8)).toEqual({ percent: 0, tied: 4, others: 4 });
    expect(percentileAmong([6, 8, 8, 8, 8], 8)).toEqual({ percent: 25, tied: 3, others: 4 });
    expect(percentileAmong([5, 6, 7, 8, 9, 9], 9)).toEqual({ percent: 80, tied: 1, others: 5 });
    expect(percentileAmong([1, 2, 3, 4, 5], 3)).toEqual({ percent: 50, tied: 0, others: 4 });
  });

  it('says nothing for fewer than five scored ideas', () => {
    expect(percentileAmong([1, 2, 3, 4], 4)).toBeNull();
  });

  it('ranks each idea within its own category only, per score, skipping missing scores', () => {
    const ideas = [
      ...[4, 5, 6, 7, 8].map((feasibility, i) => ({ number: i + 1, feasibility, novelty: i === 0 ? undefined : 5, category: 'A' })),
      ...[9, 9, 9].map((feasibility, i) => ({ number: 10 + i, feasibility, category: 'B' })),
    ];
    const result = categoryPercentiles(ideas, (idea) => idea.category);
    expect(result.get(5)).toEqual({ feasibility: { percent: 100, tied: 0, others: 4 } });
    expect(result.get(1)).toEqual({ feasibility: { percent: 0, tied: 0, others: 4 } });
    expect(result.get(10)).toEqual({});
  });

  it('ranks an idea outside the reference among the reference as if it were one of them, and leaves the reference as it was', () => {
    const reference = [3, 4, 5, 6, 7].map((feasibility, i) => ({ number: i + 1, feasibility, category: 'A' }));
    const newcomers = [
      { number: 20, feasibility: 6, category: 'A' },
      { number: 21, feasibility: 9, category: 'A' },
    ];
    const result = categoryPercentiles([...reference, ...newcomers], (idea) => idea.category, reference);
    // Among 3, 4, 5, 6, 7 with itself: above three, tied with one of the five others; the other newcomer is not counted.
    expect(result.get(20)).toEqual({ feasibility: { percent: 60, tied: 1, others: 5 } });
    expect(result.get(21)).toEqual({ feasibility: { percent: 100, tied: 0, others: 5 } });
    expect(result.get(5)).toEqual(categoryPercentiles(reference, (idea) => idea.category).get(5));
    // A category the reference lacks has no fair percentile yet.
    expect(categoryPercentiles([{ number: 30, feasibility: 5, category: 'B' }], (idea) => idea.category, reference).get(30)).toEqual({});
  });
});

describe('ties in the percentile sentence', () => {
  // Idea 6 of the issue: the best composite of its five, and a novelty three of the other four share.
  it('names the ties a low percentile hides', () => {
    expect(tieNote({ percent: 0, tied: 3, others: 4 })).toBe('tied with 3 of the other 4');
    expect(tieNote({ percent: 25, tied: 1, others: 4 })).toBe('tied with 1 of the other 4');
  });

  it('says "all" when every other idea has the same score', () => {
    expect(tieNote({ percent: 0, tied: 4, others: 4 })).toBe('tied with all 4 others');
  });

  it('adds nothing without ties', () => {
    expect(tieNote({ percent: 100, tied: 0, others: 4 })).toBeNull();
  });

  it('says "all 4 other" for the best of its category: "100% of" would count the idea itself', () => {
    expect(standingWords({ percent: 100, tied: 0, others: 4 }, 'Agentic AI')).toEqual({ figure: 'all 4', after: ' other Agentic AI ideas' });
    expect(standingWords({ percent: 100, tied: 0, others: 4 }, null)).toEqual({ figure: 'all 4', after: ' others' });
    expect(standingWords({ percent: 82, tied: 0, others: 11 }, 'Agentic AI')).toEqual({ figure: '82%', after: ' of Agentic AI ideas' });
    expect(standingWords({ percent: 82, tied: 0, others: 11 }, null)).toEqual({ figure: '82%', after: '' });
  });
});

describe('median and histogram', () => {
  it('takes the middle, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('bins scores by whole point, a 10 in the last bin', () => {
    const bins = histogram([0, 6.5, 6.9, 7, 10], 10);
    expect(bins).toHaveLength(10);
    expect(bins[6]).toEqual({ from: 6, to: 7, count: 2 });
    expect(bins[7]!.count).toBe(1);
    expect(bins[9]!.count).toBe(1);
    expect(bins[0]!.count).toBe(1);
  });
});

describe('weekly momentum', () => {
  it('starts weeks on Monday (UTC)', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
  });

  it('uses the earlier of the page date and the first build that listed the idea', () => {
    expect(firstPublished({ dateAdded: '2026-01-05', firstSeen: '2026-11-20' })).toBe('2026-01-05');
    expect(firstPublished({ dateAdded: '2026-12-01', firstSeen: '2026-11-20' })).toBe('2026-11-20');
  });

  it('counts ideas and the median composite per week, oldest first, ignoring ideas outside the window', () => {
    const idea = (date: string, totalScore?: number) => ({ dateAdded: date, firstSeen: '2026-11-25', totalScore });
    const weeks = weeklyMomentum([idea('2026-11-24', 8), idea('2026-11-25', 6), idea('2026-11-25'), idea('2026-11-17', 7), idea('2025-01-01', 9), idea('2026-11-30', 9)], '2026-11-25', 3);
    expect(weeks).toEqual([
      { start: '2026-11-09', count: 0, medianComposite: null },
      { start: '2026-11-16', count: 1, medianComposite: 7 },
      // The idea dated 2026-11-30 was first listed on 2026-11-25: it counts this week.
      { start: '2026-11-23', count: 4, medianComposite: 8 },
    ]);
  });
});

describe('chart geometry', () => {
  const box = plotBox(128, 60, { top: 0, right: 0, bottom: 10, left: 28 });

  it('rounds axis tops up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 48, 51, 180].map(niceMax)).toEqual([1, 1, 5, 10, 20, 50, 100, 200]);
    expect(ticks(10, 2)).toEqual([0, 5, 10]);
    expect(ticks(5, 2, true)).toEqual([0, 5]);
    expect(ticks(1, 2, true)).toEqual([0, 1]);
  });

  it('draws bars from the baseline with gaps, zero as no height', () => {
    const [a, b] = bars([0, 10], 10, box, 0.2);
    expect(a).toEqual({ x: 28 + 5, y: 50, width: 40, height: 0 });
    expect(b).toEqual({ x: 78 + 5, y: 0, width: 40, height: 50 });
    expect(yOf(5, 10, box)).toBe(25);
  });

  it('breaks a series line at a missing value', () => {
    const { points, path } = series([5, null, 5, 10], 10, plotBox(100, 20, { top: 0, right: 0, bottom: 0, left: 0 }));
    expect(points.map((p) => p.index)).toEqual([0, 2, 3]);
    expect(path).toBe('M12.5 10 M62.5 10 L87.5 0');
  });
});

describe('composite fit', () => {
  it('recovers the weights a composite was made with', () => {
    const ideas = [
      [8, 6, 4],
      [5, 9, 7],
      [3, 4, 9],
      [7, 7, 2],
      [9, 2, 6],
    ].map(([novelty, marketPotential, feasibility], i) => ({ number: i + 1, novelty, marketPotential, feasibility, totalScore: 0.35 * novelty! + 0.35 * marketPotential! + 0.3 * feasibility! }));
    const fit = fitComposite(ideas)!;
    expect(fit.count).toBe(5);
    expect(fit.weights.novelty).toBeCloseTo(0.35, 6);
    expect(fit.weights.marketPotential).toBeCloseTo(0.35, 6);
    expect(fit.weights.feasibility).toBeCloseTo(0.3, 6);
    expect(fit.meanAbsError).toBeCloseTo(0, 6);
  });

  it('gives up when the scores cannot separate the weights', () => {
    expect(fitComposite([{ number: 1, novelty: 5, marketPotential: 5, feasibility: 5, totalScore: 5 }])).toBeNull();
    expect(fitComposite([1, 2, 3, 4].map((v, i) => ({ number: i + 1, novelty: v, marketPotential: v, feasibility: v, totalScore: v })))).toBeNull();
  });
});

describe('the closed charts block', () => {
  it('says the median composite and the recent count in one line', () => {
    const idea = (date: string, totalScore?: number) => ({ dateAdded: date, firstSeen: date, totalScore });
    const ideas = [idea('2026-11-24', 8), idea('2026-11-17', 6), idea('2026-11-10', 7), idea('2025-01-01', 9)];
    expect(chartsGlance(scoreDistribution(ideas), momentum(ideas, '2026-11-25'))).toBe('median composite 7.5 · 3 published in the last 26 weeks');
    expect(chartsGlance(scoreDistribution([idea('2026-11-24')]), momentum([idea('2026-11-24')], '2026-11-25'))).toBe('no composite scores yet · 1 published in the last 26 weeks');
  });
});
