/**
 * Ships to the browser: discover's index as far as it has come, loaded in the order it is needed. The core's
 * column groups (index-types.ts) when a filter, sort or like list reads them, and for a search only the files
 * its query reads (word-search.ts: the blocks of its words, and the close-match vocabulary only when a word
 * finds nothing). A page has one index: the feed opens it with the page's manifest, and Refresh Research
 * replaces it with a newer build's.
 */
import { atom, computed } from 'nanostores';
import { createEngine, type DiscoverEngine } from '../../discover/engine.ts';
import type { RefreshOutcome } from '../../discover/feed-refresh.ts';
import { indexColumns } from '../../discover/index-fetch.ts';
import { type CoreColumns, type CoreGroup, type IndexManifest, indexUrl, LATEST_MANIFEST_PATH } from '../../discover/index-types.ts';
import { builtFile, fetchJson } from '../../built-files/file-cache.ts';
import { createFetchingSearch, type FetchingSearch, SearchFileFailed } from '../../text-search/fetching-search.ts';

/** The core's columns at hand, and the engine over them. */
export interface CoreState {
  columns: CoreColumns;
  loaded: ReadonlySet<CoreGroup>;
  engine: DiscoverEngine;
  /** Groups whose files failed: asked for again only after a retry (refresh). */
  failed: ReadonlyMap<CoreGroup, Error>;
}

/** The search over the index; `loaded` counts arrived files, so what derives from it sees new data. */
export interface SearchState {
  words: FetchingSearch;
  loaded: number;
  error: Error | null;
  /** The file whose failure `error` is: another file's arrival does not make it good. */
  failed: string | null;
}

export interface LoadedIndex {
  manifest: IndexManifest;
  core: CoreState;
  search: SearchState;
}

/** Null until the feed opens it. */
export const $discoverIndex = atom<LoadedIndex | null>(null);

/** The index's manifest: the same object until Refresh Research finds a newer build. */
export const $discoverManifest = computed($discoverIndex, (index) => index?.manifest ?? null);

/** Groups on their way, of the current manifest. */
const corePending = new Set<CoreGroup>();

const coreOf = (manifest: IndexManifest, columns: CoreColumns = {}, loaded: ReadonlySet<CoreGroup> = new Set(), failed: ReadonlyMap<CoreGroup, Error> = new Map()): CoreState => ({
  columns,
  loaded,
  engine: createEngine(columns, manifest.count),
  failed,
});

/**
 * A search over the manifest's index whose arriving files count in the store while it is the current one. A
 * failure is in the store as the read fails, before the files that came meanwhile are told: what they lead
 * to must not ask for the failed file again until a retry.
 */
function searchOf(manifest: IndexManifest): SearchState {
  const words = createFetchingSearch(
    manifest,
    (file) =>
      builtFile(indexUrl(manifest, file)).catch((error: unknown) => {
        updateSearch((search) => (search.failed === file ? search : { ...search, error: error instanceof Error ? error : new Error(String(error)), failed: file }));
        throw error;
      }),
    (files) => updateSearch((search) => ({ ...search, loaded: search.loaded + files.length, ...(search.failed !== null && files.includes(search.failed) ? { error: null, failed: null } : {}) })),
  );
  const updateSearch = (change: (search: SearchState) => SearchState) =>
    update(manifest, (index) => {
      if (index.search.words !== words) return index;
      const search = change(index.search);
      return search === index.search ? index : { ...index, search };
    });
  return { words, loaded: 0, error: null, failed: null };
}

const indexOf = (manifest: IndexManifest): LoadedIndex => ({ manifest, core: coreOf(manifest), search: searchOf(manifest) });

/** Changes the index while it is still `manifest`'s: an answer for a replaced index is dropped. */
function update(manifest: IndexManifest, change: (index: LoadedIndex) => LoadedIndex): void {
  const index = $discoverIndex.get();
  if (index?.manifest === manifest) $discoverIndex.set(change(index));
}

/** The index of the page's manifest; opening it again keeps what has come. */
export function openDiscoverIndex(manifest: IndexManifest): void {
  if ($discoverIndex.get()?.manifest === manifest) return;
  corePending.clear();
  $discoverIndex.set(indexOf(manifest));
}

/** Fetches the groups not here, not on their way and not failed; the feed asks for what its filters read (engine.ts coreGroupsFor). */
export function loadColumns(groups: readonly CoreGroup[]): void {
  const index = $discoverIndex.get();
  if (!index) return;
  const { manifest, core } = index;
  for (const group of groups) {
    if (core.loaded.has(group) || core.failed.has(group) || corePending.has(group)) continue;
    corePending.add(group);
    indexColumns(manifest, group)
      .then((columns) => update(manifest, (now) => ({ ...now, core: coreOf(manifest, { ...now.core.columns, ...columns }, new Set([...now.core.loaded, group]), now.core.failed) })))
      .catch((error: Error) => update(manifest, (now) => ({ ...now, core: { ...now.core, failed: new Map([...now.core.failed, [group, error]]) } })))
      .finally(() => {
        if ($discoverIndex.get()?.manifest === manifest) corePending.delete(group);
      });
  }
}

/**
 * Fetches the files the query reads that are not here yet; a failure is kept until the next try. Called
 * again as files arrive: what arrived may lead to more (fetching-search.ts). Resolves true once all are
 * here, false if one failed.
 */
export function loadSearch(query: string): Promise<boolean> {
  const index = $discoverIndex.get();
  if (!index) return Promise.resolve(false);
  return index.search.words.preload(query).then(
    () => true,
    (error: unknown) => {
      if (!(error instanceof SearchFileFailed)) throw error;
      return false;
    },
  );
}

/**
 * Re-reads the current build's manifest: a new build replaces the whole index; an index that failed to
 * load gets another try. Says what happened, for the reader.
 */
export async function refreshIndex(): Promise<RefreshOutcome> {
  const index = $discoverIndex.get();
  if (!index) return { status: 'failed' };
  const { manifest } = index;
  // A file that failed gets another try: what derives from the index asks for it again once the failure is gone.
  update(manifest, (now) => (now.search.error ? { ...now, search: { ...now.search, error: null, failed: null } } : now));
  const retryColumns = () => update(manifest, (now) => (now.core.failed.size > 0 ? { ...now, core: { ...now.core, failed: new Map() } } : now));
  let latest: IndexManifest;
  try {
    latest = await fetchJson<IndexManifest>(LATEST_MANIFEST_PATH, { cache: 'no-store' });
  } catch {
    retryColumns();
    return { status: 'failed' };
  }
  if (latest.hash === manifest.hash) {
    retryColumns();
    return { status: 'current' };
  }
  openDiscoverIndex(latest);
  return { status: 'new', added: Math.max(0, latest.count - manifest.count) };
}
