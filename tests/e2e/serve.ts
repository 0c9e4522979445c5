/**
 * Playwright's web server: builds the site from the test sheet into dist-e2e/, then serves it with the
 * same local server `npm start` uses, Netlify functions included (their external calls go to the test
 * stand-in's /capture/ endpoint).
 */
import { spawnSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { e2eManifest, e2eSheet } from './sheet.ts';
import { applyLocalOpsEnv } from '../../local/netlify/env.ts';
import { E2E_PORT, E2E_SITE_URL, E2E_SMTP_PORT, E2E_SUPABASE_URL } from './ports.ts';

const sheetPath = 'test-results/e2e-sheet.gviz.txt';
const manifestPath = 'test-results/e2e-manifest.json';

mkdirSync('test-results', { recursive: true });
writeFileSync(sheetPath, e2eSheet());
// Some ideas were published by an earlier deploy, in past weeks: the newsletter archive has issues.
writeFileSync(manifestPath, JSON.stringify(e2eManifest(e2eSheet(), new Date())));
// The functions (generate-sitemap) read the same sheet the site is built from.
process.env.SHEET_URL = sheetPath;
applyLocalOpsEnv(E2E_SUPABASE_URL, E2E_SITE_URL, E2E_SMTP_PORT);
const build = spawnSync('npx', ['astro', 'build', '--outDir', 'dist-e2e'], {
  stdio: 'inherit',
  env: { ...process.env, SHEET_URL: sheetPath, PREVIOUS_MANIFEST: manifestPath, PUBLIC_SITE_URL: `http://localhost:${E2E_PORT}`, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: 'node_modules/.astro-e2e' },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawn(process.execPath, ['local/serve.ts', '--dir', 'dist-e2e', '--port', String(E2E_PORT)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
