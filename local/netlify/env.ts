/**
 * The environment of the admin functions and the build on the local stack (development and tests only):
 * the stand-in's keys, and the stand-in's /capture/ endpoint for every external address.
 */
import { LOCAL_OPS, LOCAL_SUPABASE } from '../config.ts';

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
