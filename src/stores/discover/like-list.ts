/**
 * Ships to the browser: the list behind `/discover?like=12` (like.ts). Finds the idea's rank in the core's
 * numbers, fetches the like file of its segment holding its similar ideas, and for a settled idea the file of
 * the newer ideas its list takes in (only while `like` is set and something shows the list), and hands the feed
 * the engine's input and the idea's rank, whose card names it in the status line.
 */
import { atom, computed, onMount } from 'nanostores';
import { builtFile } from '../../built-files/file-cache.ts';
import type { TextMatches } from '../../discover/engine.ts';
import { indexUrl } from '../../discover/index-types.ts';
import { type LikeAdditionsChunk, type LikeChunk, likeMatches, likePlace, withAdditions } from '../../discover/like.ts';
import { $discoverFilters } from './filters.ts';
import { $discoverIndex, $discoverManifest } from './loaded-index.ts';

export type LikeList =
  | { status: 'off' }
  /** Waiting for the core's numbers or the like file: the feed waits too, rather than show the whole catalogue first. */
  | { status: 'loading'; number: number }
  /** No published idea has this number: the feed shows every idea. */
  | { status: 'unknown'; number: number }
  | { status: 'error'; number: number; error: Error }
  | { status: 'ready'; number: number; rank: number; matches: TextMatches };

/** `file`: the like file's address, and its additions file's after a space when it has one (likeFiles). */
type Loaded = { file: string; chunk: LikeChunk; additions: LikeAdditionsChunk } | { file: string; error: Error };

/** The like file last read, or its failure (not asked for again: another idea's file is another file). */
const $loaded = atom<Loaded | null>(null);

// Each a value that stays the same (by ===) while what it reads of a change is the same, so typing a search or
// a card file arriving neither looks the idea up again nor makes the list's matches anew.
const $likeNumber = computed($discoverFilters, (filters) => filters.like);
/** The core's number column, once loaded. */
const $ideaNumbers = computed($discoverIndex, (index) => index?.core.columns.number ?? null);
const $likeRank = computed([$ideaNumbers, $likeNumber], (numbers, like) => (numbers && like !== null ? numbers.indexOf(like) : -1));
/**
 * The like file holding the liked idea's similar ideas once its rank is found, and for a settled idea the file of
 * the newer ideas its list takes in (like.ts): one string, so that it stays the same (by ===) while they do.
 */
const $likeFile = computed([$discoverManifest, $likeRank], (manifest, rank) => {
  const place = manifest && likePlace(manifest.segments, rank);
  return place ? [place.file, ...(place.additions === null ? [] : [place.additions])].map((file) => indexUrl(manifest, file)).join(' ') : null;
});

export const $likeList = computed([$likeNumber, $ideaNumbers, $likeRank, $discoverManifest, $likeFile, $loaded], (like, numbers, rank, manifest, file, loaded): LikeList => {
  if (like === null) return { status: 'off' };
  if (!numbers || !manifest) return { status: 'loading', number: like };
  if (rank < 0) return { status: 'unknown', number: like };
  if (!loaded || loaded.file !== file) return { status: 'loading', number: like };
  if ('error' in loaded) return { status: 'error', number: like, error: loaded.error };
  const index = likePlace(manifest.segments, rank)?.index ?? 0;
  return { status: 'ready', number: like, rank, matches: likeMatches(numbers, withAdditions(loaded.chunk[index] ?? [], loaded.additions[index])) };
});

onMount($likeList, () =>
  $likeFile.subscribe((file) => {
    if (!file || $loaded.get()?.file === file) return;
    // An answer for a file the list no longer wants is dropped.
    const [list, additions] = file.split(' ') as [string, string | undefined];
    Promise.all([builtFile<LikeChunk>(list), additions ? builtFile<LikeAdditionsChunk>(additions) : {}])
      .then(([chunk, taken]) => $likeFile.get() === file && $loaded.set({ file, chunk, additions: taken }))
      .catch((error: Error) => $likeFile.get() === file && $loaded.set({ file, error }));
  }),
);
