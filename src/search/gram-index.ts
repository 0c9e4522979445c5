/**
 * The split search index's layout, shared by the build and the browser: which file holds a key, which keys
 * a query needs, and how the numbers in a file are written.
 *
 * A query downloads only the keys it needs instead of the whole search text (2 MB gzip at 10,000 ideas):
 * - a query of 1-4 characters is itself a key, whose entry lists the ranks whose text contains it;
 * - a longer query is covered by 5-character keys ("tiles") at known offsets, whose entries list every
 *   position per rank, so a rank matches only where all tiles sit at their offsets: exact substring
 *   semantics, never the false matches a plain n-gram intersection gives.
 * Keys are spread over shard files by hash; each file is a JSON object from key to numbers.
 */
export const TILE_LENGTH = 5;

export interface GramLayout {
  /** Shard files of the 1-4 character keys (rank lists). */
  rankShards: number;
  /** Shard files of the 5-character keys (positions per rank). */
  tileShards: number;
}

/** Key -> its numbers, base 36, comma-separated (see encodeNumbers). */
export type GramShard = Record<string, string>;

export const gramFiles = {
  ranks: (shard: number) => `grams-r-${shard}.json`,
  tiles: (shard: number) => `grams-t-${shard}.json`,
};

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** FNV-1a over UTF-16 code units: the same in Node and every browser. */
export function shardOf(key: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}

export interface Tile {
  key: string;
  offset: number;
}

export type QueryPlan = { kind: 'none' } | { kind: 'ranks'; key: string } | { kind: 'tiles'; tiles: Tile[] };

/** Tiles every TILE_LENGTH characters, the last one flush with the query's end (it may overlap). */
export function planQuery(query: string): QueryPlan {
  const needle = normalizeQuery(query);
  if (!needle) return { kind: 'none' };
  if (needle.length < TILE_LENGTH) return { kind: 'ranks', key: needle };
  const tiles: Tile[] = [];
  for (let offset = 0; offset + TILE_LENGTH < needle.length; offset += TILE_LENGTH) tiles.push({ key: needle.slice(offset, offset + TILE_LENGTH), offset });
  const last = needle.length - TILE_LENGTH;
  tiles.push({ key: needle.slice(last), offset: last });
  return { kind: 'tiles', tiles };
}

/** The shard files a query reads. */
export function filesFor(plan: QueryPlan, layout: GramLayout): string[] {
  if (plan.kind === 'none') return [];
  if (plan.kind === 'ranks') return [gramFiles.ranks(shardOf(plan.key, layout.rankShards))];
  return [...new Set(plan.tiles.map((tile) => gramFiles.tiles(shardOf(tile.key, layout.tileShards))))];
}

/** Non-negative integers as base 36, comma-separated: compact, and gzip does the rest. */
export function encodeNumbers(numbers: readonly number[]): string {
  return numbers.map((n) => n.toString(36)).join(',');
}

export function decodeNumbers(text: string): Int32Array {
  if (text === '') return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const out = new Int32Array(count);
  let index = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 44) {
      out[index++] = value;
      value = 0;
    } else value = value * 36 + (code <= 57 ? code - 48 : code - 87);
  }
  out[index] = value;
  return out;
}
