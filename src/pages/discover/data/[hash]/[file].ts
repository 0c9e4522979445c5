/**
 * The discover index files, each segment's under a folder named by its content hash, so they can be cached
 * forever (src/search/index-types.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { discoverIndex } from '../../../../search/site-index.build.ts';

export const getStaticPaths = (async () => {
  const { files } = await discoverIndex();
  return [...files].map(([path, json]) => {
    const [hash, file] = path.split('/') as [string, string];
    return { params: { hash, file }, props: { json } };
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ json: string }> = ({ props }) =>
  new Response(props.json, { headers: { 'Content-Type': 'application/json' } });
