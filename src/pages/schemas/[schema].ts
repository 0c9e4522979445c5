/** The JSON Schemas of /ideas.json and of the per-idea JSON files, generated from the zod schemas. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { DEFAULT_SITE_URL } from '../../config/env.server.ts';
import { jsonSchema, SCHEMA_FILES, type SchemaFile } from '../../open-data/schema.build.ts';

export const getStaticPaths = (() =>
  (Object.keys(SCHEMA_FILES) as SchemaFile[]).map((file) => ({ params: { schema: SCHEMA_FILES[file].path.slice('/schemas/'.length) }, props: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: SchemaFile }> = ({ props, site }) =>
  new Response(`${JSON.stringify(jsonSchema(props.file, site ?? new URL(DEFAULT_SITE_URL)), null, 2)}\n`, { headers: { 'Content-Type': 'application/json' } });
