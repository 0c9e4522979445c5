/**
 * Ships to the browser: the search box's text on its way to the filters. It is applied after a pause, its
 * search files and first cards fetched meanwhile; the applied search's files load as they are needed.
 */
import { useEffect, useRef } from 'react';
import { LIMITS } from '../../config/constants/catalogue.ts';
import type { DiscoverEngine, TextMatches } from '../../discover/engine.ts';
import { atScreen } from '../../discover/first-screen.ts';
import { type DiscoverFilters, withSearch } from '../../discover/filters.ts';
import { listedMatches } from '../../text-search/word-search.ts';
import { $discoverFilters, setSearch } from '../../stores/discover/filters.ts';
import type { useDiscoverIndex } from './useDiscoverIndex.ts';

interface Typed {
  searchText: string;
  /** The query the address means once read (useAddressSync); null until then. */
  address: string | null;
  filters: DiscoverFilters;
  index: ReturnType<typeof useDiscoverIndex>;
  engine: DiscoverEngine | null;
  likeInput: TextMatches | null;
}

export function useTypedSearch({ searchText, address, filters, index, engine, likeInput }: Typed) {
  const searchError = index.search.error;
  const searchLoaded = index.search.loaded;
  const textSearch = index.search.words.text;
  // Again as files arrive: a word that finds nothing reads the vocabulary next, then its close words.
  useEffect(() => {
    if (filters.search && !searchError) void index.loadSearch(filters.search);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- index.loadSearch is stable; the rule asks for index only because it cannot tell the method call needs no `this`
  }, [filters.search, index.loadSearch, searchError, searchLoaded]);

  // What the first screen's cards are ranked by when the typed text's files arrive (read then, not when typed).
  const current = useRef({ engine, filters, likeInput });
  current.current = { engine, filters, likeInput };

  // Typing updates the field at once and the results after a pause (300 ms:
  // docs/spec/public-site.md#5-validation-rules). Not before the address has been read: as the island takes
  // over, the address's search reaches the store at once but the box's text and the address only with the
  // transition that reads it, and on a slow CPU that can take longer than the pause, which then applied the
  // box's stale '' and dropped a search link's query (issue 45).
  // Best match scatters the first page over the card files: the typed text's first cards (those a screen
  // shows first) are fetched as soon as its search files are here, in the same task, not after the render
  // they cause, so its results need no further round trip.
  useEffect(() => {
    if (address === null || searchText === $discoverFilters.get().search) return;
    const prefetch = setTimeout(() => {
      if (!searchText.trim()) return;
      void index.loadSearch(searchText).then((ready) => {
        const { engine: now, filters: applied, likeInput: like } = current.current;
        if (!ready || !now) return;
        const typed = now.run(withSearch(applied, searchText), listedMatches(textSearch.run(searchText)), like);
        index.ensureCards(...atScreen(typed.subarray(0, LIMITS.pageSize), window.innerWidth, window.innerHeight));
      });
    }, LIMITS.searchPrefetchMs);
    const timer = setTimeout(() => setSearch(searchText), LIMITS.searchDebounceMs);
    return () => {
      clearTimeout(prefetch);
      clearTimeout(timer);
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- index.loadSearch and ensureCards are stable per manifest; textSearch is the manifest's
  }, [searchText, address, index.loadSearch]);
}
