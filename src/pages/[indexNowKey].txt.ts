/**
 * The IndexNow key file, /{INDEXNOW_KEY}.txt, holding the key: search engines fetch it to check that this
 * site owns the key indexnow-submit sends. No key configured, no file.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { readBuildEnv } from '../config/env.server.ts';

export const getStaticPaths = (() => {
  const key = readBuildEnv().INDEXNOW_KEY;
  return key ? [{ params: { indexNowKey: key } }] : [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(params.indexNowKey, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
