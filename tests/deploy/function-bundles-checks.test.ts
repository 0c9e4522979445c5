/**
 * The bundle checks can fail: in a partial copy of the functions folder, a stray unit test (which Netlify would
 * deploy as one more function), a changed scheduled-rebuild and a subscribe whose rate limit Netlify cannot read
 * are reported by every check, the functions left out as missing, and nothing else is; and a function carrying
 * a file of the build it does not document, on a bundle's listing alone.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { CHECKS, DEPLOYED_FUNCTIONS, type FunctionBundle, functionBundleProblems } from './function-bundles.ts';
import { PROJECT_ROOT } from '../../local/netlify/config.ts';

// A unit test saved beside the function it tests, using the local Supabase stand-in's settings. esbuild warns
// about the impossible typeof comparison (and prints that warning to the test output): it stands for any
// bundler warning.
const STRAY_TEST = `import { expect, test } from 'vitest';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import subscribe from './subscribe.ts';

test('subscribe is a handler', () => {
  expect(typeof subscribe === 'fn').toBe(false);
  expect(LOCAL_SUPABASE.url).toMatch(/^http/);
});
`;

const KEPT = ['subscribe', 'scheduled-rebuild'];

test('a stray unit test (deployed, CommonJS, warned about, carrying Vitest and local/) and a daily, heavier rebuild are reported', async () => {
  // Two levels below the repository like netlify/functions, so that its `../../src/...` imports resolve; and
  // inside .netlify/ (Netlify's working folder), which git, ESLint and TypeScript (so `astro check`) skip: a copy
  // that a killed run leaves behind breaks none of them.
  mkdirSync(join(PROJECT_ROOT, '.netlify'), { recursive: true });
  const copy = mkdtempSync(join(PROJECT_ROOT, '.netlify', 'functions-copy-'));
  let problems: string[];
  try {
    // Only what the two broken functions need: a deploy bundles every file, and the real folder's bundles are
    // function-bundles.test.ts's. The functions left out are reported missing, one more check seen failing.
    cpSync(join(PROJECT_ROOT, 'netlify', 'functions', '_shared'), join(copy, '_shared'), { recursive: true });
    for (const kept of KEPT) cpSync(join(PROJECT_ROOT, 'netlify', 'functions', `${kept}.ts`), join(copy, `${kept}.ts`));
    writeFileSync(join(copy, 'subscribe.test.ts'), STRAY_TEST);
    // And the weekday rebuild changed to run daily and to carry the image renderer.
    const rebuild = join(copy, 'scheduled-rebuild.ts');
    const daily = readFileSync(rebuild, 'utf8').replace("schedule: '30 6 * * 1-5'", "schedule: '30 6 * * *'");
    writeFileSync(rebuild, `${daily}\nexport { default as satori } from 'satori';\n`);
    // And subscribe's rate limit written so that Netlify cannot read it (zisi drops it without a word).
    const subscribe = join(copy, 'subscribe.ts');
    writeFileSync(subscribe, readFileSync(subscribe, 'utf8').replace('windowLimit: 10', "windowLimit: '10'"));
    problems = await functionBundleProblems(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }

  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^subscribe\.test: \.netlify\/functions-copy-\w+\/subscribe\.test\.ts would be deployed as a function, but it is not one of the product's functions$/),
      'subscribe.test: bundled as cjs, not as an ES module',
      expect.stringMatching(/^subscribe\.test: bundler warning at .*subscribe\.test\.ts:6:\d+: The "typeof" operator will never evaluate to "fn"$/),
      expect.stringMatching(/^subscribe\.test: carries the test-only package vitest: node_modules\/vitest\/.+ and \d+ more files$/),
      'subscribe.test: carries code from local/: local/config.ts',
      'scheduled-rebuild: schedule "30 6 * * *" in the bundle, "30 6 * * 1-5" documented',
      expect.stringMatching(/^scheduled-rebuild: the zip is \d+\.\d\d MB, over the plain budget of \d+\.\d\d MB$/),
      'subscribe: rate limit none in the bundle, 10 per 60 s documented',
    ]),
  );
  // Nothing else of subscribe is reported, and every function left out is missing.
  const missing = Object.keys(DEPLOYED_FUNCTIONS).filter((name) => !KEPT.includes(name)).map((name) => `${name}: not among the bundled functions`);
  expect(problems.filter((problem) => !/^(subscribe\.test|scheduled-rebuild): /.test(problem) && !problem.startsWith('subscribe: rate limit')).sort()).toEqual(missing.sort());
}, 300_000);

test('the MCP function carrying the records it reads from its deploy is reported; its catalogue is not', () => {
  const mcp: FunctionBundle = { name: 'mcp', source: 'netlify/functions/mcp.ts', warnings: [], errors: [], size: 0, contents: ['netlify/functions/mcp.ts', 'dist/mcp-catalogue.json', 'dist/mcp-records.jsonl'] };
  expect(CHECKS['a function carries no file of the build but those documented']!([mcp])).toEqual(['mcp: carries dist/mcp-records.jsonl, a file of the build it does not document']);
});
