import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { builtFile } from '../../src/built-files/file-cache.ts';

/** A real server: counts the requests per path; /flaky fails its first request. */
const requests = new Map<string, number>();
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const count = (requests.get(request.url!) ?? 0) + 1;
    requests.set(request.url!, count);
    if (request.url === '/flaky' && count === 1) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: request.url, count }));
  });
  server.listen(0);
  await once(server, 'listening');
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a file asked for twice (the prefetch, then the feed) is fetched once, and both get it', async () => {
  const [first, second] = await Promise.all([builtFile(`${origin}/core`), builtFile(`${origin}/core`)]);
  expect(first).toEqual({ path: '/core', count: 1 });
  expect(second).toBe(first);
  expect(await builtFile(`${origin}/core`)).toBe(first);
  expect(requests.get('/core')).toBe(1);
});

test('a failed request is forgotten: the next ask tries again', async () => {
  await expect(builtFile(`${origin}/flaky`)).rejects.toThrow('answered HTTP 503');
  expect(await builtFile(`${origin}/flaky`)).toEqual({ path: '/flaky', count: 2 });
  expect(requests.get('/flaky')).toBe(2);
});
