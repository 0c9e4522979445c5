/**
 * Ships to the browser, imported by the discover page for an address with a search (DiscoverPage.astro): it
 * fetches what the feed will show first while the feed's own scripts are still arriving: the index files the
 * search reads, then the cards of its first page (index-fetch.ts shares the requests with the feed). On a phone
 * the feed's scripts take seconds; without this, the search's files and then its cards would only start once
 * they had all come (issue 45).
 */
import { LIMITS } from '../../config/constants.ts';
import { createEngine } from '../../search/engine.ts';
import { type DiscoverFilters, filtersFromParams } from '../../search/filters.ts';
import { indexCore, indexFile } from '../../search/index-fetch.ts';
import { cardPlace, type CoreIndex, type IndexManifest, indexUrl } from '../../search/index-types.ts';
import { createTextSearch, listedMatches, type TextSearch } from '../../search/word-search.ts';

/** A failure is the feed's to report: it asks again, and the request is made anew. */
const ignore = () => undefined;

/** The ideas whose cards the page has already (the server's list): the feed shows them without fetching. */
function ideasOnPage(): Set<number> {
  return new Set(Array.from(document.querySelectorAll<HTMLElement>('[data-idea-list] > li[data-idea]'), (item) => Number(item.dataset.idea)));
}

function prefetchFirstCards(manifest: IndexManifest, core: CoreIndex, filters: DiscoverFilters, text: TextSearch): void {
  const ranks = createEngine(core).run(filters, listedMatches(text.run(filters.search)));
  const onPage = ideasOnPage();
  const wanted = Array.from(ranks.subarray(0, LIMITS.pageSize)).filter((rank) => !onPage.has(core.number[rank]!));
  const files = new Set(wanted.flatMap((rank) => cardPlace(manifest.segments, rank)?.file ?? []));
  for (const file of files) indexFile(indexUrl(manifest, file)).catch(ignore);
}

/** Fetches the files the address's search reads (its words' blocks, then what those lead to), then its first cards. */
export function prefetchSearch(manifest: IndexManifest, search: string): void {
  const filters = filtersFromParams(new URLSearchParams(search));
  if (!filters.search) return;
  const text = createTextSearch(manifest);
  const core = indexCore(manifest);
  const asked = new Set<string>();
  const more = () => {
    const missing = text.missing(filters.search).filter((file) => !asked.has(file));
    if (missing.length === 0 && asked.size === 0) return;
    for (const file of missing) {
      asked.add(file);
      indexFile(indexUrl(manifest, file)).then((data) => {
        text.add(file, data);
        asked.delete(file);
        if (text.missing(filters.search).length === 0 && asked.size === 0) core.then((data) => prefetchFirstCards(manifest, data, filters, text), ignore);
        else more();
      }, ignore);
    }
  };
  more();
}

const manifest = document.getElementById('discover-manifest')?.textContent;
if (manifest) prefetchSearch(JSON.parse(manifest) as IndexManifest, location.search);
