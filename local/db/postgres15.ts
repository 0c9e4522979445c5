/**
 * A throwaway PostgreSQL 15 cluster (Debian's postgresql-15 binaries) built from the same SQL files as the
 * local stand-in's PGlite (shim, migrations): closer to production's major version. Used by the database
 * tests and by `npm run gen:types`. Development and tests only.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { schemaFiles } from './database.ts';

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
/** The OS user a root process runs initdb and postgres as (PostgreSQL refuses to run as root). */
const postgresOwner = isRoot ? postgresUid() : undefined;

/** Why a PostgreSQL 15 cluster cannot run here, or undefined when it can. */
export function postgres15Unavailable(): string | undefined {
  if (!existsSync(path.join(POSTGRES15_BIN, 'initdb')) || !existsSync(path.join(POSTGRES15_BIN, 'pg_ctl'))) {
    return `PostgreSQL 15 binaries not found in ${POSTGRES15_BIN} (install Debian's postgresql-15)`;
  }
  if (isRoot && (!postgresOwner || !existsSync('/usr/sbin/runuser'))) {
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

export type Postgres15 = {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, superuser). */
  url: string;
  /** One connection as the superuser, already open. */
  client: pg.Client;
  /** Closes the connection, stops the cluster and deletes its folder. */
  stop(): Promise<void>;
};

/** Starts a cluster on a free port and applies shim.sql and the migrations (and seed.sql unless seed is false). */
export async function startPostgres15(options: { seed?: boolean } = {}): Promise<Postgres15> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-pg15-'));
  const dataDir = path.join(dir, 'data');
  const owner = postgresOwner;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
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
    for (const file of await schemaFiles({ seed: options.seed })) {
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
  return {
    url,
    client,
    stop: async () => {
      await client.end().catch(() => undefined);
      try {
        pgBin('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
