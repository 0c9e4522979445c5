/**
 * The endpoint of a family of built data files, each under the folder named by its content (`{hash}/{file}`):
 * the route files of discover's index, the workspace's idea files and For you's vectors are this, each over
 * its own files. Build-time only.
 */
import type { APIRoute, GetStaticPaths } from 'astro';

/** `load`: the family's files, `{hash}/{file}` -> JSON text. */
export function hashedFilesRoute(load: () => Promise<Iterable<readonly [path: string, json: string]>>) {
  const getStaticPaths = (async () =>
    [...(await load())].map(([path, json]) => {
      const [hash, file] = path.split('/') as [string, string];
      return { params: { hash, file }, props: { json } };
    })) satisfies GetStaticPaths;
  const GET: APIRoute<{ json: string }> = ({ props }) => new Response(props.json, { headers: { 'Content-Type': 'application/json' } });
  return { getStaticPaths, GET };
}

/** One folder's files as the route's paths. */
export const inFolder = (hash: string, files: ReadonlyMap<string, string>): [string, string][] => [...files].map(([file, json]) => [`${hash}/${file}`, json]);
