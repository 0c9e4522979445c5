import { describe, expect, test } from 'vitest';
import { FEED_TEXT } from '../../src/config/constants/catalogue.ts';
import { type FeedStatus, feedStatus, noticeText } from '../../src/islands/discover/feed-status.ts';
import { pageSlice } from '../../src/discover/pagination.ts';

/** The server's list of 20 of 120 ideas on /discover, before the island has read the address. */
const server: FeedStatus = { count: null, failed: false, newest: 20, total: 120, ownFilters: true, waiting: false, searching: false, slice: null, shown: 20, like: null };

describe('the discover status line', () => {
  test('says what the server list is until there are results, and Loading while the index or a search is on its way', () => {
    expect(feedStatus(server)).toBe('Showing the newest 20 of 120 ideas');
    expect(feedStatus({ ...server, waiting: true })).toBe(FEED_TEXT.loading);
  });

  test('a load failure keeps the server list and says when the filters could not be applied', () => {
    expect(feedStatus({ ...server, failed: true, waiting: true })).toBe('Showing the newest 20 of 120 ideas');
    expect(feedStatus({ ...server, failed: true, ownFilters: false })).toBe('Showing the newest 20 of 120 ideas: your filters could not be applied');
  });

  test('results: how many the infinite list shows of how many, one idea in the singular', () => {
    expect(feedStatus({ ...server, count: 57, shown: 40 })).toBe('Showing 40 of 57 ideas');
    expect(feedStatus({ ...server, count: 7, shown: 20 })).toBe('Showing 7 of 7 ideas');
    expect(feedStatus({ ...server, count: 1 })).toBe('Showing 1 of 1 idea');
    expect(feedStatus({ ...server, count: 0 })).toBe('Showing 0 of 0 ideas');
    // Over close or partial matches, not "0 of 0" above ideas.
    expect(feedStatus({ ...server, count: 0, fallback: true })).toBe(FEED_TEXT.noneWithEveryWord);
  });

  test('numbered pages say the range of the page shown', () => {
    expect(feedStatus({ ...server, count: 57, slice: pageSlice(57, { page: 3, per: 20 }) })).toBe('Showing 41–57 of 57 ideas');
    expect(feedStatus({ ...server, count: 0, slice: pageSlice(0, { page: 1, per: 20 }) })).toBe('Showing 0–0 of 0 ideas');
  });

  test('counted results whose first card has not come say they are loading, not "Showing" over empty places', () => {
    expect(feedStatus({ ...server, count: 2, cardsPending: true })).toBe('Loading 2 ideas…');
    expect(feedStatus({ ...server, count: 1, cardsPending: true })).toBe('Loading 1 idea…');
    expect(feedStatus({ ...server, count: 2, cardsPending: false })).toBe('Showing 2 of 2 ideas');
  });

  test('what the address asked for that no list has is said in words', () => {
    expect(noticeText({ kind: 'technology', name: 'Quantum' })).toBe('There is no technology category “Quantum”, so it is not applied.');
    expect(noticeText({ kind: 'industry', name: 'Mining' })).toBe('There is no industry category “Mining”, so it is not applied.');
    expect(noticeText({ kind: 'like', value: 'abc' })).toBe('“abc” is not an idea number to compare with, so all ideas are shown.');
  });

  test('while a new search runs, the last results stay and the line says Searching', () => {
    expect(feedStatus({ ...server, count: 57, searching: true })).toBe(FEED_TEXT.searching);
  });

  test('a like list names the idea (its heading once its card is here) and the order', () => {
    expect(feedStatus({ ...server, count: 100, like: { number: 12, heading: 'Agent audits', alikeFirst: true } })).toBe('Ideas like #12 “Agent audits”: showing 20 of 100 ideas, most alike first');
    expect(feedStatus({ ...server, count: 100, like: { number: 12, heading: undefined, alikeFirst: false } })).toBe('Ideas like #12: showing 20 of 100 ideas');
  });
});
