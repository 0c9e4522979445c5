// Acceptance test 1 with real `astro build` runs: the first build publishes /ideas-manifest.json; with it
// as the previous manifest, a moved, deleted or inserted row stops the next build (nothing written, the
// message names each number with its old and new paper), the override publishes anyway, and an append
// builds with every date carried over. Also the link check over the published build.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/ideas/manifest-schema.ts';
import { checkLinks } from '../../scripts/link-check.ts';
import { temporaryPublishDir } from '../../local/netlify/config.ts';
import { catalogueSheet, EDITS, NEW_PAPERS, PAPERS } from '../fixtures/catalogue-sheet.ts';
import { astroBuild } from './astro-build.ts';

// Inside the repository: the link check reads the build's _redirects as Netlify does, which takes a publish
// folder only there.
const work = temporaryPublishDir('catalogue-');
afterAll(() => rmSync(work, { recursive: true, force: true }));

function build(name: string, sheet: string, env: Record<string, string> = {}) {
  const sheetPath = join(work, `${name}.gviz.txt`);
  writeFileSync(sheetPath, sheet);
  const outDir = join(work, name);
  const { PREVIOUS_MANIFEST: _file, ALLOW_CATALOGUE_CHANGES: _allow, ...inherited } = process.env;
  return astroBuild(outDir, { ...inherited, SHEET_URL: sheetPath, ...env });
}

const manifestOf = (outDir: string) => JSON.parse(readFileSync(join(outDir, 'ideas-manifest.json'), 'utf8')) as Manifest;

let published: ReturnType<typeof build>;
let previousManifest: string;

beforeAll(() => {
  published = build('published', catalogueSheet(PAPERS));
  expect(published.status, published.output).toBe(0);
  // The previous deploy first published idea 3 (a row without a date) long ago.
  const manifest = manifestOf(published.outDir);
  manifest.ideas['3']!.firstSeen = '2024-02-02';
  previousManifest = join(work, 'previous-manifest.json');
  writeFileSync(previousManifest, JSON.stringify(manifest));
}, 180_000);

describe('the catalogue guard in real builds', () => {
  it('every build publishes the manifest: number -> paper link, pitch hash, first-seen date', () => {
    const manifest = manifestOf(published.outDir);
    expect(Object.keys(manifest.ideas)).toHaveLength(20);
    expect(manifest.ideas['7']).toEqual({ paper: PAPERS[6]!.link, pitchHash: expect.stringMatching(/^[0-9a-f]{16}$/), firstSeen: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(published.output).toMatch(/Catalogue guard: nothing to compare with \(the site URL http:\/\/localhost:4321 is local/);
  });

  it.each([
    ['move', [`idea 5: was ${PAPERS[4]!.link}, now ${PAPERS[5]!.link}`, `idea 6: was ${PAPERS[5]!.link}, now ${PAPERS[4]!.link}`]],
    ['delete', [`idea 8: was ${PAPERS[7]!.link}, now ${PAPERS[8]!.link}`, `idea 20: was ${PAPERS[19]!.link}, now gone`]],
    ['insert', [`idea 10: was ${PAPERS[9]!.link}, now ${NEW_PAPERS[0]!.link}`, `idea 20: was ${PAPERS[19]!.link}, now ${PAPERS[18]!.link}`]],
  ] as const)('a %s is refused: the build stops with each number, its old and new paper, and the override', (edit, lines) => {
    const refused = build(`refused-${edit}`, catalogueSheet(EDITS[edit]()), { PREVIOUS_MANIFEST: previousManifest });
    expect(refused.status).not.toBe(0);
    for (const line of lines) expect(refused.output).toContain(line);
    expect(refused.output).toContain('build again with ALLOW_CATALOGUE_CHANGES=1');
    expect(existsSync(join(refused.outDir, 'index.html'))).toBe(false);
  }, 120_000);

  it('the same move builds with ALLOW_CATALOGUE_CHANGES=1, warning, and publishes the new numbering', () => {
    const allowed = build('allowed-move', catalogueSheet(EDITS.move()), { PREVIOUS_MANIFEST: previousManifest, ALLOW_CATALOGUE_CHANGES: '1' });
    expect(allowed.status, allowed.output).toBe(0);
    expect(allowed.output).toContain('ALLOW_CATALOGUE_CHANGES=1 is set: publishing despite the catalogue guard');
    expect(manifestOf(allowed.outDir).ideas['5']!.paper).toBe(PAPERS[5]!.link);
  }, 120_000);

  it('an append builds; an idea without a date keeps the date it was first published', () => {
    const appended = build('append', catalogueSheet(EDITS.append()), { PREVIOUS_MANIFEST: previousManifest });
    expect(appended.status, appended.output).toBe(0);
    expect(appended.output).toContain('all 20 published numbers keep their papers, 2 new');
    const manifest = manifestOf(appended.outDir);
    expect(Object.keys(manifest.ideas)).toHaveLength(22);
    expect(manifest.ideas['3']!.firstSeen).toBe('2024-02-02');
    const page = readFileSync(join(appended.outDir, 'idea/venture-built-on-paper-number-3-on-catalogue-stability-3.html'), 'utf8');
    expect(page).toContain('<time datetime="2024-02-02">');
  }, 120_000);
});

describe('link check over the built site', () => {
  it('every internal link and asset of the build resolves to a file or a redirect', async () => {
    const report = await checkLinks(published.outDir, { site: 'http://localhost:4321' });
    console.info(`link check: ${report.checked} links in ${report.pages} pages and ${report.stylesheets} stylesheets`);
    expect(report.pages).toBeGreaterThan(30);
    expect(report.checked).toBeGreaterThan(400);
    expect(report.broken).toEqual([]);
  });
});
