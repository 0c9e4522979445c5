/**
 * Addresses of the Open Graph images. Plain string helpers with no imports, safe anywhere.
 */
import type { Idea } from '../ideas/schema.ts';

/** '/og/idea-12.png': the image src/pages/og/[id].png.ts writes for an idea (none when SKIP_OG is set). */
export function ideaOgImagePath(idea: Pick<Idea, 'id'>): string {
  return `/og/${idea.id}.png`;
}
