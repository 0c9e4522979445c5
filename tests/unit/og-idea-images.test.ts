// The build's own drawing of the ideas' Open Graph images (src/og/idea-images.build.ts): real images drawn in the
// worker thread into a temporary cache, several at once, then placed in a temporary dist/ as the edge function reads it.
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Idea } from '../../src/ideas/schema.ts';
import { ogImageLocation } from '../../src/ideas/published-layout.ts';
import { drawIdeaImages, placeIdeaImages } from '../../src/og/idea-images.build.ts';
import { ideaOgKey, ideaOgPng } from '../../src/og/images.build.ts';
import { idea } from './open-data-fixtures.ts';

const drawnIdea = (number: number, pitch: string): Idea => idea(number, { heading: pitch, pitch, novelty: (number % 10) + 0.5, marketPotential: 8, feasibility: 7, totalScore: 8.2 });

const IDEAS = [
  drawnIdea(1, 'Translation API for regulated industries'),
  drawnIdea(2, 'Clinical trial design copilot'),
  drawnIdea(3, 'Warehouse robot fleet planner'),
  drawnIdea(4, 'Contract review for small law firms'),
  drawnIdea(1234, 'Grid battery dispatch optimiser'),
];

describe('drawing the ideas’ Open Graph images', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'og-draw-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const cache = () => path.join(dir, 'cache');

  test('draws each idea once, three at a time, into the cache; a second build finds them all there', async () => {
    const first = await drawIdeaImages(IDEAS, { dir: cache(), inFlight: 3 });
    expect(first.stats).toMatchObject({ rendered: IDEAS.length, cached: 0 });
    expect([...first.files.keys()].sort((a, b) => a - b)).toEqual(IDEAS.map(({ number }) => number));
    for (const drawn of IDEAS) expect(first.files.get(drawn.number)).toBe(path.join(cache(), `${ideaOgKey(drawn)}.png`));
    // The same bytes as the endpoint's image of the idea.
    const png = await readFile(first.files.get(2)!);
    expect(png.equals(await ideaOgPng(IDEAS[1]!, { dir: cache() }))).toBe(true);
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);

    const second = await drawIdeaImages(IDEAS, { dir: cache(), inFlight: 3 });
    expect(second.stats).toMatchObject({ rendered: 0, cached: IDEAS.length });
    expect(second.files).toEqual(first.files);
  }, 60_000);

  test('more lanes than ideas, and no ideas at all, end', async () => {
    expect((await drawIdeaImages(IDEAS.slice(0, 2), { dir: cache(), inFlight: 8 })).stats.rendered).toBe(2);
    expect((await drawIdeaImages([], { dir: cache() })).files.size).toBe(0);
  }, 60_000);

  test('a cache that cannot be written fails the drawing, naming OG_CACHE_DIR', async () => {
    const blocker = path.join(dir, 'file');
    await writeFile(blocker, 'x');
    await expect(drawIdeaImages(IDEAS.slice(0, 3), { dir: path.join(blocker, 'sub'), inFlight: 2 })).rejects.toThrow(/OG_CACHE_DIR/);
  }, 60_000);

  test('each image is placed at its bucket’s address, as the cache’s bytes, and again over an earlier build’s', async () => {
    const drawn = await drawIdeaImages(IDEAS, { dir: cache(), inFlight: 2 });
    const root = path.join(dir, 'dist');
    await placeIdeaImages(drawn, root);
    await placeIdeaImages(drawn, root);
    expect(await readdir(path.join(root, 'og-files'))).toEqual(['0', '1']);
    for (const { number } of IDEAS) {
      const placed = path.join(root, ogImageLocation(number));
      expect((await readFile(placed)).equals(await readFile(drawn.files.get(number)!))).toBe(true);
      expect((await stat(placed)).isFile()).toBe(true);
    }
    expect(await readdir(path.join(root, 'og-files', '1'))).toEqual(['idea-1234.png']);
  }, 60_000);
});
