/**
 * The canonical form of a discover address. Ships to the browser; pure.
 *
 * People type and share addresses by hand: `primaryCategory=agentic%20ai` (or the slug of the category's
 * own page, `agentic-ai`) means the category "Agentic AI", `sort=bogus` means the default sort, `page=4`
 * of a one-page list means page 1, and a category no idea has or `like=abc` mean nothing (and are said). The feed shows what such an address means and writes the canonical form
 * back, so the address, the filters and the list say the same thing.
 */
import { slugify } from '../ideas/slug.ts';
import { parseList } from './filter-address.ts';
import { LIKE } from '../config/constants/like.ts';
import { LIKE_SORT_OPTION, likeFromParam, SORT_OPTIONS } from './filters.ts';
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

/** Something an address asked for that no list has: it leaves the address, and the feed says so. */
export type AddressNotice = { kind: 'technology' | 'industry'; name: string } | { kind: 'like'; value: string };

const CATEGORY_KINDS = { primaryCategory: 'technology', secondaryCategory: 'industry' } as const;

/**
 * `search` with category names in their canonical spelling, and without what no list has: a sort, a
 * category that does not exist, a `like` that is no idea number. Each category and `like` dropped is a
 * notice for the reader; a bogus sort goes silently (the list is sorted, just by default).
 */
export function canonicalFilters(search: string, known: KnownCategories): { search: string; notices: AddressNotice[] } {
  const notices: AddressNotice[] = [];
  const canonical = rewrite(search, (params) => {
    let changed = false;
    const sort = params.get('sort');
    if (sort !== null && !SORTS.includes(sort)) {
      params.delete('sort');
      changed = true;
    }
    const like = params.get(LIKE.param);
    if (like !== null && likeFromParam(like) === null) {
      params.delete(LIKE.param);
      if (params.get('sort') === LIKE_SORT_OPTION.value) params.delete('sort');
      if (like.trim()) notices.push({ kind: 'like', value: like.trim() });
      changed = true;
    }
    for (const [param, kind] of Object.entries(CATEGORY_PARAMS)) {
      const value = params.get(param);
      if (value === null) continue;
      const names: string[] = [];
      for (const name of parseList(value)) {
        const found = canonicalName(name, known[kind]);
        if (known[kind].includes(found)) names.push(found);
        else notices.push({ kind: CATEGORY_KINDS[param as keyof typeof CATEGORY_KINDS], name });
      }
      const joined = [...new Set(names)].join(',');
      if (joined === value) continue;
      if (joined) params.set(param, joined);
      else params.delete(param);
      changed = true;
    }
    return changed;
  });
  return { search: canonical, notices };
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
