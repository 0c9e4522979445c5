/**
 * Ships to the browser; pure: the discover feed's status line, which says what the list shows: the server's
 * newest ideas, that ideas are loading or a search running, or the range shown of how many results.
 */
import { FEED_TEXT } from '../../config/constants/catalogue.ts';
import { LIKE_TEXT } from '../../config/constants/like.ts';
import type { PageSlice } from '../../discover/pagination.ts';
import type { AddressNotice } from '../../discover/discover-query.ts';

export interface FeedStatus {
  /** How many ideas the results hold; null while the list is still the server's. */
  count: number | null;
  /** The index or the search's files could not be loaded. */
  failed: boolean;
  /** The server's list: how many of the newest ideas it shows, of how many. */
  newest: number;
  total: number;
  /** Whether the filters are the server list's own (none, or a landing page's). */
  ownFilters: boolean;
  /** The address has been read and the index, or the search's files, are on their way. */
  waiting: boolean;
  /** A new query's search files are on their way while the last results stay. */
  searching: boolean;
  /** The numbered page shown, or null for the infinitely scrolled list of `shown` cards. */
  slice: PageSlice | null;
  shown: number;
  /** On `/discover?like=12` once its list is here: the idea, its heading once its card has come, and the order. */
  like: { number: number; heading: string | undefined; alikeFirst: boolean } | null;
  /** No idea has every word, and close or partial matches are shown below instead. */
  fallback?: boolean;
  /** The results are counted, but the first card shown has not come yet: the list is still empty places. */
  cardsPending?: boolean;
}

const ideasWord = (count: number) => (count === 1 ? 'idea' : 'ideas');

export function feedStatus({ count, failed, newest, total, ownFilters, waiting, searching, slice, shown, like, fallback = false, cardsPending = false }: FeedStatus): string {
  if (count === null && failed) return `Showing the newest ${newest} of ${total} ideas${ownFilters ? '' : `: ${FEED_TEXT.filtersNotApplied}`}`;
  if (count === null) return waiting ? FEED_TEXT.loading : `Showing the newest ${newest} of ${total} ideas`;
  if (searching) return FEED_TEXT.searching;
  if (count === 0 && fallback) return FEED_TEXT.noneWithEveryWord;
  if (count > 0 && cardsPending) return FEED_TEXT.loadingCards(count);
  const range = slice ? `${count === 0 ? 0 : slice.start + 1}–${slice.end}` : Math.min(shown, count);
  const shownText = `${range} of ${count} ${ideasWord(count)}`;
  return like ? LIKE_TEXT.status(like.number, like.heading, `showing ${shownText}`, like.alikeFirst) : `Showing ${shownText}`;
}

/** What the feed says about a part of the address it left out. */
export function noticeText(notice: AddressNotice): string {
  return notice.kind === 'like' ? LIKE_TEXT.notANumber(notice.value) : FEED_TEXT.unknownCategory(notice.kind, notice.name);
}
