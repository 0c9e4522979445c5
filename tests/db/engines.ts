/**
 * The two database engines the RLS suite runs on, behind one small interface:
 * - PGlite, exactly as the local stand-in opens it (openLocalDatabase + runAs);
 * - a throwaway PostgreSQL 15 cluster (Debian's postgresql-15 binaries), closer to production's major
 *   version, built from the same SQL files and driven with the same per-request transaction.
 */
import { openLocalDatabase, runAs, type DbRequest } from '../../local/db/database.ts';
import { startPostgres15 } from '../../local/db/postgres15.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- a row's default type, as in pg's own QueryResultRow; each query can name its own */
export type QueryResult<R = Record<string, any>> = { rows: R[]; affectedRows: number };

/** What a request's callback gets: the transaction, already switched to the request's role and claims. */
export type Tx = { query<R = Record<string, any>>(sql: string, params?: unknown[]): Promise<QueryResult<R>> };

export type DbEngine = {
  name: string;
  /** As the superuser (the owner), outside any request: fixtures and resets. */
  query<R = Record<string, any>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** One API request: BEGIN, role + claims via set_config(..., true), fn, COMMIT/ROLLBACK. */
  runAs<T>(request: DbRequest, fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type EngineFactory = () => Promise<DbEngine>;

// PGlite ------------------------------------------------------------------------------------------------

export const pgliteEngine: EngineFactory = async () => {
  const db = await openLocalDatabase();
  return {
    name: 'PGlite',
    query: async (sql, params) => {
      const r = await db.query<any>(sql, params as any[]);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
    runAs: (request, fn) =>
      runAs(db, request, (tx) =>
        fn({
          query: async (sql, params) => {
            const r = await tx.query<any>(sql, params as any[]);
            return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
          },
        }),
      ),
    close: () => db.close(),
  };
};

// PostgreSQL 15 -----------------------------------------------------------------------------------------

export { POSTGRES15_BIN, postgres15Unavailable } from '../../local/db/postgres15.ts';

export const postgres15Engine: EngineFactory = async () => {
  const { client, stop } = await startPostgres15();
  const query = async (sql: string, params?: unknown[]) => {
    const r = await client.query(sql, params as any[]);
    return { rows: r.rows, affectedRows: r.rowCount ?? 0 };
  };
  // One client = one connection: run requests one after another, as runAs does for PGlite.
  let queue: Promise<unknown> = Promise.resolve();
  const runRequest = async <T>(request: DbRequest, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    await client.query(request.readOnly ? 'begin read only' : 'begin');
    try {
      await client.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
        request.role,
        JSON.stringify(request.claims ?? {}),
      ]);
      const result = await fn({ query: query as Tx['query'] });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  };

  return {
    name: 'PostgreSQL 15',
    query: query as DbEngine['query'],
    runAs: (request, fn) => {
      const result = queue.then(() => runRequest(request, fn));
      queue = result.catch(() => undefined);
      return result;
    },
    close: stop,
  };
};
