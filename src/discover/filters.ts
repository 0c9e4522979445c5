/**
 * Discover filter state and its address form. Ships to the browser; pure, also used at build time.
 *
 * Address (filter-address.ts): primaryCategory and secondaryCategory are comma lists
 * (docs/spec/public-site.md#discover-discover),
 * q is the search text and sort the sort order (omitted when it is the default: best match with a query,
 * newest without, most alike with like), weights the reader's weighting of the
 * composite (weights.ts; omitted when default), like the number of an idea whose similar ideas are listed
 * (like.ts). Reading an address replaces every filter.
 */
import { type AddressField, type AddressFields, addressParams, codedField, commaListField, readAddress, sameAddress, textField, writeAddress } from './filter-address.ts';
import { LIKE, LIKE_TEXT } from '../config/constants/like.ts';
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

/** Offered only while the list is of ideas like one idea: their likeness to it. */
export const LIKE_SORT_OPTION = { value: 'alike', label: LIKE_TEXT.sortLabel } as const;

export type SortBy = (typeof SORT_OPTIONS)[number]['value'] | typeof LIKE_SORT_OPTION.value;

export interface DiscoverFilters {
  search: string;
  /** Technology categories; an idea passes if its category is in the list (empty = all). */
  primaryCategory: string[];
  /** Industry categories; ideas without an industry never pass a non-empty list. */
  secondaryCategory: string[];
  sortBy: SortBy;
  /** What the composite sort weighs; the default sorts by the published composite. */
  weights: ScoreWeights;
  /** The idea whose similar ideas are listed (`?like=12`), or null for the whole catalogue. */
  like: number | null;
}

export const DEFAULT_SORT: SortBy = 'newest';

/** The sort an address without one means: most alike while listing ideas like one, best match while there is a query, else newest first. */
export function defaultSortFor(search: string, like: number | null = null): SortBy {
  if (like !== null) return LIKE_SORT_OPTION.value;
  return search.trim() ? 'relevance' : DEFAULT_SORT;
}

/** `?like=12`: a positive whole number, else no like. */
export function likeFromParam(text: string | null): number | null {
  return text && /^[1-9]\d{0,8}$/.test(text.trim()) ? Number(text.trim()) : null;
}

const likeOf = (params: URLSearchParams) => likeFromParam(params.get(LIKE.param));

/** The sort, omitted from the address when it is the default for the query and like (written before it: see below). */
const sortField: AddressField<SortBy> = {
  param: 'sort',
  read: (params) => {
    const value = params.get('sort');
    const like = likeOf(params);
    const offered = SORT_OPTIONS.some((option) => option.value === value) || (value === LIKE_SORT_OPTION.value && like !== null);
    return offered ? (value as SortBy) : defaultSortFor(params.get('q') ?? '', like);
  },
  write: (params, value) => {
    if (value === defaultSortFor(params.get('q') ?? '', likeOf(params))) params.delete('sort');
    else params.set('sort', value);
  },
};

export const EMPTY_FILTERS: DiscoverFilters = { search: '', primaryCategory: [], secondaryCategory: [], sortBy: DEFAULT_SORT, weights: DEFAULT_WEIGHTS, like: null };

export const DISCOVER_ADDRESS: AddressFields<DiscoverFilters> = {
  search: textField('q'),
  like: codedField(LIKE.param, likeFromParam, (like) => (like === null ? '' : String(like))),
  primaryCategory: commaListField('primaryCategory'),
  secondaryCategory: commaListField('secondaryCategory'),
  // After search and like: writing the sort reads the query and like just written.
  sortBy: sortField,
  weights: codedField(WEIGHTS_PARAM, weightsFromParam, weightsToParam),
};

/** Every parameter that changes what discover lists: an address with one needs the feed at once. */
export const FEED_ADDRESS_PARAMS: readonly string[] = [...addressParams(DISCOVER_ADDRESS), 'page', 'per'];

export function filtersFromParams(params: URLSearchParams): DiscoverFilters {
  return readAddress(DISCOVER_ADDRESS, params);
}

/** Writes the filters into a copy of `base`, leaving other parameters (page, per, ...) alone. */
export function filtersToParams(filters: DiscoverFilters, base?: URLSearchParams): URLSearchParams {
  return writeAddress(DISCOVER_ADDRESS, filters, base);
}

/**
 * Reset (docs/spec/workspace-and-operations.md#4-states-and-transitions): both category filters emptied and
 * sort back to the default (newest, best match while there is a query, most alike while there is a like); the
 * search text and like stay.
 */
export function resetFilters(filters: DiscoverFilters): DiscoverFilters {
  return { ...filters, primaryCategory: [], secondaryCategory: [], sortBy: defaultSortFor(filters.search, filters.like), weights: DEFAULT_WEIGHTS };
}

/** A new query: a sort left at its default follows the query's default (best match once there is one). */
export function withSearch(filters: DiscoverFilters, search: string): DiscoverFilters {
  const sortBy = filters.sortBy === defaultSortFor(filters.search, filters.like) ? defaultSortFor(search, filters.like) : filters.sortBy;
  return { ...filters, search, sortBy };
}

/** The whole catalogue again, other filters kept; a most-alike sort becomes the query's default. */
export function withoutLike(filters: DiscoverFilters): DiscoverFilters {
  const sortBy = filters.sortBy === LIKE_SORT_OPTION.value ? defaultSortFor(filters.search) : filters.sortBy;
  return { ...filters, like: null, sortBy };
}

export function appliedFilterCount(filters: Pick<DiscoverFilters, 'primaryCategory' | 'secondaryCategory'>): number {
  return filters.primaryCategory.length + filters.secondaryCategory.length;
}

export function sameFilters(a: DiscoverFilters, b: DiscoverFilters): boolean {
  return sameAddress(DISCOVER_ADDRESS, a, b);
}
