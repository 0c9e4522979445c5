/**
 * The chunks of /ideas.json (src/open-data/catalogue-parts.build.ts), each named by its content: JSON text, but not a
 * JSON document (ideas joined by commas), so served as plain text.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { OPEN_DATA } from '../../../config/constants/open-data.ts';
import { publishedCatalogue } from './_catalogue.ts';

export const getStaticPaths = (async () =>
  (await publishedCatalogue()).chunks.map(({ address, text }) => ({
    params: { chunk: address.slice(`${OPEN_DATA.catalogueParts.folder}/`.length, -'.txt'.length) },
    props: { text },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ text: string }> = ({ props }) => new Response(props.text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
