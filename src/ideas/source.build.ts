/**
 * Where the sheet comes from: SHEET_URL as an http(s) gviz endpoint or a local file, else the bundled sample
 * sheet. An endpoint is read in pages (the query language's `limit` and `offset`), so a sheet of 100,000 rows is
 * never one response of hundreds of megabytes, nor one string that size in the build's memory. Any failure is a
 * SheetError so the build stops instead of publishing nothing. Build-time only.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { type GvizTable, parseGviz } from './gviz.build.ts';
import { SheetError } from './sheet-error.build.ts';

export const SAMPLE_SHEET_PATH = fileURLToPath(new URL('./sample/sheet.gviz.txt', import.meta.url));
const FETCH_TIMEOUT_MS = 30_000;
/** Rows per request: about 14 MB of gviz text at today's row size, a few seconds on a slow link. */
export const SHEET_PAGE_ROWS = 5_000;
const UNREACHABLE_HINT =
  'Check that SHEET_URL is right and that the sheet is shared so that anyone with the link can view it, then build again; the last good deploy stays live meanwhile.';
const PAGING_HINT =
  'Point SHEET_URL at the sheet\'s gviz endpoint, https://docs.google.com/spreadsheets/d/<sheet id>/gviz/tq, which reads the query language\'s limit and offset.';

export interface SheetTable {
  table: GvizTable;
  /** Human description of where it came from, for build logs. */
  source: string;
  /** Responses read: 1 for a file. */
  pages: number;
}

export async function readSheet(sheetUrl: string | undefined, pageRows = SHEET_PAGE_ROWS): Promise<SheetTable> {
  if (!sheetUrl) return { table: parseGviz(await readSheetFile(SAMPLE_SHEET_PATH)), source: 'the bundled sample sheet', pages: 1 };
  if (/^https?:\/\//i.test(sheetUrl)) return { ...(await fetchSheetPages(sheetUrl, pageRows)), source: sheetUrl };
  const path = resolve(process.cwd(), sheetUrl);
  return { table: parseGviz(await readSheetFile(path)), source: path, pages: 1 };
}

async function readSheetFile(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new SheetError(
      `Cannot read the sheet file ${path}: ${(error as Error).message}`,
      'Set SHEET_URL to the sheet\'s gviz address or to a file that exists (relative to the project folder), or leave it unset for the bundled sample sheet.',
    );
  }
}

/**
 * Pages of `pageRows` rows until one comes back short. The address's own query (tq) is kept, `select *` when it
 * has none; a query that already limits its rows is read as one response. An address that ignores the paging (a
 * plain file server) answers more rows than asked, and is then read whole, or the same rows again, which fails.
 */
async function fetchSheetPages(url: string, pageRows: number): Promise<{ table: GvizTable; pages: number }> {
  const base = new URL(url);
  const query = base.searchParams.get('tq')?.trim() || 'select *';
  if (/\b(limit|offset)\b/i.test(query)) return { table: parseGviz(await fetchSheet(url, url)), pages: 1 };
  let labels: string[] | undefined;
  const rows: unknown[][] = [];
  let previous: unknown[][] = [];
  for (let offset = 0, pages = 1; ; offset += pageRows, pages += 1) {
    const page = new URL(base);
    page.searchParams.set('tq', `${query} limit ${pageRows} offset ${offset}`);
    const table = parseGviz(await fetchSheet(page.href, `${url} (rows ${offset + 1}-${offset + pageRows})`));
    if (table.rows.length > pageRows) {
      if (offset === 0) return { table, pages };
      throw new SheetError(`${url} answered ${table.rows.length} rows where ${pageRows} were asked for, after the first page.`, PAGING_HINT);
    }
    if (labels && table.labels.join('\u0000') !== labels.join('\u0000')) {
      throw new SheetError(`The sheet's columns changed while it was read (from row ${offset + 1} on): ${table.labels.join(', ')}.`, 'Build again once the sheet is no longer being edited.');
    }
    if (offset > 0 && samePage(table.rows, previous)) {
      throw new SheetError(`${url} answered the same ${pageRows} rows for rows ${offset + 1}-${offset + pageRows} as for the rows before: it does not read the query's offset.`, PAGING_HINT);
    }
    labels = table.labels;
    for (const row of table.rows) rows.push(row);
    if (table.rows.length < pageRows) return { table: { labels, rows }, pages };
    previous = table.rows;
  }
}

function samePage(a: unknown[][], b: unknown[][]): boolean {
  return a.length === b.length && JSON.stringify([a[0], a.at(-1)]) === JSON.stringify([b[0], b.at(-1)]);
}

async function fetchSheet(url: string, what: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'text/plain, application/json, */*' } });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new SheetError(`Cannot fetch the sheet from ${what}: ${cause}`, UNREACHABLE_HINT);
  }
  if (!response.ok) {
    throw new SheetError(`Cannot fetch the sheet from ${what}: HTTP ${response.status} ${response.statusText}`.trim(), UNREACHABLE_HINT);
  }
  return response.text();
}
