/**
 * Playwright's web server: the test site (tests/site/test-site.ts), built here unless `npm test` has built
 * it already, served with the same local server `npm start` uses, Netlify functions included (their external
 * calls go to the test stand-in's /capture/ endpoint).
 */
import { spawn } from 'node:child_process';
import { E2E_PORT } from './ports.ts';
import { applyTestSiteEnv, buildTestSite, TEST_SITE_DIR, testSiteBuilt } from '../site/test-site.ts';

applyTestSiteEnv();
if (!testSiteBuilt()) {
  try {
    buildTestSite();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const server = spawn(process.execPath, ['local/serve.ts', '--dir', TEST_SITE_DIR, '--port', String(E2E_PORT)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
