/**
 * The local stand-in's database: PGlite (PostgreSQL in WebAssembly) with what hosted Supabase provides
 * (local/db/shim.sql), the project's migrations (supabase/migrations/*.sql) and seed (supabase/seed.sql).
 * Development and tests only.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { openFromSnapshot, snapshotData } from './memory-snapshot.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type SqlFile = { name: string; sql: string };

/**
 * The SQL files that build the database, in order: local/db/shim.sql and shim-oauth-server.sql (what hosted
 * Supabase provides), supabase/migrations/*.sql by file name, then supabase/seed.sql (unless seed is false).
 * `name` is the path relative to the project root.
 */
export async function schemaFiles(options: { seed?: boolean } = {}): Promise<SqlFile[]> {
  const migrationsDir = path.join(ROOT, 'supabase/migrations');
  const migrations = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const names = ['local/db/shim.sql', 'local/db/shim-oauth-server.sql', ...migrations.map((f) => `supabase/migrations/${f}`)];
  if (options.seed !== false) names.push('supabase/seed.sql');
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(ROOT, name), 'utf8') })));
}

/**
 * Opens PGlite (in memory when dataDir is undefined; a relative dataDir is taken from the project root),
 * then applies shim.sql, the migrations in name order and seed.sql (when seed !== false), each once: applied
 * files are recorded in local_meta.applied, so reopening a data folder only applies new files. An in-memory
 * database, and a new data folder, start from a saved copy when one matches (memory-snapshot.ts).
 */
export async function openLocalDatabase(options: { dataDir?: string; seed?: boolean } = {}): Promise<PGlite> {
  const files = await schemaFiles({ seed: options.seed });
  const inMemory = async () => applySchema(await PGlite.create({ extensions: { pgcrypto } }), files, 'memory');
  if (options.dataDir === undefined) return openFromSnapshot(files, inMemory);
  const dataDir = path.resolve(ROOT, options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const isNew = await access(path.join(dataDir, 'PG_VERSION')).then(() => false, () => true);
  const loadDataDir = isNew ? await snapshotData(files, inMemory) : undefined;
  return applySchema(await PGlite.create({ dataDir, loadDataDir, extensions: { pgcrypto } }), files, dataDir);
}

async function applySchema(db: PGlite, files: SqlFile[], where: string): Promise<PGlite> {
  await db.exec(`
    create schema if not exists local_meta;
    create table if not exists local_meta.applied (
      name text primary key, checksum text not null, applied_at timestamptz not null default now());`);
  const applied = new Map(
    (await db.query<{ name: string; checksum: string }>('select name, checksum from local_meta.applied')).rows.map(
      (r) => [r.name, r.checksum],
    ),
  );
  for (const file of files) {
    const checksum = createHash('sha256').update(file.sql).digest('hex');
    const previous = applied.get(file.name);
    if (previous !== undefined) {
      if (previous !== checksum) {
        console.warn(`[local db] ${file.name} changed after it was applied; delete ${where} to rebuild the database.`);
      }
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        await tx.exec(file.sql);
        await tx.query('insert into local_meta.applied (name, checksum) values ($1, $2)', [file.name, checksum]);
      });
    } catch (error) {
      await db.close();
      throw new Error(`[local db] applying ${file.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return db;
}

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export type DbRequest = {
  role: DbRole;
  /** The JWT claims (`sub`, `role`, `email`, ...); null/undefined means none ('{}'). */
  claims?: Record<string, unknown> | null;
  /** GET/HEAD: the transaction is READ ONLY. */
  readOnly?: boolean;
};

const queues = new WeakMap<PGlite, Promise<unknown>>();

/**
 * One request, as PostgREST runs it: BEGIN (READ ONLY when readOnly); set_config('role', role, true);
 * set_config('request.jwt.claims', claims json, true); fn(tx); COMMIT, or ROLLBACK and rethrow on error
 * (PGlite's DatabaseError, with the SQLSTATE in .code). Calls on one database run one after another.
 * Inside fn use only tx: a db.query() there waits for this very transaction to end, and never returns.
 */
export async function runAs<T>(db: PGlite, request: DbRequest, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!['anon', 'authenticated', 'service_role'].includes(request.role)) {
    throw new Error(`runAs: unknown role ${String(request.role)}`);
  }
  const run = () =>
    db.transaction(async (tx) => {
      if (request.readOnly) await tx.exec('set transaction read only');
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
        request.role,
        JSON.stringify(request.claims ?? {}),
      ]);
      return fn(tx);
    });
  const previous = queues.get(db) ?? Promise.resolve();
  const result = previous.then(run, run);
  queues.set(
    db,
    result.catch(() => undefined),
  );
  return result;
}
