/**
 * Emits dist/_redirects. A parameter route because Astro skips page files whose names start with "_".
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { allIdeas } from '../ideas/query.ts';
import { ideaRedirectRules } from '../ideas/redirects.ts';

export const getStaticPaths = (() => [{ params: { netlifyFile: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response(ideaRedirectRules(await allIdeas()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
