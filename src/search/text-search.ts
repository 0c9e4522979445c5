/**
 * Case-insensitive substring search over the index's search text. Ships to the browser; pure.
 * Typing usually extends the previous query, and anything that contains the longer query contains the
 * shorter one, so each keystroke only re-checks the previous matches.
 */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

export interface TextSearch {
  /** Per rank, 1 if the text contains the query; null for an empty query (no text filter). */
  match(query: string): Uint8Array | null;
}

export function createTextSearch(texts: readonly string[]): TextSearch {
  let previousQuery = '';
  let previousRanks: number[] = [];

  return {
    match(query) {
      const needle = normaliseQuery(query);
      if (!needle) return null;
      const candidates = previousQuery && needle.includes(previousQuery) ? previousRanks : null;
      const ranks: number[] = [];
      if (candidates) {
        for (const rank of candidates) if (texts[rank]!.includes(needle)) ranks.push(rank);
      } else {
        for (let rank = 0; rank < texts.length; rank++) if (texts[rank]!.includes(needle)) ranks.push(rank);
      }
      previousQuery = needle;
      previousRanks = ranks;
      const matches = new Uint8Array(texts.length);
      for (const rank of ranks) matches[rank] = 1;
      return matches;
    },
  };
}
