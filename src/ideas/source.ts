/**
 * Where the sheet text comes from: SHEET_URL as an http(s) gviz endpoint or a local file, else the
 * bundled sample sheet. Any failure is a SheetError so the build stops instead of publishing nothing.
 * Build-time only.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { SheetError } from './sheet-error.ts';

export const SAMPLE_SHEET_PATH = fileURLToPath(new URL('./sample/sheet.gviz.txt', import.meta.url));
const FETCH_TIMEOUT_MS = 30_000;
const UNREACHABLE_HINT =
  'Check that SHEET_URL is right and that the sheet is shared so that anyone with the link can view it, then build again; the last good deploy stays live meanwhile.';

export interface SheetText {
  text: string;
  /** Human description of where it came from, for build logs. */
  source: string;
}

export async function readSheetText(sheetUrl: string | undefined): Promise<SheetText> {
  if (!sheetUrl) return { text: await readSheetFile(SAMPLE_SHEET_PATH), source: 'the bundled sample sheet' };
  if (/^https?:\/\//i.test(sheetUrl)) return { text: await fetchSheet(sheetUrl), source: sheetUrl };
  const path = resolve(process.cwd(), sheetUrl);
  return { text: await readSheetFile(path), source: path };
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

async function fetchSheet(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'text/plain, application/json, */*' } });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new SheetError(`Cannot fetch the sheet from ${url}: ${cause}`, UNREACHABLE_HINT);
  }
  if (!response.ok) {
    throw new SheetError(`Cannot fetch the sheet from ${url}: HTTP ${response.status} ${response.statusText}`.trim(), UNREACHABLE_HINT);
  }
  return response.text();
}
