/**
 * Server-only: what one daily alert lists, cut to SUBSCRIPTION.alertLimits so a big day stays one readable,
 * unclipped email; what is left out is counted, so the email can say so and link to the rest.
 */
import { SUBSCRIPTION } from '../config/constants/email.ts';
import type { AlertGroup, MatchableIdea, SavedSearch } from '../workspace/saved-searches.ts';

export interface ListedGroup<S extends SavedSearch, I extends MatchableIdea> extends AlertGroup<S, I> {
  /** Matches of this search left out of the email. */
  more: number;
}

export interface AlertListing<S extends SavedSearch, I extends MatchableIdea> {
  ideas: I[];
  /** New ideas left out of the email. */
  moreIdeas: number;
  groups: ListedGroup<S, I>[];
  /** Saved searches with matches left out of the email. */
  moreSearches: number;
}

export function alertListing<S extends SavedSearch, I extends MatchableIdea>(ideas: readonly I[], groups: readonly AlertGroup<S, I>[], limits = SUBSCRIPTION.alertLimits): AlertListing<S, I> {
  return {
    ideas: ideas.slice(0, limits.newIdeas),
    moreIdeas: Math.max(0, ideas.length - limits.newIdeas),
    groups: groups.slice(0, limits.searches).map((group) => ({ ...group, ideas: group.ideas.slice(0, limits.perSearch), more: Math.max(0, group.ideas.length - limits.perSearch) })),
    moreSearches: Math.max(0, groups.length - limits.searches),
  };
}
