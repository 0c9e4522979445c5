/**
 * Ships to the browser: the discover feed's filters kept in step with the address. The address is read when
 * the island takes over and on Back and Forward (its filters replace the store's), and filter changes are
 * written back to it; a sort chosen before hydration becomes a change of the address too.
 */
import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type DiscoverFilters, filtersFromParams, sameFilters, withSearch } from '../../discover/filters.ts';
import { type AddressNotice, canonicalFilters } from '../../discover/discover-query.ts';
import { $discoverFilters, addressFor, addressQuery, applyAddress, fitsLanding, type LandingAddress, replaceDiscoverFilters, setSort } from '../../stores/discover/filters.ts';
import type { SelectOption } from '../../ui/MultiSelect.tsx';
import { sortChosenBeforeHydration } from './handover.ts';

interface Options {
  /** On a category landing page: its address and filters. */
  landing: LandingAddress | undefined;
  technologies: SelectOption[];
  industries: SelectOption[];
  /**
   * The address has been read and its filters put in the store: as the island takes over, and on Back and
   * Forward; with what it asked for that no list has (left out of the address and the filters).
   */
  onRead: (fromAddress: DiscoverFilters, takingOver: boolean, notices: AddressNotice[]) => void;
  /** The filters have changed from the last ones (or, at first, the address's), before the address follows them. */
  onChange: () => void;
}

export function useAddressSync({ landing, technologies, industries, onRead, onChange }: Options) {
  /** The query the address means, once mounted; null during the server render and hydration. */
  const [address, setAddress] = useState<string | null>(null);
  const storedFilters = useStore($discoverFilters);
  // A landing page renders its own filter from the start, so the no-JS page and hydration show it chosen.
  const filters = address === null && landing ? landing.filters : storedFilters;
  // Read during the hydrating render, before React sets the dropdown back to the address's sort.
  const [sortChosenEarly] = useState(sortChosenBeforeHydration);
  const sortBeforeHydration = useRef(sortChosenEarly);
  const lastFilters = useRef<DiscoverFilters | null>(null);
  /** The next change of the filters corrects the address (replaceFilters): no new history entry. */
  const replacing = useRef(false);
  // The address is read once at hydration and again on popstate: both call the latest handlers.
  const handlers = useRef({ onRead, onChange });
  handlers.current = { onRead, onChange };

  useEffect(() => {
    const known = { technologies: technologies.map((option) => option.value), industries: industries.map((option) => option.value) };
    const readAddress = (takingOver: boolean) => {
      const { search: canonical, notices } = canonicalFilters(location.search, known);
      if (canonical !== location.search) history.replaceState(history.state, '', `${location.pathname}${canonical}${location.hash}`);
      const query = addressQuery(new URL(location.href), landing);
      applyAddress(query);
      setAddress(query);
      handlers.current.onRead($discoverFilters.get(), takingOver, notices);
    };
    const onPopState = () => readAddress(false);
    // Right after hydration: a transition renders the feed for the address in slices, not one long task.
    startTransition(() => readAddress(true));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
    // landing and the options are the island's props, fixed for the page's life: this runs once, at hydration.
  }, [landing, technologies, industries]);

  // Keep the address in step: a new history entry for filter and sort changes, a replaced one while typing.
  useEffect(() => {
    if (address === null) return;
    // At first, what the address says: on a slow phone the search typed before hydration can be applied
    // before the address has been read, and the address must still follow it.
    const previous = lastFilters.current ?? filtersFromParams(new URLSearchParams(address));
    lastFilters.current = filters;
    if (sameFilters(previous, filters)) return;
    const correction = replacing.current;
    replacing.current = false;
    handlers.current.onChange();
    const next = addressFor(filters, new URL(location.href), landing);
    if (next === `${location.pathname}${location.search}${location.hash}`) return;
    if (landing && !fitsLanding(filters, landing)) {
      location.assign(next);
      return;
    }
    // Typing and sliding pass through many values: one history entry for all of them, not one per step.
    // A sort that followed the query (best match once there is one) is part of typing too.
    const onlyGradual = sameFilters({ ...withSearch(previous, filters.search), weights: filters.weights }, filters);
    history[onlyGradual || correction ? 'replaceState' : 'pushState'](history.state, '', next);
    setAddress(addressQuery(new URL(location.href), landing));
  }, [filters, address, landing]);

  // After the address has been read and written back, so the choice becomes a change of the address.
  useEffect(() => {
    if (address === null || !sortBeforeHydration.current) return;
    setSort(sortBeforeHydration.current);
    sortBeforeHydration.current = null;
  }, [address]);

  /** Follows a link within the feed (a numbered page): a new history entry whose address is read at once. */
  const navigate = useCallback((href: string) => {
    history.pushState(history.state, '', href);
    const query = addressQuery(new URL(location.href), landing);
    applyAddress(query);
    setAddress(query);
    document.getElementById('discover-results')?.scrollIntoView({ block: 'start' });
  }, [landing]);

  /** Puts a query in the address in place of its own (no new history entry), for one that says the same list. */
  const replaceQuery = useCallback((query: string) => {
    history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
    setAddress(addressQuery(new URL(location.href), landing));
  }, [landing]);

  /** Corrects the filters the address asked for (a like of no published idea): the address follows, in place. */
  const replaceFilters = useCallback((corrected: DiscoverFilters) => {
    replacing.current = true;
    replaceDiscoverFilters(corrected);
  }, []);

  return { address, filters, navigate, replaceQuery, replaceFilters };
}
