/**
 * Build time: draws every idea's Open Graph image from the build's start, beside the bundling and the pages
 * (src/og/idea-images.build.ts), and places the images in dist/ when the pages are written. Runs after the
 * ideas-catalogue integration, whose ideas it draws. A failed image fails the build, at its end.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readBuildEnv } from '../config/env.server.ts';
import { allIdeas } from '../ideas/query.build.ts';
import { type DrawnIdeaImages, drawIdeaImages, placeIdeaImages } from '../og/idea-images.build.ts';
import { formatOgStats } from '../og/images.build.ts';

export function ogImages(): AstroIntegration {
  let drawing: Promise<DrawnIdeaImages> | undefined;
  return {
    name: 'og-images',
    hooks: {
      'astro:build:start': async () => {
        if (readBuildEnv().SKIP_OG) return;
        drawing = drawIdeaImages(await allIdeas());
        // Awaited when the pages are done; until then a failure must not end the process as unhandled.
        drawing.catch(() => undefined);
      },
      'astro:build:done': async ({ dir }) => {
        if (!drawing) return;
        const drawn = await drawing;
        await placeIdeaImages(drawn, fileURLToPath(dir));
        // Printed at any log level: the benchmarks build quietly and read this line (scripts/bench.ts).
        console.info(`[og] ${formatOgStats(drawn.stats)}`);
      },
    },
  };
}
