/**
 * Saved copies of a freshly built in-memory database. Building one from the SQL files (initdb, the
 * migrations, the seed's bcrypt) takes about 3 s of CPU; loading a saved copy of its data folder about 0.5 s,
 * and the tests open some thirty per run on a 2-core machine. A new data folder on disk starts from the same
 * copy (database.ts): built there, every write goes through the file system (12 s). A copy is keyed by the
 * files' text and the UTC day (the seed stamps its rows with now(), and no test should meet yesterday's), kept
 * under node_modules/.cache, written to a temporary name and renamed, so parallel workers and checkouts can
 * share the folder: the worst a race costs is a copy built twice. Development and tests only.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

const SNAPSHOTS = fileURLToPath(new URL('../../node_modules/.cache/local-db/', import.meta.url));

export function snapshotKey(files: readonly { name: string; sql: string }[], day: string): string {
  const hash = createHash('sha256').update(day);
  for (const file of files) hash.update(`\0${file.name}\0${file.sql}`);
  return hash.digest('hex').slice(0, 32);
}

type Files = readonly { name: string; sql: string }[];

/** Named by its day first, so that copies of other days can be told apart and removed. */
export function snapshotFile(files: Files, day = new Date().toISOString().slice(0, 10)): string {
  return path.join(SNAPSHOTS, `${day}-${snapshotKey(files, day)}.tar`);
}

/** The database `build` makes (in memory), loaded from its saved copy. */
export async function openFromSnapshot(files: Files, build: () => Promise<PGlite>): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await snapshotData(files, build), extensions: { pgcrypto } });
}

/** The saved copy of the database `build` makes (in memory), built and saved first when there is none. */
export async function snapshotData(files: Files, build: () => Promise<PGlite>): Promise<Blob> {
  const file = snapshotFile(files);
  const saved = await readFile(file).catch(() => null);
  if (saved) return new Blob([saved]);
  const db = await build();
  try {
    const data = await db.dumpDataDir('none');
    await save(data, file);
    return data;
  } finally {
    await db.close();
  }
}

async function save(dump: Blob, file: string): Promise<void> {
  try {
    await mkdir(SNAPSHOTS, { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, new Uint8Array(await dump.arrayBuffer()));
    await rename(temporary, file);
    // Copies of other days are never loaded again. Today's of other file sets stay: the tests open databases
    // with and without the seed side by side, and each would otherwise remove the other's.
    const today = `${path.basename(file).slice(0, 10)}-`;
    for (const name of await readdir(SNAPSHOTS)) {
      if (!name.startsWith(today) && name.endsWith('.tar')) await rm(path.join(SNAPSHOTS, name), { force: true });
    }
  } catch (error) {
    console.warn(`[local db] could not save a copy of the new database in ${SNAPSHOTS}:`, (error as Error).message);
  }
}
