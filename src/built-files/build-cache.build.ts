/**
 * What one build keeps for the next in the build's cache folder (Netlify keeps node_modules between builds):
 * results that took seconds to work out, keyed by the code that made them, so a change of code works them
 * out again. A file that cannot be read or written costs the time, never a wrong answer. Build-time only.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildCacheDir } from '../config/env.server.ts';

/** This project's folder inside the build's cache folder (Astro's, ASTRO_CACHE_DIR), for what a catalogue's build keeps. */
export const projectCacheDir = (): string => join(buildCacheDir(), 'research-ventures');

/**
 * Where results that depend on the code alone are kept: the same for every build of any catalogue on this
 * checkout (a test's build over its own sheet and cache folder included), and kept by Netlify with node_modules.
 */
export const codeCacheDir = (): string => resolve('node_modules', '.cache', 'research-ventures');

/**
 * The project's code and dependencies as they are now: every file under src/ and the lockfile. More than a
 * kept result reads, so any change of code works it out once more; not the built chunk of the module that
 * keeps it, which differed between two builds of the same code over different sheets.
 */
export function codeVersion(root: string = process.cwd()): string {
  const hash = createHash('sha256');
  const files = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of [...files, join(root, 'package-lock.json')]) hash.update(file.slice(root.length)).update(readFileSync(file));
  return hash.digest('hex');
}

/** write(2) may write less than it was given. */
function writeAll(fd: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
}

/**
 * Writes `content` to `file` in `dir` for the next build, after removing the files `stale` names: aside and
 * renamed, so a build stopped mid-write leaves no half file, and two processes writing the same file each
 * write a whole one. `what` names it in the warning when the folder cannot be written. Content in parts is
 * written part by part: a file of hundreds of megabytes is never one string.
 */
export function keepFile(dir: string, file: string, content: string | Iterable<string | Uint8Array>, { stale = () => false, what }: { stale?: (name: string) => boolean; what: string }): void {
  try {
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)) if (stale(name)) rmSync(join(dir, name), { force: true });
    const partial = `${file}.${process.pid}.partial`;
    const fd = openSync(partial, 'w');
    try {
      for (const part of typeof content === 'string' ? [content] : content) writeAll(fd, typeof part === 'string' ? Buffer.from(part) : part);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
  } catch (error) {
    console.warn(`[${what}] could not keep ${file} for the next build (${(error as Error).message}); it works it out again`);
  }
}

/** The name a kept result has in its folder: its kind, then its key. */
export const keptName = (kind: string, key: string): string => `${kind}-${key}.json`;

/** The kept file for this key, and what it holds when it can be read; no file when the key cannot be made (no src/ under the working folder). */
function readKept<T>(dir: string, kind: string, key: () => string): { file?: string; kept?: { value: T } } {
  let file: string | undefined;
  try {
    file = join(dir, keptName(kind, key()));
    return { file, kept: { value: JSON.parse(readFileSync(file, 'utf8')) as T } };
  } catch {
    return { file };
  }
}

function keep(dir: string, kind: string, file: string | undefined, result: unknown): void {
  if (file !== undefined) keepFile(dir, file, JSON.stringify(result), { stale: (name) => name.startsWith(`${kind}-`), what: kind });
}

/**
 * What `workOut` gives, as the last build with the same key kept it in `dir` (a JSON file named by `kind` and
 * the key), or worked out now and kept there in place of the kind's older files. A key that cannot be made
 * or a file that cannot be read costs the time and keeps nothing.
 */
export function keptResult<T>(dir: string, kind: string, key: () => string, workOut: () => T): T {
  const { file, kept } = readKept<T>(dir, kind, key);
  if (kept) return kept.value;
  const result = workOut();
  keep(dir, kind, file, result);
  return result;
}

/** keptResult for a result worked out asynchronously (in worker threads, say). */
export async function keptResultAsync<T>(dir: string, kind: string, key: () => string, workOut: () => Promise<T>): Promise<T> {
  const { file, kept } = readKept<T>(dir, kind, key);
  if (kept) return kept.value;
  const result = await workOut();
  keep(dir, kind, file, result);
  return result;
}
