/**
 * "More like this" (`/discover?like=12`): where an idea's similar ideas are in the discover index, and how
 * they become an input of the engine (engine.ts), like the text matches. Ships to the browser; pure.
 *
 * The build lists each idea's most similar ideas (src/ideas/related.build.ts, same pass as related ideas), best first, as
 * idea numbers, in files of LIKE.chunkSize ideas by rank within the idea's segment, cut from its oldest idea
 * (index-types.ts chunkSpan; like.build.ts), in the segment's like folder (IndexSegment.likeDir).
 */
import { LIKE } from '../config/constants/like.ts';
import type { TextMatches } from './engine.ts';
import { LIKE_SORT_OPTION, SORT_OPTIONS, type SortBy } from './filters.ts';
import { chunkPlace, type IndexSegment, rankPlace } from './index-types.ts';
import { segmentFile } from '../text-search/word-index.ts';

/** One like file: per rank in its chunk, the numbers of the most similar ideas, best first. */
export type LikeChunk = number[][];

export const likeFile = (chunk: number): string => `like-${chunk}.json`;

/** The like file of a global rank (under the manifest's base) and the idea's place in it. */
export function likePlace(segments: readonly Pick<IndexSegment, 'likeDir' | 'count'>[], rank: number): { file: string; index: number } | undefined {
  const place = rankPlace(segments, rank);
  if (!place) return undefined;
  const { chunk, index } = chunkPlace(place.segment.count, place.rank, LIKE.chunkSize);
  return { file: segmentFile({ dir: place.segment.likeDir }, likeFile(chunk)), index };
}

export const likeHref = (number: number): string => `/discover?${LIKE.param}=${number}`;

/**
 * The similar ideas (`numbers`) as the engine's input: they pass, and the first is the most alike. Numbers no
 * rank has are left out. `ideaNumbers`: the core's number column.
 */
export function likeMatches(ideaNumbers: readonly number[], numbers: readonly number[]): TextMatches {
  const count = ideaNumbers.length;
  const wanted = new Map(numbers.map((number, position) => [number, numbers.length - position]));
  const matches = new Uint8Array(count);
  const scores = new Float64Array(count);
  for (let rank = 0; rank < count; rank++) {
    const score = wanted.get(ideaNumbers[rank]!);
    if (score === undefined) continue;
    matches[rank] = 1;
    scores[rank] = score;
  }
  return { matches, scores };
}

/** Most alike is a choice only while the list is of ideas like one. */
export function sortOptionsFor(like: number | null): readonly { value: SortBy; label: string }[] {
  return like === null ? SORT_OPTIONS : [LIKE_SORT_OPTION, ...SORT_OPTIONS];
}
