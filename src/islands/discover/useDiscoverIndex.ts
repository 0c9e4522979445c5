/**
 * Ships to the browser: loads the discover index in the order it is needed. The core's column groups
 * (index-types.ts) when a filter, sort or like list reads them, card chunks for the ranks on screen, and for a
 * search only the files its query reads (word-search.ts: the blocks of its words, and the close-match
 * vocabulary only when a word finds nothing).
 */
import { startTransition, useCallback, useReducer, useRef, useState } from 'react';
import { createEngine, type DiscoverEngine } from '../../discover/engine.ts';
import { CARD_CHUNK_SIZE, type CardData, cardPlace, type CoreColumns, type CoreGroup, type IndexManifest, indexUrl, LATEST_MANIFEST_PATH, rankPlace } from '../../discover/index-types.ts';
import { createFetchingSearch, type FetchingSearch, SearchFileFailed } from '../../text-search/fetching-search.ts';
import type { RefreshOutcome } from '../../discover/feed-refresh.ts';
import { builtFile, fetchJson } from '../../built-files/file-cache.ts';
import { indexColumns } from '../../discover/index-fetch.ts';

/** The core's columns at hand for one manifest, and the engine over them. */
export interface CoreState {
  manifest: IndexManifest;
  columns: CoreColumns;
  loaded: ReadonlySet<CoreGroup>;
  engine: DiscoverEngine;
  /** Groups whose files failed: asked for again only after a retry (refresh). */
  failed: ReadonlyMap<CoreGroup, Error>;
}

const coreOf = (manifest: IndexManifest, columns: CoreColumns = {}, loaded: ReadonlySet<CoreGroup> = new Set(), failed: ReadonlyMap<CoreGroup, Error> = new Map()): CoreState => ({
  manifest,
  columns,
  loaded,
  engine: createEngine(columns, manifest.count),
  failed,
});
/** The search over this manifest's index; `loaded` counts arrived files, so a render sees new data. */
export interface SearchState {
  words: FetchingSearch;
  loaded: number;
  error: Error | null;
  /** The file whose failure `error` is: another file's arrival does not make it good. */
  failed: string | null;
}

/** `firstCards`: the cards of the first ranks when the page already has them (the server-rendered /discover list). */
export function useDiscoverIndex(initialManifest: IndexManifest, firstCards?: CardData[]) {
  const [manifest, setManifest] = useState(initialManifest);
  const [core, setCore] = useState<CoreState>(() => coreOf(initialManifest));
  const corePending = useRef(new Set<CoreGroup>());
  const coreNow = useRef(core);
  coreNow.current = core;
  const [search, setSearch] = useState<SearchState>(() => searchOf(initialManifest));
  // Card files by name: the page's first cards are there already, as the whole files they fill.
  const chunks = useRef(firstChunks(initialManifest, firstCards ?? []));
  const pending = useRef(new Map<string, Promise<unknown>>());
  const failed = useRef(new Set<string>());
  const [, cardsChanged] = useReducer((n: number) => n + 1, 0);

  /** Fetches the groups not here, not on their way and not failed; the feed asks for what its filters read (engine.ts coreGroupsFor). */
  const loadColumns = useCallback(
    (groups: readonly CoreGroup[]) => {
      const now = coreNow.current;
      for (const group of groups) {
        if (now.manifest !== manifest || now.loaded.has(group) || now.failed.has(group) || corePending.current.has(group)) continue;
        corePending.current.add(group);
        indexColumns(manifest, group)
          // A transition: React renders the feed with the new columns in slices instead of one long task.
          .then((columns) => startTransition(() => setCore((state) => (state.manifest === manifest ? coreOf(manifest, { ...state.columns, ...columns }, new Set([...state.loaded, group]), state.failed) : state))))
          .catch((error: Error) => setCore((state) => (state.manifest === manifest ? { ...state, failed: new Map([...state.failed, [group, error]]) } : state)))
          .finally(() => corePending.current.delete(group));
      }
    },
    [manifest],
  );

  const cardAt = useCallback(
    (rank: number): CardData | undefined => {
      const place = cardPlace(manifest.segments, rank);
      return place && chunks.current.get(place.file)?.[place.index];
    },
    [manifest],
  );

  const cardFailed = useCallback((rank: number) => failed.current.has(cardPlace(manifest.segments, rank)?.file ?? ''), [manifest]);

  /**
   * Fetches the card files of `first`'s ranks at once and those of `then` once they have come: on a slow
   * network the cards in view do not share it with the ones below them.
   */
  const ensureCards = useCallback(
    (first: ArrayLike<number>, then: ArrayLike<number> = []) => {
      const filesOf = (ranks: ArrayLike<number>) => {
        const files = new Set<string>();
        for (let i = 0; i < ranks.length; i++) {
          const place = cardPlace(manifest.segments, ranks[i]!);
          if (place) files.add(place.file);
        }
        return files;
      };
      /** The chunk's fetch, started unless it is here or on its way; settles when the chunk has come or failed. */
      const loadChunk = (chunk: string): Promise<unknown> => {
        if (chunks.current.has(chunk)) return Promise.resolve();
        let loading = pending.current.get(chunk);
        if (!loading) {
          failed.current.delete(chunk);
          loading = builtFile<CardData[]>(indexUrl(manifest, chunk))
            .then((cards) => void chunks.current.set(chunk, cards))
            .catch(() => void failed.current.add(chunk))
            .finally(() => {
              pending.current.delete(chunk);
              cardsChanged();
            });
          pending.current.set(chunk, loading);
        }
        return loading;
      };
      const now = [...filesOf(first)].map(loadChunk);
      const later = filesOf(then);
      if (later.size > 0) void Promise.all(now).then(() => later.forEach(loadChunk));
    },
    [manifest],
  );

  /**
   * Fetches the files the query reads that are not here yet; a failure is kept until the next try. Called
   * again as files arrive: what arrived may lead to more (fetching-search.ts). Resolves true once all are
   * here, false if one failed.
   */
  const { words } = search;
  const loadSearch = useCallback(
    (query: string): Promise<boolean> =>
      words.preload(query).then(
        () => true,
        (error: unknown) => {
          if (!(error instanceof SearchFileFailed)) throw error;
          setSearch((state) => (state.words === words ? { ...state, error: error.cause instanceof Error ? error.cause : error, failed: error.file } : state));
          return false;
        },
      ),
    [words],
  );

  /** A group that failed gets another try: the feed asks for it again once the failure is gone. */
  const retryColumns = () => setCore((state) => (state.failed.size > 0 ? { ...state, failed: new Map() } : state));

  /**
   * Re-reads the current build's manifest: a new build replaces the whole index; an index that failed to
   * load gets another try. Says what happened, for the reader.
   */
  const refresh = useCallback(async (): Promise<RefreshOutcome> => {
    // A search file that failed gets another try (the feed asks for it again once the error is gone).
    setSearch((state) => (state.error ? { ...state, error: null, failed: null } : state));
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
    // Card files are named by their segment's content, so those of a segment the new build kept stay good.
    failed.current.clear();
    corePending.current.clear();
    setSearch(searchOf(latest));
    setCore(coreOf(latest));
    setManifest(latest);
    return { status: 'new', added: Math.max(0, latest.count - manifest.count) };
  }, [manifest]);

  return { manifest, core, loadColumns, search, cardAt, cardFailed, ensureCards, loadSearch, refresh };

  /** A search over the manifest's index whose arriving files count in the state while it is the current one. */
  function searchOf(of: IndexManifest): SearchState {
    const words = createFetchingSearch(
      of,
      (file) => builtFile(indexUrl(of, file)),
      (files) => setSearch((state) => (state.words === words ? { ...state, loaded: state.loaded + files.length, ...(state.failed !== null && files.includes(state.failed) ? { error: null, failed: null } : {}) } : state)),
    );
    return { words, loaded: 0, error: null, failed: null };
  }
}

/** The card files the first cards fill whole (a file only partly on the page is fetched like any other). */
function firstChunks(manifest: IndexManifest, cards: readonly CardData[]): Map<string, CardData[]> {
  const files = new Map<string, { cards: CardData[]; size: number }>();
  cards.forEach((card, rank) => {
    const place = rankPlace(manifest.segments, rank);
    if (!place) return;
    const file = cardPlace(manifest.segments, rank)!.file;
    const start = place.rank - (place.rank % CARD_CHUNK_SIZE);
    const entry = files.get(file) ?? { cards: [], size: Math.min(CARD_CHUNK_SIZE, place.segment.count - start) };
    entry.cards.push(card);
    files.set(file, entry);
  });
  return new Map([...files].flatMap(([file, entry]) => (entry.cards.length === entry.size ? [[file, entry.cards] as const] : [])));
}
