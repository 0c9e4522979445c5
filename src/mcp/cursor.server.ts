/**
 * The cursor of every paged answer (search_ideas, newest_ideas, resources/list): an offset, written so that
 * clients treat it as opaque (the MCP pagination rule) and read back strictly. Server-only.
 */
import { ToolError } from './errors.server.ts';

export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

/** The offset a cursor stands for (0 without one), or null for a cursor this server never wrote. */
export function readCursor(cursor: string | undefined, total: number): number | null {
  if (cursor === undefined) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const offset = match ? Number(match[1]) : NaN;
  return Number.isInteger(offset) && offset <= total ? offset : null;
}

/** One page of `items` from `cursor`, and the cursor of the next page while there is one. */
export function page<T>(items: readonly T[], cursor: string | undefined, limit: number): { items: T[]; nextCursor?: string } {
  const offset = readCursor(cursor, items.length);
  if (offset === null) throw new ToolError('That cursor is not one this server gave for these results; ask again without a cursor.');
  const end = offset + limit;
  return end < items.length ? { items: items.slice(offset, end), nextCursor: encodeCursor(end) } : { items: items.slice(offset) };
}
