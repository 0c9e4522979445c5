/**
 * Discover filters as a store shared by islands, kept in step with the address. Ships to the browser.
 */
import { atom } from 'nanostores';
import { $newsletterRequested } from './newsletter.ts';
import { type DiscoverFilters, EMPTY_FILTERS, filtersFromParams, filtersToParams, resetFilters, sameFilters, type SortBy } from '../search/filters.ts';

export const $discoverFilters = atom<DiscoverFilters>(EMPTY_FILTERS);

export function setSearch(search: string): void {
  $discoverFilters.set({ ...$discoverFilters.get(), search });
}

export function setSort(sortBy: SortBy): void {
  $discoverFilters.set({ ...$discoverFilters.get(), sortBy });
}

export function setCategories(kind: 'primaryCategory' | 'secondaryCategory', names: string[]): void {
  $discoverFilters.set({ ...$discoverFilters.get(), [kind]: names });
}

export function removeCategory(kind: 'primaryCategory' | 'secondaryCategory', name: string): void {
  setCategories(kind, $discoverFilters.get()[kind].filter((item) => item !== name));
}

export function resetDiscoverFilters(): void {
  $discoverFilters.set(resetFilters($discoverFilters.get()));
}

export function replaceDiscoverFilters(filters: DiscoverFilters): void {
  $discoverFilters.set(filters);
}

/** Reads filters from an address: they replace every current filter (spec). */
export function applyAddress(search: string): void {
  const params = new URLSearchParams(search);
  const filters = filtersFromParams(params);
  // Unchanged filters leave the store alone: every subscribed island would render again for nothing
  // (on /discover without a query that render came right after hydration, a long task; issue 8).
  if (!sameFilters(filters, $discoverFilters.get())) $discoverFilters.set(filters);
  if (params.get('newsletter') === 'true') $newsletterRequested.set(true);
}

/** The address for the current filters; a filter change starts numbered pagination again at page 1. */
export function addressFor(filters: DiscoverFilters, current: URL): string {
  const params = filtersToParams(filters, current.searchParams);
  params.delete('newsletter');
  if (params.has('page')) params.set('page', '1');
  const query = params.toString();
  return `${current.pathname}${query ? `?${query}` : ''}${current.hash}`;
}
