/**
 * Emits dist/_redirects (the per-idea aliases) and dist/_headers (the Content-Security-Policy, naming the
 * configured Supabase project and contact-form service). A parameter route because Astro skips page files
 * whose names start with "_".
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { contactFormEndpoint, supabaseUrlForBuild } from '../config/build-origins.ts';
import { contentSecurityPolicy, headersFile } from '../config/csp.ts';
import { allIdeas } from '../ideas/query.ts';
import { ideaRedirectRules } from '../ideas/redirects.ts';

export const getStaticPaths = (() => [{ params: { netlifyFile: '_redirects' } }, { params: { netlifyFile: '_headers' } }]) satisfies GetStaticPaths;

const text = (body: string) => new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export const GET: APIRoute = async ({ params }) =>
  params.netlifyFile === '_headers'
    ? text(headersFile(contentSecurityPolicy({ supabaseUrl: supabaseUrlForBuild(), contactFormUrl: contactFormEndpoint() })))
    : text(ideaRedirectRules(await allIdeas()));
