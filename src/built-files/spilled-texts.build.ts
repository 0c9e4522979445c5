/**
 * Texts a build publishes through its endpoints, kept in files until Astro renders each one. At 100,000 ideas the
 * workspace's idea files and /ideas.json's chunks are about a gigabyte of strings, worked out while Astro reads
 * the routes' paths and published at the end of the page phase: held in memory (by a module's memo and by the
 * props of Astro's route cache) they filled the heap every garbage collection of that phase worked in
 * (docs/performance.md#profiling-notes). Written once, read once. The folder is the process's own, in the
 * system's temporary folder, and removed when the process exits. Build-time only.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

let root: string | undefined;
let families = 0;

function spillRoot(): string {
  if (root === undefined) {
    const made = mkdtempSync(join(tmpdir(), 'research-ventures-texts-'));
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    root = made;
  }
  return root;
}

/** Texts by name (a name may hold folders: `{hash}/{file}`), each read back as it was written. */
export interface SpilledTexts {
  readonly names: readonly string[];
  /** The file a text is in. */
  file(name: string): string;
}

/** Writes each text to a file of its own and lets go of it: the strings can be collected at once. */
export function spillTexts(texts: Iterable<readonly [name: string, text: string]>): SpilledTexts {
  const dir = join(spillRoot(), String(families++));
  const names: string[] = [];
  const folders = new Set<string>();
  const file = (name: string) => join(dir, name);
  for (const [name, text] of texts) {
    if (name.split('/').some((part) => part === '' || part === '.' || part === '..')) throw new Error(`Not a file name: ${name}`);
    const path = file(name);
    const folder = dirname(path);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(path, text);
    names.push(name);
  }
  return { names, file };
}

/** A spilled text's file as the bytes an endpoint answers with (its UTF-8, as Astro would write the text). */
export const spilledBody = (path: string): Uint8Array<ArrayBuffer> => new Uint8Array(readFileSync(path));
