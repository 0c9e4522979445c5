import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readSheetText, SAMPLE_SHEET_PATH } from '../../src/ideas/source.ts';
import { SheetError } from '../../src/ideas/sheet-error.ts';
import { fixture } from './fixtures.ts';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/gviz') res.writeHead(200, { 'Content-Type': 'text/plain' }).end(fixture('basic.gviz.txt'));
    else res.writeHead(500).end('boom');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('readSheetText', () => {
  test('no SHEET_URL reads the bundled sample', async () => {
    const { text, source } = await readSheetText(undefined);
    expect(source).toBe('the bundled sample sheet');
    expect(text).toContain('google.visualization.Query.setResponse(');
    expect(SAMPLE_SHEET_PATH).toMatch(/sample\/sheet\.gviz\.txt$/);
  });
  test('an http URL is fetched', async () => {
    const { text, source } = await readSheetText(`${origin}/gviz`);
    expect(source).toBe(`${origin}/gviz`);
    expect(text).toBe(fixture('basic.gviz.txt'));
  });
  test('an HTTP error fails with the status', async () => {
    await expect(readSheetText(`${origin}/missing`)).rejects.toThrow(/HTTP 500/);
  });
  test('an unreachable URL fails with a SheetError', async () => {
    server.closeAllConnections();
    await expect(readSheetText('http://127.0.0.1:1/gviz')).rejects.toBeInstanceOf(SheetError);
  });
  test('a relative file path is read from the working directory; a missing file fails', async () => {
    expect((await readSheetText('tests/fixtures/basic.gviz.txt')).text).toBe(fixture('basic.gviz.txt'));
    const missing = await readSheetText('tests/fixtures/nope.txt').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(SheetError);
    expect((missing as SheetError).message).toMatch(/Cannot read the sheet file/);
    expect((missing as SheetError).hint).toMatch(/^Set SHEET_URL to the sheet's gviz address or to a file that exists/);
  });
});
