// The catalogue guard's wiring in a real `astro build`: given the previous deploy's manifest (PREVIOUS_MANIFEST),
// a hand edit that moves published numbers stops the build before anything is written, naming each number
// with its old and new paper and the override. The guard's rules (delete, insert, shrink, the override, dates
// carried over) are tests/unit/catalogue-guard.test.ts's; a build that passes it and publishes its manifest is
// the test site's (tests/site/build.test.ts).
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { temporaryPublishDir } from '../../local/netlify/config.ts';
import { buildManifest } from '../../src/ideas/catalogue-guard.build.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { catalogueSheet, EDITS, PAPERS } from '../fixtures/catalogue-sheet.ts';
import { astroBuild } from './astro-build.ts';

const work = temporaryPublishDir('catalogue-');
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('a moved row is refused: the build stops with each number, its old and new paper, and the override', () => {
  const previousManifest = join(work, 'previous-manifest.json');
  writeFileSync(previousManifest, JSON.stringify(buildManifest(ideasFromSheet(catalogueSheet(PAPERS), { today: '2025-06-01' }).ideas)));
  const sheet = join(work, 'moved.gviz.txt');
  writeFileSync(sheet, catalogueSheet(EDITS.move()));
  const { ALLOW_CATALOGUE_CHANGES: _allow, ...inherited } = process.env;
  const refused = astroBuild(join(work, 'out'), { ...inherited, SHEET_URL: sheet, PREVIOUS_MANIFEST: previousManifest });
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain(`idea 5: was ${PAPERS[4]!.link}, now ${PAPERS[5]!.link}`);
  expect(refused.output).toContain(`idea 6: was ${PAPERS[5]!.link}, now ${PAPERS[4]!.link}`);
  expect(refused.output).toContain('build again with ALLOW_CATALOGUE_CHANGES=1');
  expect(existsSync(join(refused.outDir, 'index.html'))).toBe(false);
}, 180_000);
