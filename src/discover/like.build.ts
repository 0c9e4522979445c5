/**
 * Builds the like files of a discover index segment (like.ts): each idea's most similar ideas, as idea
 * numbers, in files of LIKE.chunkSize ideas by the segment's rank, cut from its oldest idea. Numbers, not
 * ranks, so a segment's files stay as they are when another segment grows, or when ideas join it at the front. Pure; build-time only.
 */
import { LIKE } from '../config/constants/like.ts';
import { segmentChunks } from './index-types.ts';
import { type LikeAdditionsChunk, likeAdditionsFile, type LikeChunk, likeFile } from './like.ts';

/** `numbers`: the segment's idea numbers in rank order (its core's); `similar`: per idea number, similar idea numbers, best first (src/ideas/related.build.ts). */
export function buildLikeFiles(numbers: readonly number[], similar: ReadonlyMap<number, readonly number[]>): Map<string, string> {
  const files = new Map<string, string>();
  segmentChunks(numbers, LIKE.chunkSize).forEach((chunk, index) => files.set(likeFile(index), JSON.stringify(chunk.map((number) => [...(similar.get(number) ?? [])]) satisfies LikeChunk)));
  return files;
}

/**
 * The additions files of the settled segment's like files (like.ts LikeAdditionsChunk), one per like file, `{}`
 * where none of its ideas takes in a newer one: the browser asks for the file of any settled idea's list.
 * `numbers`: the settled segment's idea numbers in rank order; `additions`: src/ideas/like-front.build.ts's.
 */
export function buildLikeAdditionsFiles(numbers: readonly number[], additions: ReadonlyMap<number, readonly (readonly [number, number])[]>): Map<string, string> {
  const files = new Map<string, string>();
  segmentChunks(numbers, LIKE.chunkSize).forEach((chunk, index) => {
    const taken = Object.fromEntries(chunk.flatMap((number, at) => (additions.has(number) ? [[String(at), additions.get(number)!]] : [])));
    files.set(likeAdditionsFile(index), JSON.stringify(taken satisfies LikeAdditionsChunk));
  });
  return files;
}
