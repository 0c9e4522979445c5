/**
 * Discover filter state and its address form. Ships to the browser; pure, also used at build time.
 *
 * Address (filter-address.ts): primaryCategory and secondaryCategory are comma lists
 * (docs/spec/public-site.md#discover-discover),
 * q is the search text and sort the sort order (omitted when it is the default: best match with a query,
 * newest without), weights the reader's weighting of the
 * composite (weights.ts; omitted when default). Reading an address replaces every filter.
 */
import { type AddressField, type AddressFields, codedField, commaListField, readAddress, sameAddress, textField, writeAddress } from './filter-address.ts';
import { DEFAULT_WEIGHTS, type ScoreWeights, weightsFromParam, weightsToParam, WEIGHTS_PARAM } from './weights.ts';

/** The orders that need no query: discover's and the workspace's. */
export const PLAIN_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'valoris_score', label: 'Composite score' },
  { value: 'novelty_score', label: 'Novelty score' },
  { value: 'market_score', label: 'Market score' },
  { value: 'feasibility_score', label: 'Feasibility score' },
] as const;

/** Best match: how well the idea matches the query (word-search.ts); without a query, newest first. */
export const SORT_OPTIONS = [{ value: 'relevance', label: 'Best match' }, ...PLAIN_SORT_OPTIONS] as const;

export type SortBy = (typeof SORT_OPTIONS)[number]['value'];

export interface DiscoverFilters {
  search: string;
  /** Technology categories; an idea passes if its category is in the list (empty = all). */
  primaryCategory: string[];
  /** Industry categories; ideas without an industry never pass a non-empty list. */
  secondaryCategory: string[];
  sortBy: SortBy;
  /** What the composite sort weighs; the default sorts by the published composite. */
  weights: ScoreWeights;
}

export const DEFAULT_SORT: SortBy = 'newest';

/** The sort an address without one means: best match while there is a query, else newest first. */
export function defaultSortFor(search: string): SortBy {
  return search.trim() ? 'relevance' : DEFAULT_SORT;
}

/** The sort, omitted from the address when it is the default for the query (written before it: see below). */
const sortField: AddressField<SortBy> = {
  param: 'sort',
  read: (params) => {
    const value = params.get('sort');
    return SORT_OPTIONS.some((option) => option.value === value) ? (value as SortBy) : defaultSortFor(params.get('q') ?? '');
  },
  write: (params, value) => {
    if (value === defaultSortFor(params.get('q') ?? '')) params.delete('sort');
    else params.set('sort', value);
  },
};

export const EMPTY_FILTERS: DiscoverFilters = { search: '', primaryCategory: [], secondaryCategory: [], sortBy: DEFAULT_SORT, weights: DEFAULT_WEIGHTS };

export const DISCOVER_ADDRESS: AddressFields<DiscoverFilters> = {
  search: textField('q'),
  primaryCategory: commaListField('primaryCategory'),
  secondaryCategory: commaListField('secondaryCategory'),
  // After search: writing the sort reads the query just written.
  sortBy: sortField,
  weights: codedField(WEIGHTS_PARAM, weightsFromParam, weightsToParam),
};

export function filtersFromParams(params: URLSearchParams): DiscoverFilters {
  return readAddress(DISCOVER_ADDRESS, params);
}

/** Writes the filters into a copy of `base`, leaving other parameters (page, per, ...) alone. */
export function filtersToParams(filters: DiscoverFilters, base?: URLSearchParams): URLSearchParams {
  return writeAddress(DISCOVER_ADDRESS, filters, base);
}

/**
 * Reset (docs/spec/workspace-and-operations.md#4-states-and-transitions): both category filters emptied and
 * sort back to the default (newest, or best match while there is a query); the search text and weights stay.
 */
export function resetFilters(filters: DiscoverFilters): DiscoverFilters {
  return { ...filters, primaryCategory: [], secondaryCategory: [], sortBy: defaultSortFor(filters.search), weights: DEFAULT_WEIGHTS };
}

/** A new query: a sort left at its default follows the query's default (best match once there is one). */
export function withSearch(filters: DiscoverFilters, search: string): DiscoverFilters {
  const sortBy = filters.sortBy === defaultSortFor(filters.search) ? defaultSortFor(search) : filters.sortBy;
  return { ...filters, search, sortBy };
}

export function appliedFilterCount(filters: Pick<DiscoverFilters, 'primaryCategory' | 'secondaryCategory'>): number {
  return filters.primaryCategory.length + filters.secondaryCategory.length;
}

export function sameFilters(a: DiscoverFilters, b: DiscoverFilters): boolean {
  return sameAddress(DISCOVER_ADDRESS, a, b);
}
