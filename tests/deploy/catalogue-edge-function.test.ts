// /ideas.json answered by netlify/edge-functions/catalogue.ts in Netlify's emulator (Deno, as on Netlify), from
// the parts src/open-data/catalogue-parts.build.ts writes, over a small published folder: the same bytes as
// JSON.stringify of the document, the headers the static file had (set by the function itself, since Netlify
// applies no header rule to an edge function's answer), HEAD, and a part that cannot be read. The parts of a real
// build, and the chunks two builds share, are tests/integration/daily-update.test.ts's.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { headerRules, readNetlifyConfig, temporaryPublishDir } from '../../local/netlify/config.ts';
import { netlifyEmulator } from '../../local/netlify/emulator.ts';
import { startSiteServer, type SiteServer } from '../../local/serve.ts';
import { OPEN_DATA } from '../../src/config/constants/open-data.ts';
import { headersFile } from '../../src/integrations/csp.build.ts';
import { catalogueParts } from '../../src/open-data/catalogue-parts.build.ts';
import { catalogueDocument } from '../../src/open-data/documents.build.ts';
import { sheetIdeas, SITE_URL } from '../unit/open-data-fixtures.ts';

const root = temporaryPublishDir('catalogue-edge-');
const POLICY = "default-src 'self'; frame-ancestors 'none'";
const document = catalogueDocument(sheetIdeas, SITE_URL, new Date('2026-11-20T06:30:00Z'));
// Small chunks, so that the sample's ideas span several.
const { parts, chunks } = catalogueParts(document, 7);
const expected = JSON.stringify(document);
let site: SiteServer;
let emulator: ReturnType<typeof netlifyEmulator>;

beforeAll(async () => {
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(root, '_headers'), headersFile(POLICY));
  mkdirSync(join(root, OPEN_DATA.catalogueParts.folder), { recursive: true });
  writeFileSync(join(root, OPEN_DATA.catalogueParts.path), JSON.stringify(parts));
  for (const chunk of chunks) writeFileSync(join(root, chunk.address), chunk.text);
  // Answered from the files as they are at each request: the tests below take parts away.
  site = await startSiteServer(root, { port: 0, functions: false, cache: false });
  // The emulator alone answers with the edge function's own headers: startSiteServer adds the header rules.
  emulator = netlifyEmulator(root);
  await emulator.start();
}, 120_000);

afterAll(async () => {
  await emulator?.stop();
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The edge function's answer, as Deno gives it to Netlify; its fetches reach the published files through `site`. */
async function edgeAnswer(method = 'GET'): Promise<Response> {
  const response = await emulator.handle(new Request(`${site.url}${OPEN_DATA.cataloguePath}`, { method }), { serverAddress: site.url });
  if (!response) throw new Error('The emulator answered nothing');
  return response;
}

/** Runs `check` with the published file at `address` taken away, and puts it back. */
async function without(address: string, check: () => Promise<void>): Promise<void> {
  renameSync(join(root, address), join(root, `${address}.away`));
  try {
    await check();
  } finally {
    renameSync(join(root, `${address}.away`), join(root, address));
  }
}

describe('/ideas.json through the edge function', () => {
  test('the sample spans several chunks', () => {
    expect(parts.chunks.length).toBeGreaterThan(3);
  });

  test('answers the text JSON.stringify writes, byte for byte, compressed on the way or not', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const response = await fetch(`${site.url}/ideas.json`, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(await response.text(), encoding).toBe(expected);
    }
    const answer = await edgeAnswer();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-nf-edge-functions')).toBe('catalogue');
    expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(expected))).toBe(true);
  });

  test("answers with the static file's headers, set by the function itself: type, CORS, the security policy and netlify.toml's /* rule", async () => {
    const answer = await edgeAnswer();
    await answer.body?.cancel();
    const own = Object.fromEntries(answer.headers);
    expect(own['content-type']).toMatch(/^application\/json\b/);
    expect(own['content-type']).toBe((await fetch(`${site.url}${OPEN_DATA.catalogueParts.path}`)).headers.get('content-type'));
    expect(own['access-control-allow-origin']).toBe('*');
    expect(own['content-security-policy']).toBe(POLICY);
    const everywhere = (await headerRules(await readNetlifyConfig({ context: 'dev', publishDir: root })))('/');
    expect(Object.keys(everywhere)).toEqual(expect.arrayContaining(['Cache-Control', 'Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options']));
    for (const [name, value] of Object.entries(everywhere)) expect(own[name.toLowerCase()], name).toBe(value);
    // Kept by the CDN alone until the next deploy purges it (Netlify strips this header before the browser).
    expect(own['netlify-cdn-cache-control']).toBe('public, s-maxage=31536000, must-revalidate');
    // The parts file's own validators and length describe another body.
    for (const name of ['etag', 'last-modified', 'content-length', 'content-encoding', 'age']) expect(own[name], name).toBeUndefined();
  });

  test('HEAD answers the same headers without a body', async () => {
    const get = await edgeAnswer();
    await get.body?.cancel();
    const head = await edgeAnswer('HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('access-control-allow-origin')).toBe('*');
    expect(await head.text()).toBe('');
    const served = await fetch(`${site.url}/ideas.json`, { method: 'HEAD' });
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('');
  });

  test('an empty catalogue is its head and tail', async () => {
    const empty = catalogueParts(catalogueDocument([], SITE_URL, new Date('2026-11-20T06:30:00Z'))).parts;
    writeFileSync(join(root, OPEN_DATA.catalogueParts.path), JSON.stringify(empty));
    try {
      const answer = await edgeAnswer();
      expect(await answer.text()).toBe(JSON.stringify({ ...document, count: 0, ideas: [] }));
    } finally {
      writeFileSync(join(root, OPEN_DATA.catalogueParts.path), JSON.stringify(parts));
    }
  });

  test('other methods are not answered by the function: the address has no file', async () => {
    expect((await fetch(`${site.url}/ideas.json`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});

describe('a part that cannot be read', () => {
  test('the parts file or the first chunk: 502, before any of the document is sent; the whole document once it is back', async () => {
    for (const address of [OPEN_DATA.catalogueParts.path, parts.chunks[0]!]) {
      await without(address, async () => {
        const answer = await edgeAnswer();
        expect(answer.status, address).toBe(502);
        expect(answer.headers.get('netlify-cdn-cache-control'), address).toBeNull();
        expect(await answer.text()).toBe('The catalogue is unavailable; try again shortly.\n');
      });
    }
    expect((await fetch(`${site.url}/ideas.json`)).status).toBe(200);
  });

  // Last: the emulator's runner reads an answer's body without a catch, so the failed body takes its Deno
  // server down with it (Netlify's own runtime ends the one transfer). The client sees the same either way.
  test('a later chunk: the transfer fails, so no client takes the part before it for the whole document', async () => {
    await without(parts.chunks[2]!, async () => {
      const answer = await edgeAnswer();
      expect(answer.status).toBe(200);
      await expect(answer.text()).rejects.toThrow();
      // Through the local server, which reads an answer whole before sending it (as a CDN would cache it).
      expect((await fetch(`${site.url}/ideas.json`)).status).toBe(500);
    });
  });
});
