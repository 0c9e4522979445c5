/**
 * Finished function builds kept for the next local site server with the same sources (development and tests
 * only; ./functions.ts). Each server still runs from a folder of its own, named by its process, so that no
 * server ever writes into a folder another one runs: the first to build keeps a copy under a name made from
 * its sources, and a later server starts from a copy of that copy (a second of disk work instead of about
 * 40 s of CPU). Two servers starting together do not build twice: the second waits for the first.
 *
 * Layout of .netlify/functions-serve/: `built-<pid>-*` a server's own folder; `shared-<key>` a kept build with
 * the bundler's results beside it; `shared-<key>.lock` the process building it; `shared-<key>.tmp-<pid>` a
 * copy being written. What a process that is gone left behind is removed, as are kept builds of other sources.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from './config.ts';

const PARENT = join(PROJECT_ROOT, '.netlify', 'functions-serve');
const RESULTS = 'bundler-results.json';
/** How often a server waiting for another's build looks again (the other may also have stopped). */
const LOOK_AGAIN_MS = 200;

/** What the bundler reported for each function, by the key @netlify/functions-dev caches it under. */
export type BundlerResults = Record<string, unknown>;

export interface FunctionsFolder {
  /** This server's own folder: built into, or a copy of a kept build. */
  destPath: string;
  /** The bundler's results for the copy, pointing into `destPath`; undefined when nothing was kept yet. */
  built?: BundlerResults;
  /** Keeps this server's finished build (and its results) for the next server; only without `built`. */
  keep(results: BundlerResults): void;
  /** Lets another server build these sources (this one's build failed). */
  release(): void;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function filesUnder(folder: string): string[] {
  return readdirSync(join(PROJECT_ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(PROJECT_ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A hash of everything a bundle is made from: the functions, the src/ modules they import, the installed
 * packages (by the lockfile) and netlify.toml's settings; and of the code here that builds and keeps it. Any
 * edit there makes a new build.
 */
export function sourcesKey(): string {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json', 'netlify.toml', ...filesUnder('netlify'), ...filesUnder('src'), ...filesUnder('local/netlify')]) {
    hash.update(`\0${file}\0`).update(readFileSync(join(PROJECT_ROOT, file)));
  }
  return hash.digest('hex').slice(0, 24);
}

/** Paths inside the results moved from one folder to another. */
function moved(results: BundlerResults, from: string, to: string): BundlerResults {
  return JSON.parse(JSON.stringify(results).split(JSON.stringify(from).slice(1, -1)).join(JSON.stringify(to).slice(1, -1))) as BundlerResults;
}

function removeLeftovers(key: string): void {
  for (const name of readdirSync(PARENT)) {
    const path = join(PARENT, name);
    const pid = /^built-(\d+)-/.exec(name)?.[1] ?? /^shared-\w+\.tmp-(\d+)$/.exec(name)?.[1];
    if (pid) {
      if (!isRunning(Number(pid))) rmSync(path, { recursive: true, force: true });
    } else if (/^shared-\w+\.lock$/.test(name)) {
      const owner = lockOwner(path);
      if (owner !== undefined && !isRunning(owner)) rmSync(path, { force: true });
    } else if (/^shared-\w+$/.test(name) && name !== `shared-${key}`) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

/** The pid in a lock file; undefined while it is being written or once it is gone. */
function lockOwner(lock: string): number | undefined {
  try {
    return Number(readFileSync(lock, 'utf8')) || undefined;
  } catch {
    return undefined;
  }
}

/** The kept build's copy in `destPath`, or undefined when it could not be read whole. */
function copyOfKept(shared: string, destPath: string): BundlerResults | undefined {
  try {
    const results = JSON.parse(readFileSync(join(shared, RESULTS), 'utf8')) as BundlerResults;
    cpSync(shared, destPath, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    rmSync(join(destPath, RESULTS));
    return moved(results, shared, destPath);
  } catch {
    // Removed while copied (its sources changed under another server): this server builds its own.
    rmSync(destPath, { recursive: true, force: true });
    mkdirSync(destPath);
    return undefined;
  }
}

/** This server's folder for the functions of sources `key`: a copy of their kept build when there is one. */
export async function functionsFolder(key: string): Promise<FunctionsFolder> {
  mkdirSync(PARENT, { recursive: true });
  removeLeftovers(key);
  const destPath = mkdtempSync(join(PARENT, `built-${process.pid}-`));
  const shared = join(PARENT, `shared-${key}`);
  const lock = `${shared}.lock`;
  const unshared = { destPath, keep: () => {}, release: () => {} };
  for (;;) {
    if (existsSync(join(shared, RESULTS))) {
      const built = copyOfKept(shared, destPath);
      return built ? { ...unshared, built } : unshared;
    }
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      // Another server builds these sources (or was stopped while building: then this one takes over).
      const owner = lockOwner(lock);
      if (owner !== undefined && !isRunning(owner)) rmSync(lock, { force: true });
      else await delay(LOOK_AGAIN_MS);
      continue;
    }
    return {
      destPath,
      keep(results) {
        const copy = `${shared}.tmp-${process.pid}`;
        try {
          cpSync(destPath, copy, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
          writeFileSync(join(copy, RESULTS), JSON.stringify(moved(results, destPath, shared)));
          renameSync(copy, shared);
        } catch (error) {
          // Only the next server's start is slower: it builds again.
          console.warn(`[functions] could not keep this build for the next server: ${(error as Error).message}`);
        } finally {
          rmSync(copy, { recursive: true, force: true });
          rmSync(lock, { force: true });
        }
      },
      release: () => rmSync(lock, { force: true }),
    };
  }
}
