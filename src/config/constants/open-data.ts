/**
 * The files published for tools and agents (/ideas.json, the per-idea files, /llms.txt): their version,
 * names and bounds. Ships to the browser (the workspace names its BibTeX export): plain values only.
 */
export const OPEN_DATA = {
  /**
   * The version of /ideas.json and of every /idea/{slug}-{n}.json. Raised only by a breaking change (a field
   * removed, renamed, retyped or given another meaning); new optional fields keep it.
   */
  schemaVersion: 1,
  /** /llms.txt lists this many newest ideas by name; the rest are reachable from the categories and /ideas.json. */
  llmsNewestIdeas: 50,
  developersPath: '/developers',
  cataloguePath: '/ideas.json',
  /**
   * /ideas.json is not a file: the edge function netlify/edge-functions/catalogue.ts streams it from the parts
   * file (its head, tail and chunk addresses, written by every build) and the chunks it lists, so a deploy
   * uploads only the chunks that changed (src/open-data/catalogue-parts.build.ts).
   */
  catalogueParts: {
    folder: '/open-data/catalogue',
    path: '/open-data/catalogue/parts.json',
    /**
     * Ideas per chunk, counted from the oldest. A weekday's new ideas change the newest chunk only, so a deploy
     * uploads at most this many ideas of the catalogue (~2.4 MB at ~2.4 kB an idea) where it uploaded all of them
     * (24 MB at 10,000 ideas). The edge function's CPU goes by the bytes it streams, hardly by the number of
     * chunks: fewer ideas a chunk would upload less a day, for more fetches a request and a longer parts file;
     * 1,000 (as the idea files' buckets) makes ~100 files at 100,000 ideas, far under Netlify's 54,000 a folder.
     */
    ideasPerChunk: 1000,
  },
  llmsPath: '/llms.txt',
} as const;
