/**
 * The discover index files under a folder named by their content hash, so they can be cached forever.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { discoverIndex } from '../../../../search/discover-index.ts';

export const getStaticPaths = (async () => {
  const { manifest, files } = await discoverIndex();
  return [...files].map(([file, json]) => ({ params: { hash: manifest.hash, file }, props: { json } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ json: string }> = ({ props }) =>
  new Response(props.json, { headers: { 'Content-Type': 'application/json' } });
