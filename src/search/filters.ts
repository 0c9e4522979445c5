/**
 * Discover filter state and its address form. Ships to the browser; pure, also used at build time.
 *
 * Address: primaryCategory and secondaryCategory are comma lists (docs/spec/public-site.md#discover-discover),
 * q is the search text and sort the sort order (omitted when newest), weights the reader's weighting of the
 * composite (weights.ts; omitted when default). Reading an address replaces every filter; a missing sort is
 * newest.
 */
import { DEFAULT_WEIGHTS, type ScoreWeights, weightsFromParam, weightsToParam, WEIGHTS_PARAM } from './weights.ts';

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'valoris_score', label: 'Composite score' },
  { value: 'novelty_score', label: 'Novelty score' },
  { value: 'market_score', label: 'Market score' },
  { value: 'feasibility_score', label: 'Feasibility score' },
] as const;

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

export const EMPTY_FILTERS: DiscoverFilters = { search: '', primaryCategory: [], secondaryCategory: [], sortBy: DEFAULT_SORT, weights: DEFAULT_WEIGHTS };

export const FILTER_PARAMS = { search: 'q', primaryCategory: 'primaryCategory', secondaryCategory: 'secondaryCategory', sortBy: 'sort', weights: WEIGHTS_PARAM } as const;

function isSort(value: string | null): value is SortBy {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** "a, b,,a" -> ['a', 'b']: trimmed, blanks dropped, first occurrence kept. */
export function parseList(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
}

export function filtersFromParams(params: URLSearchParams): DiscoverFilters {
  const sort = params.get(FILTER_PARAMS.sortBy);
  return {
    search: params.get(FILTER_PARAMS.search) ?? '',
    primaryCategory: parseList(params.get(FILTER_PARAMS.primaryCategory)),
    secondaryCategory: parseList(params.get(FILTER_PARAMS.secondaryCategory)),
    sortBy: isSort(sort) ? sort : DEFAULT_SORT,
    weights: weightsFromParam(params.get(FILTER_PARAMS.weights)),
  };
}

/** Writes the filters into a copy of `base`, leaving other parameters (page, per, ...) alone. */
export function filtersToParams(filters: DiscoverFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set(FILTER_PARAMS.search, filters.search.trim() ? filters.search : '');
  set(FILTER_PARAMS.primaryCategory, filters.primaryCategory.join(','));
  set(FILTER_PARAMS.secondaryCategory, filters.secondaryCategory.join(','));
  set(FILTER_PARAMS.sortBy, filters.sortBy === DEFAULT_SORT ? '' : filters.sortBy);
  set(FILTER_PARAMS.weights, weightsToParam(filters.weights));
  return params;
}

/**
 * Reset (docs/spec/workspace-and-operations.md#4-states-and-transitions): both category filters emptied and
 * sort back to newest; the search text and weights stay.
 */
export function resetFilters(filters: DiscoverFilters): DiscoverFilters {
  return { ...filters, primaryCategory: [], secondaryCategory: [], sortBy: DEFAULT_SORT, weights: DEFAULT_WEIGHTS };
}

export function appliedFilterCount(filters: Pick<DiscoverFilters, 'primaryCategory' | 'secondaryCategory'>): number {
  return filters.primaryCategory.length + filters.secondaryCategory.length;
}

export function sameFilters(a: DiscoverFilters, b: DiscoverFilters): boolean {
  return filtersToParams(a).toString() === filtersToParams(b).toString();
}
