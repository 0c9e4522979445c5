/**
 * /ideas-manifest.json: number -> paper link, pitch hash and first-seen date of every published idea.
 * The next build (and the admin page's catalogue check) compares the sheet with it; see catalogue-guard.build.ts.
 */
import type { APIRoute } from 'astro';
import { allIdeas } from '../ideas/query.build.ts';
import { buildManifest } from '../ideas/catalogue-guard.build.ts';

export const GET: APIRoute = async () =>
  new Response(`${JSON.stringify(buildManifest(await allIdeas()), null, 1)}\n`, { headers: { 'Content-Type': 'application/json' } });
