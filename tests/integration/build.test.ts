/**
 * Real `astro build` runs: a broken sheet must stop the build (so Netlify keeps the last good deploy)
 * with a message naming the problem, and a hard but valid sheet must build.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

test.each([
  ['tests/fixtures/not-gviz.html.txt', /not gviz JSON/, /Point SHEET_URL at the sheet's gviz endpoint/],
  ['tests/fixtures/no-title-no-pitch.gviz.txt', /neither a title column/, /Name a column in row 1/],
  ['tests/fixtures/only-first-row.gviz.txt', /no ideas/, /Give rows from row 3 on a title or a pitch/],
  ['tests/fixtures/does-not-exist.txt', /Cannot read the sheet file/, /Set SHEET_URL to the sheet's gviz address or to a file that exists/],
])('a broken sheet (%s) fails the build with a clear message and a hint', (sheet, message, hint) => {
  const { status, output, outDir } = build(sheet);
  expect(status).not.toBe(0);
  expect(output).toMatch(message);
  // Astro prints an AstroError's hint under "Hint:", after the message.
  expect(output).toMatch(new RegExp(`\\[SheetError\\][\\s\\S]*Hint:[\\s\\S]*${hint.source}`));
  expect(existsSync(join(outDir, 'index.html'))).toBe(false);
}, 120_000);

test('a sheet with hard rows builds, warning about each bad cell', () => {
  const { status, output, outDir } = build('tests/fixtures/basic.gviz.txt');
  expect(status).toBe(0);
  expect(output).toMatch(/sheet row 6 \(idea-4\), paperUrl: "javascript:alert\(1\)" is not an http\(s\) link/);
  const page = readFileSync(join(outDir, 'idea/script-window-pwned-1-script-agents-and-tools-3.html'), 'utf8');
  expect(page).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt; Agents &amp; Tools');
  // Inside a quoted attribute "<" is inert (Astro escapes the quote); anywhere else it would be a live tag.
  const outsideAttributes = page.replace(/="[^"]*"/g, '=""');
  expect(outsideAttributes).not.toContain('<script>window.__pwned');
  expect(page).toContain('content="<script>window.__pwned=1</script> Agents &amp; Tools');
  expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toContain('/idea/5  /idea/only-title-no-pitch-5  301');
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
