/**
 * "More like this" for a catalogue in two parts, as discover's index cuts it (src/ideas/settled-ideas.build.ts):
 * the settled ideas' lists among themselves (`base`, which last as long as the settled segment: months at
 * today's pace), and from the newer ideas, in front of them:
 * - each newer idea's list against the whole catalogue;
 * - per settled idea, the newer ideas its list over the whole catalogue takes in, each with its place there.
 * A settled idea's base list with those inserted at their places, cut to LIKE.count, is its list over the whole
 * catalogue (the best of all ideas are the best of the best settled ones and the newer ones), but for the order of
 * the settled ideas among themselves: the settled segment's term space orders them, and a newer idea that brings
 * a term only one settled idea had moves that a little (tests/unit/reference-catalogue.test.ts). So the base files
 * stay as they are while the front's small files change each day. Build-time only; pure.
 */
import { type RelatedOptions, type RelatedSource, likeness, listSettings, type SimilaritySpace, similarLists, similaritySpace } from './related.build.ts';

/** Per settled idea number: the newer ideas its whole-catalogue list takes in, as [number, place in that list], by place (src/discover/like.ts withAdditions). */
export type LikeAdditions = Map<number, [number, number][]>;

export interface FrontLikeLists {
  /** The newer ideas' lists, against the whole catalogue. */
  like: Map<number, number[]>;
  additions: LikeAdditions;
}

/**
 * `settled`: the settled segment's idea numbers; `base`: their lists among themselves (similarIdeas over those
 * ideas alone); `space`: similaritySpace(ideas, options), when the caller has it already. Ties order as
 * similarIdeas orders them: the higher number first.
 */
export function frontLikeLists(ideas: readonly RelatedSource[], settled: ReadonlySet<number>, base: ReadonlyMap<number, readonly number[]>, options: RelatedOptions & { space?: SimilaritySpace } = {}): FrontLikeLists {
  const front = new Set(ideas.flatMap((idea) => (settled.has(idea.number) ? [] : [idea.number])));
  if (front.size === 0) return { like: new Map(), additions: new Map() };
  const space = options.space ?? similaritySpace(ideas, options);
  const settings = listSettings(options);
  const { numbers } = space;
  const indexOf = new Map([...numbers].map((number, index) => [number, index]));
  const isSettled = Uint8Array.from(numbers, (number) => (settled.has(number) ? 1 : 0));
  // Per settled idea (index): the newer ideas alike enough to be listed, with their likeness, read off the newer
  // ideas' own pass.
  const joining = new Map<number, [number, number][]>();
  const collect = (index: number, scores: Float64Array, touched: Int32Array, reached: number) => {
    for (let t = 0; t < reached; t++) {
      const other = touched[t]!;
      const score = scores[other]!;
      if (score < settings.likeMinScore || !isSettled[other]) continue;
      const list = joining.get(other);
      if (list) list.push([index, score]);
      else joining.set(other, [[index, score]]);
    }
  };
  const like = new Map(similarLists(space, { ...settings, count: 0 }, 0, ideas.length, front, collect).like);
  const additions: LikeAdditions = new Map();
  for (const [index, newer] of joining) {
    const number = numbers[index]!;
    const listed: [number, number][] = (base.get(number) ?? []).map((other) => [indexOf.get(other)!, likeness(space, index, indexOf.get(other)!)]);
    const isNewer = new Set(newer.map(([other]) => other));
    const merged = [...listed, ...newer].sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || numbers[b]! - numbers[a]!).slice(0, settings.likeCount);
    const places = merged.flatMap(([other], place): [number, number][] => (isNewer.has(other) ? [[numbers[other]!, place]] : []));
    if (places.length > 0) additions.set(number, places);
  }
  return { like, additions };
}
