/**
 * Ships to the browser: loads the discover index in the order it is needed. The core (filter and sort
 * columns, one file per segment: index-types.ts) at once, card chunks for the ranks on screen, and for a search only the files its query reads
 * (word-search.ts: the blocks of its words, and the close-match vocabulary only when a word finds nothing).
 */
import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { createEngine, type DiscoverEngine } from '../../search/engine.ts';
import { CARD_CHUNK_SIZE, type CardData, cardPlace, type CoreIndex, type IndexManifest, indexUrl, LATEST_MANIFEST_PATH, rankPlace } from '../../search/index-types.ts';
import { createTextSearch, type TextSearch } from '../../search/word-search.ts';
import type { RefreshOutcome } from '../../search/feed-refresh.ts';
import { fetchJson, indexCore, indexFile } from '../../search/index-fetch.ts';

export type CoreState = { status: 'loading' } | { status: 'ready'; core: CoreIndex; engine: DiscoverEngine } | { status: 'error'; error: Error };
/** The search over this manifest's index; `loaded` counts arrived shard files, so a render sees new data. */
export interface SearchState {
  text: TextSearch;
  loaded: number;
  error: Error | null;
  /** The file whose failure `error` is: another file's arrival does not make it good. */
  failed: string | null;
}

/** `firstCards`: the cards of the first ranks when the page already has them (the server-rendered /discover list). */
export function useDiscoverIndex(initialManifest: IndexManifest, firstCards?: CardData[]) {
  const [manifest, setManifest] = useState(initialManifest);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const [core, setCore] = useState<CoreState>({ status: 'loading' });
  const [search, setSearch] = useState<SearchState>(() => ({ text: createTextSearch(initialManifest), loaded: 0, error: null, failed: null }));
  const searchPending = useRef(new Set<string>());
  // Card files by name: the page's first cards are there already, as the whole files they fill.
  const chunks = useRef(firstChunks(initialManifest, firstCards ?? []));
  const pending = useRef(new Set<string>());
  const failed = useRef(new Set<string>());
  const [, cardsChanged] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    let current = true;
    // Functional, so the first load (already 'loading') does not render the feed once more.
    setCore((state) => (state.status === 'loading' ? state : { status: 'loading' }));
    indexCore(manifest)
      .then((data) => {
        if (!current) return;
        const engine = createEngine(data);
        // A transition: React renders the feed with the index in slices instead of one long task.
        startTransition(() => setCore({ status: 'ready', core: data, engine }));
      })
      .catch((error: Error) => current && setCore({ status: 'error', error }));
    return () => {
      current = false;
    };
  }, [manifest, attempt]);

  const cardAt = useCallback(
    (rank: number): CardData | undefined => {
      const place = cardPlace(manifest.segments, rank);
      return place && chunks.current.get(place.file)?.[place.index];
    },
    [manifest],
  );

  const cardFailed = useCallback((rank: number) => failed.current.has(cardPlace(manifest.segments, rank)?.file ?? ''), [manifest]);

  const ensureCards = useCallback(
    (ranks: ArrayLike<number>) => {
      const needed = new Set<string>();
      for (let i = 0; i < ranks.length; i++) {
        const place = cardPlace(manifest.segments, ranks[i]!);
        if (place) needed.add(place.file);
      }
      for (const chunk of needed) {
        if (chunks.current.has(chunk) || pending.current.has(chunk)) continue;
        pending.current.add(chunk);
        failed.current.delete(chunk);
        indexFile<CardData[]>(indexUrl(manifest, chunk))
          .then((cards) => chunks.current.set(chunk, cards))
          .catch(() => failed.current.add(chunk))
          .finally(() => {
            pending.current.delete(chunk);
            cardsChanged();
          });
      }
    },
    [manifest],
  );

  /**
   * Fetches the files the query reads that are not here yet; a failure is kept until the next try. Called
   * again as files arrive: a word that finds nothing then needs the vocabulary, then its close words' blocks.
   */
  const loadSearch = useCallback(
    (query: string) => {
      const text = search.text;
      for (const file of text.missing(query)) {
        if (searchPending.current.has(file)) continue;
        searchPending.current.add(file);
        indexFile<unknown>(indexUrl(manifest, file))
          .then((shard) => {
            text.add(file, shard);
            setSearch((state) => (state.text === text ? { ...state, loaded: state.loaded + 1, ...(state.failed === file ? { error: null, failed: null } : {}) } : state));
          })
          .catch((error: Error) => setSearch((state) => (state.text === text ? { ...state, error, failed: file } : state)))
          .finally(() => searchPending.current.delete(file));
      }
    },
    [manifest, search.text],
  );

  const coreStatus = useRef(core.status);
  coreStatus.current = core.status;

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
      if (coreStatus.current === 'error') retry();
      return { status: 'failed' };
    }
    if (latest.hash === manifest.hash) {
      if (coreStatus.current === 'error') retry();
      return { status: 'current' };
    }
    // Card files are named by their segment's content, so those of a segment the new build kept stay good.
    failed.current.clear();
    searchPending.current.clear();
    setSearch({ text: createTextSearch(latest), loaded: 0, error: null, failed: null });
    setManifest(latest);
    return { status: 'new', added: Math.max(0, latest.count - manifest.count) };
  }, [manifest]);

  return { manifest, core, search, cardAt, cardFailed, ensureCards, loadSearch, refresh };
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
