import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startGvizServer, type GvizServer } from '../../local/gviz/server.ts';
import { parseGviz } from '../../src/ideas/gviz.build.ts';
import { ideasFromSheet, ideasFromTable } from '../../src/ideas/sheet.build.ts';
import { readSheet, SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { SheetError } from '../../src/ideas/sheet-error.build.ts';
import { fixture } from './fixtures.ts';

const sample = readFileSync(SAMPLE_SHEET_PATH, 'utf8');
const sampleRows = parseGviz(sample).rows.length;

/** A server that answers what `route` says for each request's tq ('' without one), counting them. */
let server: Server;
let origin: string;
let route: (tq: string) => [number, string] = () => [500, 'boom'];
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const tq = new URL(req.url ?? '/', 'http://x').searchParams.get('tq') ?? '';
    asked.push(tq);
    const [status, body] = req.url?.startsWith('/gviz') ? route(tq) : [500, 'boom'];
    res.writeHead(status, { 'Content-Type': 'text/plain' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function answering(next: (tq: string) => [number, string]): void {
  route = next;
  asked.length = 0;
}

describe('readSheet', () => {
  test('no SHEET_URL reads the bundled sample', async () => {
    const { table, source, pages } = await readSheet(undefined);
    expect(source).toBe('the bundled sample sheet');
    expect(table).toEqual(parseGviz(sample));
    expect(pages).toBe(1);
    expect(SAMPLE_SHEET_PATH).toMatch(/sample\/sheet\.gviz\.txt$/);
  });

  test('a relative file path is read from the working directory; a missing file fails', async () => {
    expect((await readSheet('tests/fixtures/basic.gviz.txt')).table).toEqual(parseGviz(fixture('basic.gviz.txt')));
    const missing = await readSheet('tests/fixtures/nope.txt').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(SheetError);
    expect((missing as SheetError).message).toMatch(/Cannot read the sheet file/);
    expect((missing as SheetError).hint).toMatch(/^Set SHEET_URL to the sheet's gviz address or to a file that exists/);
  });

  describe('from a gviz endpoint that reads limit and offset (local/gviz/server.ts)', () => {
    let gviz: GvizServer;
    beforeAll(async () => {
      gviz = await startGvizServer(sample);
    });
    afterAll(() => gviz.close());

    test('is read in pages until one comes back short, and gives the table and ideas of one response', async () => {
      gviz.queries.length = 0;
      const { table, source, pages } = await readSheet(gviz.url, 10);
      expect(table).toEqual(parseGviz(sample));
      expect(ideasFromTable(table, { today: '2026-11-29' })).toEqual(ideasFromSheet(sample, { today: '2026-11-29' }));
      expect(source).toBe(gviz.url);
      const expected = Math.floor(sampleRows / 10) + 1;
      expect(pages).toBe(expected);
      expect(gviz.queries).toEqual(Array.from({ length: expected }, (_, page) => `select * limit 10 offset ${page * 10}`));
    });

    test("keeps the address's own query and reads one response when it limits its rows itself", async () => {
      gviz.queries.length = 0;
      const limited = new URL(gviz.url);
      limited.searchParams.set('tq', 'select * limit 3');
      expect((await readSheet(limited.href, 10)).table.rows).toHaveLength(3);
      expect(gviz.queries).toEqual(['select * limit 3']);
    });

    test("a query the endpoint cannot read fails with Google's error", async () => {
      const other = new URL(gviz.url);
      other.searchParams.set('tq', 'select A');
      await expect(readSheet(other.href)).rejects.toThrow(/Google Sheets returned an error: Invalid query: select A limit 5000 offset 0/);
    });
  });

  test('an address that ignores the paging and answers more rows than asked is read whole, once', async () => {
    answering(() => [200, fixture('basic.gviz.txt')]);
    const { table, pages } = await readSheet(`${origin}/gviz`, 4);
    expect(table).toEqual(parseGviz(fixture('basic.gviz.txt')));
    expect(pages).toBe(1);
    expect(asked).toEqual(['select * limit 4 offset 0']);
  });

  test('an address that answers the same full page for every offset fails instead of repeating ideas', async () => {
    answering(() => [200, fixture('basic.gviz.txt')]);
    const error = await readSheet(`${origin}/gviz`, 6).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SheetError);
    expect((error as SheetError).message).toBe(`${origin}/gviz answered the same 6 rows for rows 7-12 as for the rows before: it does not read the query's offset.`);
  });

  test('a page that fails fails the read, naming its rows; so do columns that change between pages', async () => {
    const firstTen = (() => {
      const table = JSON.parse(sample.slice(sample.indexOf('(') + 1, sample.lastIndexOf(')')));
      table.table.rows = table.table.rows.slice(0, 10);
      return table;
    })();
    const wrap = (body: unknown) => `google.visualization.Query.setResponse(${JSON.stringify(body)});`;
    answering((tq) => (tq.endsWith('offset 0') ? [200, wrap(firstTen)] : [503, 'busy']));
    await expect(readSheet(`${origin}/gviz`, 10)).rejects.toThrow(`Cannot fetch the sheet from ${origin}/gviz (rows 11-20): HTTP 503 Service Unavailable`);

    const renamed = structuredClone(firstTen);
    renamed.table.cols[0].label = 'Title';
    renamed.table.rows = renamed.table.rows.slice(0, 2);
    answering((tq) => (tq.endsWith('offset 0') ? [200, wrap(firstTen)] : [200, wrap(renamed)]));
    await expect(readSheet(`${origin}/gviz`, 10)).rejects.toThrow(/^The sheet's columns changed while it was read \(from row 11 on\): Title, Description/);
  });

  test('an HTTP error fails with the status; an unreachable address with a SheetError', async () => {
    await expect(readSheet(`${origin}/missing`)).rejects.toThrow(/HTTP 500/);
    server.closeAllConnections();
    await expect(readSheet('http://127.0.0.1:1/gviz')).rejects.toBeInstanceOf(SheetError);
  });
});
