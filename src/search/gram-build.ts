/**
 * Builds the split search index (see gram-index.ts) from each rank's search text. Build-time only.
 * Texts are lower-cased, one per rank; '\n' separates fields and no key spans it (a query never holds one).
 */
import { encodeNumbers, type GramLayout, type GramShard, gramFiles, shardOf, TILE_LENGTH } from './gram-index.ts';

/** Raw JSON per shard file the shard counts aim at: about 10 KB gzip, so a query reads little beyond its keys. */
const TARGET_SHARD_CHARS = 40_000;
const MAX_SHARDS = 4096;

interface TileEntry {
  /** Flat: rank, count, positions..., per rank. */
  list: number[];
  rank: number;
  countAt: number;
}

export interface BuiltGrams {
  layout: GramLayout;
  files: Map<string, string>;
}

function shardCount(totalChars: number): number {
  let shards = 1;
  while (shards < MAX_SHARDS && totalChars / shards > TARGET_SHARD_CHARS) shards *= 2;
  return shards;
}

function rankDeltas(ranks: readonly number[]): number[] {
  return ranks.map((rank, i) => (i === 0 ? rank : rank - ranks[i - 1]! - 1));
}

/** Per rank: rank delta, count, first position, then gaps to the next position. */
function tileDeltas(list: readonly number[]): number[] {
  const out: number[] = [];
  let previousRank = -1;
  for (let i = 0; i < list.length; ) {
    const rank = list[i++]!;
    const count = list[i++]!;
    out.push(rank - previousRank - 1, count);
    previousRank = rank;
    let previous = 0;
    for (let j = 0; j < count; j++) {
      const position = list[i++]!;
      out.push(position - previous);
      previous = position;
    }
  }
  return out;
}

function shardFiles(entries: Map<string, string>, name: (shard: number) => string): { shards: number; files: [string, string][] } {
  let total = 0;
  for (const [key, value] of entries) total += key.length + value.length + 6;
  const shards = shardCount(total);
  const groups: GramShard[] = Array.from({ length: shards }, () => ({}));
  for (const [key, value] of entries) groups[shardOf(key, shards)]![key] = value;
  return { shards, files: groups.map((group, shard) => [name(shard), JSON.stringify(group)]) };
}

export function buildGrams(texts: readonly string[]): BuiltGrams {
  const ranks = new Map<string, number[]>();
  const tiles = new Map<string, TileEntry>();
  texts.forEach((text, rank) => {
    let fieldEnd = text.indexOf('\n');
    if (fieldEnd < 0) fieldEnd = text.length;
    for (let i = 0; i < text.length; i++) {
      if (i === fieldEnd) {
        fieldEnd = text.indexOf('\n', i + 1);
        if (fieldEnd < 0) fieldEnd = text.length;
        continue;
      }
      const room = fieldEnd - i;
      for (let length = 1; length < TILE_LENGTH && length <= room; length++) {
        const key = text.slice(i, i + length);
        const list = ranks.get(key);
        if (!list) ranks.set(key, [rank]);
        else if (list[list.length - 1] !== rank) list.push(rank);
      }
      if (room < TILE_LENGTH) continue;
      const key = text.slice(i, i + TILE_LENGTH);
      let entry = tiles.get(key);
      if (!entry) tiles.set(key, (entry = { list: [], rank: -1, countAt: 0 }));
      if (entry.rank !== rank) {
        entry.rank = rank;
        entry.list.push(rank, 0);
        entry.countAt = entry.list.length - 1;
      }
      entry.list[entry.countAt]!++;
      entry.list.push(i);
    }
  });
  const rankFiles = shardFiles(new Map([...ranks].map(([key, list]) => [key, encodeNumbers(rankDeltas(list))])), gramFiles.ranks);
  const tileFiles = shardFiles(new Map([...tiles].map(([key, entry]) => [key, encodeNumbers(tileDeltas(entry.list))])), gramFiles.tiles);
  return {
    layout: { rankShards: rankFiles.shards, tileShards: tileFiles.shards },
    files: new Map([...rankFiles.files, ...tileFiles.files]),
  };
}
