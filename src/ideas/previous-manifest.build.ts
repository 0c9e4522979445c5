/**
 * Reads the manifest the last deploy published: a file (PREVIOUS_MANIFEST) or the live site's
 * /ideas-manifest.json. Never throws: the caller decides what an unreadable manifest means (the build
 * stops, the admin page reports it). Build-time and server-only.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import { CATALOGUE } from '../config/constants/admin.ts';
import { ManifestSchema, type Manifest } from './manifest-schema.build.ts';

export type ManifestLocation = { kind: 'file'; path: string } | { kind: 'site'; url: string } | { kind: 'none'; reason: string };

export type PreviousManifest =
  | { state: 'found'; manifest: Manifest; source: string }
  /** Nothing published yet (first deploy, or a site from before the guard). */
  | { state: 'absent'; source: string; reason: string }
  /** The site did not answer, or answered something that is not a manifest: the guard cannot check. */
  | { state: 'unreadable'; source: string; reason: string };

const LOOPBACK_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$|\.localhost$/i;

/**
 * Where the previous manifest is. A loopback site URL (the default, tests, `npm start`) has no previous
 * deploy, so local builds never reach for the network.
 */
export function manifestLocation(env: { PREVIOUS_MANIFEST?: string | undefined }, siteUrl: string): ManifestLocation {
  if (env.PREVIOUS_MANIFEST) return { kind: 'file', path: resolve(process.cwd(), env.PREVIOUS_MANIFEST) };
  const site = new URL(siteUrl);
  if (LOOPBACK_HOSTS.test(site.hostname)) return { kind: 'none', reason: `the site URL ${site.origin} is local, so there is no previous deploy` };
  return { kind: 'site', url: new URL(CATALOGUE.manifestPath, site).href };
}

function parse(text: string, source: string): PreviousManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { state: 'unreadable', source, reason: 'it is not JSON' };
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    return { state: 'unreadable', source, reason: `it is not an ideas manifest:\n${z.prettifyError(parsed.error)}` };
  }
  return { state: 'found', manifest: parsed.data, source };
}

export async function readPreviousManifest(location: ManifestLocation, timeoutMs: number = CATALOGUE.manifestTimeoutMs): Promise<PreviousManifest> {
  if (location.kind === 'none') return { state: 'absent', source: 'no previous deploy', reason: location.reason };
  if (location.kind === 'file') {
    let text: string;
    try {
      text = await readFile(location.path, 'utf8');
    } catch (error) {
      return { state: 'unreadable', source: location.path, reason: (error as Error).message };
    }
    return parse(text, location.path);
  }
  let response: Response;
  try {
    response = await fetch(location.url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : ((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
    return { state: 'unreadable', source: location.url, reason: `the site is unreachable: ${reason}` };
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { state: 'absent', source: location.url, reason: 'the live site has no manifest yet (first deploy)' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { state: 'unreadable', source: location.url, reason: `the site answered HTTP ${response.status}` };
  }
  return parse(await response.text(), location.url);
}
