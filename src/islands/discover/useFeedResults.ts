/**
 * Ships to the browser: the discover feed's results for its filters, computed once the address has been
 * read and the core's columns they read, the files of the search and of the like list have come. While a new
 * query's search files arrive, the last results stay.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { coreGroupsFor } from '../../discover/engine.ts';
import type { DiscoverFilters } from '../../discover/filters.ts';
import type { CoreGroup } from '../../discover/index-types.ts';
import { listedMatches, type TextResult } from '../../text-search/word-search.ts';
import { RESULTS_MEASURE, RESULTS_START_MARK } from './timing.ts';
import type { useDiscoverIndex } from './useDiscoverIndex.ts';
import type { LikeList } from './useLikeList.ts';

/** `alsoNeeded`: core groups the feed reads besides its filters' (the numbers, to find a landing page's cards or the card to return to). */
export function useFeedResults(index: ReturnType<typeof useDiscoverIndex>, filters: DiscoverFilters, address: string | null, likeList: LikeList, alsoNeeded: readonly CoreGroup[]) {
  const { core, loadColumns } = index;
  const needed = [...new Set([...coreGroupsFor(filters), ...alsoNeeded])];
  const neededKey = needed.join();
  useEffect(() => {
    if (address !== null) loadColumns(needed);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- neededKey names the groups; loadColumns skips what is here, coming or failed, and changes with the core's failures
  }, [address, neededKey, loadColumns, core.failed]);
  const columnsReady = needed.every((group) => core.loaded.has(group));
  const columnsError = needed.map((group) => core.failed.get(group)).find((error) => error !== undefined) ?? null;
  const engine = columnsReady ? core.engine : null;
  const ideaNumbers = core.columns.number ?? null;
  const likeInput = likeList.status === 'ready' ? likeList.matches : null;
  const textSearch = index.search.words.text;
  // A failed file counts only while the current query still needs it (a word's lexicon block may arrive after
  // its word block failed: the failure stands until Try Again).
  const searchError = index.search.failed !== null && textSearch.missing(filters.search).includes(index.search.failed) ? index.search.error : null;
  const searchLoaded = index.search.loaded;
  const needsSearch = filters.search.trim() !== '';
  const searchReady = !needsSearch || textSearch.missing(filters.search).length === 0;
  const ready = address !== null && engine !== null && searchReady && likeList.status !== 'loading';

  // The list holds only ideas with every word; close and partial matches are shown apart, below the empty state.
  const found = useMemo((): { ranks: Int32Array; text: TextResult | null } | null => {
    if (!ready || !engine) return null;
    performance.mark(RESULTS_START_MARK);
    const text = textSearch.run(filters.search);
    return { ranks: engine.run(filters, listedMatches(text), likeInput), text };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- textSearch fills in place: searchLoaded counts its loaded files, so the results recompute when one arrives
  }, [ready, engine, filters, textSearch, searchLoaded, likeInput]);
  const computed = found?.ranks ?? null;
  // While a new query's search files arrive, the last results stay (dimmed, the list busy) instead of the
  // page's newest ideas, which would contradict every search.
  const searching = address !== null && engine !== null && !searchReady && !searchError;
  const lastComputed = useRef<Int32Array | null>(null);
  if (computed) lastComputed.current = computed;
  const ranks = computed ?? (searching ? lastComputed.current : null);

  // User Timing from computing results to their first screen committed to the DOM (before the browser
  // paints it; the rest of the list follows in a transition): the figure `npm run bench:discover` reads.
  useLayoutEffect(() => {
    if (ranks && performance.getEntriesByName(RESULTS_START_MARK, 'mark').length > 0) {
      performance.measure(RESULTS_MEASURE, RESULTS_START_MARK);
      performance.clearMarks(RESULTS_START_MARK);
    }
  }, [ranks]);

  const loadError = columnsError ?? (needsSearch && !searchReady ? searchError : null);
  return { engine, columnsReady, ideaNumbers, likeInput, text: found?.text ?? null, computed, ranks, searching, needsSearch, loadError };
}
