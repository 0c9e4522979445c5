/**
 * The canonical form of a discover address. Ships to the browser; pure.
 *
 * People type and share addresses by hand: `primaryCategory=agentic%20ai` (or the slug of the category's
 * own page, `agentic-ai`) means the category "Agentic AI", `sort=bogus` means the default sort, and `page=4`
 * of a one-page list means page 1. The feed shows what such an address means and writes the canonical form
 * back, so the address, the filters and the list say the same thing.
 */
import { slugify } from '../ideas/slug.ts';
import { parseList } from './filter-address.ts';
import { LIKE_SORT_OPTION, SORT_OPTIONS } from './filters.ts';
import type { PageSlice } from './pagination.ts';

export interface KnownCategories {
  technologies: readonly string[];
  industries: readonly string[];
}

const CATEGORY_PARAMS = { primaryCategory: 'technologies', secondaryCategory: 'industries' } as const;

/**
 * The known name that `name` spells, ignoring case and outer spaces, or whose category page's slug it is
 * ("agentic-ai"); an unknown name stays as written.
 */
export function canonicalName(name: string, known: readonly string[]): string {
  const wanted = name.trim().toLocaleLowerCase('en');
  return known.find((candidate) => candidate.toLocaleLowerCase('en') === wanted) ?? known.find((candidate) => slugify(candidate) === wanted) ?? name;
}

function rewrite(search: string, edit: (params: URLSearchParams) => boolean): string {
  const params = new URLSearchParams(search);
  if (!edit(params)) return search;
  const query = params.toString();
  return query ? `?${query}` : '';
}

const SORTS: readonly string[] = [...SORT_OPTIONS.map((option) => option.value), LIKE_SORT_OPTION.value];

/**
 * `search` with category names in their canonical spelling and without a sort no list has; `search` itself
 * when it has neither.
 */
export function canonicalFilters(search: string, known: KnownCategories): string {
  return rewrite(search, (params) => {
    let changed = false;
    const sort = params.get('sort');
    if (sort !== null && !SORTS.includes(sort)) {
      params.delete('sort');
      changed = true;
    }
    for (const [param, kind] of Object.entries(CATEGORY_PARAMS)) {
      const value = params.get(param);
      if (value === null) continue;
      const names = [...new Set(parseList(value).map((name) => canonicalName(name, known[kind])))].join(',');
      if (names === value) continue;
      params.set(param, names);
      changed = true;
    }
    return changed;
  });
}

/**
 * `search` naming the page and page size actually shown (a page past the last is the last, a size over the
 * limit is the limit); `search` itself when it already does. Only parameters the address has are rewritten.
 */
export function canonicalPage(search: string, shown: Pick<PageSlice, 'page' | 'per'>): string {
  return rewrite(search, (params) => {
    let changed = false;
    for (const [param, value] of [['page', String(shown.page)], ['per', String(shown.per)]] as const) {
      if (!params.has(param) || params.get(param) === value) continue;
      params.set(param, value);
      changed = true;
    }
    return changed;
  });
}
