/**
 * IndexNow: which URLs the admin page submits, the key file, and the request bodies the indexnow-submit
 * function sends. Pure; ships to the browser (the page builds the URL list) and runs in the function.
 */
import { ADMIN } from '../config/constants/admin.ts';

/** IndexNow's key rule: 8 to 128 characters of a-z, A-Z, 0-9 and '-'. */
export const INDEXNOW_KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;

/** The key file's address relative to the site root: /{key}.txt holding the key. */
export function keyFilePath(key: string): string {
  return `/${key}.txt`;
}

/** The static pages, then the first `ideaCount` idea URLs (a negative or fractional count is floored at 0). */
export function indexingUrls(site: string, ideaUrls: readonly string[], ideaCount: number): string[] {
  const count = Number.isFinite(ideaCount) ? Math.max(0, Math.floor(ideaCount)) : 0;
  const statics = ADMIN.indexingStaticPaths.map((path) => new URL(path, site).href);
  return [...statics, ...ideaUrls.slice(0, count)];
}

/** The count field's value: empty means the default, anything else a whole number of at least 0, or null. */
export function parseCount(raw: string, fallback: number): number | null {
  const text = raw.trim();
  if (text === '') return fallback;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** URLs that are not http(s) addresses on the site's own origin; IndexNow refuses other hosts' URLs. */
export function foreignUrls(urls: readonly string[], site: string): string[] {
  const origin = new URL(site).origin;
  return urls.filter((url) => {
    try {
      const parsed = new URL(url);
      return parsed.origin !== origin || !/^https?:$/.test(parsed.protocol);
    } catch {
      return true;
    }
  });
}

export interface IndexNowBody {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/** The JSON body of a bulk submission (POST). */
export function indexNowBody(site: string, key: string, urls: readonly string[]): IndexNowBody {
  const origin = new URL(site);
  return { host: origin.host, key, keyLocation: new URL(keyFilePath(key), origin).href, urlList: [...urls] };
}

/** The single-URL form (GET ?url=&key=&keyLocation=) the diagnostic uses. */
export function indexNowPingUrl(endpoint: string, site: string, key: string, url: string): string {
  const ping = new URL(endpoint);
  ping.searchParams.set('url', url);
  ping.searchParams.set('key', key);
  ping.searchParams.set('keyLocation', new URL(keyFilePath(key), site).href);
  return ping.href;
}
