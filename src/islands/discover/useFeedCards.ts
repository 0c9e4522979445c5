/**
 * Ships to the browser: the cards of the ranks the feed shows, fetched as they come into the list (a new list's first
 * screen as soon as it is computed), those a screen shows first. On a landing page the server's cards are not the
 * index's first chunk, so they are found by idea number.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { atScreen } from '../../discover/first-screen.ts';
import type { CardData } from '../../discover/index-types.ts';
import { cardAt as loadedCard, ensureCards } from '../../stores/discover/cards.ts';
import type { LikeList } from '../../stores/discover/like-list.ts';
import { $discoverResults } from '../../stores/discover/results.ts';

interface Shown {
  /** The feed computes its own results (it has read the address): their first cards are asked for as they come. */
  computing: boolean;
  /** The server-rendered cards, and whether they are a landing page's. */
  firstCards: CardData[];
  landing: boolean;
  ideaNumbers: readonly number[] | null;
  visible: Int32Array | null;
  likeList: LikeList;
}

export function useFeedCards({ computing, firstCards, landing, ideaNumbers, visible, likeList }: Shown) {
  const landingCards = useMemo(() => new Map(landing ? firstCards.map((card) => [card.number, card]) : []), [landing, firstCards]);
  const cardIn = useCallback((numbers: readonly number[] | null, rank: number) => loadedCard(rank) ?? (numbers ? landingCards.get(numbers[rank]!) : undefined), [landingCards]);
  const cardAt = (rank: number) => cardIn(ideaNumbers, rank);

  // New results ask for their first screen's cards as they are computed, not after the render they cause (the
  // effect below): on a phone that render of a list still waiting for its cards is a long task, and the cards
  // are a round trip of their own. A search's files and its cards then follow one another on the network.
  useEffect(() => {
    if (!computing) return;
    return $discoverResults.listen(({ computed, ideaNumbers: numbers }, previous) => {
      if (computed && computed !== previous?.computed) ensureCards(atScreen(computed, window.innerWidth, window.innerHeight)[0].filter((rank) => !cardIn(numbers, rank)));
    });
  }, [computing, cardIn]);

  useEffect(() => {
    if (visible) {
      const [onScreen, below] = atScreen(visible, window.innerWidth, window.innerHeight).map((ranks) => ranks.filter((rank) => !cardAt(rank)));
      ensureCards(onScreen!, below);
    }
    // The status line names the idea the list is like.
    if (likeList.status === 'ready' && !cardAt(likeList.rank)) ensureCards([likeList.rank]);
  });
  return cardAt;
}
