/**
 * Builds the like files of a discover index segment (like.ts): each idea's most similar ideas, as idea
 * numbers, in files of LIKE.chunkSize ideas by the segment's rank. Numbers, not ranks, so a segment's files
 * stay as they are when another segment grows. Pure; build-time only.
 */
import { LIKE } from '../config/constants/like.ts';
import { type LikeChunk, likeFile } from './like.ts';

/** `numbers`: the segment's idea numbers in rank order (its core's); `similar`: per idea number, similar idea numbers, best first (src/ideas/related.build.ts). */
export function buildLikeFiles(numbers: readonly number[], similar: ReadonlyMap<number, readonly number[]>): Map<string, string> {
  const files = new Map<string, string>();
  for (let start = 0; start < numbers.length; start += LIKE.chunkSize) {
    const chunk: LikeChunk = numbers.slice(start, start + LIKE.chunkSize).map((number) => [...(similar.get(number) ?? [])]);
    files.set(likeFile(start / LIKE.chunkSize), JSON.stringify(chunk));
  }
  return files;
}
