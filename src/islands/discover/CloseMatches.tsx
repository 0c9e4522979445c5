/**
 * Ships to the browser: close or partial matches for a search, shown apart below the empty state.
 */
import { useEffect, useMemo } from 'react';
import { FEED_TEXT, LIMITS } from '../../config/constants/catalogue.ts';
import type { DiscoverEngine, TextMatches } from '../../discover/engine.ts';
import type { DiscoverFilters } from '../../discover/filters.ts';
import type { CardData } from '../../discover/index-types.ts';
import type { TextResult } from '../../text-search/word-search.ts';
import { CardSlot } from './CardSlot.tsx';
import { fallbackNote, quotedSearch } from './close-matches.ts';

interface Found {
  /** The search's result, which the list holds only when it is of ideas with every word. */
  text: TextResult | null;
  engine: DiscoverEngine | null;
  filters: DiscoverFilters;
  likeInput: TextMatches | null;
  ensureCards: (ranks: ArrayLike<number>) => void;
}

/** Close or partial matches only when no idea has every word; never mixed into the list, best match first. */
export function useCloseMatches({ text, engine, filters, likeInput, ensureCards }: Found) {
  const fallback = text && text.kind !== 'all' ? text : null;
  const closeRanks = useMemo(() => (fallback && engine ? [...engine.run({ ...filters, sortBy: 'relevance' }, fallback, likeInput).subarray(0, LIMITS.closeMatches)] : []), [fallback, engine, filters, likeInput]);
  useEffect(() => {
    if (closeRanks.length > 0) ensureCards(closeRanks);
  });
  return { fallback, closeRanks };
}

interface Props {
  fallback: TextResult;
  ranks: number[];
  numberAt: (rank: number) => number | undefined;
  cardAt: (rank: number) => CardData | undefined;
  cardFailed: (rank: number) => boolean;
  filters: DiscoverFilters;
}

export function CloseMatches({ fallback, ranks, numberAt, cardAt, cardFailed, filters }: Props) {
  return (
    <section aria-labelledby="close-matches" className="mt-8" data-close-matches={fallback.kind}>
      <h2 id="close-matches" className="text-lg font-bold text-ink">
        {fallback.kind === 'close' ? FEED_TEXT.closeTitle : FEED_TEXT.partialTitle} {quotedSearch(filters.search)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{fallbackNote(fallback)}</p>
      <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {ranks.map((rank) => (
          <li key={rank} className="list-card" data-idea={numberAt(rank)} data-match={fallback.kind}>
            <CardSlot card={cardAt(rank)} failed={cardFailed(rank)} weights={filters.weights} />
          </li>
        ))}
      </ul>
    </section>
  );
}
