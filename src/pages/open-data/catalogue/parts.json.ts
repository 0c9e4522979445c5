/**
 * /open-data/catalogue/parts.json: what netlify/edge-functions/catalogue.ts answers /ideas.json with, the
 * document's head and tail and its chunks' addresses. The edge function also answers with this file's headers,
 * as netlify.toml gives them to it.
 */
import type { APIRoute } from 'astro';
import { publishedCatalogue } from './_catalogue.ts';

export const GET: APIRoute = async () => new Response(JSON.stringify((await publishedCatalogue()).parts), { headers: { 'Content-Type': 'application/json' } });
