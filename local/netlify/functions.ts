/**
 * netlify/functions/* served locally the way Netlify serves them, at /.netlify/functions/<name>
 * (development and tests only). The functions read their settings from the environment; localOpsEnv()
 * fills in the local stack's values (the stand-in's keys, /capture/ addresses) for whatever is not set.
 */
import generateSitemap from '../../netlify/functions/generate-sitemap.ts';
import indexNowSubmit from '../../netlify/functions/indexnow-submit.ts';
import triggerRebuild from '../../netlify/functions/trigger-rebuild.ts';
import triggerWebhook from '../../netlify/functions/trigger-webhook.ts';
import { LOCAL_OPS, LOCAL_SUPABASE } from '../config.ts';

export const FUNCTIONS_PREFIX = '/.netlify/functions/';

/** The HTTP functions; the scheduled rebuild has no address on Netlify either. */
const FUNCTIONS: Record<string, (req: Request) => Promise<Response>> = {
  'generate-sitemap': generateSitemap,
  'indexnow-submit': indexNowSubmit,
  'trigger-webhook': triggerWebhook,
  'trigger-rebuild': triggerRebuild,
};

export async function routeNetlifyFunction(req: Request): Promise<Response> {
  const name = new URL(req.url).pathname.slice(FUNCTIONS_PREFIX.length).replace(/\/+$/, '');
  const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
  if (!fn) return new Response('Function not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return await fn(req);
}

/** The variables the admin functions and the build need on the local stack. */
export function localOpsEnv(supabaseUrl: string, siteUrl: string): Record<string, string> {
  const capture = (name: string) => `${supabaseUrl.replace(/\/+$/, '')}/capture/${name}`;
  return {
    PUBLIC_SITE_URL: siteUrl,
    SUPABASE_URL: supabaseUrl,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SUPABASE.serviceRoleKey,
    SUPABASE_JWT_SECRET: LOCAL_SUPABASE.jwtSecret,
    INDEXNOW_KEY: LOCAL_OPS.indexNowKey,
    INDEXNOW_ENDPOINT: capture(LOCAL_OPS.captureNames.indexNow),
    AUTOMATION_WEBHOOK_URL: capture(LOCAL_OPS.captureNames.webhook),
    NETLIFY_BUILD_HOOK_URL: capture(LOCAL_OPS.captureNames.buildHook),
  };
}

/** Sets each local value the environment does not already have (an explicit setting wins). */
export function applyLocalOpsEnv(supabaseUrl: string, siteUrl: string, env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(localOpsEnv(supabaseUrl, siteUrl))) env[name] ??= value;
}
