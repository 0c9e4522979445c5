/**
 * Ships to the browser: the cards of discover's index that have come, fetched by card file for the ranks a
 * list shows (the page's server-rendered first cards are there from the start). Card files are named by their
 * segment's content, so those of a segment a newer build kept stay good across Refresh Research.
 */
import { atom } from 'nanostores';
import { builtFile } from '../../built-files/file-cache.ts';
import { CARD_CHUNK_SIZE, type CardData, cardPlace, type IndexManifest, indexUrl, rankPlace } from '../../discover/index-types.ts';
import { $discoverIndex } from './loaded-index.ts';

export interface CardsState {
  /** The manifest whose card files `failed` names: a new build's index gets another try at each. */
  manifest: IndexManifest | null;
  /** Card files by name. */
  chunks: ReadonlyMap<string, CardData[]>;
  /** Card files that failed: their cards show as unavailable until a render asks for them again. */
  failed: ReadonlySet<string>;
}

export const $discoverCards = atom<CardsState>({ manifest: null, chunks: new Map(), failed: new Set() });

const pending = new Map<string, Promise<unknown>>();

/** `firstCards`: the cards of the first ranks when the page already has them (the server-rendered /discover list). */
export function openDiscoverCards(manifest: IndexManifest, firstCards: readonly CardData[] = []): void {
  if ($discoverCards.get().manifest === manifest) return;
  $discoverCards.set({ manifest, chunks: firstChunks(manifest, firstCards), failed: new Set() });
}

const manifestNow = () => $discoverIndex.get()?.manifest ?? null;

/** The cards state of the current manifest: moving to a newer build's index forgets the failures. */
function currentCards(): CardsState {
  const state = $discoverCards.get();
  const manifest = manifestNow();
  return state.manifest === manifest ? state : { manifest, chunks: state.chunks, failed: new Set() };
}

export function cardAt(rank: number): CardData | undefined {
  const manifest = manifestNow();
  const place = manifest && cardPlace(manifest.segments, rank);
  return place ? $discoverCards.get().chunks.get(place.file)?.[place.index] : undefined;
}

export function cardFailed(rank: number): boolean {
  const manifest = manifestNow();
  const place = manifest && cardPlace(manifest.segments, rank);
  return place ? currentCards().failed.has(place.file) : false;
}

/**
 * Fetches the card files of `first`'s ranks at once and those of `then` once they have come: on a slow
 * network the cards in view do not share it with the ones below them.
 */
export function ensureCards(first: ArrayLike<number>, then: ArrayLike<number> = []): void {
  const manifest = manifestNow();
  if (!manifest) return;
  const filesOf = (ranks: ArrayLike<number>) => {
    const files = new Set<string>();
    for (let i = 0; i < ranks.length; i++) {
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
  $discoverCards.set({ manifest: state.manifest, chunks: cards ? new Map(state.chunks).set(chunk, cards) : state.chunks, failed });
}

/** The card files the first cards fill whole (a file only partly on the page is fetched like any other). */
function firstChunks(manifest: IndexManifest, cards: readonly CardData[]): Map<string, CardData[]> {
  const files = new Map<string, { cards: CardData[]; size: number }>();
  cards.forEach((card, rank) => {
    const place = rankPlace(manifest.segments, rank);
    if (!place) return;
    const file = cardPlace(manifest.segments, rank)!.file;
    const start = place.rank - (place.rank % CARD_CHUNK_SIZE);
    const entry = files.get(file) ?? { cards: [], size: Math.min(CARD_CHUNK_SIZE, place.segment.count - start) };
    entry.cards.push(card);
    files.set(file, entry);
  });
  return new Map([...files].flatMap(([file, entry]) => (entry.cards.length === entry.size ? [[file, entry.cards] as const] : [])));
}
