/**
 * Discover filter state and its address form. Ships to the browser; pure, also used at build time.
 *
 * Address (filter-address.ts): primaryCategory and secondaryCategory are comma lists
 * (docs/spec/public-site.md#discover-discover),
 * q is the search text and sort the sort order (omitted when newest), weights the reader's weighting of the
 * composite (weights.ts; omitted when default). Reading an address replaces every filter; a missing sort is newest.
 */
import { type AddressFields, choiceField, codedField, commaListField, readAddress, sameAddress, textField, writeAddress } from './filter-address.ts';
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

export const DISCOVER_ADDRESS: AddressFields<DiscoverFilters> = {
  search: textField('q'),
  primaryCategory: commaListField('primaryCategory'),
  secondaryCategory: commaListField('secondaryCategory'),
  sortBy: choiceField('sort', SORT_OPTIONS, DEFAULT_SORT),
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
 * sort back to newest; the search text and weights stay.
 */
export function resetFilters(filters: DiscoverFilters): DiscoverFilters {
  return { ...filters, primaryCategory: [], secondaryCategory: [], sortBy: DEFAULT_SORT, weights: DEFAULT_WEIGHTS };
}

export function appliedFilterCount(filters: Pick<DiscoverFilters, 'primaryCategory' | 'secondaryCategory'>): number {
  return filters.primaryCategory.length + filters.secondaryCategory.length;
}

export function sameFilters(a: DiscoverFilters, b: DiscoverFilters): boolean {
  return sameAddress(DISCOVER_ADDRESS, a, b);
}
