/**
 * An idea's Open Graph image at /og/idea-{number}.png under `astro dev`. A build draws every idea's image itself
 * (src/integrations/og-images.build.ts) and places it where the edge function answers this address from.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Idea } from '../../ideas/schema.ts';
import { ogEndpointIdeas } from '../../og/image-list.build.ts';
import { ideaOgPng, pngResponse } from '../../og/images.build.ts';

export const getStaticPaths = (async () => (await ogEndpointIdeas()).map((idea) => ({ params: { id: idea.id }, props: { idea } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ idea: Idea }> = async ({ props }) => pngResponse(await ideaOgPng(props.idea));
