/**
 * Ships to the browser: the cards of the ranks the feed shows, fetched as they come into the list, those a
 * screen shows first. On a landing page the server's cards are not the index's first chunk, so they are
 * found by idea number.
 */
import { useEffect, useMemo } from 'react';
import { atScreen } from '../../discover/first-screen.ts';
import type { CardData } from '../../discover/index-types.ts';
import { cardAt as loadedCard, ensureCards } from '../../stores/discover/cards.ts';
import type { LikeList } from '../../stores/discover/like-list.ts';

interface Shown {
  /** The server-rendered cards, and whether they are a landing page's. */
  firstCards: CardData[];
  landing: boolean;
  ideaNumbers: readonly number[] | null;
  visible: Int32Array | null;
  likeList: LikeList;
}

export function useFeedCards({ firstCards, landing, ideaNumbers, visible, likeList }: Shown) {
  const landingCards = useMemo(() => new Map(landing ? firstCards.map((card) => [card.number, card]) : []), [landing, firstCards]);
  const cardAt = (rank: number) => loadedCard(rank) ?? (ideaNumbers ? landingCards.get(ideaNumbers[rank]!) : undefined);

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
