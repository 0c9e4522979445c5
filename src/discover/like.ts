/**
 * "More like this" (`/discover?like=12`): where an idea's similar ideas are in the discover index, and how
 * they become an input of the engine (engine.ts), like the text matches. Ships to the browser; pure.
 *
 * The build lists each idea's most similar ideas (src/ideas/related.build.ts, same pass as related ideas), best first, as
 * idea numbers, in files of LIKE.chunkSize ideas by rank within the idea's segment, cut from its oldest idea
 * (index-types.ts chunkSpan; like.build.ts). A settled idea's list is among the settled ideas; the newest
 * segment holds what it takes in from the newer ones (LikeAdditionsChunk).
 */
import { LIKE } from '../config/constants/like.ts';
import type { TextMatches } from './engine.ts';
import { LIKE_SORT_OPTION, SORT_OPTIONS, type SortBy } from './filters.ts';
import { chunkPlace, type IndexSegment, rankPlace } from './index-types.ts';
import { segmentFile } from '../text-search/word-index.ts';

/** One like file: per rank in its chunk, the numbers of the most similar ideas, best first. */
export type LikeChunk = number[][];

/**
 * One file of additions to a like file of the settled segment, in the newest segment's folder: per
 * rank in the chunk (as a string key), the newer ideas its list takes in, as [number, place], by place
 * (src/ideas/like-front.build.ts). Ranks that take in none are left out.
 */
export type LikeAdditionsChunk = Record<string, readonly (readonly [number, number])[]>;

export const likeFile = (chunk: number): string => `like-${chunk}.json`;
export const likeAdditionsFile = (chunk: number): string => `like-more-${chunk}.json`;

/** A settled idea's list with the newer ideas inserted at their places, cut to LIKE.count: in effect its list over the whole catalogue. */
export function withAdditions(base: readonly number[], additions: readonly (readonly [number, number])[] | undefined): number[] {
  const list = [...base];
  for (const [number, place] of additions ?? []) list.splice(place, 0, number);
  return list.slice(0, LIKE.count);
}

/**
 * The like file of a global rank (under the manifest's base) and the idea's place in it; for an idea of the
 * settled (oldest) segment behind newer ones, also the file of the additions its list takes in from them.
 */
export function likePlace(segments: readonly Pick<IndexSegment, 'dir' | 'count'>[], rank: number): { file: string; additions: string | null; index: number } | undefined {
  const place = rankPlace(segments, rank);
  if (!place) return undefined;
  const { chunk, index } = chunkPlace(place.segment.count, place.rank, LIKE.chunkSize);
  const settledBehind = segments.length > 1 && place.segment === segments.at(-1);
  return { file: segmentFile(place.segment, likeFile(chunk)), additions: settledBehind ? segmentFile(segments[0]!, likeAdditionsFile(chunk)) : null, index };
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
