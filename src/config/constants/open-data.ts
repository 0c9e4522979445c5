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
  llmsPath: '/llms.txt',
} as const;
