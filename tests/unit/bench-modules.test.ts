/**
 * The benchmark's modules load in Node, as `npm run bench` runs them: none may pull in a browser store (a store
 * reads import.meta.env, which only Vite gives). Once, a bench script read a User Timing name from
 * src/stores/for-you.ts, and the bench stopped at its first import while `npm test` stayed green.
 */
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

const MODULES = ['bench-discover', 'bench-for-you', 'bench-recommendations', 'bench-mcp', 'bench-search-quality', 'bench-related', 'bench-report', 'bench-check'];

it("imports each of the bench's modules in plain Node", () => {
  const script = MODULES.map((name) => `await import('./scripts/${name}.ts');`).join('\n');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
