import { configDefaults, defineConfig } from 'vitest/config';
import { DatabaseRulesReporter } from './tests/db/engines-reporter.ts';

/**
 * Projects by what a test file holds, so each gets the parallelism it can bear. Groups run one after
 * another (`sequence.groupOrder`); within a group files share one pool of workers.
 * - unit: pure, no shared state: one worker per core, files sharing a worker's loaded modules (not isolated:
 *   58 s of CPU against 32 s, mostly importing the same modules again for each file; a test that stubs a
 *   global unstubs it after).
 * - component: islands rendered in happy-dom (React Testing Library) and .astro components through Astro's
 *   Container API, with Astro's own Vite config (tests/component/vite.config.ts); no backend, no network.
 * - functions, contract, db, stores: each file starts its own in-memory stand-in or database (a PGlite, large:
 *   docs/supabase-contract.md; or a throwaway PostgreSQL 15 on a free port): independent, but at most two at a
 *   time so memory stays bounded on any machine. functions, contract and db share a worker's loaded modules
 *   (not isolated: 92 s of CPU against 112, and 2.1 GB at most against 2.4; each file still starts and closes
 *   its own stand-in and restores process.env, and they pass in shuffled order); the stores' modules hold the
 *   stores' state, so each stores file gets its own.
 * - deploy: Netlify's bundler over netlify/functions (CPU-bound, tens of seconds a file) and netlify.toml
 *   through @netlify/config, in the same group and pool.
 * - site: request-only checks over the test site, the build the browser suite serves (tests/site/), answered by
 *   Netlify's emulator without a browser.
 * - integration: real `astro build`s that share the project's `.astro` data store and Vite cache: one file at
 *   a time, last, when nothing else competes for the cores.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // An upper bound only: the unit project runs beside the browser suite on two cores, and two sweeps of
    // hundreds of queries (search.test.ts, fuzz.test.ts) ran past 30 s there on a slow run.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Vitest's own choice of reporters (it differs in CI and for agents), then the line on which engines the
    // database rules were checked, and each test's duration for `npm run test:slowest` (scripts/test-slowest.ts).
    reporters: [...configDefaults.reporters, new DatabaseRulesReporter(), ['json', { outputFile: 'test-results/vitest.json' }]],
    // `npm run test:coverage` (scripts/coverage.ts) only: the line coverage of src/, merged with the browser suite's.
    coverage: {
      enabled: process.env.COVERAGE === '1',
      provider: 'v8',
      include: ['src/**/*.{ts,tsx,astro}'],
      reporter: [['json', { file: 'coverage-final.json' }]],
      reportsDirectory: 'test-results/coverage/vitest',
    },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], maxWorkers: '100%', isolate: false, sequence: { groupOrder: 0 } } },
      { extends: './tests/component/vite.config.ts', test: { name: 'component', include: ['tests/component/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['tests/component/setup.ts'], testTimeout: 30_000, sequence: { groupOrder: 0 } } },
      // A function's first call starts the worker that loads its bundle: seconds on a busy machine.
      { extends: true, test: { name: 'functions', include: ['tests/functions/**/*.test.ts'], maxWorkers: 2, isolate: false, testTimeout: 120_000, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], maxWorkers: 2, isolate: false, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'db', include: ['tests/db/**/*.test.ts'], maxWorkers: 2, isolate: false, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'stores', include: ['tests/stores/**/*.test.ts'], maxWorkers: 2, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], maxWorkers: 2, sequence: { groupOrder: 1 } } },
      // Request-only checks over the test site (tests/site/test-site.ts), which `npm test` builds before both suites.
      { extends: true, test: { name: 'site', include: ['tests/site/**/*.test.ts'], globalSetup: ['tests/site/global-setup.ts'], maxWorkers: 2, isolate: false, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], fileParallelism: false, sequence: { groupOrder: 2 } } },
    ],
  },
});
