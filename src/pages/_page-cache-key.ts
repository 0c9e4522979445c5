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
import { readBuildEnv } from '../config/env.server.ts';
import { contentKey } from '../og/cache.build.ts';

export function pageCacheKey(data: unknown): string {
  const { SHEET_URL: _sheet, PREVIOUS_MANIFEST: _manifest, BUILD_DATE: _day, ...env } = readBuildEnv();
  return contentKey({ data, env, year: new Date().getFullYear() });
}
