/**
 * Ships to the browser: the discover feed's results ($discoverResults) and close matches ($closeMatches) once
 * the address has been read; until then the server's list stands, and nothing is computed or fetched for it.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useLayoutEffect } from 'react';
import { DISCOVER_TIMING } from '../../config/constants/catalogue.ts';
import { ensureCards } from '../../stores/discover/cards.ts';
import { $closeMatches, $discoverResults, NO_CLOSE_MATCHES, NO_RESULTS } from '../../stores/discover/results.ts';

const $beforeAddress = atom(NO_RESULTS);
const $noCloseMatches = atom(NO_CLOSE_MATCHES);

export function useFeedResults(address: string | null) {
  const results = useStore(address === null ? $beforeAddress : $discoverResults);
  const close = useStore(address === null ? $noCloseMatches : $closeMatches);

  // User Timing from computing results to their first screen committed to the DOM (before the browser
  // paints it; the rest of the list follows in a transition): the figure `npm run bench:discover` reads.
  const { ranks } = results;
  useLayoutEffect(() => {
    if (ranks && performance.getEntriesByName(DISCOVER_TIMING.resultsStart, 'mark').length > 0) {
      performance.measure(DISCOVER_TIMING.results, DISCOVER_TIMING.resultsStart);
      performance.clearMarks(DISCOVER_TIMING.resultsStart);
    }
  }, [ranks]);

  // After every render, as the list's own cards: a close match's card file that failed is asked for again.
  useEffect(() => {
    if (close.ranks.length > 0) ensureCards(close.ranks);
  });
  return { ...results, close };
}
