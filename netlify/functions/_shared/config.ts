/**
 * Server-side configuration of the admin functions, read from the environment on every call (Netlify
 * functions see the site's environment variables; locally `npm start` and the browser tests set them).
 * Secrets (service role key, webhook and build hook addresses) live only here, never in PUBLIC_* variables.
 */
import { z } from 'zod';
import { BuildEnvSchema, siteUrl } from '../../../src/config/env.server.ts';
import { parseEnv } from '../../../src/config/parse-env.server.ts';
import { INDEXNOW_KEY_PATTERN } from '../../../src/admin/indexing.ts';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const ServerEnv = z.object({
  SUPABASE_URL: optional(httpUrl),
  PUBLIC_SUPABASE_URL: optional(httpUrl),
  SUPABASE_SERVICE_ROLE_KEY: optional(z.string().min(20)),
  INDEXNOW_KEY: optional(z.string().regex(INDEXNOW_KEY_PATTERN, 'must be 8-128 characters of a-z, A-Z, 0-9 and -')),
  INDEXNOW_ENDPOINT: optional(httpUrl),
  AUTOMATION_WEBHOOK_URL: optional(httpUrl),
  NETLIFY_BUILD_HOOK_URL: optional(httpUrl),
});

export interface ServerConfig {
  supabaseUrl?: string;
  serviceRoleKey?: string;
  /** The public origin, no trailing slash. */
  siteUrl: string;
  sheetUrl?: string;
  indexNowKey?: string;
  indexNowEndpoint?: string;
  webhookUrl?: string;
  buildHookUrl?: string;
}

/** A missing or malformed setting: the function answers 500 with this message (names the variable, never its value). */
export class ConfigError extends Error {}

export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const e = parseEnv(ServerEnv, env, 'Server configuration', ConfigError);
  const build = parseEnv(BuildEnvSchema, env, 'Server configuration', ConfigError);
  return {
    supabaseUrl: (e.SUPABASE_URL ?? e.PUBLIC_SUPABASE_URL)?.replace(/\/+$/, ''),
    serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
    siteUrl: siteUrl(build),
    sheetUrl: build.SHEET_URL,
    indexNowKey: e.INDEXNOW_KEY,
    indexNowEndpoint: e.INDEXNOW_ENDPOINT,
    webhookUrl: e.AUTOMATION_WEBHOOK_URL,
    buildHookUrl: e.NETLIFY_BUILD_HOOK_URL,
  };
}

const VARIABLE_NAMES = {
  supabaseUrl: 'SUPABASE_URL',
  serviceRoleKey: 'SUPABASE_SERVICE_ROLE_KEY',
  indexNowKey: 'INDEXNOW_KEY',
  indexNowEndpoint: 'INDEXNOW_ENDPOINT',
  webhookUrl: 'AUTOMATION_WEBHOOK_URL',
  buildHookUrl: 'NETLIFY_BUILD_HOOK_URL',
} as const;

/** A setting the function cannot work without. */
export function required<K extends keyof typeof VARIABLE_NAMES>(config: ServerConfig, key: K): NonNullable<ServerConfig[K]> {
  const value = config[key];
  if (!value) throw new ConfigError(`Server configuration: ${VARIABLE_NAMES[key]} is not set`);
  return value as NonNullable<ServerConfig[K]>;
}
