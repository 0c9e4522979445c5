/**
 * Ships to the browser, imported by the discover page for an address with a search (DiscoverPage.astro): it
 * fetches what the feed will show first while the feed's own scripts are still arriving: the index files the
 * search reads, then the cards of its first page (index-fetch.ts shares the requests with the feed). On a phone
 * the feed's scripts take seconds; without this, the search's files and then its cards would only start once
 * they had all come (issue 45).
 */
import { LIMITS } from '../../config/constants/catalogue.ts';
import { coreGroupsFor, createEngine } from '../../discover/engine.ts';
import { type DiscoverFilters, filtersFromParams } from '../../discover/filters.ts';
import { builtFile } from '../../built-files/file-cache.ts';
import { indexColumns } from '../../discover/index-fetch.ts';
import { cardPlace, type CoreColumns, type IndexManifest, indexUrl } from '../../discover/index-types.ts';
import { PAGE_MANIFEST_ELEMENT, pageManifest } from '../../discover/page-manifest.ts';
import { createFetchingSearch } from '../../text-search/fetching-search.ts';
import { listedMatches, type TextSearch } from '../../text-search/word-search.ts';

/** A failure is the feed's to report: it asks again, and the request is made anew. */
const ignore = () => undefined;

/**
 * `onPage`: how many of the index's first ranks the page's server list has (/discover's newest cards; none on
 * a landing page, whose cards are its category's): the feed shows them without fetching.
 */
function prefetchFirstCards(manifest: IndexManifest, columns: Promise<CoreColumns>, filters: DiscoverFilters, text: TextSearch, onPage: number): void {
  columns.then((core) => {
    const ranks = createEngine(core, manifest.count).run(filters, listedMatches(text.run(filters.search)));
    const wanted = Array.from(ranks.subarray(0, LIMITS.pageSize)).filter((rank) => rank >= onPage);
    const files = new Set(wanted.flatMap((rank) => cardPlace(manifest.segments, rank)?.file ?? []));
    for (const file of files) builtFile(indexUrl(manifest, file)).catch(ignore);
  }, ignore);
}

/** Fetches the files the address's search reads (its words' blocks, then what those lead to), then its first cards. */
export function prefetchSearch(manifest: IndexManifest, search: string, onPage: number): void {
  const filters = filtersFromParams(new URLSearchParams(search));
  if (!filters.search) return;
  // The columns the address's filters read, if any: a plain search reads none.
  const columns = Promise.all(coreGroupsFor(filters).map((group) => indexColumns(manifest, group))).then((parts): CoreColumns => Object.assign({}, ...parts));
  columns.catch(ignore);
  const words = createFetchingSearch(manifest, (file) => builtFile(indexUrl(manifest, file)));
  words.preload(filters.search).then(() => prefetchFirstCards(manifest, columns, filters, words.text, onPage), ignore);
}

const element = document.getElementById(PAGE_MANIFEST_ELEMENT);
if (element?.textContent) prefetchSearch(pageManifest(), location.search, Number(element.dataset.firstRanks ?? 0));
