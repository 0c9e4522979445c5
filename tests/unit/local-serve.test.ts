// The local static server (npm start, the browser tests): it never serves a file outside the built site,
// whatever the encoding of the path, and it listens on loopback only unless told otherwise.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findFile, startSiteServer } from '../../local/serve.ts';

const parent = mkdtempSync(join(tmpdir(), 'rv-serve-'));
const root = join(parent, 'dist');

beforeAll(() => {
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(root, 'about.html'), '<h1>about</h1>');
  mkdirSync(join(root, 'feeds'));
  writeFileSync(join(root, 'feeds', 'all.xml'), '<rss version="2.0"/>');
  writeFileSync(join(root, '_headers'), '/feeds/all.xml\n  Content-Type: application/rss+xml; charset=utf-8\n');
  // A sibling whose name starts with the site folder's: the old prefix check let paths reach it.
  mkdirSync(join(parent, 'dist-secret'));
  writeFileSync(join(parent, 'dist-secret', 'key.txt'), 'SECRET');
});

afterAll(() => rmSync(parent, { recursive: true, force: true }));

const TRAVERSALS = [
  '/..%2fdist-secret%2fkey.txt',
  '/%2e%2e%2fdist-secret%2fkey.txt',
  '/%2e%2e/dist-secret/key.txt',
  '/..%5cdist-secret%5ckey.txt',
  '/a/..%2f..%2fdist-secret%2fkey.txt',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/about%00.html',
];

describe('findFile', () => {
  test('finds the site files: exact, .html and index.html', () => {
    expect(findFile(root, '/')).toBe(join(root, 'index.html'));
    expect(findFile(root, '/about')).toBe(join(root, 'about.html'));
  });
  test.each(TRAVERSALS)('never a file outside the site: %s', (path) => {
    expect(findFile(root, path)).toBeUndefined();
  });
});

describe('the server', () => {
  test('listens on loopback and answers traversal payloads with the 404 page', async () => {
    const server = await startSiteServer(root, 0);
    try {
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      for (const path of TRAVERSALS) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        const body = await response.text();
        expect(body, path).not.toContain('SECRET');
        expect(response.status, path).toBe(404);
      }
      expect((await fetch(`http://127.0.0.1:${port}/about`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test("a header rule's Content-Type wins over the extension's, as on Netlify", async () => {
    const server = await startSiteServer(root, 0);
    try {
      const { port } = server.address() as AddressInfo;
      const feed = await fetch(`http://127.0.0.1:${port}/feeds/all.xml`);
      expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      expect(feed.headers.get('content-encoding')).toBe('gzip');
      expect((await fetch(`http://127.0.0.1:${port}/about`)).headers.get('content-type')).toBe('text/html; charset=utf-8');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
