/**
 * Content-hash cache for rendered Open Graph PNGs, so a build re-renders only images whose content
 * changed. Key = sha256 of a canonical JSON of what the image shows (plus template/render versions);
 * value = `<key>.png` in a cache directory that survives builds (Netlify keeps node_modules/.cache).
 * Pure Node: no Astro imports, so the tests can point it at a temp directory.
 * Build-time only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const DEFAULT_CACHE_DIR = path.join('node_modules', '.cache', 'research-ventures-og');

/** Entries not used for this long are deleted (once per directory per process). */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** `OG_CACHE_DIR` when set, else node_modules/.cache/research-ventures-og under the working directory. */
export function ogCacheDir(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): string {
  const configured = env.OG_CACHE_DIR?.trim();
  return path.resolve(cwd, configured || DEFAULT_CACHE_DIR);
}

/** JSON with object keys sorted at every level, so equal content always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      return Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return item;
  });
}

/** sha256 hex of the canonical JSON of `content`. */
export function contentKey(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

export interface CachedPng {
  png: Buffer;
  hit: boolean;
}

export interface CacheOptions {
  /** Defaults to ogCacheDir(). */
  dir?: string;
}

const pruned = new Set<string>();

/** Deletes entries untouched for MAX_AGE_MS; hits refresh their mtime. Best effort. */
async function pruneOnce(dir: string): Promise<void> {
  if (pruned.has(dir)) return;
  pruned.add(dir);
  const now = Date.now();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      try {
        const info = await stat(file);
        const stale = name.endsWith('.png') ? now - info.mtimeMs > MAX_AGE_MS : name.includes('.tmp-') && now - info.mtimeMs > 60 * 60 * 1000;
        if (stale) await rm(file, { force: true });
      } catch {
        // Another build may have removed it already.
      }
    }),
  );
}

/** Whether `file` is a PNG (its signature: a file cut short by a crash has none), reading its first bytes only. */
async function isPng(file: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  try {
    const head = Buffer.alloc(PNG_SIGNATURE.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(PNG_SIGNATURE);
  } finally {
    await handle.close();
  }
}

/** Writes to a unique temp file in the same directory, then renames: readers never see half a file. */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The cache could not keep an image (cachedPngFile). */
export class OgCacheWriteError extends Error {}

export interface CachedPngFile {
  /** The cache's file of the image. */
  file: string;
  hit: boolean;
  /** The image, when it was drawn now. */
  png?: Buffer;
}

/**
 * The cache's file for `key`, drawn with `render()` and stored when the cache has none. Throws when the cache
 * cannot keep the image: the build's images live there until they are placed (src/og/idea-images.build.ts).
 */
export async function cachedPngFile(key: string, render: () => Promise<Buffer>, options: CacheOptions = {}): Promise<CachedPngFile> {
  if (!/^[0-9a-f]{16,128}$/.test(key)) throw new Error(`Invalid OG cache key: ${key}`);
  const dir = options.dir ?? ogCacheDir();
  const file = path.join(dir, `${key}.png`);
  await pruneOnce(dir);
  let cached = false;
  try {
    cached = await isPng(file);
  } catch (error) {
    console.warn(`[og] cache read failed for ${file}: ${(error as Error).message}`);
  }
  if (cached) {
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return { file, hit: true };
  }
  const png = await render();
  try {
    await writeAtomic(file, png);
  } catch (error) {
    throw new OgCacheWriteError(`Open Graph images: the image cache (${dir}, OG_CACHE_DIR) cannot be written: ${(error as Error).message}`, { cause: error });
  }
  return { file, hit: false, png };
}

/**
 * The PNG for `key` from the cache, or `render()`'s result, stored for next time. A cache that cannot
 * be read or written never fails it: it only costs a re-render.
 */
export async function cachedPng(key: string, render: () => Promise<Buffer>, options: CacheOptions = {}): Promise<CachedPng> {
  let rendered: Buffer | undefined;
  let entry: CachedPngFile;
  try {
    entry = await cachedPngFile(key, async () => (rendered = await render()), options);
  } catch (error) {
    if (!(error instanceof OgCacheWriteError) || rendered === undefined) throw error;
    console.warn(`[og] ${error.message}`);
    return { png: rendered, hit: false };
  }
  if (entry.png) return { png: entry.png, hit: false };
  try {
    return { png: await readFile(entry.file), hit: true };
  } catch (error) {
    console.warn(`[og] cache read failed for ${entry.file}: ${(error as Error).message}`);
    return { png: await render(), hit: false };
  }
}
