/**
 * Reads the Google Sheets visualization ("gviz") response: JSONP-like text whose JSON sits between the
 * first "(" and the last ")". Build-time only.
 */
import { z } from 'zod';
import { SheetError } from './sheet-error.build.ts';

const ENDPOINT_HINT =
  'Point SHEET_URL at the sheet\'s gviz endpoint, https://docs.google.com/spreadsheets/d/<sheet id>/gviz/tq, and share the sheet so that anyone with the link can view it.';

const CellSchema = z.looseObject({ v: z.unknown().optional(), f: z.string().nullish() }).nullable();

const GvizSchema = z.object({
  status: z.string().optional(),
  errors: z.array(z.looseObject({ message: z.string().optional(), detailed_message: z.string().optional() })).optional(),
  table: z.object({
    cols: z.array(z.looseObject({ label: z.string().nullish(), id: z.string().nullish() })),
    rows: z.array(z.looseObject({ c: z.array(CellSchema).nullish() })),
  }),
});

export type GvizCell = z.infer<typeof CellSchema>;

export interface GvizTable {
  labels: string[];
  /** Data rows as raw cell values, one entry per column (null for empty cells). */
  rows: unknown[][];
}

export function parseGviz(text: string): GvizTable {
  const start = text.indexOf('(');
  const end = text.lastIndexOf(')');
  if (start === -1 || end <= start) {
    throw new SheetError('The sheet response is not gviz JSON (no "setResponse(...)" wrapper found).', ENDPOINT_HINT);
  }
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start + 1, end));
  } catch (error) {
    throw new SheetError(
      `The sheet response is not valid gviz JSON: ${(error as Error).message}`,
      `A response cut short passes on a second try; if it does not, the address answers something else. ${ENDPOINT_HINT}`,
    );
  }
  const parsed = GvizSchema.safeParse(json);
  if (!parsed.success) {
    const response = json as { status?: unknown; errors?: Array<{ detailed_message?: string; message?: string }> };
    if (response && response.status === 'error') {
      const reason = response.errors?.map((e) => e.detailed_message ?? e.message).join('; ') || 'unknown error';
      throw new SheetError(`Google Sheets returned an error: ${reason}`, ENDPOINT_HINT);
    }
    throw new SheetError(`The sheet response has no table with columns and rows:\n${z.prettifyError(parsed.error)}`, ENDPOINT_HINT);
  }
  const { cols, rows } = parsed.data.table;
  const labels = cols.map((col) => (col.label ?? '').trim());
  return {
    labels,
    rows: rows.map((row) => cols.map((_, index) => cellValue(row.c?.[index] ?? null))),
  };
}

function cellValue(cell: GvizCell): unknown {
  if (cell === null || cell === undefined) return null;
  return cell.v ?? null;
}
