/**
 * Build time: writes Netlify's _headers (the Content-Security-Policy, with a hash of every inline script and
 * style element the pages carry, and the Content-Type of each feed) once the pages are written and the ideas' files
 * moved into their buckets (./idea-layout.ts). The ideas come from the build's own /ideas.json, the
 * catalogue every page was rendered from, put together from the parts the build published for the edge function
 * that answers it (src/open-data/catalogue-parts.build.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { z } from 'zod';
import { contactFormEndpoint, supabaseUrlForBuild } from '../config/build-origins.build.ts';
import { contentSecurityPolicy, headersFile, inlineHashesOfBuild } from './csp.build.ts';
import { readBuildEnv } from '../config/env.server.ts';
import { feedHeaderRules, feedSets } from '../feeds/idea-feed.build.ts';
import { layOutIdeaFiles } from './idea-layout.build.ts';
import { readPublishedIdeas } from '../open-data/catalogue-parts.build.ts';
import { CatalogueIdeaSchema } from '../open-data/schema.build.ts';

/** What the layout and the feeds' headers read of each idea, and all that is kept of it (unknown keys stripped). */
const LaidOutIdeaSchema = z.object(CatalogueIdeaSchema.pick({ number: true, path: true, primaryCategory: true, secondaryCategory: true }).shape);

export function netlifyFiles(): AstroIntegration {
  return {
    name: 'netlify-files',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const ideas = Array.from(readPublishedIdeas(root), (idea) => LaidOutIdeaSchema.parse(idea));
        const layout = layOutIdeaFiles(root, ideas);
        logger.info(`${layout.files} idea files moved into ${layout.buckets} buckets`);
        const hashes = inlineHashesOfBuild(root);
        const analytics = readBuildEnv().PUBLIC_GA_MEASUREMENT_ID !== undefined;
        const policy = contentSecurityPolicy({ supabaseUrl: supabaseUrlForBuild(), contactFormUrl: contactFormEndpoint(), analytics, hashes });
        writeFileSync(join(root, '_headers'), headersFile(policy) + feedHeaderRules(feedSets(ideas).map(({ set }) => set)));
        logger.info(`_headers written (${hashes.script.length} inline script and ${hashes.style.length} style hashes, analytics ${analytics ? 'on' : 'off'})`);
      },
    },
  };
}
