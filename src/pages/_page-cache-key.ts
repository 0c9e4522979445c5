/**
 * The cacheKey that Astro's incremental build (astro.config.ts) compares to copy a page from the last build
 * instead of rendering it again. Astro hashes the page's code itself (its server and client modules, CSS, the
 * config and the lockfile), so the key covers what comes from outside the code: the data the page shows, the
 * build environment pages read (PUBLIC_* values, SKIP_OG, the deploy context) and the year the footer prints.
 * The sheet's and the manifest's locations are left out: what they hold reaches the page as its data. So is
 * BUILD_DATE: the build's day reaches a page through its data (an idea's first-seen day, the day its facts are
 * as of), and a deploy's build does not set it, so a benchmark that dates its builds renders what a deploy's
 * build would, not every page again.
 */
import { createHash } from 'node:crypto';
import { readBuildEnv } from '../config/env.server.ts';
import type { Idea } from '../ideas/schema.ts';
import { canonicalJson } from '../og/cache.build.ts';

/** The key maker of a route's pages: the environment read once, then each page's data. */
export function pageCacheKeys(): (data: unknown) => string {
  const { SHEET_URL: _sheet, PREVIOUS_MANIFEST: _manifest, BUILD_DATE: _day, ...env } = readBuildEnv();
  const context = canonicalJson({ env, year: new Date().getFullYear() });
  return (data) => createHash('sha256').update(context).update('\0').update(canonicalJson(data)).digest('hex');
}

const digests = new WeakMap<Idea, string>();

/**
 * An idea as the keys of its five pages and files hold it: a digest of its JSON, worked out once per idea. Not
 * canonical JSON, which was the larger part of a weekday build's page keys: an idea's fields come in the schema's
 * order, and were that order ever to differ, the pages would only be rendered again, never left stale.
 */
export function ideaDigest(idea: Idea): string {
  let digest = digests.get(idea);
  if (digest === undefined) digests.set(idea, (digest = createHash('sha256').update(JSON.stringify(idea)).digest('base64')));
  return digest;
}
