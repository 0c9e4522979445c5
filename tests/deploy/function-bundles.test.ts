/**
 * The functions as a Netlify deploy bundles them (zip-it-and-ship-it with netlify.toml's settings): exactly the
 * product's functions, ES modules, no bundler warnings, no test code, within their size budgets, and on their
 * documented schedules. The checks are in function-bundles.ts; function-bundles-checks.test.ts shows each of
 * them failing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleFunctions, CHECKS, type FunctionBundle } from './function-bundles.ts';

let bundles: FunctionBundle[];

beforeAll(async () => {
  bundles = await bundleFunctions();
}, 300_000);

describe('the functions folder netlify.toml names, bundled as a deploy does', () => {
  it.each(Object.entries(CHECKS))('%s', (_, check) => {
    expect(check(bundles)).toEqual([]);
  });
});
