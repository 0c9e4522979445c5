/**
 * Workspace and portfolio filtering, searching and sorting of saved ideas. Pure; ships to the browser.
 *
 * Workspace address (discover/filter-address.ts): q (search), tech and industry (each repeated), tag (the user's
 * own tags, repeated), sort (omitted when recently_saved, the workspace's default). The discover filter controls
 * work here unchanged, with the workspace's sort list.
 */
import { type AddressFields, choiceField, readAddress, repeatedListField, textField, writeAddress } from '../discover/filter-address.ts';
import { type DiscoverFilters, PLAIN_SORT_OPTIONS } from '../discover/filters.ts';
import { compareNewest } from '../ideas/sort.ts';
import { queryMatcher } from '../text-search/text-match.ts';
import { lastActivity, type TagRow, type WorkspaceBundle } from './records.ts';
import type { SavedIdea } from './saved-ideas.ts';

export const WORKSPACE_SORT_OPTIONS = [{ value: 'recently_saved', label: 'Recently saved' }, ...PLAIN_SORT_OPTIONS] as const;

export type WorkspaceSort = (typeof WORKSPACE_SORT_OPTIONS)[number]['value'];

export const WORKSPACE_DEFAULT_SORT: WorkspaceSort = 'recently_saved';

export interface WorkspaceFilters extends Omit<DiscoverFilters, 'sortBy' | 'weights' | 'like'> {
  sortBy: WorkspaceSort;
  /** The user's own tags: an idea shows when it carries any of them. */
  tags: string[];
}

export const EMPTY_WORKSPACE_FILTERS: WorkspaceFilters = { search: '', primaryCategory: [], secondaryCategory: [], tags: [], sortBy: WORKSPACE_DEFAULT_SORT };

export const WORKSPACE_ADDRESS: AddressFields<WorkspaceFilters> = {
  search: textField('q'),
  primaryCategory: repeatedListField('tech'),
  secondaryCategory: repeatedListField('industry'),
  tags: repeatedListField('tag'),
  sortBy: choiceField('sort', WORKSPACE_SORT_OPTIONS, WORKSPACE_DEFAULT_SORT),
};

/** Reading an address replaces every filter; a missing or unknown sort is the default (recently saved). */
export function workspaceFiltersFromParams(params: URLSearchParams): WorkspaceFilters {
  return readAddress(WORKSPACE_ADDRESS, params);
}

/** Writes the filters into a copy of `base`, leaving other parameters alone. */
export function workspaceFiltersToParams(filters: WorkspaceFilters, base?: URLSearchParams): URLSearchParams {
  return writeAddress(WORKSPACE_ADDRESS, filters, base);
}

/** Reset clears categories, tags and sort, keeping the search (as on discover). */
export function resetWorkspaceFilters(filters: WorkspaceFilters): WorkspaceFilters {
  return { ...filters, primaryCategory: [], secondaryCategory: [], tags: [], sortBy: WORKSPACE_DEFAULT_SORT };
}

const tagKey = (value: string) => value.trim().toLowerCase();

/** The user's tags to filter by: each value once (compared as the database does), in alphabetical order. */
export function userTagValues(tags: readonly TagRow[]): string[] {
  const byKey = new Map<string, string>();
  for (const tag of tags) if (!byKey.has(tagKey(tag.tag_value))) byKey.set(tagKey(tag.tag_value), tag.tag_value.trim());
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/**
 * The text the workspace and portfolio search look at: title, pitch, summary, the paper's authors and arXiv
 * id, the sheet's and the user's tags.
 */
export function savedIdeaSearchText(idea: SavedIdea, userTags: readonly TagRow[]): string {
  return [idea.title, idea.pitch, idea.heading, idea.summary, idea.authors, idea.arxivId, ...(idea.tags ?? []), ...userTags.map((tag) => tag.tag_value)]
    .filter(Boolean)
    .join('\n');
}

/** Discover's query rule (text-search/text-match.ts) over each saved idea's text. */
function searchMatcher(search: string, tagsByIdea: Map<string, TagRow[]>): (idea: SavedIdea) => boolean {
  const matches = queryMatcher(search);
  return (idea) => matches(savedIdeaSearchText(idea, tagsByIdea.get(idea.id) ?? []));
}

const score = (value: number | undefined) => value ?? -1;

const SCORE_OF: Record<Exclude<WorkspaceSort, 'recently_saved' | 'newest' | 'oldest'>, (idea: SavedIdea) => number> = {
  valoris_score: (idea) => score(idea.totalScore),
  novelty_score: (idea) => score(idea.novelty),
  market_score: (idea) => score(idea.marketPotential),
  feasibility_score: (idea) => score(idea.feasibility),
};

/** Rank in save order: `bundle.bookmarks` is newest saved first. */
function savedRank(bundle: WorkspaceBundle): (idea: SavedIdea) => number {
  const ranks = new Map(bundle.bookmarks.map((id, index) => [id, index]));
  return (idea) => ranks.get(idea.id) ?? Number.MAX_SAFE_INTEGER;
}

function compareBy(sort: WorkspaceSort, bundle: WorkspaceBundle): (a: SavedIdea, b: SavedIdea) => number {
  if (sort === 'recently_saved') {
    const rank = savedRank(bundle);
    return (a, b) => rank(a) - rank(b);
  }
  if (sort === 'newest') return compareNewest;
  if (sort === 'oldest') return (a, b) => -compareNewest(a, b);
  const of = SCORE_OF[sort];
  return (a, b) => of(b) - of(a) || compareNewest(a, b);
}

/** The saved ideas the workspace shows for `filters`. */
export function filterSavedIdeas(ideas: readonly SavedIdea[], bundle: WorkspaceBundle, filters: WorkspaceFilters): SavedIdea[] {
  const tagsByIdea = groupTags(bundle.tags);
  const wanted = new Set(filters.tags.map(tagKey));
  return ideas
    .filter((idea) => filters.primaryCategory.length === 0 || filters.primaryCategory.includes(idea.primaryCategory))
    .filter((idea) => filters.secondaryCategory.length === 0 || (idea.secondaryCategory !== undefined && filters.secondaryCategory.includes(idea.secondaryCategory)))
    .filter((idea) => wanted.size === 0 || (tagsByIdea.get(idea.id) ?? []).some((tag) => wanted.has(tagKey(tag.tag_value))))
    .filter(searchMatcher(filters.search, tagsByIdea))
    .sort(compareBy(filters.sortBy, bundle));
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
  const rank = savedRank(bundle);
  const matching = ideas.filter(searchMatcher(search, tagsByIdea));
  const comparators: Record<PortfolioSort, (a: SavedIdea, b: SavedIdea) => number> = {
    newest_saved: (a, b) => rank(a) - rank(b),
    oldest_saved: (a, b) => rank(b) - rank(a),
    highest_score: (a, b) => score(b.totalScore) - score(a.totalScore) || rank(a) - rank(b),
    recently_updated: (a, b) => lastActivity(bundle, b.id) - lastActivity(bundle, a.id) || rank(a) - rank(b),
  };
  return matching.sort(comparators[sort]);
}
