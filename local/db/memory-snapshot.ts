/**
 * Saved copies of a freshly built in-memory database. Building one from the SQL files (initdb, the
 * migrations, the seed's bcrypt) takes about 3 s of CPU; loading a saved copy of its data folder about 0.5 s,
 * and the tests open some thirty per run on a 2-core machine. A copy is keyed by the files' text and the UTC
 * day (the seed stamps its rows with now(), and no test should meet yesterday's), kept under
 * node_modules/.cache, written to a temporary name and renamed, so parallel workers and checkouts can share
 * the folder: the worst a race costs is a copy built twice. Development and tests only.
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

/** The database `build` makes, loaded from its saved copy when there is one, else built and saved. */
export async function openFromSnapshot(files: readonly { name: string; sql: string }[], build: () => Promise<PGlite>): Promise<PGlite> {
  const key = snapshotKey(files, new Date().toISOString().slice(0, 10));
  const file = path.join(SNAPSHOTS, `${key}.tar`);
  const saved = await readFile(file).catch(() => null);
  if (saved) return PGlite.create({ loadDataDir: new Blob([saved]), extensions: { pgcrypto } });
  const db = await build();
  await save(db, file).catch((error: unknown) => {
    console.warn(`[local db] could not save a copy of the new database in ${SNAPSHOTS}:`, (error as Error).message);
  });
  return db;
}

async function save(db: PGlite, file: string): Promise<void> {
  const data = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
  await mkdir(SNAPSHOTS, { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
  // Copies of other days and schemas are never loaded again.
  for (const name of await readdir(SNAPSHOTS)) {
    if (name !== path.basename(file) && name.endsWith('.tar')) await rm(path.join(SNAPSHOTS, name), { force: true });
  }
}
