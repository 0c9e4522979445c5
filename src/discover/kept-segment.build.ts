/**
 * Discover's settled segment kept from one build to the next (./site-index.build.ts). It moves only with the
 * settled ideas (src/ideas/settled-ideas.build.ts: when the catalogue has grown by 3%), and building it again,
 * its word index above all, was 14% of a weekday build's CPU at 30,000 ideas (docs/performance.md). The key is
 * everything the segment is built from: the project's code (codeVersion), its ideas and their like lists. One file,
 * the last segment's, in the build's cache folder: a header line (the segment's layout and each file's name and
 * length in bytes), then the files' texts one after another, so a segment of hundreds of megabytes is never one
 * string. A file that cannot be read or written, or whose files do not hash to the folder it names, costs the
 * time, never a wrong segment. Build-time only.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeVersion, keepFile } from '../built-files/build-cache.build.ts';
import { filesHash } from '../built-files/content-hash.build.ts';
import type { Idea } from '../ideas/schema.ts';
import type { BuiltSegment, SegmentKeeper } from './discover-index.build.ts';

const KIND = 'discover-segment';

export const keptSegmentName = (key: string): string => `${KIND}-${key}`;

export function segmentKey(ideas: readonly Idea[], like: ReadonlyMap<number, readonly number[]>, root: string = process.cwd()): string {
  const hash = createHash('sha256').update(codeVersion(root));
  for (const idea of ideas) hash.update(JSON.stringify(idea)).update(JSON.stringify(like.get(idea.number) ?? null)).update('\n');
  return hash.digest('hex');
}

interface Header {
  segment: BuiltSegment['segment'];
  lexicon: BuiltSegment['lexicon'];
  averages: BuiltSegment['averages'];
  files: [name: string, bytes: number][];
}

function* segmentFile({ segment, lexicon, averages, files }: BuiltSegment): Generator<string> {
  const header: Header = { segment, lexicon, averages, files: [...files].map(([name, text]) => [name, Buffer.byteLength(text)]) };
  yield `${JSON.stringify(header)}\n`;
  yield* files.values();
}

function readSegment(file: string): BuiltSegment {
  const bytes = readFileSync(file);
  const end = bytes.indexOf(10);
  const { segment, lexicon, averages, files: layout } = JSON.parse(bytes.toString('utf8', 0, end)) as Header;
  const files = new Map<string, string>();
  let at = end + 1;
  for (const [name, length] of layout) {
    files.set(name, bytes.toString('utf8', at, at + length));
    at += length;
  }
  if (at !== bytes.length || filesHash(files) !== segment.dir) throw new Error(`${file} does not hold the segment it names`);
  return { segment, lexicon, averages, files };
}

/** A SegmentKeeper over the folder `dir`: what the last build with the same key kept there, else built now and kept in place of the older one. */
export function keptSegment(dir: string, root: string = process.cwd()): SegmentKeeper {
  return (ideas, like, build) => {
    let file: string | undefined;
    try {
      file = join(dir, keptSegmentName(segmentKey(ideas, like, root)));
      const kept = readSegment(file);
      console.info(`[discover] settled segment of ${ideas.length} ideas as the last build kept it`);
      return kept;
    } catch {
      const built = build();
      if (file !== undefined) keepFile(dir, file, segmentFile(built), { stale: (name) => name.startsWith(`${KIND}-`), what: KIND });
      console.info(`[discover] settled segment of ${ideas.length} ideas built and kept for the next build`);
      return built;
    }
  };
}
