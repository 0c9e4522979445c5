/**
 * Saved searches: the row shape, the matcher the daily alert calls, grouping for that alert, and the name and
 * summary texts. Pure; ships to the browser (discover's dialog, the workspace) and runs in the alert job.
 * Matching is discover's own: the same searched fields and query rule (text-match.ts: the ideas discover lists,
 * never its close or partial matches), the same category rule (OR within a kind, AND across kinds), plus
 * minimum scores.
 */
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_SCORES, SAVED_SEARCH_TEXT } from '../config/constants/saved-searches.ts';
import type { Idea } from '../ideas/schema.ts';
import type { Tables } from '../supabase/types.ts';
import { defaultSortFor, type DiscoverFilters, EMPTY_FILTERS, filtersToParams } from '../discover/filters.ts';
import { type SearchableIdea, searchFields } from '../text-search/search-text.ts';
import { type LexiconLookup, queryMatcher } from '../text-search/text-match.ts';

export type ScoreColumn = (typeof SAVED_SEARCH_SCORES)[number]['column'];

/** Minimum scores out of 10; null: no threshold. */
export type Thresholds = Record<ScoreColumn, number | null>;

export const NO_THRESHOLDS: Thresholds = { min_novelty: null, min_market: null, min_feasibility: null, min_composite: null };

/** What a saved search filters on: the columns of public.saved_searches that the matcher reads. */
export interface SavedSearchFilters extends Thresholds {
  query: string;
  technologies: string[];
  industries: string[];
}

/** A row of public.saved_searches. */
export type SavedSearch = Tables<'saved_searches'>;

/** What the site inserts (user_id defaults to the caller). */
export type SavedSearchInput = SavedSearchFilters & { name: string };

/** Scores are compared in tenths, as discover's index keeps them, so 7.3 >= 7.3 holds despite floating point. */
const tenths = (score: number) => Math.round(score * 10);

/** What the matcher reads of an idea: the searched fields, the categories and the scores. */
export type MatchableIdea = SearchableIdea & Pick<Idea, 'novelty' | 'marketPotential' | 'feasibility' | 'totalScore'> & { primaryCategory: string; secondaryCategory?: string };

/** `lexicon`: the catalogue's lexicon, so that a search matches synonyms as discover does (word-search.ts). */
export function matchesSavedSearch(idea: MatchableIdea, search: SavedSearchFilters, lexicon?: LexiconLookup): boolean {
  if (!queryMatcher(search.query, lexicon)(searchFields(idea).join('\n'))) return false;
  if (search.technologies.length > 0 && !search.technologies.includes(idea.primaryCategory)) return false;
  // Like discover: an idea without an industry never passes a non-empty industry list.
  if (search.industries.length > 0 && !(idea.secondaryCategory && search.industries.includes(idea.secondaryCategory))) return false;
  return SAVED_SEARCH_SCORES.every(({ column, field }) => {
    const minimum = search[column];
    if (minimum === null) return true;
    const score = idea[field];
    return score !== undefined && tenths(score) >= tenths(minimum);
  });
}

export interface AlertGroup<S extends SavedSearch = SavedSearch, I extends MatchableIdea = Idea> {
  search: S;
  ideas: I[];
}

/**
 * The daily alert's sections: for each active search (in the given order), the new ideas it matches, in
 * the order given. Paused searches and searches matching nothing are left out; an idea matching two
 * searches is listed under both.
 */
export function alertGroups<S extends SavedSearch, I extends MatchableIdea>(ideas: readonly I[], searches: readonly S[], lexicon?: LexiconLookup): AlertGroup<S, I>[] {
  return searches
    .filter((search) => !search.paused)
    .map((search) => ({ search, ideas: ideas.filter((idea) => matchesSavedSearch(idea, search, lexicon)) }))
    .filter((group) => group.ideas.length > 0);
}

export function validateSearchName(name: string): { value: string } | { error: string } {
  const value = name.trim();
  if (!value) return { error: SAVED_SEARCH_TEXT.nameEmpty };
  if (value.length > SAVED_SEARCH_LIMITS.nameMaxLength) return { error: SAVED_SEARCH_TEXT.nameTooLong };
  return { value };
}

/** Discover's current filters (sort aside) as a saved search's. */
export function filtersOfDiscover(filters: Pick<DiscoverFilters, 'search' | 'primaryCategory' | 'secondaryCategory'>): Omit<SavedSearchFilters, ScoreColumn> {
  return { query: filters.search.trim(), technologies: filters.primaryCategory, industries: filters.secondaryCategory };
}

/** Whether the database would refuse the filters (the form says so before sending). */
export function filtersTooLong(filters: Omit<SavedSearchFilters, ScoreColumn>): string | null {
  if (filters.technologies.length > SAVED_SEARCH_LIMITS.categoriesMax || filters.industries.length > SAVED_SEARCH_LIMITS.categoriesMax) return SAVED_SEARCH_TEXT.tooManyCategories;
  return null;
}

/** "Agentic AI", "Agentic AI +2": a list in little room. */
function shortList(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names[0]} +${names.length - 1}`;
}

/** "≥ 8" for each minimum set, with the score's name in lower case ("feasibility ≥ 8"). */
function thresholdParts(search: Thresholds, labelCase: (label: string) => string): string[] {
  return SAVED_SEARCH_SCORES.flatMap(({ column, label }) => {
    const minimum = search[column];
    return minimum === null ? [] : [`${labelCase(label)} ≥ ${minimum}`];
  });
}

/** A name built from the filters, e.g. "Health & Life Sciences · feasibility ≥ 8". */
export function defaultSearchName(search: SavedSearchFilters): string {
  const query = search.query.trim();
  const parts = [
    query ? `“${query}”` : '',
    shortList(search.technologies),
    shortList(search.industries),
    ...thresholdParts(search, (label) => label.toLowerCase()),
  ].filter(Boolean);
  const name = parts.join(' · ') || SAVED_SEARCH_TEXT.allIdeas;
  const max = SAVED_SEARCH_LIMITS.nameMaxLength;
  return name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}…`;
}

/** Every filter and minimum in full, one line each, for the dialog and the workspace list. */
export function searchSummary(search: SavedSearchFilters): string[] {
  const lines = [
    search.query.trim() ? `${SAVED_SEARCH_TEXT.searchPrefix}: “${search.query.trim()}”` : '',
    search.technologies.length > 0 ? `${SAVED_SEARCH_TEXT.technologies}: ${search.technologies.join(', ')}` : '',
    search.industries.length > 0 ? `${SAVED_SEARCH_TEXT.industries}: ${search.industries.join(', ')}` : '',
    ...thresholdParts(search, (label) => label),
  ].filter(Boolean);
  return lines.length > 0 ? lines : [SAVED_SEARCH_TEXT.noFilters];
}

/** The discover address that shows a saved search's filters (minimum scores have no place in it). */
export function discoverHref(search: Omit<SavedSearchFilters, ScoreColumn>): string {
  const query = filtersToParams({ ...EMPTY_FILTERS, search: search.query, sortBy: defaultSortFor(search.query), primaryCategory: search.technologies, secondaryCategory: search.industries }).toString();
  return `/discover${query ? `?${query}` : ''}`;
}
