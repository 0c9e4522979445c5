/**
 * Netlify refuses a deploy with a folder of more than 54,000 files ("Files per directory limit"); the issue's
 * budget keeps a margin under it.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const NETLIFY_FOLDER_LIMIT = 50_000;

/** The folder of `root` (itself included) with the most entries, files and folders alike. */
export function largestFolder(root: string): { path: string; entries: number } {
  let largest = { path: '.', entries: 0 };
  const visit = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.length > largest.entries) largest = { path: relative(root, dir) || '.', entries: entries.length };
    for (const entry of entries) if (entry.isDirectory()) visit(join(dir, entry.name));
  };
  visit(root);
  return largest;
}
