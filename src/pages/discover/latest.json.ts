/** The current index's manifest at a fixed address (never cached long), read by "Refresh Research". */
import type { APIRoute } from 'astro';
import { discoverIndex } from '../../discover/site-index.build.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify((await discoverIndex()).manifest), { headers: { 'Content-Type': 'application/json' } });
