/**
 * Ships to the browser: close or partial matches for a search, shown apart below the empty state.
 */
import { FEED_TEXT } from '../../config/constants/catalogue.ts';
import type { DiscoverFilters } from '../../discover/filters.ts';
import type { CardData } from '../../discover/index-types.ts';
import type { TextResult } from '../../text-search/word-search.ts';
import { CardSlot } from './CardSlot.tsx';
import { fallbackNote, quotedSearch } from './close-matches.ts';

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
