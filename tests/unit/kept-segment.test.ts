/**
 * Discover's settled segment kept between builds (src/discover/kept-segment.build.ts), over the sample sheet's
 * ideas in a temporary folder: an index built with the kept segment is the index built without it, byte for
 * byte; the same ideas and lists read it back instead of building it; a change to an idea or a list, or a damaged
 * file, builds it again.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDiscoverIndex, type SegmentKeeper } from '../../src/discover/discover-index.build.ts';
import { keptSegment, keptSegmentName, segmentKey } from '../../src/discover/kept-segment.build.ts';
import { similarIdeas } from '../../src/ideas/related.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { sampleIdeas } from './mcp-fixture.ts';

const ideas = sampleIdeas().sort(compareNewest);
const WEEK = 8;
const settled = new Set(ideas.slice(WEEK).map((idea) => idea.number));
const like = similarIdeas(ideas).like;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kept-segment-'));
  folders.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A keeper over `dir` that counts the segments it had to build. */
function counting(dir: string): { keeper: SegmentKeeper; builds: () => number } {
  let builds = 0;
  const keeper = keptSegment(dir);
  return {
    keeper: (segmentIdeas, lists, build) =>
      keeper(segmentIdeas, lists, () => {
        builds++;
        return build();
      }),
    builds: () => builds,
  };
}

const index = (keepSettled?: SegmentKeeper, list = ideas) => buildDiscoverIndex(list, { like, settled, keepSettled });

describe("discover's settled segment kept between builds", () => {
  it('reads back, byte for byte, what the last build with the same ideas and lists built', () => {
    const dir = folder();
    const { keeper, builds } = counting(dir);
    const plain = index();
    const first = index(keeper);
    expect(builds()).toBe(1);
    const second = index(keeper);
    expect(builds()).toBe(1);
    for (const built of [first, second]) {
      expect(built.manifest).toEqual(plain.manifest);
      expect(built.files).toEqual(plain.files);
    }
    expect(readdirSync(dir)).toEqual([keptSegmentName(segmentKey(ideas.slice(WEEK), like))]);
  });

  it('leaves the newer ideas out of the key: the week growing keeps the settled segment', () => {
    const { keeper, builds } = counting(folder());
    index(keeper, ideas.slice(2));
    expect(index(keeper).files).toEqual(index().files);
    expect(builds()).toBe(1);
  });

  it('builds it again when a settled idea or its like list changes, keeping only the new one', () => {
    const dir = folder();
    const { keeper, builds } = counting(dir);
    index(keeper);
    const changed = ideas.map((idea, i) => (i === WEEK + 1 ? { ...idea, tags: [...(idea.tags ?? []), 'quantum sensing'] } : idea));
    const rebuilt = buildDiscoverIndex(changed, { like, settled, keepSettled: keeper });
    expect(builds()).toBe(2);
    expect(rebuilt.files).toEqual(buildDiscoverIndex(changed, { like, settled }).files);
    const otherLike = new Map(like);
    otherLike.set(ideas[WEEK]!.number, [...(like.get(ideas[WEEK]!.number) ?? [])].reverse());
    buildDiscoverIndex(changed, { like: otherLike, settled, keepSettled: keeper });
    expect(builds()).toBe(3);
    expect(readdirSync(dir)).toEqual([keptSegmentName(segmentKey(changed.slice(WEEK), otherLike))]);
  });

  it('builds it again from a damaged file, and keeps nothing without settled ideas', () => {
    const dir = folder();
    const { keeper, builds } = counting(dir);
    index(keeper);
    const [name] = readdirSync(dir);
    const file = join(dir, name!);
    const text = readFileSync(file, 'utf8');
    const at = text.lastIndexOf('"');
    writeFileSync(file, `${text.slice(0, at - 1)}x${text.slice(at)}`);
    expect(index(keeper).files).toEqual(index().files);
    expect(builds()).toBe(2);
    writeFileSync(file, text.slice(0, -10));
    expect(index(keeper).files).toEqual(index().files);
    expect(builds()).toBe(3);

    const empty = folder();
    const none = counting(empty);
    buildDiscoverIndex(ideas, { like, settled: new Set(), keepSettled: none.keeper });
    expect(none.builds()).toBe(0);
    expect(readdirSync(empty)).toEqual([]);
  });

  it('builds it, and does not fail, when its folder cannot be written', () => {
    const blocked = join(folder(), 'a-file');
    writeFileSync(blocked, '');
    expect(index(keptSegment(blocked)).files).toEqual(index().files);
  });
});
