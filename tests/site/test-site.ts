/**
 * The test site: the site built from the browser tests' sheet (tests/e2e/sheet.ts) into dist-e2e/, once per
 * `npm test`, read by both suites: the browser suite serves it with the functions (tests/e2e/serve.ts), the
 * Vitest `site` project answers its request-only checks from it (./site.ts). `npm test` builds it before
 * either suite starts and says so with E2E_SITE_BUILT=1; a suite run on its own builds it itself.
 *
 *   node tests/site/test-site.ts     builds it
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { applyLocalOpsEnv } from '../../local/netlify/env.ts';
import { e2eManifest, e2eSheet } from '../e2e/sheet.ts';
import { E2E_CONTACT_RECIPIENT, E2E_MEASUREMENT_ID, E2E_PORT, E2E_SITE_URL, E2E_SMTP_PORT, E2E_SUPABASE_PORT, E2E_SUPABASE_URL } from '../e2e/ports.ts';

/**
 * dist-e2e, or E2E_DIST: a second checkout or a second browser run on other ports (tests/e2e/ports.ts) builds its
 * own, since the build writes the Supabase and site addresses into the pages.
 */
export const TEST_SITE_DIR = process.env.E2E_DIST ?? 'dist-e2e';
const sheetPath = `test-results/${TEST_SITE_DIR}-sheet.gviz.txt`;
/** The manifest of the "earlier deploy" the test site is built after (tests/e2e/sheet.ts). */
export const TEST_SITE_PREVIOUS_MANIFEST = `test-results/${TEST_SITE_DIR}-manifest.json`;
/** What `astro build` printed (its warnings and the catalogue guard's line are tests/site/build.test.ts's subject). */
export const TEST_SITE_BUILD_LOG = `test-results/${TEST_SITE_DIR}-build.log`;

/** Set by `npm test` once it has built the test site: neither suite builds it again. */
export function testSiteBuilt(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.E2E_SITE_BUILT === '1';
}

/**
 * What the test site is built and served with: the e2e stand-in's keys and capture endpoints for the
 * functions, the contact form posting to the stand-in, and the analytics tag on so events can be checked
 * (tests/e2e/engagement.spec.ts answers the tag script's URL itself). Set in `env` where it has no value.
 */
export function applyTestSiteEnv(env: NodeJS.ProcessEnv = process.env): void {
  applyLocalOpsEnv(E2E_SUPABASE_URL, E2E_SITE_URL, E2E_SMTP_PORT, env);
  env.E2E_PORT ??= String(E2E_PORT);
  env.PUBLIC_SUPABASE_URL ??= `http://127.0.0.1:${E2E_SUPABASE_PORT}`;
  env.PUBLIC_CONTACT_FORM_URL ??= `http://127.0.0.1:${E2E_SUPABASE_PORT}/form-mail/${E2E_CONTACT_RECIPIENT}`;
  env.PUBLIC_GA_MEASUREMENT_ID ??= E2E_MEASUREMENT_ID;
  // The functions (generate-sitemap) read the same sheet the site is built from.
  env.SHEET_URL = sheetPath;
}

export function buildTestSite(): void {
  mkdirSync('test-results', { recursive: true });
  writeFileSync(sheetPath, e2eSheet());
  // Some ideas were published by an earlier deploy, in past weeks: the newsletter archive has issues.
  writeFileSync(TEST_SITE_PREVIOUS_MANIFEST, JSON.stringify(e2eManifest(e2eSheet(), new Date())));
  const env = { ...process.env };
  applyTestSiteEnv(env);
  const build = spawnSync('npx', ['astro', 'build', '--outDir', TEST_SITE_DIR], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...env, PREVIOUS_MANIFEST: TEST_SITE_PREVIOUS_MANIFEST, PUBLIC_SITE_URL: E2E_SITE_URL, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: `node_modules/.astro-${TEST_SITE_DIR}` },
  });
  const output = `${build.stdout}${build.stderr}`;
  process.stdout.write(output);
  writeFileSync(TEST_SITE_BUILD_LOG, stripVTControlCharacters(output));
  if (build.status !== 0) throw new Error(`The test site did not build (astro build exited with ${build.status}).`);
}

if (import.meta.main) {
  try {
    buildTestSite();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
