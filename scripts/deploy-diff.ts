/**
 * What a deploy of `next` would upload after `previous` was deployed: Netlify names each file by the SHA1 of its
 * content and uploads only the contents it does not hold yet, so a file is new to the deploy when no file of the
 * previous deploy has its SHA1, wherever either sits. For the benchmark's weekday update (issue 47: appending 20
 * ideas to 10,000 may make at most 5% of the files and 40 MB new).
 *
 *   node scripts/deploy-diff.ts <previous dist> <next dist>
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DeployDiff {
  files: number;
  bytes: number;
  newFiles: number;
  newBytes: number;
  /** The new files' paths (relative to `next`), sorted. */
  newPaths: string[];
  /**
   * Discover's search data (SEARCH_DATA_FOLDER) of `previous`, and what of it a returning visitor's browser,
   * holding it all in its cache, fetches again: the files whose address `next` no longer has (they are named by
   * content, so an address that stays is the same file, kept by the cache).
   */
  searchData: { cachedBytes: number; refetchedBytes: number };
}

/** Where discover's content-addressed index files are (src/discover/index-types.ts). */
export const SEARCH_DATA_FOLDER = 'discover/data/';

function contents(dir: string): Map<string, { sha1: string; bytes: number }> {
  const files = new Map<string, { sha1: string; bytes: number }>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const content = readFileSync(path);
    files.set(path.slice(dir.length + 1), { sha1: createHash('sha1').update(content).digest('hex'), bytes: content.length });
  }
  return files;
}

export function deployDiff(previous: string, next: string): DeployDiff {
  const before = contents(previous);
  const after = contents(next);
  const held = new Set([...before.values()].map(({ sha1 }) => sha1));
  const diff: DeployDiff = { files: 0, bytes: 0, newFiles: 0, newBytes: 0, newPaths: [], searchData: { cachedBytes: 0, refetchedBytes: 0 } };
  for (const [path, { bytes }] of before) {
    if (!path.startsWith(SEARCH_DATA_FOLDER)) continue;
    diff.searchData.cachedBytes += bytes;
    if (!after.has(path)) diff.searchData.refetchedBytes += bytes;
  }
  for (const [path, { sha1, bytes }] of after) {
    diff.files += 1;
    diff.bytes += bytes;
    if (held.has(sha1)) continue;
    diff.newFiles += 1;
    diff.newBytes += bytes;
    diff.newPaths.push(path);
  }
  diff.newPaths.sort();
  return diff;
}

if (import.meta.main) {
  const [previous, next] = process.argv.slice(2);
  if (!previous || !next) {
    console.log('Usage: node scripts/deploy-diff.ts <previous dist> <next dist>');
    process.exit(1);
  }
  const diff = deployDiff(previous, next);
  const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
  console.log(`${diff.newFiles} of ${diff.files} files new to the deploy (${percent(diff.newFiles, diff.files)}), ${(diff.newBytes / 1e6).toFixed(1)} of ${(diff.bytes / 1e6).toFixed(1)} MB`);
  console.log(`a returning visitor fetches again ${percent(diff.searchData.refetchedBytes, diff.searchData.cachedBytes)} of the search data cached (${(diff.searchData.refetchedBytes / 1e6).toFixed(2)} of ${(diff.searchData.cachedBytes / 1e6).toFixed(2)} MB)`);
}
