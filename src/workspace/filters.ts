/**
 * Workspace and portfolio filtering, searching and sorting of saved ideas. Pure; ships to the browser.
 *
 * Workspace address: q (search), tech and industry (each repeatable), sort (omitted when newest). It uses
 * the discover filter shape and sort values, so the discover filter controls work here unchanged.
 */
import { DEFAULT_SORT, type DiscoverFilters, EMPTY_FILTERS, SORT_OPTIONS, type SortBy } from '../search/filters.ts';
import { compareNewest } from '../ideas/sort.ts';
import { lastActivity, type TagRow, type WorkspaceBundle } from './records.ts';
import type { SavedIdea } from './saved-ideas.ts';

export type WorkspaceFilters = DiscoverFilters;

export const WORKSPACE_PARAMS = { search: 'q', primaryCategory: 'tech', secondaryCategory: 'industry', sortBy: 'sort' } as const;

function isSort(value: string | null): value is SortBy {
  return SORT_OPTIONS.some((option) => option.value === value);
}

function uniqueValues(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

/** Reading an address replaces every filter; a missing or unknown sort is newest. */
/** A blank search is no search: `q=+` reads as '' (written back, a blank search is left out of the address). */
function blankAsEmpty(value: string | null): string {
  return value?.trim() ? value : '';
}

export function workspaceFiltersFromParams(params: URLSearchParams): WorkspaceFilters {
  const sort = params.get(WORKSPACE_PARAMS.sortBy);
  return {
    search: blankAsEmpty(params.get(WORKSPACE_PARAMS.search)),
    primaryCategory: uniqueValues(params.getAll(WORKSPACE_PARAMS.primaryCategory)),
    secondaryCategory: uniqueValues(params.getAll(WORKSPACE_PARAMS.secondaryCategory)),
    sortBy: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** Writes the filters into a copy of `base`, leaving other parameters alone. */
export function workspaceFiltersToParams(filters: WorkspaceFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.values(WORKSPACE_PARAMS)) params.delete(key);
  if (filters.search.trim()) params.set(WORKSPACE_PARAMS.search, filters.search);
  for (const name of filters.primaryCategory) params.append(WORKSPACE_PARAMS.primaryCategory, name);
  for (const name of filters.secondaryCategory) params.append(WORKSPACE_PARAMS.secondaryCategory, name);
  if (filters.sortBy !== DEFAULT_SORT) params.set(WORKSPACE_PARAMS.sortBy, filters.sortBy);
  return params;
}

export { EMPTY_FILTERS as EMPTY_WORKSPACE_FILTERS };

/** The text the workspace and portfolio search look at: title, pitch, summary, the sheet's and the user's tags. */
export function savedIdeaSearchText(idea: SavedIdea, userTags: readonly TagRow[]): string {
  return [idea.title, idea.pitch, idea.heading, idea.summary, ...(idea.tags ?? []), ...userTags.map((tag) => tag.tag_value)]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

export function matchesSearch(idea: SavedIdea, userTags: readonly TagRow[], search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = savedIdeaSearchText(idea, userTags);
  return words.every((word) => text.includes(word));
}

const score = (value: number | undefined) => value ?? -1;

const SCORE_OF: Record<Exclude<SortBy, 'newest' | 'oldest'>, (idea: SavedIdea) => number> = {
  valoris_score: (idea) => score(idea.totalScore),
  novelty_score: (idea) => score(idea.novelty),
  market_score: (idea) => score(idea.marketPotential),
  feasibility_score: (idea) => score(idea.feasibility),
};

function compareBy(sort: SortBy): (a: SavedIdea, b: SavedIdea) => number {
  if (sort === 'newest') return compareNewest;
  if (sort === 'oldest') return (a, b) => -compareNewest(a, b);
  const of = SCORE_OF[sort];
  return (a, b) => of(b) - of(a) || compareNewest(a, b);
}

/** The saved ideas the workspace shows for `filters`. */
export function filterSavedIdeas(ideas: readonly SavedIdea[], bundle: WorkspaceBundle, filters: WorkspaceFilters): SavedIdea[] {
  const tagsByIdea = groupTags(bundle.tags);
  return ideas
    .filter((idea) => filters.primaryCategory.length === 0 || filters.primaryCategory.includes(idea.primaryCategory))
    .filter((idea) => filters.secondaryCategory.length === 0 || (idea.secondaryCategory !== undefined && filters.secondaryCategory.includes(idea.secondaryCategory)))
    .filter((idea) => matchesSearch(idea, tagsByIdea.get(idea.id) ?? [], filters.search))
    .sort(compareBy(filters.sortBy));
}

function groupTags(tags: readonly TagRow[]): Map<string, TagRow[]> {
  const grouped = new Map<string, TagRow[]>();
  for (const tag of tags) grouped.set(tag.idea_id, [...(grouped.get(tag.idea_id) ?? []), tag]);
  return grouped;
}

/* Portfolio ------------------------------------------------------------------------------------------- */

export const PORTFOLIO_SORTS = [
  { value: 'newest_saved', label: 'Newest saved' },
  { value: 'oldest_saved', label: 'Oldest saved' },
  { value: 'highest_score', label: 'Highest score' },
  { value: 'recently_updated', label: 'Recently updated' },
] as const;

export type PortfolioSort = (typeof PORTFOLIO_SORTS)[number]['value'];

/** Portfolio order. `bundle.bookmarks` is newest saved first; for recently_updated, untouched ideas follow the rest. */
export function portfolioIdeas(ideas: readonly SavedIdea[], bundle: WorkspaceBundle, search: string, sort: PortfolioSort): SavedIdea[] {
  const tagsByIdea = groupTags(bundle.tags);
  const savedRank = new Map(bundle.bookmarks.map((id, index) => [id, index]));
  const rank = (idea: SavedIdea) => savedRank.get(idea.id) ?? Number.MAX_SAFE_INTEGER;
  const matching = ideas.filter((idea) => matchesSearch(idea, tagsByIdea.get(idea.id) ?? [], search));
  const comparators: Record<PortfolioSort, (a: SavedIdea, b: SavedIdea) => number> = {
    newest_saved: (a, b) => rank(a) - rank(b),
    oldest_saved: (a, b) => rank(b) - rank(a),
    highest_score: (a, b) => score(b.totalScore) - score(a.totalScore) || rank(a) - rank(b),
    recently_updated: (a, b) => lastActivity(bundle, b.id) - lastActivity(bundle, a.id) || rank(a) - rank(b),
  };
  return matching.sort(comparators[sort]);
}
