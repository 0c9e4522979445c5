/**
 * The endpoint of a family of built data files, each under the folder named by its content (`{hash}/{file}`):
 * the route files of discover's index, the workspace's idea files and For you's vectors are this, each over
 * its own files, held as text or spilled to disk until rendered (./spilled-texts.build.ts). Build-time only.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { type SpilledTexts, spilledBody } from './spilled-texts.build.ts';

/** A file's JSON text, or the file it was spilled to. */
type Body = string | { spilled: string };

/** `load`: the family's files, `{hash}/{file}` -> its JSON. */
export function hashedFilesRoute(load: () => Promise<Iterable<readonly [path: string, body: Body]>>) {
  const getStaticPaths = (async () =>
    [...(await load())].map(([path, body]) => {
      const [hash, file] = path.split('/') as [string, string];
      return { params: { hash, file }, props: { body } };
    })) satisfies GetStaticPaths;
  const GET: APIRoute<{ body: Body }> = ({ props: { body } }) =>
    new Response(typeof body === 'string' ? body : spilledBody(body.spilled), { headers: { 'Content-Type': 'application/json' } });
  return { getStaticPaths, GET };
}

/** One folder's files as the route's paths. */
export const inFolder = (hash: string, files: ReadonlyMap<string, string>): [string, string][] => [...files].map(([file, json]) => [`${hash}/${file}`, json]);

/** One folder's spilled files as the route's paths. */
export const spilledInFolder = (hash: string, files: SpilledTexts): [string, { spilled: string }][] => files.names.map((name) => [`${hash}/${name}`, { spilled: files.file(name) }]);
