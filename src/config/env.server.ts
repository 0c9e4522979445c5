/**
 * Build-time environment, parsed once. Server-only: never import this from an island.
 * Everything the browser may see is prefixed PUBLIC_ and read through import.meta.env instead.
 */
import { z } from 'zod';
import { parseEnv } from './parse-env.server.ts';

const flag = z
  .string()
  .optional()
  .transform((value) => value === '1' || value === 'true');

export const BuildEnvSchema = z.object({
  /** gviz endpoint (http/https) or a local file path; unset means the bundled sample sheet. */
  SHEET_URL: z.string().trim().min(1).optional(),
  /** Public origin used for canonical links, the sitemap and Open Graph URLs. Netlify sets URL. */
  PUBLIC_SITE_URL: z.url().optional(),
  URL: z.url().optional(),
  /** Analytics measurement id (e.g. G-XXXXXXX); unset means no tag script and no events. */
  PUBLIC_GA_MEASUREMENT_ID: z.string().trim().regex(/^[A-Z0-9-]+$/).optional(),
  /** Where the contact form posts (a form-mail service); unset means the local stand-in's form endpoint. */
  PUBLIC_CONTACT_FORM_URL: z.url().optional(),
  /** A newsletter archive elsewhere for the Read ... links (opened in a new tab); unset means the site's own /newsletter pages. */
  PUBLIC_NEWSLETTER_ARCHIVE_URL: z.url().optional(),
  /** Skip rendering Open Graph images (quick local builds and most tests). */
  SKIP_OG: flag,
  /** IndexNow key: the build publishes it as /{key}.txt (public by design); the indexnow-submit function sends it. */
  INDEXNOW_KEY: z
    .string()
    .regex(/^[a-zA-Z0-9-]{8,128}$/, 'must be 8-128 characters of a-z, A-Z, 0-9 and -')
    .optional(),
  /** The previous deploy's /ideas-manifest.json as a local file; else it is read from the live site. */
  PREVIOUS_MANIFEST: z.string().trim().min(1).optional(),
  /**
   * The day the build takes as today (YYYY-MM-DD): the day new ideas are first seen and the week their pages'
   * facts are counted in (src/ideas/reference-catalogue.build.ts). Unset means the real date; benchmarks and tests
   * set it so that their catalogue's weeks do not move with the calendar.
   */
  BUILD_DATE: z.iso.date().optional(),
  /**
   * Astro's cache folder, which the build's own caches share (src/ideas/similarities-cache.build.ts); unset means
   * Astro's default, node_modules/.astro, which Netlify keeps between builds. Tests and benchmarks give each build
   * family its own.
   */
  ASTRO_CACHE_DIR: z.string().trim().min(1).optional(),
  /** Publish even when the catalogue guard finds moved or dropped idea numbers (after a deliberate change). */
  ALLOW_CATALOGUE_CHANGES: flag,
  /** Netlify's deploy context: 'production' for the live site, else a preview, a branch or a local build. */
  CONTEXT: z.string().optional(),
  /** 'true' in every build Netlify runs, whatever its context: a deploy preview is public too. */
  NETLIFY: z.string().optional(),
  /** The Supabase project the browser talks to; unset means the local stand-in (never in production). */
  PUBLIC_SUPABASE_URL: z.url().optional(),
  PUBLIC_SUPABASE_ANON_KEY: z.string().trim().min(1).optional(),
});

export type BuildEnv = z.infer<typeof BuildEnvSchema>;

export function readBuildEnv(source: Record<string, string | undefined> = process.env): BuildEnv {
  return parseEnv(BuildEnvSchema, source, 'Invalid environment');
}

/** Astro's cache folder (ASTRO_CACHE_DIR, else Astro's default), relative to the project root. */
export function buildCacheDir(env: BuildEnv = readBuildEnv()): string {
  return env.ASTRO_CACHE_DIR ?? 'node_modules/.astro';
}

/** The build's today (BUILD_DATE, else the UTC date), YYYY-MM-DD. */
export function buildDay(env: BuildEnv = readBuildEnv()): string {
  return env.BUILD_DATE ?? new Date().toISOString().slice(0, 10);
}

export const DEFAULT_SITE_URL = 'http://localhost:4321';

export function siteUrl(env: BuildEnv = readBuildEnv()): string {
  return (env.PUBLIC_SITE_URL ?? env.URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/** localhost, *.localhost, 127.0.0.0/8, ::1 and 0.0.0.0: addresses that only ever mean the visitor's own machine. */
export function isLoopbackUrl(value: string): boolean {
  const host = new URL(value).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1' || host === '0.0.0.0' || host === '::';
}

/** The variables a live site cannot do without: their local defaults would make it talk to 127.0.0.1. */
const PRODUCTION_REQUIRED = ['PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY', 'PUBLIC_CONTACT_FORM_URL'] as const;

/** The Supabase CLI's well-known demo keys (what the local stand-in uses) say iss "supabase-demo". */
function isDemoKey(key: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iss?: unknown };
    return payload.iss === 'supabase-demo';
  } catch {
    return false;
  }
}

/** A build whose site others will open: production, or any build Netlify runs (previews and branch deploys too). */
export function isDeployedBuild(env: BuildEnv): boolean {
  return env.CONTEXT === 'production' || env.NETLIFY === 'true';
}

/**
 * What is wrong with a deployed build's configuration: each problem names its variable. A local build may
 * use the local defaults.
 */
export function productionConfigProblems(env: BuildEnv): string[] {
  if (!isDeployedBuild(env)) return [];
  const problems: string[] = [];
  for (const name of PRODUCTION_REQUIRED) {
    const value = env[name];
    if (!value) problems.push(`${name} is not set`);
    else if (name === 'PUBLIC_SUPABASE_ANON_KEY' ? isDemoKey(value) : isLoopbackUrl(value)) {
      problems.push(name === 'PUBLIC_SUPABASE_ANON_KEY' ? `${name} is the local stand-in's demo key` : `${name} points at this machine (${value})`);
    }
  }
  return problems;
}

/** Stops a deployed build that would publish a site talking to a local address, naming each variable. */
export function assertProductionConfig(env: BuildEnv = readBuildEnv()): void {
  const problems = productionConfigProblems(env);
  if (problems.length > 0) {
    const build = env.CONTEXT === 'production' ? 'Production build' : `Netlify build (${env.CONTEXT ?? 'no CONTEXT'})`;
    throw new Error(`${build} stopped: ${problems.join('; ')}. Set them in Netlify's environment variables (see README, Configuration).`);
  }
}
