/**
 * "More like this" (`/discover?like=12`): where an idea's similar ideas are in the discover index, and how
 * they become an input of the engine (engine.ts), like the text matches. Ships to the browser; pure.
 *
 * The build lists each idea's most similar ideas (related.ts, same pass as related ideas), best first, as
 * ranks of the same index, in files of LIKE.chunkSize ideas by rank (like-build.ts).
 */
import { LIKE } from '../config/constants/like.ts';
import type { TextMatches } from './engine.ts';
import { LIKE_SORT_OPTION, SORT_OPTIONS, type SortBy } from './filters.ts';

/** One like file: per rank in its chunk, the ranks of the most similar ideas, best first. */
export type LikeChunk = number[][];

export const likeFile = (chunk: number): string => `like-${chunk}.json`;
export const likeChunkOf = (rank: number): number => Math.floor(rank / LIKE.chunkSize);

/** The idea's list within its chunk's file. */
export const likeListIn = (chunk: LikeChunk, rank: number): number[] => chunk[rank % LIKE.chunkSize] ?? [];

export const likeHref = (number: number): string => `/discover?${LIKE.param}=${number}`;

/** The similar ideas as the engine's input: they pass, and the first is the most alike. */
export function likeMatches(count: number, ranks: readonly number[]): TextMatches {
  const matches = new Uint8Array(count);
  const scores = new Float64Array(count);
  ranks.forEach((rank, position) => {
    if (rank < 0 || rank >= count) return;
    matches[rank] = 1;
    scores[rank] = ranks.length - position;
  });
  return { matches, scores };
}

/** Most alike is a choice only while the list is of ideas like one. */
export function sortOptionsFor(like: number | null): readonly { value: SortBy; label: string }[] {
  return like === null ? SORT_OPTIONS : [LIKE_SORT_OPTION, ...SORT_OPTIONS];
}
