/**
 * The chunks of /ideas.json (src/open-data/catalogue-parts.build.ts), each named by its content: JSON text, but not a
 * JSON document (ideas joined by commas), so served as plain text.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { spilledBody } from '../../../built-files/spilled-texts.build.ts';
import { publishedCatalogue } from './_catalogue.ts';

export const getStaticPaths = (async () => {
  const { chunks } = await publishedCatalogue();
  return chunks.names.map((name) => ({ params: { chunk: name.slice(0, -'.txt'.length) }, props: { spilled: chunks.file(name) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ spilled: string }> = ({ props }) => new Response(spilledBody(props.spilled), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
