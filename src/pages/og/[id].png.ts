/**
 * One Open Graph image per idea at /og/idea-{number}.png (static endpoint; skipped when SKIP_OG is set).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Idea } from '../../ideas/schema.ts';
import { noteOgImageServed, ogIdeas } from '../../og/image-list.build.ts';
import { ideaOgKey, ideaOgPng, pngResponse } from '../../og/images.build.ts';

export const getStaticPaths = (async () => {
  const ideas = await ogIdeas();
  // The image's own cache key says exactly what it shows (and its design's version).
  return ideas.map((idea) => ({ params: { id: idea.id }, props: { idea }, cacheKey: ideaOgKey(idea) }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ idea: Idea }> = async ({ props }) => {
  const png = await ideaOgPng(props.idea);
  noteOgImageServed();
  return pngResponse(png);
};
