/**
 * Every idea's Open Graph image, drawn by the build from its start (src/integrations/og-images.build.ts) rather than
 * by an Astro endpoint per image, and placed in dist/ when the pages are done. At 100,000 ideas the endpoints came
 * after every page and took two thirds of the build (49 of 76 minutes), each image paying Astro's route handling and
 * the page heap's garbage collection on top of its drawing; drawn here, the images use the CPU the page phase
 * leaves idle, and the main thread only hands each one to the worker (render-thread.build.ts). An image the cache
 * holds (cache.build.ts) is not drawn again, so a weekday build draws only its new and changed ideas'.
 * Build-time only.
 */
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Idea } from '../ideas/schema.ts';
import { ogImageLocation } from '../ideas/published-layout.ts';
import { cachedPngFile, type CacheOptions } from './cache.build.ts';
import { ideaImageKey, type OgStats } from './images.build.ts';
import { renderPngInWorker } from './render-thread.build.ts';
import { ideaTemplate, ideaView } from './template.build.tsx';

/**
 * Images asked of the worker at once: while satori lays out one on the worker's thread, sharp rasterises and
 * encodes the ones before it on libuv's and libvips' threads. Four, as Astro's endpoints were rendered.
 */
const IN_FLIGHT = 4;

export interface DrawnIdeaImages {
  /** Per idea number, its image's file in the cache. */
  files: Map<number, string>;
  stats: OgStats;
}

export interface DrawOptions extends CacheOptions {
  inFlight?: number;
}

/** Draws the images the cache lacks, `inFlight` at a time; rejects with the first image that fails. */
export async function drawIdeaImages(ideas: readonly Idea[], { inFlight = IN_FLIGHT, ...cache }: DrawOptions = {}): Promise<DrawnIdeaImages> {
  const files = new Map<number, string>();
  const stats: OgStats = { rendered: 0, cached: 0, renderMs: 0 };
  let next = 0;
  let failed = false;
  // A fixed set of lanes, each taking the next idea until none is left (or one has failed): no lane is started later.
  const lane = async () => {
    while (next < ideas.length && !failed) {
      const idea = ideas[next++]!;
      const view = ideaView(idea);
      const entry = await cachedPngFile(
        ideaImageKey(view),
        async () => {
          const start = performance.now();
          const png = await renderPngInWorker(ideaTemplate(view));
          stats.renderMs += performance.now() - start;
          return png;
        },
        cache,
      ).catch((error: unknown) => {
        failed = true;
        throw error;
      });
      if (entry.hit) stats.cached += 1;
      else stats.rendered += 1;
      files.set(idea.number, entry.file);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(inFlight, ideas.length)) }, lane));
  return { files, stats };
}

/**
 * Puts each image at its place in the published layout under `root` (src/ideas/published-layout.ts): a hard link
 * to the cache's file where the file system allows one (no bytes copied; the cache replaces a file by renaming
 * a new one over it, never by writing into it), else a copy.
 */
export async function placeIdeaImages({ files }: DrawnIdeaImages, root: string): Promise<void> {
  const folders = new Set<string>();
  for (const [number, file] of files) {
    const target = join(root, ogImageLocation(number));
    const folder = dirname(target);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
    await rm(target, { force: true });
    await link(file, target).catch(() => copyFile(file, target));
  }
}
