/**
 * Ships to the browser: the discover feed island. Server-rendered with the newest 20 cards (the no-JS
 * page), then it reads the address, loads the index and takes over: filters, search, sort, infinite
 * scroll or numbered pages, close matches, pull-to-refresh and Refresh Research.
 */
import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FEED_TEXT, LIMITS } from '../../config/constants.ts';
import { LIKE_TEXT } from '../../config/constants/like.ts';
import { defaultSortFor, type DiscoverFilters, EMPTY_FILTERS, filtersFromParams, sameFilters, type SortBy, withoutLike, withSearch } from '../../search/filters.ts';
import { sortOptionsFor } from '../../search/like.ts';
import { refreshMessage } from '../../search/feed-refresh.ts';
import type { CardData, IndexManifest } from '../../search/index-types.ts';
import { firstScreenFirst } from '../../search/first-screen.ts';
import { pageRequestFromParams, pageSlice } from '../../search/pagination.ts';
import { canonicalCategories, canonicalPage } from '../../search/discover-query.ts';
import { type ReturnPoint, returnPointFrom, withReturnPoint } from '../../search/return-point.ts';
import { listedMatches, type TextResult } from '../../search/word-search.ts';
import { $discoverFilters, addressFor, addressQuery, applyAddress, fitsLanding, type LandingAddress, replaceDiscoverFilters, resetDiscoverFilters, resetWeights, setCategories, setSearch, setSort, setWeight } from '../../stores/discover.ts';
import { isDefaultWeights, type ScoreWeights } from '../../search/weights.ts';
import type { SelectOption } from '../../ui/MultiSelect.tsx';
import { usePullToRefresh } from '../../ui/usePullToRefresh.ts';
import PullIndicator from '../../ui/PullIndicator.tsx';
import TooltipLayer from '../../ui/TooltipLayer.tsx';
import { useIsMobile } from '../../ui/useMediaQuery.ts';
import AlertMeButton from './AlertMeButton.tsx';
import { DiscoverCard } from './DiscoverCard.tsx';
import { EmptyState, ErrorState } from './FeedStates.tsx';
import { LikeNote, ShowAllButton } from './LikeNote.tsx';
import { DesktopFilters, MobileFilters } from './FilterControls.tsx';
import { Pagination } from './Pagination.tsx';
import { useDiscoverIndex } from './useDiscoverIndex.ts';
import { useLikeList } from './useLikeList.ts';
import { WeightControls } from './WeightControls.tsx';
import CompareTray from '../compare/CompareTray.tsx';
import { RESULTS_MEASURE, RESULTS_START_MARK } from './timing.ts';

interface Props {
  manifest: IndexManifest;
  firstCards: CardData[];
  technologies: SelectOption[];
  industries: SelectOption[];
  /** On a category landing page: its address and filters, and how many ideas it has (firstCards are its newest). */
  landing?: LandingAddress & { count: number };
}

function CardSlot({ card, failed, weights }: { card: CardData | undefined; failed: boolean; weights?: ScoreWeights }) {
  if (card) return <DiscoverCard card={card} weights={weights} />;
  return (
    <div className="flex h-full min-h-72 items-center justify-center rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700" aria-busy={!failed}>
      {failed ? 'This idea could not be loaded.' : <span className="sr-only">Loading idea…</span>}
    </div>
  );
}

/** What close or partial matches are: which words were read as which, or that not every word is in them. */
function fallbackNote(text: TextResult): string {
  const readAs = text.corrections.map((correction) => `“${correction.to.join('”, “')}” for “${correction.word}”`).join('; ');
  if (text.kind === 'close') return `${FEED_TEXT.closeBody} ${readAs}.`;
  return readAs ? `${FEED_TEXT.partialBody} (${readAs}).` : `${FEED_TEXT.partialBody}.`;
}

/** Keys that scroll the page on, towards the end of the list. */
const SCROLL_ON_KEYS = new Set(['End', 'PageDown', 'ArrowDown', ' ']);

/** What the visitor typed into the server-rendered search box before the island took over ('' on the server). */
function typedBeforeHydration(): string {
  if (typeof document === 'undefined') return '';
  for (const id of ['search-desktop', 'search-mobile']) {
    const field = document.getElementById(id);
    if (field instanceof HTMLInputElement && field.value) return field.value;
  }
  return '';
}

/** A sort chosen in the server-rendered dropdown before the island took over, else null. */
function sortChosenBeforeHydration(): SortBy | null {
  if (typeof document === 'undefined') return null;
  const field = document.getElementById('sort-desktop');
  const chosen = field instanceof HTMLSelectElement ? field.selectedOptions[0] : undefined;
  return chosen && !chosen.defaultSelected ? (chosen.value as SortBy) : null;
}

/** Its own component so that finger movement re-renders the indicator, not the whole list. */
function PullToRefresh({ onRefresh }: { onRefresh: () => Promise<void> }) {
  const pull = usePullToRefresh({ onRefresh, enabled: useIsMobile() });
  return <PullIndicator pull={pull.pull} refreshing={pull.refreshing} />;
}

export default function DiscoverFeed({ manifest: initialManifest, firstCards, technologies, industries, landing }: Props) {
  /** The query the address means, once mounted; null during the server render and hydration. */
  const [address, setAddress] = useState<string | null>(null);
  const storedFilters = useStore($discoverFilters);
  // A landing page renders its own filter from the start, so the no-JS page and hydration show it chosen.
  const filters = address === null && landing ? landing.filters : storedFilters;
  // A landing page's server cards are not the index's first chunk: they are found by idea number (cardAt below).
  const index = useDiscoverIndex(initialManifest, landing ? undefined : firstCards);
  const [searchText, setSearchText] = useState(typedBeforeHydration);
  // Read during the hydrating render, before React sets the dropdown back to the address's sort.
  const [sortChosenEarly] = useState(sortChosenBeforeHydration);
  const sortBeforeHydration = useRef(sortChosenEarly);
  const [shown, setShown] = useState<number>(LIMITS.pageSize);
  const [loadingMore, setLoadingMore] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const lastFilters = useRef<DiscoverFilters | null>(null);
  const [weightsOpen, setWeightsOpen] = useState(false);
  /** The card to bring back into view after Back from its idea page, until it is in place or the person scrolls. */
  const returnTo = useRef<ReturnPoint | null>(null);

  useEffect(() => {
    const known = { technologies: technologies.map((option) => option.value), industries: industries.map((option) => option.value) };
    const readAddress = (takingOver: boolean) => {
      const canonical = canonicalCategories(location.search, known);
      if (canonical !== location.search) history.replaceState(history.state, '', `${location.pathname}${canonical}${location.hash}`);
      if (takingOver) {
        returnTo.current = returnPointFrom(history.state);
        if (returnTo.current) setShown(Math.max(LIMITS.pageSize, returnTo.current.shown));
      }
      const query = addressQuery(new URL(location.href), landing);
      applyAddress(query);
      setAddress(query);
      if (takingOver && !isDefaultWeights($discoverFilters.get().weights)) setWeightsOpen(true);
      const fromAddress = $discoverFilters.get().search;
      // Text typed into the server-rendered box before the island took over wins over the address's.
      setSearchText((typed) => (takingOver && typed.trim() !== '' && typed !== fromAddress ? typed : fromAddress));
    };
    const onPopState = () => readAddress(false);
    // Right after hydration: a transition renders the feed for the address in slices, not one long task.
    startTransition(() => readAddress(true));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is read once, at hydration; landing and the options are props, fixed for the page's life
  }, []);

  const searchError = index.search.error;
  const searchLoaded = index.search.loaded;
  // Again as files arrive: a word that finds nothing reads the vocabulary next, then its close words.
  useEffect(() => {
    if (filters.search && !searchError) index.loadSearch(filters.search);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- index.loadSearch is stable; the rule asks for index only because it cannot tell the method call needs no `this`
  }, [filters.search, index.loadSearch, searchError, searchLoaded]);

  // Typing updates the field at once and the results after a pause (300 ms:
  // docs/spec/public-site.md#5-validation-rules).
  useEffect(() => {
    if (searchText === $discoverFilters.get().search) return;
    const prefetch = setTimeout(() => searchText.trim() && index.loadSearch(searchText), LIMITS.searchPrefetchMs);
    const timer = setTimeout(() => setSearch(searchText), LIMITS.searchDebounceMs);
    return () => {
      clearTimeout(prefetch);
      clearTimeout(timer);
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- index.loadSearch is stable; the rule asks for index only because it cannot tell the method call needs no `this`
  }, [searchText, index.loadSearch]);

  // Keep the address in step: a new history entry for filter and sort changes, a replaced one while typing.
  useEffect(() => {
    if (address === null) return;
    // At first, what the address says: on a slow phone the search typed before hydration can be applied
    // before the address has been read, and the address must still follow it.
    const previous = lastFilters.current ?? filtersFromParams(new URLSearchParams(address));
    lastFilters.current = filters;
    if (sameFilters(previous, filters)) return;
    setShown(LIMITS.pageSize);
    const next = addressFor(filters, new URL(location.href), landing);
    if (next === `${location.pathname}${location.search}${location.hash}`) return;
    if (landing && !fitsLanding(filters, landing)) {
      location.assign(next);
      return;
    }
    // Typing and sliding pass through many values: one history entry for all of them, not one per step.
    // A sort that followed the query (best match once there is one) is part of typing too.
    const onlyGradual = sameFilters({ ...withSearch(previous, filters.search), weights: filters.weights }, filters);
    history[onlyGradual ? 'replaceState' : 'pushState'](history.state, '', next);
    setAddress(addressQuery(new URL(location.href), landing));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- landing is a prop, fixed for the page's life
  }, [filters, address]);

  // After the address has been read and written back, so the choice becomes a change of the address.
  useEffect(() => {
    if (address === null || !sortBeforeHydration.current) return;
    setSort(sortBeforeHydration.current);
    sortBeforeHydration.current = null;
  }, [address]);

  const navigate = useCallback((href: string) => {
    history.pushState(history.state, '', href);
    const query = addressQuery(new URL(location.href), landing);
    applyAddress(query);
    setAddress(query);
    document.getElementById('discover-results')?.scrollIntoView({ block: 'start' });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- landing is a prop, fixed for the page's life
  }, []);

  const engine = index.core.status === 'ready' ? index.core.engine : null;
  const ideaNumbers = index.core.status === 'ready' ? index.core.core.number : null;
  const likeList = useLikeList(index.manifest, index.core.status === 'ready' ? index.core.core : null, filters.like);
  const likeInput = likeList.status === 'ready' ? likeList.matches : null;
  const textSearch = index.search.text;
  const needsSearch = filters.search.trim() !== '';
  const searchReady = !needsSearch || textSearch.missing(filters.search).length === 0;
  const ready = address !== null && engine !== null && searchReady && likeList.status !== 'loading';

  // Best match scatters the first page over the card files: while the debounce runs, the typed text's first
  // cards are fetched as soon as its search files are here, so its results need no second round trip.
  useEffect(() => {
    if (!engine || !searchText.trim() || searchText === filters.search || textSearch.missing(searchText).length > 0) return;
    const typed = engine.run(withSearch(filters, searchText), listedMatches(textSearch.run(searchText)), likeInput);
    index.ensureCards(typed.subarray(0, LIMITS.pageSize));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- index.ensureCards is stable per manifest; textSearch fills in place (searchLoaded counts its files)
  }, [engine, searchText, filters, textSearch, searchLoaded, likeInput]);

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

  const pageRequest = address === null ? null : pageRequestFromParams(new URLSearchParams(address));
  const slice = ranks && pageRequest ? pageSlice(ranks.length, pageRequest) : null;
  const sliceStart = slice?.start;
  const sliceEnd = slice?.end;
  // The address says the page shown (page 4 of a one-page list is page 1), once the results are this address's.
  const shownPage = computed && slice ? slice.page : null;
  const shownPer = slice?.per;
  useEffect(() => {
    if (shownPage === null || shownPer === undefined) return;
    const canonical = canonicalPage(location.search, { page: shownPage, per: shownPer });
    if (canonical === location.search) return;
    history.replaceState(history.state, '', `${location.pathname}${canonical}${location.hash}`);
    setAddress(addressQuery(new URL(location.href), landing));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- landing is a prop, fixed for the page's life
  }, [shownPage, shownPer]);
  const visible = useMemo(() => {
    if (!ranks) return null;
    return sliceStart === undefined ? ranks.subarray(0, shown) : ranks.subarray(sliceStart, sliceEnd);
  }, [ranks, sliceStart, sliceEnd, shown]);
  // New results commit their first screen at once and the rest in a transition (see first-screen.ts).
  const settled = useDeferredValue(visible);
  const listed = visible && settled ? firstScreenFirst(visible, settled) : visible;

  const landingCards = useMemo(() => new Map(landing ? firstCards.map((card) => [card.number, card]) : []), [landing, firstCards]);
  const cardAt = (rank: number) => index.cardAt(rank) ?? (ideaNumbers ? landingCards.get(ideaNumbers[rank]!) : undefined);

  useEffect(() => {
    if (visible) index.ensureCards(visible.filter((rank) => !cardAt(rank)));
    // The status line names the idea the list is like.
    if (likeList.status === 'ready' && !cardAt(likeList.rank)) index.ensureCards([likeList.rank]);
  });

  // Close or partial matches only when no idea has every word; never mixed into the list, best match first.
  const fallback = found?.text && found.text.kind !== 'all' ? found.text : null;
  const closeRanks = useMemo(() => (fallback && engine ? [...engine.run({ ...filters, sortBy: 'relevance' }, fallback, likeInput).subarray(0, LIMITS.closeMatches)] : []), [fallback, engine, filters, likeInput]);
  useEffect(() => {
    if (closeRanks.length > 0) index.ensureCards(closeRanks);
  });

  // Infinite scroll: one page of 20 more each time the person reaches the end of the list, 300 ms after the
  // sentinel comes within 100 px of the viewport's bottom, or is anywhere above it. An IntersectionObserver
  // alone misses End and flings (the sentinel jumps from below the viewport to above it without ever
  // intersecting), so scrolling checks the same rule too. After a load the next one waits until the sentinel
  // has left that zone, or the person scrolls on (wheel, swipe, a key): a fling that ends at the footer keeps
  // the view there while cards are added above it (scroll anchoring), and would otherwise load every page.
  const hasMore = !slice && ranks !== null && shown < ranks.length;
  const endReachable = useRef(true);
  useEffect(() => {
    endReachable.current = true;
  }, [ranks]);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let touchY: number | null = null;
    const check = () => {
      if (timer) return;
      if (target.getBoundingClientRect().top > window.innerHeight + LIMITS.sentinelMarginPx) {
        endReachable.current = true;
        return;
      }
      if (!endReachable.current) return;
      endReachable.current = false;
      setLoadingMore(true);
      timer = setTimeout(() => {
        setShown((count) => count + LIMITS.loadMoreStep);
        setLoadingMore(false);
        timer = undefined;
      }, LIMITS.loadMoreDelayMs);
    };
    const scrollOn = () => {
      endReachable.current = true;
      check();
    };
    const onWheel = (event: WheelEvent) => event.deltaY > 0 && scrollOn();
    const onKey = (event: KeyboardEvent) => {
      const field = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]');
      if (!field && SCROLL_ON_KEYS.has(event.key)) scrollOn();
    };
    const onTouchStart = (event: TouchEvent) => (touchY = event.touches[0]?.clientY ?? null);
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      // A finger moving up scrolls the page on, towards the end.
      if (touchY !== null && y !== undefined && y < touchY) scrollOn();
    };
    const observer = new IntersectionObserver(check, { rootMargin: `0px 0px ${LIMITS.sentinelMarginPx}px 0px` });
    observer.observe(target);
    const passive = { passive: true } as const;
    window.addEventListener('scroll', check, passive);
    window.addEventListener('resize', check, passive);
    window.addEventListener('wheel', onWheel, passive);
    window.addEventListener('keydown', onKey);
    window.addEventListener('touchstart', onTouchStart, passive);
    window.addEventListener('touchmove', onTouchMove, passive);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchmove', onTouchMove);
      if (timer) {
        clearTimeout(timer);
        // The load this timer was for never happened: the end is still to be reached.
        endReachable.current = true;
      }
      setLoadingMore(false);
    };
  }, [hasMore, shown, ranks]);

  // Back from an idea page: the browser would restore the old scroll height over a list that is not laid out
  // as it was (fewer cards, off-screen ones at a placeholder height), landing on another card. So the entry
  // remembers the opened card and its height in the viewport, and the feed puts that card back there.
  const shownNow = useRef(shown);
  shownNow.current = shown;
  useEffect(() => {
    const list = results.current;
    if (!list) return;
    // A click event also comes from Enter on a link, so this covers the keyboard too.
    const remember = (event: MouseEvent) => {
      const item = event.target instanceof Element ? event.target.closest('a[href]')?.closest('li[data-idea]') : null;
      if (!item) return;
      const point = { number: Number(item.getAttribute('data-idea')), offset: Math.round(item.getBoundingClientRect().top), shown: shownNow.current };
      history.replaceState(withReturnPoint(history.state, point), '');
      history.scrollRestoration = 'manual';
    };
    list.addEventListener('click', remember);
    return () => list.removeEventListener('click', remember);
  }, []);
  // Cards off screen are laid out at an estimated height (list-card in global.css). The first card, on screen
  // and typical, gives the estimate at this width, so the page is about as tall as it will be once laid out.
  const listShown = !(ranks && ranks.length === 0);
  useEffect(() => {
    const list = results.current?.querySelector<HTMLElement>('[data-idea-list]');
    if (!list) return;
    const measure = () => {
      const first = list.firstElementChild;
      if (first && !first.querySelector('[aria-busy="true"]')) list.style.setProperty('--card-estimate', `${Math.round(first.getBoundingClientRect().height)}px`);
    };
    measure();
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [listShown]);

  const forgetReturn = useCallback(() => {
    if (!returnTo.current) return;
    returnTo.current = null;
    history.replaceState(withReturnPoint(history.state, null), '');
  }, []);
  const restoreRank = returnTo.current && ideaNumbers && listed ? [...listed].findIndex((rank) => ideaNumbers[rank] === returnTo.current?.number) : -1;
  const restoreReady = restoreRank >= 0 && listed !== null && [...listed.subarray(0, restoreRank + 1)].every((rank) => cardAt(rank) || index.cardFailed(rank));
  useLayoutEffect(() => {
    const point = returnTo.current;
    if (!point || !ranks || searching) return;
    const item = results.current?.querySelector(`li[data-idea="${point.number}"]`);
    if (!item) {
      // Not in this list (the index changed since): the page simply starts at the top.
      if (listed && restoreRank < 0 && listed.length >= Math.min(ranks.length, shown)) forgetReturn();
      return;
    }
    window.scrollTo({ top: window.scrollY + item.getBoundingClientRect().top - point.offset, behavior: 'instant' });
    // Once every card above it has its content, scroll anchoring keeps it in place as those cards lay out.
    if (restoreReady) forgetReturn();
  });
  useEffect(() => {
    // The person scrolling takes over from the restore.
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, forgetReturn, { passive: true, once: true });
    return () => {
      for (const name of events) window.removeEventListener(name, forgetReturn);
    };
  }, [forgetReturn]);

  const [refreshing, setRefreshing] = useState(false);
  const [refreshNote, setRefreshNote] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    setRefreshNote(null);
    const outcome = await index.refresh();
    setRefreshing(false);
    setRefreshNote(refreshMessage(outcome));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- index.loadSearch is stable; the rule asks for index only because it cannot tell the method call needs no `this`
  }, [index.refresh]);

  const controls = {
    filters,
    searchText,
    technologies,
    industries,
    sortOptions: sortOptionsFor(filters.like),
    defaultSort: defaultSortFor(filters.search, filters.like),
    onSearchText: setSearchText,
    onCategories: setCategories,
    onSort: setSort,
    onApply: replaceDiscoverFilters,
    onReset: resetDiscoverFilters,
  };

  const ideasWord = (count: number) => (count === 1 ? 'idea' : 'ideas');
  // While the index is not there, the count is of the server's list: all ideas, or a landing page's.
  const total = landing ? landing.count : index.core.status === 'ready' ? index.core.core.number.length : index.manifest.count;
  const loadError = index.core.status === 'error' ? index.core.error : needsSearch && !searchReady ? searchError : null;
  const failedToLoad = loadError !== null;
  // Until the island has read the address, the server's list is right only for the page's own address:
  // the page's inline script marks the others (html[data-feed-address]) and CSS shows 'Loading ideas…'.
  const pendingAddress = !ranks && !failedToLoad;
  let status: string;
  if (!ranks && failedToLoad) status = `Showing the newest ${firstCards.length} of ${total} ideas${sameFilters(filters, landing?.filters ?? EMPTY_FILTERS) ? '' : `: ${FEED_TEXT.filtersNotApplied}`}`;
  else if (!ranks) status = address !== null && (index.core.status === 'loading' || needsSearch) ? FEED_TEXT.loading : `Showing the newest ${firstCards.length} of ${total} ideas`;
  else if (searching) status = FEED_TEXT.searching;
  else {
    const range = slice ? `${ranks.length === 0 ? 0 : slice.start + 1}–${slice.end}` : Math.min(shown, ranks.length);
    const shownText = `${range} of ${ranks.length} ${ideasWord(ranks.length)}`;
    status = likeList.status === 'ready' ? LIKE_TEXT.status(likeList.number, cardAt(likeList.rank)?.heading, `showing ${shownText}`, filters.sortBy === 'alike') : `Showing ${shownText}`;
  }
  const clearLike = () => replaceDiscoverFilters(withoutLike(filters));

  return (
    <div className="flex flex-col gap-5">
      <PullToRefresh onRefresh={refresh} />
      <DesktopFilters {...controls} />
      <MobileFilters {...controls} />
      <WeightControls weights={filters.weights} initiallyOpen={weightsOpen} onWeight={setWeight} onReset={resetWeights} />
      {/* No wrapping: the status text wraps within its own box, so a status of another length ('Loading
          ideas…' after the server's count) never moves the button or the list below (a layout shift). */}
      {/* A like list's row also holds Show all ideas, and wraps below its status on narrow screens. */}
      <div className={`flex items-center justify-between gap-x-4 ${likeList.status === 'ready' ? 'flex-wrap gap-y-2' : ''}`}>
        <p className={`min-w-0 flex-1 text-sm text-slate-700 ${likeList.status === 'ready' ? 'basis-72' : ''}`} role="status" aria-live="polite" data-results-count>
          {address === null && pendingAddress ? (
            <>
              <span className="feed-status-newest">{status}</span>
              <span className="feed-status-pending">{FEED_TEXT.loading}</span>
            </>
          ) : (
            status
          )}
        </p>
        {likeList.status === 'ready' && <ShowAllButton onClick={clearLike} />}
        <AlertMeButton filters={filters} />
      </div>
      <LikeNote list={likeList} onClear={clearLike} />
      <div id="discover-results" ref={results} className="scroll-mt-24">
        <TooltipLayer containerRef={results} />
        {loadError ? <ErrorState error={loadError} onRetry={refresh} /> : null}
        {ranks && ranks.length === 0 ? (
          <>
            <EmptyState />
            {fallback && closeRanks.length > 0 && (
              <section aria-labelledby="close-matches" className="mt-8" data-close-matches={fallback.kind}>
                <h2 id="close-matches" className="text-lg font-bold text-ink">
                  {fallback.kind === 'close' ? FEED_TEXT.closeTitle : FEED_TEXT.partialTitle} “{filters.search.trim()}”
                </h2>
                <p className="mt-1 text-sm text-slate-700">{fallbackNote(fallback)}</p>
                <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
                  {closeRanks.map((rank) => (
                    <li key={rank} className="list-card" data-idea={ideaNumbers?.[rank]} data-match={fallback.kind}>
                      <CardSlot card={cardAt(rank)} failed={index.cardFailed(rank)} weights={filters.weights} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        ) : (
          <ul className={`grid gap-5 transition-opacity md:grid-cols-2 xl:grid-cols-3 ${searching ? 'opacity-60' : ''}`} data-idea-list aria-busy={(searching || !ranks) && address !== null && !failedToLoad} data-searching={searching ? '' : undefined} data-address-pending={pendingAddress ? '' : undefined}>
            {listed && ideaNumbers
              ? // Keyed by idea number, like the server-rendered list, so taking over keeps those cards' DOM.
                [...listed].map((rank) => (
                  <li key={ideaNumbers[rank]} className="list-card" data-idea={ideaNumbers[rank]}>
                    <CardSlot card={cardAt(rank)} failed={index.cardFailed(rank)} weights={filters.weights} />
                  </li>
                ))
              : // The same element types as above, so taking over keeps these cards (memoised) instead of rebuilding them.
                firstCards.map((card) => (
                  <li key={card.number} className="list-card" data-idea={card.number}>
                    <CardSlot card={card} failed={false} />
                  </li>
                ))}
          </ul>
        )}
      </div>
      {hasMore && (
        <div ref={sentinel} className="flex h-12 items-center justify-center text-sm text-slate-700" data-sentinel>
          {loadingMore ? 'Loading more ideas…' : ''}
        </div>
      )}
      {slice && (
        <Pagination
          slice={slice}
          hrefFor={(page) => {
            const url = new URL(location.href);
            url.searchParams.set('page', String(page));
            url.searchParams.set('per', String(slice.per));
            return `${url.pathname}?${url.searchParams.toString()}`;
          }}
          onNavigate={navigate}
        />
      )}
      <div className="mt-6 flex flex-col items-center gap-2">
        <button type="button" className="btn-secondary" onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing} data-refresh-research>
          {refreshing ? FEED_TEXT.refreshing : FEED_TEXT.refresh}
        </button>
        <p className="min-h-5 text-sm text-slate-700" role="status" data-refresh-note>
          {refreshNote}
        </p>
      </div>
      <CompareTray />
    </div>
  );
}
