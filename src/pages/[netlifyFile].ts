/**
 * Emits dist/_redirects (the per-idea aliases) and dist/_headers (the Content-Security-Policy, naming the
 * configured Supabase project and contact-form service, and the Content-Type of each feed and of each idea's
 * Markdown and BibTeX file). A parameter route because Astro skips page files
 * whose names start with "_".
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { contactFormEndpoint, supabaseUrlForBuild } from '../config/build-origins.ts';
import { contentSecurityPolicy, headersFile } from '../config/csp.ts';
import { feedHeaderRules, feedSets } from '../feeds/idea-feed.ts';
import { allIdeas } from '../ideas/query.ts';
import { ideaRedirectRules } from '../ideas/redirects.ts';
import { ideaFileHeaderRules } from '../open-data/files.ts';

export const getStaticPaths = (() => [{ params: { netlifyFile: '_redirects' } }, { params: { netlifyFile: '_headers' } }]) satisfies GetStaticPaths;

const text = (body: string) => new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export const GET: APIRoute = async ({ params }) => {
  const ideas = await allIdeas();
  if (params.netlifyFile !== '_headers') return text(ideaRedirectRules(ideas));
  const csp = headersFile(contentSecurityPolicy({ supabaseUrl: supabaseUrlForBuild(), contactFormUrl: contactFormEndpoint() }));
  return text(csp + feedHeaderRules(feedSets(ideas).map(({ set }) => set)) + ideaFileHeaderRules(ideas));
};
