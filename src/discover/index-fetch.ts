/**
 * Ships to the browser: discover's core columns as the feed reads them. Each file comes through the built
 * files' cache (src/built-files/file-cache.ts), so the feed and the page's prefetch for a search link
 * (src/islands/discover/prefetch.ts) share one request.
 */
import { builtFile } from '../built-files/file-cache.ts';
import { type CoreColumns, type CoreGroup, coreFiles, type IndexManifest, indexUrl, joinCores } from './index-types.ts';

/** The whole catalogue's columns of a core group: the group's file of every segment (shared like any index file), joined. */
export function indexColumns(manifest: Pick<IndexManifest, 'base' | 'segments'>, group: CoreGroup): Promise<CoreColumns> {
  return Promise.all(coreFiles(manifest, group).map((file) => builtFile<CoreColumns>(indexUrl(manifest, file)))).then(joinCores);
}
