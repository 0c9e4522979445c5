/**
 * Ships to the browser: what a visitor did in the server-rendered discover page before the feed island took
 * over (text typed into the search box, a sort chosen in the dropdown), read from the page during the
 * hydrating render, and how that text meets the address's search once the address has been read.
 */
import type { SortBy } from '../../discover/filters.ts';

/** What the visitor typed into the server-rendered search box before the island took over ('' on the server). */
export function typedBeforeHydration(): string {
  if (typeof document === 'undefined') return '';
  for (const id of ['search-desktop', 'search-mobile']) {
    const field = document.getElementById(id);
    if (field instanceof HTMLInputElement && field.value) return field.value;
  }
  return '';
}

/** A sort chosen in the server-rendered dropdown before the island took over, else null. */
export function sortChosenBeforeHydration(): SortBy | null {
  if (typeof document === 'undefined') return null;
  const field = document.getElementById('sort-desktop');
  const chosen = field instanceof HTMLSelectElement ? field.selectedOptions[0] : undefined;
  return chosen && !chosen.defaultSelected ? (chosen.value as SortBy) : null;
}

/**
 * The search box's text once the address has been read: the address's search, except that text typed into
 * the server-rendered box before the island took over wins over the address's.
 */
export function searchTextAfterRead(typed: string, fromAddress: string, takingOver: boolean): string {
  return takingOver && typed.trim() !== '' && typed !== fromAddress ? typed : fromAddress;
}
