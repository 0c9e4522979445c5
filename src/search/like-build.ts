/**
 * Builds the like files of the discover index (like.ts): each idea's most similar ideas, as ranks, in files
 * of LIKE.chunkSize ideas by rank. Pure; build-time only.
 */
import { LIKE } from '../config/constants/like.ts';
import { type LikeChunk, likeFile } from './like.ts';

/**
 * `numbers`: idea numbers in rank order (the core's); `similar`: per idea number, similar idea numbers, best
 * first (related.ts). Ideas missing from either side are left out.
 */
export function buildLikeFiles(numbers: readonly number[], similar: ReadonlyMap<number, readonly number[]>): Map<string, string> {
  const rankOf = new Map(numbers.map((number, rank) => [number, rank]));
  const files = new Map<string, string>();
  for (let start = 0; start < numbers.length; start += LIKE.chunkSize) {
    const chunk: LikeChunk = numbers.slice(start, start + LIKE.chunkSize).map((number) =>
      (similar.get(number) ?? []).flatMap((other) => {
        const rank = rankOf.get(other);
        return rank === undefined ? [] : [rank];
      }),
    );
    files.set(likeFile(start / LIKE.chunkSize), JSON.stringify(chunk));
  }
  return files;
}
