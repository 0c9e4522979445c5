// The benchmarks' site server in its own process: ready when it answers, however long that takes, and a
// clear error (not ERR_CONNECTION_REFUSED later) when it cannot start.
import { once } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { temporaryPublishDir } from '../../local/netlify/config.ts';
import { startSiteProcess } from '../../scripts/site-process.ts';
import { closedPort } from '../functions/function-stack.ts';

const site = temporaryPublishDir('bench-site-');
writeFileSync(join(site, 'index.html'), '<h1>bench home</h1>');
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('startSiteProcess', () => {
  test('resolves once the server answers, and stops it', async () => {
    const port = await closedPort();
    const server = await startSiteProcess(site, port);
    try {
      const home = await fetch(`${server.origin}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('bench home');
    } finally {
      await server.stop();
    }
    await expect(fetch(`${server.origin}/`)).rejects.toThrow();
  });

  test('a port something already answers on is an error, not a measure of that other server', async () => {
    const other = createServer((_, response) => response.end('an old build'));
    other.listen(0);
    await once(other, 'listening');
    try {
      const { port } = other.address() as AddressInfo;
      await expect(startSiteProcess(site, port)).rejects.toThrow(`Something already answers on http://localhost:${port}`);
    } finally {
      other.close();
    }
  });

  test('a server that cannot start is an error naming the folder and the reason', async () => {
    const missing = join(site, 'no-build-here');
    await expect(startSiteProcess(missing, await closedPort())).rejects.toThrow(/site server for .*no-build-here exited .*No built site/s);
  });
});
