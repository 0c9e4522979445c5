/**
 * Ships to the browser (the workspace only): what For you ranks and shows. The recommendation vectors
 * (src/recommendations/vectors-file.ts) are fetched, parsed and decoded once per page, when a signed-in
 * workspace is idle, so opening the For you section costs only the ranking; guests never ask for them. The
 * picks ($forYouPicks) are worked out from the saved ideas, their tags and the dismissed ones, again only
 * when one of those changes; the cards come from discover's card files, only those holding the cards shown.
 */
import { atom, computed } from 'nanostores';
import { FOR_YOU_TIMING } from '../config/constants/for-you.ts';
import { RECOMMENDATIONS } from '../config/constants/recommendations.ts';
import { builtFile } from '../built-files/file-cache.ts';
import { ideaNumbers } from '../ideas/slug.ts';
import { cardFilesFor } from '../recommendations/card-ranks.ts';
import { type Recommendation, recommend, savedUnderTag } from '../recommendations/model.ts';
import { userTagValues } from '../workspace/filters.ts';
import { $dismissed } from './dismissed.ts';
import { $workspace } from './workspace/bundle.ts';
import type { CardFiles } from '../discover/index-types.ts';
import { decodeVectors, type RecommendationCatalogue, type VectorsFile } from '../recommendations/vectors-file.ts';
import type { CardData } from '../discover/index-types.ts';

/** Where this build's files are: the vectors file, and discover's card files' folder. */
export interface ForYouSources {
  vectors: string;
  cards: CardFiles;
}

export type CatalogueState = { status: 'idle' | 'loading' | 'error'; catalogue: null } | { status: 'ready'; catalogue: RecommendationCatalogue };

export const $forYouCatalogue = atom<CatalogueState>({ status: 'idle', catalogue: null });

let catalogueRequest: Promise<void> | null = null;

/** Fetches and decodes the vectors once; a failure can be tried again. */
export function loadForYouCatalogue(url: string): Promise<void> {
  if ($forYouCatalogue.get().status === 'ready') return Promise.resolve();
  catalogueRequest ??= (async () => {
    $forYouCatalogue.set({ status: 'loading', catalogue: null });
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const text = await response.text();
      const decodeStart = performance.now();
      const catalogue = decodeVectors(JSON.parse(text) as VectorsFile);
      performance.measure(FOR_YOU_TIMING.decode, { start: decodeStart });
      $forYouCatalogue.set({ status: 'ready', catalogue });
    } catch (error) {
      console.error('Could not load the recommendation vectors:', error instanceof Error ? error.message : error);
      $forYouCatalogue.set({ status: 'error', catalogue: null });
    } finally {
      catalogueRequest = null;
    }
  })();
  return catalogueRequest;
}

/** Loads the vectors when the browser is idle (right away where it cannot say). */
export function prefetchForYouCatalogue(url: string): () => void {
  if (!('requestIdleCallback' in window)) {
    void loadForYouCatalogue(url);
    return () => {};
  }
  const handle = window.requestIdleCallback(() => void loadForYouCatalogue(url));
  return () => window.cancelIdleCallback(handle);
}

/** "Learn from": a tag of saved ideas, or ALL_SAVED; the address keeps it (ForYou.tsx). */
export const ALL_SAVED = '';
export const $forYouScope = atom<string>(ALL_SAVED);

// Each a part of the workspace, unchanged (the same array) by a write elsewhere in it: a note saved does not rank again.
const $bookmarks = computed($workspace, (workspace) => workspace.bundle.bookmarks);
const $tags = computed($workspace, (workspace) => workspace.bundle.tags);

/** The tags on saved ideas, For you's "Learn from" choices. */
export const $forYouTagChoices = computed([$bookmarks, $tags], (bookmarks, tags) => userTagValues(tags.filter((tag) => bookmarks.includes(tag.idea_id))));

export interface ForYouPicks {
  status: 'loading' | 'ready' | 'error';
  /** The scope learned from: $forYouScope, or ALL_SAVED once no saved idea has that tag (removed in another tab). */
  tag: string;
  /** How many saved ideas are in that scope: under RECOMMENDATIONS.minSaved, For you explains instead. */
  seeds: number;
  /** Best first, at most RECOMMENDATIONS.count; none until ready. */
  picks: Recommendation[];
}

export const $forYouPicks = computed([$forYouCatalogue, $bookmarks, $tags, $dismissed, $forYouScope, $forYouTagChoices], (loaded, bookmarks, tags, dismissed, scope, choices): ForYouPicks => {
  const tag = choices.includes(scope) ? scope : ALL_SAVED;
  const seeds = tag === ALL_SAVED ? bookmarks : savedUnderTag(bookmarks, tags, tag);
  const status = loaded.status === 'error' || dismissed.status === 'error' ? 'error' : loaded.catalogue && dismissed.status === 'ready' ? 'ready' : 'loading';
  if (!loaded.catalogue || status !== 'ready' || seeds.length < RECOMMENDATIONS.minSaved) return { status, tag, seeds: seeds.length, picks: [] };
  const start = performance.now();
  const picks = recommend(loaded.catalogue, { saved: ideaNumbers(bookmarks), scope: ideaNumbers(seeds), dismissed: ideaNumbers(dismissed.rows.map((row) => row.idea_id)) });
  performance.measure(FOR_YOU_TIMING.rank, { start });
  return { status, tag, seeds: seeds.length, picks };
});

export interface CardsState {
  cards: Readonly<Record<number, CardData>>;
  /** Card files that failed: their ideas show as unavailable until a reload. */
  failed: boolean;
}

export const $forYouCards = atom<CardsState>({ cards: {}, failed: false });

/** Makes sure the cards of `numbers` are in $forYouCards, fetching only the files that hold missing ones. */
export async function loadForYouCards(files: CardFiles, catalogue: RecommendationCatalogue, numbers: readonly number[]): Promise<void> {
  const missing = numbers.filter((number) => !($forYouCards.get().cards[number]));
  if (missing.length === 0) return;
  try {
    const parts = await Promise.all(
      // Discover's card files, through the same cache as discover's own list.
      [...cardFilesFor(catalogue, files, missing).keys()].map((url) => builtFile<CardData[]>(url)),
    );
    const cards = { ...$forYouCards.get().cards };
    for (const card of parts.flat()) cards[card.number] = card;
    performance.mark(FOR_YOU_TIMING.cardsArrived);
    $forYouCards.set({ cards, failed: false });
  } catch (error) {
    console.error('Could not load the recommended cards:', error instanceof Error ? error.message : error);
    $forYouCards.set({ ...$forYouCards.get(), failed: true });
  }
}
