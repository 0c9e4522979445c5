/**
 * Build time: moves each idea's files from their addresses (/idea/{slug}-{n}.html, .json, .md and .bib, where
 * Astro writes them) into the layout of src/ideas/published-layout.ts, and writes each bucket's index, which the
 * edge function reads. The Open Graph images are placed there when drawn (src/og/idea-images.build.ts).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  bucketIndexPath,
  bucketOf,
  type BucketIndex,
  type IdeaExtension,
  ideaFileLocation,
} from '../ideas/published-layout.ts';

const EXTENSIONS: readonly IdeaExtension[] = ['html', 'json', 'md', 'bib'];

export interface IdeaLayout {
  buckets: number;
  files: number;
}

export function layOutIdeaFiles(root: string, ideas: ReadonlyArray<{ number: number; path: string }>): IdeaLayout {
  const folders = new Set<string>();
  const move = (from: string, to: string) => {
    const folder = dirname(to);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    renameSync(from, to);
  };
  const indexes = new Map<number, BucketIndex>();
  let files = 0;
  for (const { number, path } of ideas) {
    const published: IdeaExtension[] = [];
    for (const extension of EXTENSIONS) {
      const file = join(root, `${path}.${extension}`);
      if (!existsSync(file)) continue;
      move(file, join(root, ideaFileLocation(path, number, extension)));
      published.push(extension);
    }
    if (published.length === 0) throw new Error(`The build has no page for idea ${number} (${path}.html)`);
    files += published.length;
    const bucket = bucketOf(number);
    if (!indexes.has(bucket)) indexes.set(bucket, {});
    indexes.get(bucket)![String(number)] = { path, files: published };
  }
  for (const [bucket, index] of indexes) {
    const file = join(root, bucketIndexPath(bucket));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(index));
  }
  const left = join(root, 'idea');
  if (existsSync(left) && readdirSync(left).length === 0) rmdirSync(left);
  return { buckets: indexes.size, files };
}
