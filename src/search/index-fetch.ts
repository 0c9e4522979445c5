/**
 * Ships to the browser: the discover index's files, each fetched once per page. Whoever asks first (the feed,
 * or the page's prefetch for a search link: src/islands/discover/prefetch.ts) starts the request, and later
 * asks share its answer. A failed request is forgotten, so the next ask tries again.
 */
import { type CoreColumns, type CoreGroup, coreFiles, type IndexManifest, indexUrl, joinCores } from './index-types.ts';

const requested = new Map<string, Promise<unknown>>();

export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The file at `url` (an immutable, content-addressed index file), parsed. */
export function indexFile<T>(url: string): Promise<T> {
  let file = requested.get(url);
  if (!file) {
    file = fetchJson<unknown>(url);
    requested.set(url, file);
    file.catch(() => requested.delete(url));
  }
  return file as Promise<T>;
}

/** The whole catalogue's columns of a core group: the group's file of every segment (shared like any index file), joined. */
export function indexColumns(manifest: Pick<IndexManifest, 'base' | 'segments'>, group: CoreGroup): Promise<CoreColumns> {
  return Promise.all(coreFiles(manifest, group).map((file) => indexFile<CoreColumns>(indexUrl(manifest, file)))).then(joinCores);
}
