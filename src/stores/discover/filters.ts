/**
 * Discover filters as a store shared by islands, kept in step with the address. Ships to the browser.
 */
import { atom } from 'nanostores';
import { $newsletterRequested } from '../newsletter.ts';
import { addressParams } from '../../discover/filter-address.ts';
import { DISCOVER_ADDRESS, type DiscoverFilters, EMPTY_FILTERS, filtersFromParams, filtersToParams, resetFilters, sameFilters, type SortBy, withSearch } from '../../discover/filters.ts';
import { DEFAULT_WEIGHTS, type ScoreWeights } from '../../discover/weights.ts';

export const $discoverFilters = atom<DiscoverFilters>(EMPTY_FILTERS);

/**
 * The search box's text as typed, which the filters' search follows after a pause
 * (src/islands/discover/useTypedSearch.ts). A store of its own, so a keystroke renders the search boxes and
 * not the whole feed (on a 4x phone, 10-17 ms sooner from the keystroke to the search's first request).
 */
export const $typedSearch = atom('');

export function setSearch(search: string): void {
  $discoverFilters.set(withSearch($discoverFilters.get(), search));
}

export function setSort(sortBy: SortBy): void {
  $discoverFilters.set({ ...$discoverFilters.get(), sortBy });
}

/** A weighting only orders the composite sort, so choosing one sorts by it (a slider that moved nothing would read as broken). */
export function setWeight(key: keyof ScoreWeights, value: number): void {
  const filters = $discoverFilters.get();
  $discoverFilters.set({ ...filters, sortBy: 'valoris_score', weights: { ...filters.weights, [key]: value } });
}

/** Back to the published composite; the sort stays. */
export function resetWeights(): void {
  $discoverFilters.set({ ...$discoverFilters.get(), weights: DEFAULT_WEIGHTS });
}

export function setCategories(kind: 'primaryCategory' | 'secondaryCategory', names: string[]): void {
  $discoverFilters.set({ ...$discoverFilters.get(), [kind]: names });
}

export function resetDiscoverFilters(): void {
  $discoverFilters.set(resetFilters($discoverFilters.get()));
}

export function replaceDiscoverFilters(filters: DiscoverFilters): void {
  $discoverFilters.set(filters);
}

/**
 * Reads filters from an address: they replace every current filter
 * (docs/spec/workspace-and-operations.md#4-states-and-transitions).
 */
export function applyAddress(search: string): void {
  const params = new URLSearchParams(search);
  const filters = filtersFromParams(params);
  // Unchanged filters leave the store alone: every subscribed island would render again for nothing
  // (on /discover without a query that render came right after hydration, a long task:
  // docs/performance.md#profiling-notes).
  if (!sameFilters(filters, $discoverFilters.get())) $discoverFilters.set(filters);
  if (params.get('newsletter') === 'true') $newsletterRequested.set(true);
}

/**
 * A category landing page (/discover/technology/agentic-ai): its clean address stands for these filters.
 * Any other filters chosen there use /discover's query form, which means the same on a fresh load.
 */
export interface LandingAddress {
  path: string;
  filters: DiscoverFilters;
}

/** The query an address means: on a landing page's path, the page's filters under the parameters it adds. */
export function addressQuery(url: URL, landing?: LandingAddress): string {
  if (!landing || url.pathname !== landing.path) return url.search;
  const params = filtersToParams(landing.filters);
  url.searchParams.forEach((value, key) => params.set(key, value));
  return `?${params.toString()}`;
}

/**
 * Whether these filters still fit under the landing page's heading: its own category list unchanged. A
 * search, a sort or the other kind's categories narrow the page; dropping or adding to its category makes
 * another list, which belongs on /discover under /discover's heading.
 */
export function fitsLanding(filters: DiscoverFilters, landing: LandingAddress): boolean {
  const kind = landing.filters.primaryCategory.length > 0 ? 'primaryCategory' : 'secondaryCategory';
  const own = landing.filters[kind];
  return filters[kind].length === own.length && own.every((name) => filters[kind].includes(name));
}

const FILTER_PARAM_NAMES: readonly string[] = addressParams(DISCOVER_ADDRESS);

/** The address for the current filters; a filter change starts numbered pagination again at page 1. */
export function addressFor(filters: DiscoverFilters, current: URL, landing?: LandingAddress): string {
  const params = filtersToParams(filters, new URLSearchParams(addressQuery(current, landing)));
  params.delete('newsletter');
  if (params.has('page')) params.set('page', '1');
  if (landing && sameFilters(filters, landing.filters) && [...params.keys()].every((key) => FILTER_PARAM_NAMES.includes(key))) return `${landing.path}${current.hash}`;
  const query = params.toString();
  return `${landing ? '/discover' : current.pathname}${query ? `?${query}` : ''}${current.hash}`;
}
