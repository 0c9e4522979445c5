/**
 * The slice of PGlite the local stand-in's modules use (development and tests only): one query method,
 * shared by the database itself and by a transaction.
 */
import type { Transaction } from '@electric-sql/pglite';

export type Queryable = Pick<Transaction, 'query'>;

/** A PostgreSQL error as PGlite throws it (SQLSTATE in `code`). */
export interface PgError extends Error {
  code: string;
  detail?: string;
  hint?: string;
  table?: string;
  constraint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as unknown as { code: string }).code)
  );
}
