import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../scripts/bench-check.ts';
import type { BenchResults, PageResult } from '../../scripts/bench-results.ts';

const DEPLOY = { nodeOptions: '--max-old-space-size=6144' };

const none = { raw: 0, gzip: 0 };

function page(path: string, jsBeforeInteractionKb: number): PageResult {
  const js = { raw: jsBeforeInteractionKb * 3072, gzip: jsBeforeInteractionKb * 1024 };
  return { path, html: none, css: none, js, fonts: none, images: none, data: none, jsBeforeInteractionGzip: js.gzip, criticalPathScripts: 0, loadIslands: 0 };
}

function results(pages: PageResult[]): BenchResults {
  return { date: '2026-11-25', machine: { cpus: 2, node: 'v24' }, benchMinutes: 1, builds: [], growthRatio: null, pages, lighthouse: [], discover: [] };
}

const guestChecks = (pages: PageResult[]) => checkBudgets(results(pages), DEPLOY).filter((check) => check.label.includes("a guest's JS"));

describe("bench-check: a guest's JS before the first interaction", () => {
  it('holds for home, about, an idea page and a legal page at 15 KB gzip or less', () => {
    const checks = guestChecks([page('/', 1.8), page('/discover', 99), page('/idea/some-idea-7', 15), page('/about', 0), page('/privacy-policy', 0)]);
    expect(checks.map((check) => [check.label, check.measured, check.ok])).toEqual([
      ["home: a guest's JS before the first interaction <= 15 KB gzip", '1.8 KB', true],
      ["about: a guest's JS before the first interaction <= 15 KB gzip", '0.0 KB', true],
      ["idea page: a guest's JS before the first interaction <= 15 KB gzip", '15.0 KB', true],
      ["legal page: a guest's JS before the first interaction <= 15 KB gzip", '0.0 KB', true],
    ]);
  });

  it('misses a page over the budget, and a page that was not measured', () => {
    const checks = guestChecks([page('/', 80), page('/idea/some-idea-7', 88), page('/terms-of-service', 0)]);
    expect(checks.map((check) => [check.measured, check.ok])).toEqual([
      ['80.0 KB', false],
      ['not measured', false],
      ['88.0 KB', false],
      ['0.0 KB', true],
    ]);
  });
});

describe('bench-check: related ideas at 10,000 ideas', () => {
  const relatedCheck = (related: BenchResults['related']) => checkBudgets({ ...results([]), related }, DEPLOY).find((check) => check.label.startsWith('related ideas'))!;

  it('holds within 60 s and misses beyond, or when not measured', () => {
    expect(relatedCheck({ ideas: 9980, ms: 5000, heapMb: 100, averageRelated: 6, withSharedShare: 1 })).toMatchObject({ measured: '5.0 s', ok: true });
    expect(relatedCheck({ ideas: 9980, ms: 61_000, heapMb: 100, averageRelated: 6, withSharedShare: 1 }).ok).toBe(false);
    expect(relatedCheck(undefined)).toMatchObject({ measured: 'none', ok: false });
  });
});

describe('bench-check: the cold build at 10,000 ideas', () => {
  const coldCheck = (imagesRendered: number, ms: number) => {
    const run = { ms, peakRssMb: 2000, imagesRendered, imagesCached: 9981 - imagesRendered };
    return checkBudgets({ ...results([]), builds: [{ ideas: 9980, cold: run, warm: run, msPerPage: 6, msPerImage: 0 }] }, DEPLOY).find((check) => check.label.includes('cold build with every image'))!;
  };

  it('holds within 10 min when it rendered its images, and misses beyond', () => {
    expect(coldCheck(9981, 9 * 60_000)).toMatchObject({ measured: '9.0 min', ok: true });
    expect(coldCheck(9981, 11.8 * 60_000)).toMatchObject({ measured: '11.8 min', ok: false });
  });

  it('misses when every image came from the cache: that run measured no image', () => {
    expect(coldCheck(0, 2 * 60_000)).toMatchObject({ measured: '2.0 min, every image from the cache', ok: false });
  });
});

describe('bench-check: a weekday update at 10,000 ideas', () => {
  const run = { ms: 60_000, peakRssMb: 2000, imagesRendered: 0, imagesCached: 9980 };
  const build = (weekday: NonNullable<BenchResults['builds'][number]['weekday']> | undefined): BenchResults['builds'][number] => ({ ideas: 9980, cold: run, warm: run, msPerPage: 6, msPerImage: 0, weekday });
  const weekdayChecks = (weekday: Parameters<typeof build>[0]) => checkBudgets({ ...results([]), builds: [build(weekday)] }, DEPLOY).filter((check) => check.label.includes('rows') || check.label.includes('weekday'));
  const update = { rows: 20, ms: 45_000, peakRssMb: 2200, files: 60_000, mb: 1000, newByFolder: [] };

  it('holds at 5% of the files and 40 MB new to the deploy and 10% of the search data fetched again, and misses beyond any', () => {
    expect(weekdayChecks({ ...update, newFiles: 3000, newMb: 40, searchData: { cachedMb: 13.1, refetchedShare: 0.1 } }).map((check) => [check.measured, check.ok])).toEqual([
      ['3000 of 60000 (5.0%)', true],
      ['40 MB', true],
      ['10.0% of 13.1 MB', true],
    ]);
    expect(weekdayChecks({ ...update, newFiles: 3001, newMb: 64.5, searchData: { cachedMb: 13.1, refetchedShare: 1 } }).map((check) => check.ok)).toEqual([false, false, false]);
    expect(weekdayChecks({ ...update, newFiles: 10, newMb: 1 }).map((check) => [check.measured, check.ok])[2]).toEqual(['not measured', false]);
  });

  it('misses when no weekday build was measured', () => {
    expect(weekdayChecks(undefined)).toEqual([{ label: 'a weekday build was measured at 10,000 ideas', measured: 'none', ok: false }]);
  });

  it("holds the Monday after to the same budgets, and misses when it was not measured", () => {
    const mondayChecks = (monday: BenchResults['builds'][number]['monday']) =>
      checkBudgets({ ...results([]), builds: [{ ...build({ ...update, newFiles: 10, newMb: 1 }), monday }] }, DEPLOY).filter((check) => check.label.includes('Monday'));
    const monday = { ...update, rows: 0, searchData: { cachedMb: 13.1, refetchedShare: 0.1 } };
    expect(mondayChecks({ ...monday, newFiles: 3000, newMb: 40 }).map((check) => [check.label, check.ok])).toEqual([
      ['9980 ideas, the Monday after: <= 5% of the files new to the deploy', true],
      ['9980 ideas, the Monday after: <= 40 MB new to the deploy', true],
      ['9980 ideas, the Monday after: a returning visitor fetches again <= 10% of the search data cached', true],
    ]);
    expect(mondayChecks({ ...monday, newFiles: 3523, newMb: 34.6 }).map((check) => check.ok)).toEqual([false, true, true]);
    expect(mondayChecks(undefined)).toEqual([{ label: 'a Monday build was measured at 10,000 ideas', measured: 'none', ok: false }]);
  });
});

describe('bench-check: the catalogue at 100,000 ideas', () => {
  const scaleChecks = (scale: BenchResults['scale']) => checkBudgets({ ...results([]), scale }, DEPLOY).filter((check) => check.label.includes('100000') || check.label.includes('100,000'));
  const browser = {
    beforeFirstKeystroke: { html: 50 * 1024, css: 10 * 1024, js: 136 * 1024, index: 0, other: 0, total: 196 * 1024 },
    firstSearch: { queries: [{ query: 'agent', matches: 14_593, ms: 900, bytes: 45 * 1024 }], worstMs: 900, worstBytes: 45 * 1024 },
  };
  const scale: NonNullable<BenchResults['scale']> = {
    ideas: 100_000,
    images: true,
    nodeOptions: DEPLOY.nodeOptions,
    cold: { ms: 40 * 60_000, peakRssMb: 7000 },
    weekday: { ms: 14 * 60_000, peakRssMb: 7500, rows: 20, files: 500_000, mb: 7000, newFiles: 600, newMb: 120 },
    monday: { ms: 14.5 * 60_000, peakRssMb: 7600, newFiles: 120_000, newMb: 5000 },
    largestFolder: { path: 'discover/data/abc', entries: 24_767 },
    discover: { coreKb: 0, queries: [], browser },
  };

  it('holds every budget within it', () => {
    expect(scaleChecks(scale).map((check) => [check.measured, check.ok])).toEqual([
      ['40.0 min', true],
      ['14.0 min', true],
      ['14.5 min', true],
      ['cold 6.8 GB, weekday 7.3 GB, Monday 7.4 GB', true],
      ['24767 (discover/data/abc)', true],
      ['196.0 KB', true],
      ['900 ms', true],
      ['45.0 KB', true],
      ['--max-old-space-size=6144', true],
    ]);
  });

  it('misses each budget beyond it, a cold build without images, a build in a larger heap than a deploy gets, a Monday build and a page not measured in Chromium', () => {
    const over = {
      ...scale,
      images: false,
      nodeOptions: '--max-old-space-size=16384',
      weekday: { ...scale.weekday, ms: 15.5 * 60_000, peakRssMb: 13_790 },
      monday: { ...scale.monday!, ms: 15.5 * 60_000 },
      largestFolder: { path: 'idea', entries: 50_001 },
      discover: { ...scale.discover!, browser: { beforeFirstKeystroke: { ...browser.beforeFirstKeystroke, total: 301 * 1024 }, firstSearch: { ...browser.firstSearch, worstMs: 1001, worstBytes: 61 * 1024 } } },
    };
    expect(scaleChecks(over).map((check) => check.ok)).toEqual([false, false, false, false, false, false, false, false, false]);
    expect(scaleChecks({ ...scale, nodeOptions: undefined }).at(-1)).toMatchObject({ measured: 'a 16 GB heap', ok: false });
    expect(scaleChecks({ ...scale, monday: undefined }).slice(2, 4).map((check) => [check.measured, check.ok])).toEqual([
      ['not measured', false],
      ['cold 6.8 GB, weekday 7.3 GB', true],
    ]);
    expect(scaleChecks({ ...scale, monday: { ...scale.monday!, peakRssMb: 8193 } })[3]!.ok).toBe(false);
    expect(scaleChecks({ ...scale, discover: { coreKb: 0, queries: [] } }).slice(5, 8).map((check) => [check.measured, check.ok])).toEqual([
      ['not measured', false],
      ['not measured', false],
      ['not measured', false],
    ]);
    expect(scaleChecks(undefined)).toEqual([{ label: 'the catalogue was measured at 100,000 ideas (npm run bench:scale)', measured: 'none', ok: false }]);
  });
});
