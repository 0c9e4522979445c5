/** The workspace's idea files under a folder named by their content hash, so they can be cached forever. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { savedIdeaFiles } from '../../../../workspace/saved-idea-files.build.ts';

export const getStaticPaths = (async () => {
  const { hash, files } = await savedIdeaFiles();
  return [...files].map(([file, json]) => ({ params: { hash, file }, props: { json } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ json: string }> = ({ props }) =>
  new Response(props.json, { headers: { 'Content-Type': 'application/json' } });
