/**
 * Case-insensitive substring search over the index's search text. Ships to the browser; pure.
 * Typing usually extends the previous query, and anything that contains the longer query contains the
 * shorter one, so each keystroke only re-checks the previous matches. Buffers are reused between calls
 * so a keystroke over 10,000 ideas allocates nothing (garbage collection showed up as latency spikes).
 */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

export interface TextSearch {
  /**
   * Per rank, 1 if the text contains the query; null for an empty query (no text filter).
   * The array is reused by the next call: read it before searching again.
   */
  match(query: string): Uint8Array | null;
}

export function createTextSearch(texts: readonly string[]): TextSearch {
  const count = texts.length;
  const matches = new Uint8Array(count);
  let ranks = new Int32Array(count);
  let spare = new Int32Array(count);
  let ranksLength = 0;
  let previousQuery = '';

  return {
    match(query) {
      const needle = normaliseQuery(query);
      if (!needle) {
        previousQuery = '';
        return null;
      }
      let length = 0;
      if (previousQuery && needle.includes(previousQuery)) {
        for (let i = 0; i < ranksLength; i++) {
          const rank = ranks[i]!;
          if (texts[rank]!.includes(needle)) spare[length++] = rank;
        }
      } else {
        for (let rank = 0; rank < count; rank++) if (texts[rank]!.includes(needle)) spare[length++] = rank;
      }
      [ranks, spare] = [spare, ranks];
      ranksLength = length;
      previousQuery = needle;
      matches.fill(0);
      for (let i = 0; i < length; i++) matches[ranks[i]!] = 1;
      return matches;
    },
  };
}
