/**
 * Case-insensitive substring search over the split index (see gram-index.ts). Ships to the browser; the
 * caller fetches the shard files a query is missing, adds them, then matches. Entries are decoded once,
 * when a query first needs them.
 */
import { decodeNumbers, filesFor, type GramLayout, type GramShard, gramFiles, planQuery, shardOf, type Tile } from './gram-index.ts';

export interface GramSearch {
  /** Shard files the query reads that have not been added yet. */
  missing(query: string): string[];
  add(file: string, shard: GramShard): void;
  /**
   * Per rank, 1 if the text contains the query; null for an empty query (no text filter). Only once
   * missing(query) is empty. The array is reused by the next call: read it before matching again.
   */
  match(query: string): Uint8Array | null;
}

/** One tile's positions per rank: ranks ascending, positions of ranks[i] in positions[starts[i]..starts[i+1]). */
interface TileList {
  ranks: Int32Array;
  starts: Int32Array;
  positions: Int32Array;
}

const EMPTY_TILE: TileList = { ranks: new Int32Array(0), starts: new Int32Array(1), positions: new Int32Array(0) };

function decodeRanks(text: string): Int32Array {
  const ranks = decodeNumbers(text);
  for (let i = 1; i < ranks.length; i++) ranks[i]! += ranks[i - 1]! + 1;
  return ranks;
}

function decodeTile(text: string): TileList {
  const numbers = decodeNumbers(text);
  const ranks: number[] = [];
  const starts: number[] = [0];
  const positions = new Int32Array(numbers.length);
  let length = 0;
  let rank = -1;
  for (let i = 0; i < numbers.length; ) {
    rank += numbers[i++]! + 1;
    const count = numbers[i++]!;
    let position = 0;
    for (let j = 0; j < count; j++) {
      position += numbers[i++]!;
      positions[length++] = position;
    }
    ranks.push(rank);
    starts.push(length);
  }
  return { ranks: Int32Array.from(ranks), starts: Int32Array.from(starts), positions: positions.subarray(0, length) };
}

/** Index of value in sorted[from, to), or -1. */
function find(sorted: Int32Array, value: number, from = 0, to = sorted.length): number {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = sorted[middle]!;
    if (at === value) return middle;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

export function createGramSearch(count: number, layout: GramLayout): GramSearch {
  const shards = new Map<string, GramShard>();
  const rankLists = new Map<string, Int32Array>();
  const tileLists = new Map<string, TileList>();
  const matches = new Uint8Array(count);

  // Object.hasOwn: a key such as 'constructor' must not read the prototype's.
  function entry(file: string, key: string): string | undefined {
    const shard = shards.get(file);
    return shard && Object.hasOwn(shard, key) ? shard[key] : undefined;
  }

  function rankList(key: string): Int32Array {
    let list = rankLists.get(key);
    if (!list) rankLists.set(key, (list = decodeRanks(entry(gramFiles.ranks(shardOf(key, layout.rankShards)), key) ?? '')));
    return list;
  }

  function tileList(key: string): TileList {
    let list = tileLists.get(key);
    if (!list) {
      const text = entry(gramFiles.tiles(shardOf(key, layout.tileShards)), key);
      tileLists.set(key, (list = text === undefined ? EMPTY_TILE : decodeTile(text)));
    }
    return list;
  }

  // A rank matches where every tile sits at its offset from one position of the first (offset 0) tile.
  function matchTiles(tiles: readonly Tile[]) {
    const lists = tiles.map((tile) => tileList(tile.key));
    const first = lists[0]!;
    for (let i = 0; i < first.ranks.length; i++) {
      const rank = first.ranks[i]!;
      const at = lists.map((list) => find(list.ranks, rank));
      if (at.includes(-1)) continue;
      for (let p = first.starts[i]!; p < first.starts[i + 1]!; p++) {
        const start = first.positions[p]!;
        const all = tiles.every((tile, t) => t === 0 || find(lists[t]!.positions, start + tile.offset, lists[t]!.starts[at[t]!]!, lists[t]!.starts[at[t]! + 1]!) >= 0);
        if (all) {
          matches[rank] = 1;
          break;
        }
      }
    }
  }

  return {
    missing(query) {
      return filesFor(planQuery(query), layout).filter((file) => !shards.has(file));
    },
    add(file, shard) {
      shards.set(file, shard);
    },
    match(query) {
      const plan = planQuery(query);
      if (plan.kind === 'none') return null;
      matches.fill(0);
      if (plan.kind === 'ranks') for (const rank of rankList(plan.key)) matches[rank] = 1;
      else matchTiles(plan.tiles);
      return matches;
    },
  };
}
