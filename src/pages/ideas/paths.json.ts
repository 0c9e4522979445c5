/**
 * number -> canonical path for every idea. Read by the "Idea Not Found" page to send an old or
 * mistyped slug (/idea/anything-12) to the right page.
 */
import type { APIRoute } from 'astro';
import { allIdeas } from '../../ideas/query.build.ts';

export const GET: APIRoute = async () => {
  const paths = Object.fromEntries((await allIdeas()).map((idea) => [idea.number, idea.path]));
  return new Response(JSON.stringify(paths), { headers: { 'Content-Type': 'application/json' } });
};
