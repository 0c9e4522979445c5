/**
 * Build-time environment, parsed once. Server-only: never import this from an island.
 * Everything the browser may see is prefixed PUBLIC_ and read through import.meta.env instead.
 */
import { z } from 'zod';

const flag = z
  .string()
  .optional()
  .transform((value) => value === '1' || value === 'true');

const EnvSchema = z.object({
  /** gviz endpoint (http/https) or a local file path; unset means the bundled sample sheet. */
  SHEET_URL: z.string().trim().min(1).optional(),
  /** Public origin used for canonical links, the sitemap and Open Graph URLs. Netlify sets URL. */
  PUBLIC_SITE_URL: z.url().optional(),
  URL: z.url().optional(),
  /** Analytics measurement id (e.g. G-XXXXXXX); unset means no tag script and no events. */
  PUBLIC_GA_MEASUREMENT_ID: z.string().trim().regex(/^[A-Z0-9-]+$/).optional(),
  /** Where the contact form posts (a form-mail service); unset means the local stand-in's form endpoint. */
  PUBLIC_CONTACT_FORM_URL: z.url().optional(),
  /** The newsletter archive the Read ... links open; unset means NEWSLETTER.defaultArchiveUrl. */
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
  /** Publish even when the catalogue guard finds moved or dropped idea numbers (after a deliberate change). */
  ALLOW_CATALOGUE_CHANGES: flag,
});

export type BuildEnv = z.infer<typeof EnvSchema>;

export function readBuildEnv(source: Record<string, string | undefined> = process.env): BuildEnv {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return parsed.data;
}

export const DEFAULT_SITE_URL = 'http://localhost:4321';

export function siteUrl(env: BuildEnv = readBuildEnv()): string {
  return (env.PUBLIC_SITE_URL ?? env.URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
}
