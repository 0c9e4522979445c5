/**
 * The environment of the admin functions and the build on the local stack (development and tests only):
 * the stand-in's keys, the stand-in's /capture/ endpoint for every external address, and its SMTP server
 * for mail.
 */
import { LOCAL_TOKEN_SECRET } from '../../src/email/config.server.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { LOCAL_OPS, LOCAL_SUPABASE } from '../config.ts';

/** The variables the admin functions and the build need on the local stack. */
export function localOpsEnv(supabaseUrl: string, siteUrl: string, smtpPort: number = LOCAL_SUPABASE.smtpPort): Record<string, string> {
  const capture = (name: string) => `${supabaseUrl.replace(/\/+$/, '')}/capture/${name}`;
  return {
    PUBLIC_SITE_URL: siteUrl,
    // By its absolute path: a deployed function carries no sample sheet (Netlify's bundler takes only the
    // code), so without SHEET_URL the admin functions found no sheet in their bundle.
    SHEET_URL: SAMPLE_SHEET_PATH,
    SUPABASE_URL: supabaseUrl,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SUPABASE.serviceRoleKey,
    // The MCP server's personal tools act with the signed-in person's token and this key (src/mcp/sign-in.server.ts),
    // under the name a deploy gives it. Not SUPABASE_ANON_KEY: with SUPABASE_URL and the service key beside it,
    // that would point the contract suite at this stack as if it were a real project.
    PUBLIC_SUPABASE_ANON_KEY: LOCAL_SUPABASE.anonKey,
    INDEXNOW_KEY: LOCAL_OPS.indexNowKey,
    INDEXNOW_ENDPOINT: capture(LOCAL_OPS.captureNames.indexNow),
    AUTOMATION_WEBHOOK_URL: capture(LOCAL_OPS.captureNames.webhook),
    NETLIFY_BUILD_HOOK_URL: capture(LOCAL_OPS.captureNames.buildHook),
    SMTP_HOST: LOCAL_SUPABASE.host,
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    MAIL_FROM: LOCAL_SUPABASE.mailFrom,
    EMAIL_TOKEN_SECRET: LOCAL_TOKEN_SECRET,
  };
}

/** Sets each local value the environment does not already have (an explicit setting wins). */
export function applyLocalOpsEnv(supabaseUrl: string, siteUrl: string, smtpPort?: number, env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(localOpsEnv(supabaseUrl, siteUrl, smtpPort))) env[name] ??= value;
}
