/**
 * The two database engines the RLS suite runs on, behind one small interface:
 * - PGlite, exactly as the local stand-in opens it (openLocalDatabase + runAs);
 * - a throwaway PostgreSQL 15 cluster (Debian's postgresql-15 binaries), closer to production's major
 *   version, built from the same SQL files and driven with the same per-request transaction.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openLocalDatabase, runAs, schemaFiles, type DbRequest } from '../../local/db/database.ts';

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

export const POSTGRES15_BIN = '/usr/lib/postgresql/15/bin';

function postgresUid(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

const isRoot = process.getuid?.() === 0;

/** Why the PostgreSQL 15 suite cannot run here, or undefined when it can. */
export function postgres15Unavailable(): string | undefined {
  if (!existsSync(path.join(POSTGRES15_BIN, 'initdb')) || !existsSync(path.join(POSTGRES15_BIN, 'pg_ctl'))) {
    return `PostgreSQL 15 binaries not found in ${POSTGRES15_BIN} (install Debian's postgresql-15)`;
  }
  if (isRoot && (!postgresUid() || !existsSync('/usr/sbin/runuser'))) {
    return 'running as root, but there is no postgres OS user (or runuser) to run initdb/postgres as';
  }
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a PostgreSQL binary, as the postgres OS user when we are root (initdb/postgres refuse root). */
function pgBin(name: string, args: string[]): void {
  const bin = path.join(POSTGRES15_BIN, name);
  const [file, argv] = isRoot ? ['/usr/sbin/runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

export const postgres15Engine: EngineFactory = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-pg15-'));
  const dataDir = path.join(dir, 'data');
  const owner = isRoot ? postgresUid() : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const port = await freePort();
  let started = false;
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  try {
    pgBin('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    pgBin('pg_ctl', [
      '-D', dataDir, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '60',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
    started = true;
    await client.connect();
    for (const file of await schemaFiles()) {
      await client.query('begin');
      try {
        await client.query(file.sql);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`PostgreSQL 15: applying ${file.name} failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    if (started) pgBin('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

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
    close: async () => {
      await client.end().catch(() => undefined);
      try {
        pgBin('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
