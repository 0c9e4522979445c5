/**
 * Ships to the browser: the discover feed island. Server-rendered with the newest 20 cards (the no-JS
 * page), then it reads the address, loads the index and takes over: filters, search, sort, infinite
 * scroll or numbered pages, close matches, pull-to-refresh and Refresh Research.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { FEED_TEXT, LIMITS } from '../../config/constants/catalogue.ts';
import { defaultSortFor, type DiscoverFilters, EMPTY_FILTERS, sameFilters, withoutLike } from '../../discover/filters.ts';
import { LIKE_TEXT } from '../../config/constants/like.ts';
import { sortOptionsFor } from '../../discover/like.ts';
import { CORE_GROUP_NAMES, type CardData } from '../../discover/index-types.ts';
import { pageManifest } from '../../discover/page-manifest.ts';
import { type ReturnPoint, returnPointFrom } from '../../discover/return-point.ts';
import { $discoverCards, cardFailed } from '../../stores/discover/cards.ts';
import { $discoverFilters, $typedSearch, type LandingAddress, replaceDiscoverFilters, resetDiscoverFilters, resetWeights, setCategories, setSort, setWeight } from '../../stores/discover/filters.ts';
import { $likeList } from '../../stores/discover/like-list.ts';
import { $discoverManifest, loadColumns, refreshIndex } from '../../stores/discover/loaded-index.ts';
import { needIdeaNumbers, openDiscoverFeed } from '../../stores/discover/results.ts';
import { isDefaultWeights } from '../../discover/weights.ts';
import type { SelectOption } from '../../ui/MultiSelect.tsx';
import TooltipLayer from '../../ui/TooltipLayer.tsx';
import AlertMeButton from './AlertMeButton.tsx';
import { CardSlot } from './CardSlot.tsx';
import { CloseMatches } from './CloseMatches.tsx';
import { feedStatus, noticeText } from './feed-status.ts';
import { AddressNotes, EmptyState, ErrorState } from './FeedStates.tsx';
import { PullToRefresh, RefreshResearch, useFeedRefresh } from './FeedRefresh.tsx';
import { LikeNote, ShowAllButton } from './LikeNote.tsx';
import { DesktopFilters, MobileFilters } from './FilterControls.tsx';
import { searchTextAfterRead, typedBeforeHydration } from './handover.ts';
import { Pagination } from './Pagination.tsx';
import type { SearchText } from './SearchBox.tsx';
import { useAddressSync } from './useAddressSync.ts';
import { useFeedCards } from './useFeedCards.ts';
import { useFeedPages } from './useFeedPages.ts';
import { useFeedResults } from './useFeedResults.ts';
import { useInfiniteScroll } from './useInfiniteScroll.ts';
import { useReturnToCard } from './useReturnToCard.ts';
import { useTypedSearch } from './useTypedSearch.ts';
import { WeightControls } from './WeightControls.tsx';
import CompareTray from '../compare/CompareTray.tsx';

const TYPED_SEARCH: SearchText = { text: $typedSearch, onText: (value) => $typedSearch.set(value) };

interface Props {
  firstCards: CardData[];
  technologies: SelectOption[];
  industries: SelectOption[];
  /** On a category landing page: its address and filters, and how many ideas it has (firstCards are its newest). */
  landing?: LandingAddress & { count: number };
}

export default function DiscoverFeed({ firstCards, technologies, industries, landing }: Props) {
  // Once, before the first render reads the stores: the page's index and its server-rendered cards.
  const [initialManifest] = useState(() => {
    const manifest = pageManifest();
    openDiscoverFeed(manifest, firstCards, landing !== undefined);
    $typedSearch.set(typedBeforeHydration());
    return manifest;
  });
  const manifest = useStore($discoverManifest) ?? initialManifest;
  // Card files arriving render the list again: cardAt and cardFailed read them.
  useStore($discoverCards);
  const [shown, setShown] = useState<number>(LIMITS.pageSize);
  const [weightsOpen, setWeightsOpen] = useState(false);
  /** The card to bring back into view after Back from its idea page, until it is in place or the person scrolls. */
  const returnTo = useRef<ReturnPoint | null>(null);
  const results = useRef<HTMLDivElement>(null);
  /** What the address asked for that no list has, said while the filters stay those it was dropped from. */
  const [notes, setNotes] = useState<{ texts: string[]; filters: DiscoverFilters } | null>(null);

  const { address, filters, navigate, replaceQuery, replaceFilters } = useAddressSync({
    landing,
    technologies,
    industries,
    onRead: (fromAddress, takingOver, notices) => {
      setNotes(notices.length ? { texts: notices.map(noticeText), filters: fromAddress } : null);
      if (takingOver) {
        returnTo.current = returnPointFrom(history.state);
        if (returnTo.current) {
          // The card to return to is found by idea number.
          needIdeaNumbers();
          setShown(Math.max(LIMITS.pageSize, returnTo.current.shown));
        }
        if (!isDefaultWeights(fromAddress.weights)) setWeightsOpen(true);
      }
      $typedSearch.set(searchTextAfterRead($typedSearch.get(), fromAddress.search, takingOver));
    },
    onChange: () => {
      setShown(LIMITS.pageSize);
      setNotes((current) => (current && sameFilters(current.filters, $discoverFilters.get()) ? current : null));
    },
  });
  const likeList = useStore($likeList);
  // No published idea has the number: the list is all ideas, and neither its sort nor the address keep the like.
  useEffect(() => {
    if (likeList.status !== 'unknown') return;
    const corrected = withoutLike(filters);
    setNotes({ texts: [LIKE_TEXT.unknown(likeList.number)], filters: corrected });
    replaceFilters(corrected);
  }, [likeList, filters, replaceFilters]);
  const { columnsReady, ideaNumbers, computed, ranks, searching, needsSearch, loadError, close } = useFeedResults(address);
  // After useAddressSync: as the island takes over, the address's search is in the store before the typed
  // text is compared with it.
  useTypedSearch(address);
  const { slice, visible, listed } = useFeedPages({ ranks, current: computed !== null, address, shown, replaceQuery });
  const cardAt = useFeedCards({ computing: address !== null, firstCards, landing: landing !== undefined, ideaNumbers, visible, likeList });
  // The newest-first list and a search read no numbers: a card, once here, names its idea.
  const numberAt = (rank: number) => ideaNumbers?.[rank] ?? cardAt(rank)?.number;
  const { fallback, ranks: closeRanks } = close;
  const { sentinel, hasMore, loadingMore } = useInfiniteScroll({ ranks, paged: slice !== null, shown, setShown });
  useReturnToCard({ returnTo, results, shown, ranks, listed, searching, ideaNumbers, cardAt, cardFailed });
  // Reaching for a filter, the sort or the weights fetches the columns they read, before the choice is made.
  const reachForControls = (event: { target: EventTarget }) => {
    if (!(event.target instanceof Element && event.target.closest('input[type="search"]'))) loadColumns(CORE_GROUP_NAMES.filter((group) => group !== 'numbers'));
  };
  const { refreshing, note, refresh } = useFeedRefresh(refreshIndex);

  const controls = {
    filters,
    search: TYPED_SEARCH,
    technologies,
    industries,
    sortOptions: sortOptionsFor(filters.like),
    defaultSort: defaultSortFor(filters.search, filters.like),
    onCategories: setCategories,
    onSort: setSort,
    onApply: replaceDiscoverFilters,
    onReset: resetDiscoverFilters,
  };

  const failedToLoad = loadError !== null;
  // Until the island has read the address, the server's list is right only for the page's own address:
  // the page's inline script marks the others (html[data-feed-address]) and CSS shows 'Loading ideas…'.
  const pendingAddress = !ranks && !failedToLoad;
  const firstListed = listed && listed.length > 0 ? listed[0]! : undefined;
  const status = feedStatus({
    cardsPending: firstListed !== undefined && !cardAt(firstListed) && !cardFailed(firstListed),
    count: ranks ? ranks.length : null,
    failed: failedToLoad,
    newest: firstCards.length,
    // While the index is not there, the count is of the server's list: all ideas, or a landing page's.
    total: landing ? landing.count : manifest.count,
    ownFilters: sameFilters(filters, landing?.filters ?? EMPTY_FILTERS),
    waiting: address !== null && (!columnsReady || needsSearch),
    searching,
    slice,
    shown,
    like: likeList.status === 'ready' ? { number: likeList.number, heading: cardAt(likeList.rank)?.heading, alikeFirst: filters.sortBy === 'alike' } : null,
    fallback: fallback !== null && closeRanks.length > 0,
  });
  const clearLike = () => replaceDiscoverFilters(withoutLike(filters));

  return (
    <div className="flex flex-col gap-5">
      <PullToRefresh onRefresh={refresh} />
      <div className="contents" onPointerOver={reachForControls} onFocus={reachForControls}>
        <DesktopFilters {...controls} />
        <MobileFilters {...controls} />
        <WeightControls weights={filters.weights} initiallyOpen={weightsOpen} onWeight={setWeight} onReset={resetWeights} />
      </div>
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
      {notes && sameFilters(notes.filters, filters) ? <AddressNotes texts={notes.texts} /> : null}
      <div id="discover-results" ref={results} className="scroll-mt-24">
        <TooltipLayer containerRef={results} />
        {loadError ? <ErrorState error={loadError} onRetry={refresh} /> : null}
        {ranks && ranks.length === 0 ? (
          <>
            {fallback && closeRanks.length > 0 ? (
              <CloseMatches fallback={fallback} ranks={closeRanks} numberAt={numberAt} cardAt={cardAt} cardFailed={cardFailed} filters={filters} />
            ) : (
              <EmptyState />
            )}
          </>
        ) : (
          <ul className={`grid gap-5 transition-opacity md:grid-cols-2 xl:grid-cols-3 ${searching ? 'opacity-60' : ''}`} data-idea-list aria-busy={(searching || !ranks) && address !== null && !failedToLoad} data-searching={searching ? '' : undefined} data-address-pending={pendingAddress ? '' : undefined}>
            {listed
              ? // Keyed by idea number, like the server-rendered list, so taking over keeps those cards' DOM; a
                // rank whose card has not come yet (its number unknown without the numbers column) by its rank.
                [...listed].map((rank) => (
                  <li key={numberAt(rank) ?? `rank-${rank}`} className="list-card" data-idea={numberAt(rank)}>
                    <CardSlot card={cardAt(rank)} failed={cardFailed(rank)} weights={filters.weights} />
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
      <RefreshResearch refreshing={refreshing} note={note} onRefresh={refresh} />
      <CompareTray />
    </div>
  );
}
