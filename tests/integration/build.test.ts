/**
 * Real `astro build` runs: a broken sheet must stop the build (so Netlify keeps the last good deploy) with a
 * message naming the problem and a hint. One broken sheet shows the wiring; each kind of break and its words
 * are tests/unit/sheet.test.ts's and tests/unit/source.test.ts's. A hard but valid sheet builds: the test
 * site's hostile rows (tests/site/build.test.ts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { astroBuild } from './astro-build.ts';

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function build(sheet: string, env: Record<string, string | undefined> = {}) {
  const outDir = mkdtempSync(join(tmpdir(), 'rv-build-'));
  outDirs.push(outDir);
  return astroBuild(outDir, { ...process.env, SHEET_URL: sheet, ...env });
}

test('a broken sheet fails the build with a clear message and a hint, and writes nothing', () => {
  const { status, output, outDir } = build('tests/fixtures/not-gviz.html.txt');
  expect(status).not.toBe(0);
  expect(output).toMatch(/not gviz JSON/);
  // Astro prints an AstroError's hint under "Hint:", after the message.
  expect(output).toMatch(/\[SheetError\][\s\S]*Hint:[\s\S]*Point SHEET_URL at the sheet's gviz endpoint/);
  expect(existsSync(join(outDir, 'index.html'))).toBe(false);
}, 120_000);

test('a production build that would talk to this machine stops before building, naming each variable', () => {
  const { status, output, outDir } = build('tests/fixtures/basic.gviz.txt', {
    CONTEXT: 'production',
    PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
    PUBLIC_SUPABASE_ANON_KEY: undefined,
    PUBLIC_CONTACT_FORM_URL: undefined,
  });
  expect(status).not.toBe(0);
  expect(output).toMatch(/PUBLIC_SUPABASE_URL points at this machine \(http:\/\/127\.0\.0\.1:54321\)/);
  expect(output).toMatch(/PUBLIC_SUPABASE_ANON_KEY is not set/);
  expect(output).toMatch(/PUBLIC_CONTACT_FORM_URL is not set/);
  expect(existsSync(join(outDir, 'index.html'))).toBe(false);
}, 120_000);
