/**
 * The recommendation vectors of "For you" under a folder named by their content hash, so they can be
 * cached forever (netlify.toml's /workspace/data/* rule). Only the workspace fetches them.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { forYouFiles } from '../../../../../recommendations/for-you-files.build.ts';

export const getStaticPaths = (async () => {
  const { hash, files } = await forYouFiles();
  return [...files].map(([file, json]) => ({ params: { hash, file }, props: { json } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ json: string }> = ({ props }) =>
  new Response(props.json, { headers: { 'Content-Type': 'application/json' } });
