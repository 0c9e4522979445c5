// The runtime boundaries in eslint.config.js, through ESLint's own API on small sources placed in each zone
// (a folder the config never names included): a crossing fails, the legal import beside it passes. Then every source file whose header says where it runs
// is held to that header, so a new browser file cannot fall outside the browser zone unnoticed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);
// The project's own config, running only the rules that draw the boundaries: the others are not this test's.
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId) });

/** The boundary messages ESLint gives `code` as if it stood at `filePath` (other rules are not this test's). */
async function crossings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId)).map((message) => message.message);
}

const importOf = (specifier: string) => `import * as module from '${specifier}';\nexport { module };\n`;
const lazyImportOf = (specifier: string) => `export const load = () => import('${specifier}');\n`;

describe('browser code', () => {
  test.each([
    ['node:fs/promises', /Node built-ins/],
    ['crypto', /Node built-ins/],
    ['../email/mailer.server.ts', /Build-time and server code/],
    ['../config/env.server.ts', /Build-time and server code/],
    ['../integrations/csp.build.ts', /Build-time and server code/],
    ['../../netlify/functions/_shared/db.ts', /Build-time and server code/],
    ['../pages/llms.txt.ts', /Build-time and server code/],
    ['../../local/supabase/server.ts', /local\//],
    ['../search/discover-index.build.ts', /Build-time and server code/],
    ['../ideas/query.build.ts', /Build-time and server code/],
    ['astro:content', /Build-time and server code/],
  ])('a store importing %s fails', async (specifier, reason) => {
    const messages = await crossings('src/stores/example.ts', importOf(specifier));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(reason);
  });

  test('a type-only import crosses the boundary too', async () => {
    expect(await crossings('src/islands/Example.tsx', "import type { Env } from '../config/env.server.ts';\nexport type E = Env;\n")).toHaveLength(1);
  });

  test('an island loading server code lazily fails like a static import', async () => {
    const messages = await crossings('src/islands/auth/Example.tsx', lazyImportOf('../../email/mailer.server.ts'));
    expect(messages).toEqual([expect.stringMatching(/Build-time and server code/)]);
  });

  test('a file in a folder the config has never heard of is browser code: it may not use Node nor import build code', async () => {
    expect(await crossings('src/brand-new-folder/example.ts', importOf('node:fs'))).toEqual([expect.stringMatching(/Node built-ins/)]);
    expect(await crossings('src/brand-new-folder/deeper/Example.tsx', importOf('../../ideas/related.build.ts'))).toEqual([expect.stringMatching(/Build-time and server code/)]);
    expect(await crossings('src/brand-new-folder/example.build.ts', importOf('node:fs'))).toEqual([]);
  });

  test.each([
    ['src/islands/Example.tsx', importOf('../ui/toast.ts')],
    ['src/islands/Example.tsx', importOf('nanostores')],
    ['src/islands/auth/Example.tsx', lazyImportOf('./SignInDialog.tsx')],
    ['src/stores/example.ts', importOf('../config/constants/catalogue.ts')],
    ['src/workspace/example.ts', importOf('@supabase/supabase-js')],
    ['src/text-search/example.ts', importOf('./normalize.ts')],
  ])('%s may import what ships', async (filePath, code) => {
    expect(await crossings(filePath, code)).toEqual([]);
  });

  test('build and server files, pages and the collection config may use Node, whatever their folder', async () => {
    expect(await crossings('src/discover/discover-index.build.ts', importOf('node:fs'))).toEqual([]);
    expect(await crossings('src/email/mailer.server.ts', importOf('node:crypto'))).toEqual([]);
    expect(await crossings('src/pages/example.json.ts', importOf('node:fs'))).toEqual([]);
    expect(await crossings('src/content.config.ts', importOf('astro:content'))).toEqual([]);
  });

  test("a page's <script> is browser code too", async () => {
    const page = "---\nconst title = 'x';\n---\n<h1>{title}</h1>\n<script>\nimport { readFileSync } from 'node:fs';\nconsole.log(readFileSync);\n</script>\n";
    expect(await crossings('src/pages/example.astro', page)).toEqual([expect.stringMatching(/Node built-ins/)]);
  });

  test("an .astro file's <script> is browser code, its frontmatter is not", async () => {
    const astro = "---\nimport { readFileSync } from 'node:fs';\nconst text = readFileSync;\n---\n<p>{text.name}</p>\n<script>\nimport { join } from 'node:path';\nconsole.log(join);\n</script>\n";
    const messages = await crossings('src/components/Example.astro', astro);
    expect(messages).toEqual([expect.stringMatching(/Node built-ins/)]);
  });
});

describe('functions and the local stand-ins', () => {
  test.each(['../../src/stores/auth/session.ts', '../../src/islands/Toaster.tsx'])('a function importing %s fails', async (specifier) => {
    expect(await crossings('netlify/functions/example.ts', importOf(specifier))).toEqual([expect.stringMatching(/islands and stores are browser code/)]);
  });

  test('a function may import server code', async () => {
    expect(await crossings('netlify/functions/example.ts', importOf('../../src/email/mailer.server.ts'))).toEqual([]);
  });

  test.each(['src/pages/example.ts', 'netlify/functions/example.ts', 'astro.config.ts'])('%s may not import local/', async (filePath) => {
    const specifier = relative(join(root, filePath, '..'), join(root, 'local/supabase/server.ts'));
    expect(await crossings(filePath, importOf(specifier))).toEqual([expect.stringMatching(/only local\/, tests\/ and scripts\//)]);
  });

  test.each(['local/example.ts', 'tests/unit/example.test.ts', 'scripts/example.ts'])('%s may import local/', async (filePath) => {
    const specifier = relative(join(root, filePath, '..'), join(root, 'local/supabase/server.ts'));
    expect(await crossings(filePath, importOf(specifier.startsWith('.') ? specifier : `./${specifier}`))).toEqual([]);
  });
});

interface HeadedSource {
  file: string;
  runs: 'browser' | 'server or build';
}

/** Each .ts/.tsx file under src/ with where it runs, as its opening comment says. */
function headedSources(): HeadedSource[] {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
  return files.flatMap((file): HeadedSource[] => {
    const header = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(join(root, 'src', file), 'utf8'))?.[1] ?? '';
    if (/ships to the browser/i.test(header)) return [{ file: `src/${file}`, runs: 'browser' }];
    if (/server-only|build-time/i.test(header)) return [{ file: `src/${file}`, runs: 'server or build' }];
    return [];
  });
}

test('every header that says where a file runs agrees with the zone eslint.config.js puts it in', async () => {
  const sources = headedSources();
  expect(sources.filter(({ runs }) => runs === 'browser').length).toBeGreaterThan(100);
  const disagreements: string[] = [];
  for (const { file, runs } of sources) {
    const inBrowserZone = (await crossings(file, importOf('node:fs'))).length > 0;
    if (inBrowserZone !== (runs === 'browser')) disagreements.push(`${file}: the header says ${runs}`);
  }
  expect(disagreements).toEqual([]);
});
