/**
 * Which idea images the endpoint src/pages/og/[id].png.ts serves: every idea's under `astro dev`, none in a build,
 * which draws them itself (src/integrations/og-images.build.ts) or, with SKIP_OG set, not at all.
 * Build-time only (reads the ideas).
 */
import { readBuildEnv } from '../config/env.server.ts';
import { allIdeas } from '../ideas/query.build.ts';
import type { Idea } from '../ideas/schema.ts';

export async function ogEndpointIdeas(): Promise<Idea[]> {
  return readBuildEnv().SKIP_OG || import.meta.env.PROD ? [] : allIdeas();
}
