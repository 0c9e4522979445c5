/**
 * Ships to the browser: the cards of discover's index that have come, fetched by card file for the ranks a
 * list shows (the page's server-rendered first cards are there from the start). Card files are named by their
 * segment's content, so those of a segment a newer build kept stay good across Refresh Research.
 */
import { atom } from 'nanostores';
import { builtFile } from '../../built-files/file-cache.ts';
import { type CardData, cardPlace, type IndexManifest, indexUrl } from '../../discover/index-types.ts';
import { $discoverIndex } from './loaded-index.ts';

export interface CardsState {
  /** The manifest whose card files `failed` names: a new build's index gets another try at each. */
  manifest: IndexManifest | null;
  /** The cards of the first ranks, as the server rendered them: good for `manifest` only. */
  first: readonly CardData[];
  /** Card files by name. */
  chunks: ReadonlyMap<string, CardData[]>;
  /** Card files that failed: their cards show as unavailable until a render asks for them again. */
  failed: ReadonlySet<string>;
}

export const $discoverCards = atom<CardsState>({ manifest: null, first: [], chunks: new Map(), failed: new Set() });

const pending = new Map<string, Promise<unknown>>();

/** `firstCards`: the cards of the first ranks when the page already has them (the server-rendered /discover list). */
export function openDiscoverCards(manifest: IndexManifest, firstCards: readonly CardData[] = []): void {
  if ($discoverCards.get().manifest === manifest) return;
  $discoverCards.set({ manifest, first: firstCards, chunks: $discoverCards.get().chunks, failed: new Set() });
}

const manifestNow = () => $discoverIndex.get()?.manifest ?? null;

/**
 * The cards state of the current manifest: moving to a newer build's index forgets the failures and the
 * server-rendered cards, whose ranks it may have moved. Card files are named by content: they stay good.
 */
function currentCards(): CardsState {
  const state = $discoverCards.get();
  const manifest = manifestNow();
  return state.manifest === manifest ? state : { manifest, first: [], chunks: state.chunks, failed: new Set() };
}

export function cardAt(rank: number): CardData | undefined {
  const state = currentCards();
  if (rank >= 0 && rank < state.first.length) return state.first[rank];
  const place = state.manifest && cardPlace(state.manifest.segments, rank);
  return place ? state.chunks.get(place.file)?.[place.index] : undefined;
}

export function cardFailed(rank: number): boolean {
  const state = currentCards();
  const place = rank >= state.first.length && state.manifest && cardPlace(state.manifest.segments, rank);
  return place ? state.failed.has(place.file) : false;
}

/**
 * Fetches the card files of `first`'s ranks at once and those of `then` once they have come: on a slow
 * network the cards in view do not share it with the ones below them.
 */
export function ensureCards(first: ArrayLike<number>, then: ArrayLike<number> = []): void {
  const { manifest, first: rendered } = currentCards();
  if (!manifest) return;
  const filesOf = (ranks: ArrayLike<number>) => {
    const files = new Set<string>();
    for (let i = 0; i < ranks.length; i++) {
      if (ranks[i]! < rendered.length) continue;
      const place = cardPlace(manifest.segments, ranks[i]!);
      if (place) files.add(place.file);
    }
    return files;
  };
  /** The chunk's fetch, started unless it is here or on its way; settles when the chunk has come or failed. */
  const loadChunk = (chunk: string): Promise<unknown> => {
    if ($discoverCards.get().chunks.has(chunk)) return Promise.resolve();
    let loading = pending.get(chunk);
    if (!loading) {
      loading = builtFile<CardData[]>(indexUrl(manifest, chunk))
        .then(
          (cards) => settle(chunk, cards),
          () => settle(chunk, null),
        )
        .finally(() => pending.delete(chunk));
      pending.set(chunk, loading);
    }
    return loading;
  };
  const now = [...filesOf(first)].map(loadChunk);
  const later = filesOf(then);
  if (later.size > 0) void Promise.all(now).then(() => later.forEach(loadChunk));
}

/** A card file has come (`cards`) or failed (null). */
function settle(chunk: string, cards: CardData[] | null): void {
  const state = currentCards();
  const failed = new Set(state.failed);
  if (cards) failed.delete(chunk);
  else failed.add(chunk);
  $discoverCards.set({ ...state, chunks: cards ? new Map(state.chunks).set(chunk, cards) : state.chunks, failed });
}
