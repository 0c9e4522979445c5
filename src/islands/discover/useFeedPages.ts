/**
 * Ships to the browser: which of the results the list shows. Numbered pages when the address has page or
 * per (the address then says the page shown), else the first `shown` of the infinitely scrolled list; new
 * results commit their first screen at once and the rest in a transition.
 */
import { useDeferredValue, useEffect, useMemo } from 'react';
import { canonicalPage } from '../../discover/discover-query.ts';
import { firstScreenFirst } from '../../discover/first-screen.ts';
import { pageRequestFromParams, pageSlice } from '../../discover/pagination.ts';

interface Results {
  ranks: Int32Array | null;
  /** Whether `ranks` are computed for the current filters, not the last ones kept during a search. */
  current: boolean;
  address: string | null;
  shown: number;
  replaceQuery: (query: string) => void;
}

export function useFeedPages({ ranks, current, address, shown, replaceQuery }: Results) {
  const pageRequest = address === null ? null : pageRequestFromParams(new URLSearchParams(address));
  const slice = ranks && pageRequest ? pageSlice(ranks.length, pageRequest) : null;
  const sliceStart = slice?.start;
  const sliceEnd = slice?.end;
  // The address says the page shown (page 4 of a one-page list is page 1), once the results are this address's.
  const shownPage = current && slice ? slice.page : null;
  const shownPer = slice?.per;
  useEffect(() => {
    if (shownPage === null || shownPer === undefined) return;
    const canonical = canonicalPage(location.search, { page: shownPage, per: shownPer });
    if (canonical === location.search) return;
    replaceQuery(canonical);
  }, [shownPage, shownPer, replaceQuery]);
  const visible = useMemo(() => {
    if (!ranks) return null;
    return sliceStart === undefined ? ranks.subarray(0, shown) : ranks.subarray(sliceStart, sliceEnd);
  }, [ranks, sliceStart, sliceEnd, shown]);
  // New results commit their first screen at once and the rest in a transition (see first-screen.ts).
  const settled = useDeferredValue(visible);
  const listed = visible && settled ? firstScreenFirst(visible, settled) : visible;
  return { slice, visible, listed };
}
