/**
 * Ships to the browser: the discover feed's results for its filters, computed once the core's columns they
 * read, the files of the search and of the like list have come; and the close or partial matches shown
 * apart when no idea has every word. While something shows the results, the files they need are fetched.
 * While a new query's search files arrive, the last results stay.
 */
import { atom, computed, onMount } from 'nanostores';
import { DISCOVER_TIMING, LIMITS } from '../../config/constants/catalogue.ts';
import { coreGroupsFor, type DiscoverEngine, type TextMatches } from '../../discover/engine.ts';
import type { CardData, CoreGroup, IndexManifest } from '../../discover/index-types.ts';
import { listedMatches, type TextResult } from '../../text-search/word-search.ts';
import { openDiscoverCards } from './cards.ts';
import { $discoverFilters } from './filters.ts';
import { $likeList } from './like-list.ts';
import { $discoverIndex, loadColumns, loadSearch, openDiscoverIndex, type SearchState } from './loaded-index.ts';

/**
 * The page reads the core's numbers besides what its filters read, for the rest of its life: a landing page
 * finds its server cards by idea number, and so does Back to the card a person left from.
 */
const $feedNeedsNumbers = atom(false);

/**
 * Opens the feed's index at the page's manifest. `firstCards`: the cards of the first ranks when the page
 * already has them (the server-rendered /discover list); a landing page's cards are its category's, found by
 * idea number.
 */
export function openDiscoverFeed(manifest: IndexManifest, firstCards: readonly CardData[], landing: boolean): void {
  openDiscoverIndex(manifest);
  openDiscoverCards(manifest, landing ? [] : firstCards);
  if (landing) needIdeaNumbers();
}

/** The results wait for the core's numbers too (see $feedNeedsNumbers). */
export function needIdeaNumbers(): void {
  $feedNeedsNumbers.set(true);
}

export interface DiscoverResults {
  /** The engine, once the columns the filters read are here. */
  engine: DiscoverEngine | null;
  columnsReady: boolean;
  /** The core's number column, once loaded. */
  ideaNumbers: readonly number[] | null;
  /** The like list's input of the engine, once it is here. */
  likeInput: TextMatches | null;
  /** The search's result, which the list holds only when it is of ideas with every word. */
  text: TextResult | null;
  /** The ranks computed for the current filters. */
  computed: Int32Array | null;
  /** What the list shows: `computed`, or the last results while a new query's files arrive. */
  ranks: Int32Array | null;
  /** A new query's search files are on their way while the last results stay (dimmed, the list busy). */
  searching: boolean;
  needsSearch: boolean;
  /** The columns or the search's files could not be loaded. */
  loadError: Error | null;
}

/** What the feed shows before it has read the address: nothing computed, nothing loading. */
export const NO_RESULTS: DiscoverResults = { engine: null, columnsReady: false, ideaNumbers: null, likeInput: null, text: null, computed: null, ranks: null, searching: false, needsSearch: false, loadError: null };

const $neededGroups = computed([$discoverFilters, $feedNeedsNumbers], (filters, numbers): CoreGroup[] => [...new Set<CoreGroup>([...coreGroupsFor(filters), ...(numbers ? (['numbers'] as const) : [])])]);

/** The last ranks computed, kept while a new query's files arrive: the page's newest ideas would contradict every search. */
let lastRanks: Int32Array | null = null;

export const $discoverResults = computed([$discoverFilters, $discoverIndex, $likeList, $neededGroups], (filters, index, likeList, needed): DiscoverResults => {
  if (!index) return NO_RESULTS;
  const { core, search } = index;
  const columnsReady = needed.every((group) => core.loaded.has(group));
  const columnsError = needed.map((group) => core.failed.get(group)).find((error) => error !== undefined) ?? null;
  const engine = columnsReady ? core.engine : null;
  const likeInput = likeList.status === 'ready' ? likeList.matches : null;
  const textSearch = search.words.text;
  const missing = textSearch.missing(filters.search);
  // A failed file counts only while the current query still needs it (a word's lexicon block may arrive after
  // its word block failed: the failure stands until Try Again).
  const searchError = search.failed !== null && missing.includes(search.failed) ? search.error : null;
  const needsSearch = filters.search.trim() !== '';
  const searchReady = !needsSearch || missing.length === 0;
  let found: { ranks: Int32Array; text: TextResult | null } | null = null;
  // The list holds only ideas with every word; close and partial matches are shown apart (below).
  if (engine && searchReady && likeList.status !== 'loading') {
    performance.mark(DISCOVER_TIMING.resultsStart);
    const text = textSearch.run(filters.search);
    found = { ranks: engine.run(filters, listedMatches(text), likeInput), text };
    lastRanks = found.ranks;
  }
  const searching = engine !== null && !searchReady && !searchError;
  return {
    engine,
    columnsReady,
    ideaNumbers: core.columns.number ?? null,
    likeInput,
    text: found?.text ?? null,
    computed: found?.ranks ?? null,
    ranks: found?.ranks ?? (searching ? lastRanks : null),
    searching,
    needsSearch,
    loadError: columnsError ?? (needsSearch && !searchReady ? searchError : null),
  };
});

onMount($discoverResults, () => {
  // The search's files are asked for again as files arrive (a word that finds nothing reads the vocabulary
  // next, then its close words), and after a failure only once it is gone (refresh).
  let asked: { query: string; search: SearchState } | null = null;
  const load = () => {
    const index = $discoverIndex.get();
    if (!index) return;
    loadColumns($neededGroups.get());
    const query = $discoverFilters.get().search;
    if (asked?.query === query && asked.search === index.search) return;
    asked = { query, search: index.search };
    if (query && !index.search.error) void loadSearch(query);
  };
  const stops = [$neededGroups.listen(load), $discoverIndex.listen(load)];
  load();
  return () => stops.forEach((stop) => stop());
});

export interface CloseMatches {
  /** The search's result when no idea has every word. */
  fallback: TextResult | null;
  /** The close or partial matches, best first, at most LIMITS.closeMatches. */
  ranks: number[];
}

export const NO_CLOSE_MATCHES: CloseMatches = { fallback: null, ranks: [] };

/** Close or partial matches only when no idea has every word; never mixed into the list, best match first. */
export const $closeMatches = computed([$discoverResults, $discoverFilters], ({ text, engine, likeInput }, filters): CloseMatches => {
  const fallback = text && text.kind !== 'all' ? text : null;
  if (!fallback || !engine) return NO_CLOSE_MATCHES;
  return { fallback, ranks: [...engine.run({ ...filters, sortBy: 'relevance' }, fallback, likeInput).subarray(0, LIMITS.closeMatches)] };
});
