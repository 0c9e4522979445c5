// The local site server (npm start, the browser tests, the benchmarks): Netlify's emulator serves a build's
// files, _redirects and _headers with netlify.toml's rules and runs the edge functions on Deno, and
// local/serve.ts adds only what Netlify does and the emulator leaves out. It never serves a file outside the
// build, listens on loopback unless told otherwise, answers unknown paths with 404.html, answers netlify.toml's
// /idea/* rewrite with its 404, and an edge function's redirect with the redirect.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PROJECT_ROOT, temporaryPublishDir } from '../../local/netlify/config.ts';
import { EMULATOR_WRITTEN_FOR, netlifyEmulator } from '../../local/netlify/emulator.ts';
import { startSiteServer, type SiteServer } from '../../local/serve.ts';

const parent = temporaryPublishDir('serve-');
const root = join(parent, 'dist');
let site: SiteServer;

beforeAll(async () => {
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(root, 'about.html'), '<h1>about</h1>');
  writeFileSync(join(root, 'idea-not-found.html'), '<h1>Idea Not Found</h1>');
  // Idea 12 as the build lays it out (src/ideas/published-layout.ts), for the edge function to find.
  for (const [folder, file, text] of [['html/0', 'real-pitch-12.html', '<h1>idea 12</h1>'], ['bib/0', 'real-pitch-12.bib', '@misc{x}'], ['index', '0.json', JSON.stringify({ 12: { path: '/idea/real-pitch-12', files: ['html', 'bib'] } })]]) {
    mkdirSync(join(root, 'idea-files', folder!), { recursive: true });
    writeFileSync(join(root, 'idea-files', folder!, file!), text!);
  }
  mkdirSync(join(root, 'feeds'));
  writeFileSync(join(root, 'feeds', 'all.xml'), '<rss version="2.0"/>');
  writeFileSync(join(root, '_headers'), '/feeds/all.xml\n  Content-Type: application/rss+xml; charset=utf-8\n');
  // A sibling whose name starts with the site folder's: an old prefix check let paths reach it.
  mkdirSync(join(parent, 'dist-secret'));
  writeFileSync(join(parent, 'dist-secret', 'key.txt'), 'SECRET');
  site = await startSiteServer(root, { port: 0, functions: false });
});

afterAll(async () => {
  await site?.close();
  rmSync(parent, { recursive: true, force: true });
});

const TRAVERSALS = [
  '/..%2fdist-secret%2fkey.txt',
  '/%2e%2e%2fdist-secret%2fkey.txt',
  '/%2e%2e/dist-secret/key.txt',
  '/..%5cdist-secret%5ckey.txt',
  '/a/..%2f..%2fdist-secret%2fkey.txt',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/about%00.html',
];

describe('the local site server', () => {
  test('listens on loopback and answers traversal payloads with the 404 page', async () => {
    expect((site.server.address() as AddressInfo).address).toBe('127.0.0.1');
    for (const path of TRAVERSALS) {
      const response = await fetch(`${site.url}${path}`);
      const body = await response.text();
      expect(body, path).not.toContain('SECRET');
      expect(response.status, path).toBe(404);
    }
    expect((await fetch(`${site.url}/about`)).status).toBe(200);
  });

  test('an address nothing answers gets 404.html with status 404', async () => {
    const response = await fetch(`${site.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not found');
  });

  test("the edge function and netlify.toml's /idea/* rule: alias 301, unknown idea 404 with its page, the page from its bucket", async () => {
    const alias = await fetch(`${site.url}/idea/12`, { redirect: 'manual' });
    expect(alias.status).toBe(301);
    expect(alias.headers.get('location')).toBe('/idea/real-pitch-12');
    const unknown = await fetch(`${site.url}/idea/no-such-idea-99`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Idea Not Found');
    const real = await fetch(`${site.url}/idea/real-pitch-12`);
    expect(real.status).toBe(200);
    expect(await real.text()).toContain('idea 12');
  });

  test("an idea's BibTeX file is typed by the edge function, which no header rule under /idea/ undoes", async () => {
    const bib = await fetch(`${site.url}/idea/real-pitch-12.bib`);
    expect(bib.status).toBe(200);
    expect(bib.headers.get('content-type')).toBe('application/x-bibtex; charset=utf-8');
    expect(await bib.text()).toBe('@misc{x}');
  });

  test("a header rule's Content-Type wins over the extension's, and text is gzipped as on Netlify's CDN", async () => {
    const feed = await fetch(`${site.url}/feeds/all.xml`);
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(feed.headers.get('content-encoding')).toBe('gzip');
    expect(await feed.text()).toBe('<rss version="2.0"/>');
    expect((await fetch(`${site.url}/about`)).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  test('a second request of an address (from memory, as from a CDN) gets the same answer, compressed or not, and HEAD no body', async () => {
    for (const path of ['/feeds/all.xml', '/idea/no-such-idea-99', '/idea/12']) {
      const first = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      const firstBody = await first.text();
      for (const encoding of ['gzip', 'identity']) {
        const again = await fetch(`${site.url}${path}`, { redirect: 'manual', headers: { 'accept-encoding': encoding } });
        expect(again.status, path).toBe(first.status);
        expect(again.headers.get('content-type'), path).toBe(first.headers.get('content-type'));
        expect(again.headers.get('location'), path).toBe(first.headers.get('location'));
        expect(again.headers.get('content-security-policy'), path).toBe(first.headers.get('content-security-policy'));
        expect(await again.text(), path).toBe(firstBody);
      }
    }
    const head = await fetch(`${site.url}/feeds/all.xml`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  test("refuses a call meant for an emulator's edge functions server (a port both took) with 421, loudly", async () => {
    const misdirected = await fetch(`${site.url}/idea/real-pitch-12`, { headers: { 'x-nf-edge-functions': 'idea-files' } });
    expect(misdirected.status).toBe(421);
    expect(await misdirected.text()).toContain('reached the local site server instead of the edge functions server');
  });

  test('refuses a folder without a build, naming the command to run', async () => {
    await expect(startSiteServer(join(parent, 'dist-secret'), { port: 0, functions: false })).rejects.toThrow(/npm run build/);
  });
});

// The workarounds in local/netlify/emulator.ts were written for these versions: after an upgrade, the tests below
// say which faults remain (update EMULATOR_WRITTEN_FOR once they have been run).
test('the emulator installed is the one its workarounds were written for', () => {
  const installed = Object.fromEntries(Object.keys(EMULATOR_WRITTEN_FOR).map((name) => [name, (JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version]));
  expect(installed).toEqual(EMULATOR_WRITTEN_FOR);
});

// When these fail, @netlify/dev has been fixed: remove rewriteStatus or edgeRedirect from local/netlify/emulator.ts (and the test).
test("@netlify/dev alone answers netlify.toml's 404 rewrite with 200, hence rewriteStatus in local/netlify/emulator.ts", async () => {
  const emulator = netlifyEmulator(root);
  await emulator.start();
  try {
    // As the edge function's bypass asks for it: past the edge functions.
    const response = await emulator.handle(new Request('http://localhost/idea/no-such-idea-99', { headers: { 'x-nf-passthrough': 'passthrough' } }));
    expect(await response?.text()).toContain('Idea Not Found');
    expect(response?.status).toBe(200);
  } finally {
    await emulator.stop();
  }
});

test("@netlify/dev alone follows an edge function's redirect, hence edgeRedirect in local/netlify/emulator.ts", async () => {
  const emulator = netlifyEmulator(root);
  await emulator.start();
  try {
    const response = await emulator.handle(new Request(`${site.url}/idea/12`), { serverAddress: site.url });
    expect(response?.redirected).toBe(true);
    expect(response?.status).toBe(200);
    expect(await response?.text()).toContain('idea 12');
  } finally {
    await emulator.stop();
  }
});
