import { describe, expect, test } from 'vitest';
import { playwrightDurations, slowest, vitestDurations } from '../../scripts/test-slowest.ts';

describe('the slowest tests of the last run (scripts/test-slowest.ts)', () => {
  test("Vitest's report: each test with its file and layer, the folder under tests/", () => {
    const report = {
      testResults: [
        { name: '/repo/tests/db/rls-pglite.test.ts', assertionResults: [{ fullName: 'rules select', duration: 812.4 }] },
        { name: '/repo/tests/unit/slug.test.ts', assertionResults: [{ fullName: 'slug keeps digits', duration: 3 }, { fullName: 'skipped one', duration: null }] },
      ],
    };
    expect(vitestDurations(report, '/repo')).toEqual([
      { layer: 'db', file: 'tests/db/rls-pglite.test.ts', title: 'rules select', ms: 812 },
      { layer: 'unit', file: 'tests/unit/slug.test.ts', title: 'slug keeps digits', ms: 3 },
      { layer: 'unit', file: 'tests/unit/slug.test.ts', title: 'skipped one', ms: 0 },
    ]);
  });

  test("Playwright's report: nested describes in the title, the project as the layer, every retry counted", () => {
    const report = {
      suites: [
        {
          title: 'discover.spec.ts',
          specs: [{ title: 'shows 20 cards', file: 'discover.spec.ts', tests: [{ projectName: 'desktop', results: [{ duration: 1200 }] }] }],
          suites: [{ title: 'pagination', specs: [{ title: 'clamps', file: 'discover.spec.ts', tests: [{ projectName: 'mobile', results: [{ duration: 900 }, { duration: 700 }] }] }] }],
        },
      ],
    };
    expect(playwrightDurations(report)).toEqual([
      { layer: 'browser (desktop)', file: 'tests/e2e/discover.spec.ts', title: 'shows 20 cards', ms: 1200 },
      { layer: 'browser (mobile)', file: 'tests/e2e/discover.spec.ts', title: 'pagination › clamps', ms: 1600 },
    ]);
  });

  test('ranks both runners together, slowest first, as many as asked', () => {
    const d = (title: string, ms: number) => ({ layer: 'unit', file: 'f', title, ms });
    expect(slowest([d('a', 5), d('b', 50), d('c', 20)], 2).map((t) => t.title)).toEqual(['b', 'c']);
  });
});
