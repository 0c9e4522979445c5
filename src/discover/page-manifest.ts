/**
 * Ships to the browser: the discover page's index manifest, which the page carries once, in a JSON element
 * (DiscoverPage.astro), and not a second time in the feed island's props. The manifest changes with every
 * build, so each copy is bytes that every category page uploads again each day (issue 47) and that every
 * visitor downloads. The build renders the feed with the manifest it names here; the browser reads the element.
 */
import type { IndexManifest } from './index-types.ts';

/** The id of the page's JSON element with the manifest; its data-first-ranks says how many ranks its server list shows. */
export const PAGE_MANIFEST_ELEMENT = 'discover-manifest';

let rendering: IndexManifest | null = null;

/** Build time, before the page renders the feed: the manifest the server render reads (one per build). */
export function renderFeedWith(manifest: IndexManifest): void {
  rendering = manifest;
}

/** The page's manifest: the build's while it renders, the JSON element's in the browser. */
export function pageManifest(): IndexManifest {
  if (typeof document === 'undefined') {
    if (!rendering) throw new Error('The discover feed rendered before its page named the manifest (renderFeedWith).');
    return rendering;
  }
  const text = document.getElementById(PAGE_MANIFEST_ELEMENT)?.textContent;
  if (!text) throw new Error(`The page has no #${PAGE_MANIFEST_ELEMENT} element for the discover feed.`);
  return JSON.parse(text) as IndexManifest;
}
