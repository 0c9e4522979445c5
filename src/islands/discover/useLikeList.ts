/**
 * Ships to the browser: the list behind `/discover?like=12` (like.ts). Finds the idea's rank in the core's numbers,
 * fetches the one like file of its segment holding its similar ideas (only while `like` is set), and hands the feed the
 * engine's input and the idea's rank, whose card names it in the status line.
 */
import { useEffect, useMemo, useState } from 'react';
import type { TextMatches } from '../../discover/engine.ts';
import { builtFile } from '../../built-files/file-cache.ts';
import { type IndexManifest, indexUrl } from '../../discover/index-types.ts';
import { type LikeChunk, likeMatches, likePlace } from '../../discover/like.ts';

export type LikeList =
  | { status: 'off' }
  /** Waiting for the core's numbers or the like file: the feed waits too, rather than show the whole catalogue first. */
  | { status: 'loading'; number: number }
  /** No published idea has this number: the feed shows every idea. */
  | { status: 'unknown'; number: number }
  | { status: 'error'; number: number; error: Error }
  | { status: 'ready'; number: number; rank: number; matches: TextMatches };

type Loaded = { file: string; chunk: LikeChunk } | { file: string; error: Error };

/** `numbers`: the core's number column, once loaded. */
export function useLikeList(manifest: IndexManifest, numbers: readonly number[] | null, like: number | null): LikeList {
  const rank = useMemo(() => (numbers && like !== null ? numbers.indexOf(like) : -1), [numbers, like]);
  const place = likePlace(manifest.segments, rank);
  const file = place ? indexUrl(manifest, place.file) : null;
  const index = place?.index ?? 0;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!file || loaded?.file === file) return;
    let current = true;
    builtFile<LikeChunk>(file)
      .then((chunk) => current && setLoaded({ file, chunk }))
      .catch((error: Error) => current && setLoaded({ file, error }));
    return () => {
      current = false;
    };
  }, [file, loaded]);

  return useMemo((): LikeList => {
    if (like === null) return { status: 'off' };
    if (!numbers) return { status: 'loading', number: like };
    if (rank < 0) return { status: 'unknown', number: like };
    if (!loaded || loaded.file !== file) return { status: 'loading', number: like };
    if ('error' in loaded) return { status: 'error', number: like, error: loaded.error };
    return { status: 'ready', number: like, rank, matches: likeMatches(numbers, loaded.chunk[index] ?? []) };
  }, [like, numbers, rank, file, loaded, index]);
}
