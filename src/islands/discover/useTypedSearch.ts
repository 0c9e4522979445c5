/**
 * Ships to the browser: the search box's text on its way to the filters. It is applied after a pause, its
 * search files and first cards fetched meanwhile (the applied search's files load with its results:
 * src/stores/discover/results.ts).
 */
import { useEffect } from 'react';
import { LIMITS } from '../../config/constants/catalogue.ts';
import { atScreen } from '../../discover/first-screen.ts';
import { withSearch } from '../../discover/filters.ts';
import { searchPrefetchDelay } from '../../discover/search-prefetch.ts';
import { listedMatches } from '../../text-search/word-search.ts';
import { ensureCards } from '../../stores/discover/cards.ts';
import { $discoverFilters, $typedSearch, setSearch } from '../../stores/discover/filters.ts';
import { $discoverIndex, loadSearch } from '../../stores/discover/loaded-index.ts';
import { $discoverResults } from '../../stores/discover/results.ts';

/**
 * `address`: the query the address means once read (useAddressSync); null until then. The typed text is read
 * from its store ($typedSearch), not through a render: its timers start in the keystroke's own task.
 */
export function useTypedSearch(address: string | null) {
  // Typing updates the field at once and the results after a pause (300 ms:
  // docs/spec/public-site.md#5-validation-rules). Not before the address has been read: as the island takes
  // over, the address's search reaches the store at once but the box's text and the address only with the
  // transition that reads it, and on a slow CPU that can take longer than the pause, which then applied the
  // box's stale '' and dropped a search link's query (issue 45).
  // Best match scatters the first page over the card files: the typed text's first cards (those a screen
  // shows first) are fetched as soon as its search files are here, in the same task, not after the render
  // they cause, so its results need no further round trip.
  useEffect(() => {
    if (address === null) return undefined;
    let prefetch: ReturnType<typeof setTimeout> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopTimers = () => {
      clearTimeout(prefetch);
      clearTimeout(timer);
    };
    let previous = $typedSearch.get();
    const unbind = $typedSearch.subscribe((searchText) => {
      stopTimers();
      const delay = searchPrefetchDelay(previous, searchText);
      previous = searchText;
      if (searchText === $discoverFilters.get().search) return;
      prefetch = setTimeout(() => {
        if (!searchText.trim()) return;
        void loadSearch(searchText).then((ready) => {
          // Ranked as the list is when the files arrive (read then, not when typed). A search the list already
          // applies asks for its cards with its results (useFeedCards).
          const { engine, likeInput } = $discoverResults.get();
          const index = $discoverIndex.get();
          if (!ready || !engine || !index || $discoverFilters.get().search === searchText) return;
          const typed = engine.run(withSearch($discoverFilters.get(), searchText), listedMatches(index.search.words.text.run(searchText)), likeInput);
          ensureCards(...atScreen(typed.subarray(0, LIMITS.pageSize), window.innerWidth, window.innerHeight));
        });
      }, delay);
      timer = setTimeout(() => setSearch(searchText), LIMITS.searchDebounceMs);
    });
    return () => {
      unbind();
      stopTimers();
    };
  }, [address]);
}
