/** The shape of bench/results.json, shared by the benchmark, its report and the budget check. */
import type { DiscoverDataWeights, DiscoverInBrowser } from './bench-discover.ts';
import type { RecommendationsResult } from './bench-recommendations.ts';

export interface BuildResult {
  ideas: number;
  cold: { ms: number; peakRssMb: number; imagesRendered: number; imagesCached: number };
  warm: { ms: number; peakRssMb: number; imagesRendered: number; imagesCached: number };
  msPerPage: number;
  msPerImage: number;
  /** The weekday build after `rows` more sheet rows, with the cold build's caches. Absent before it was measured. */
  weekday?: WeekdayResult;
  /**
   * The Monday after it, on the weekday's sheet and caches: the first build of a week, when discover's stable
   * segment takes in the week before (src/discover/index-types.ts). Absent before it was measured.
   */
  monday?: WeekdayResult;
}

/**
 * A weekday build (issue 47): its time and memory, and what a deploy of it would upload after the build before
 * it (files whose content, by SHA1, the previous deploy does not hold: scripts/deploy-diff.ts), by folder.
 */
export interface WeekdayResult {
  rows: number;
  ms: number;
  peakRssMb: number;
  files: number;
  mb: number;
  newFiles: number;
  newMb: number;
  newByFolder: { folder: string; files: number }[];
  /** Discover's search data of the build before, in MB, and the share a returning visitor fetches again (deploy-diff.ts). Absent before it was measured. */
  searchData?: { cachedMb: number; refetchedShare: number };
}

export interface Weight {
  raw: number;
  gzip: number;
}

export interface PageResult {
  path: string;
  html: Weight;
  css: Weight;
  js: Weight;
  fonts: Weight;
  images: Weight;
  data: Weight;
  jsBeforeInteractionGzip: number;
  criticalPathScripts: number;
  loadIslands: number;
}

export interface LighthouseResult {
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface DiscoverResult {
  ideas: number;
  /** search: gzip bytes of every search file, searchFiles: how many (a query reads a few). */
  index: { core: number; cardChunks: number; cardChunkAvg: number; search: number; searchFiles: number };
  node: { samples: number; p50: number; p95: number };
  chromium: { beforeFirstKeystroke: { html: number; css: number; js: number; index: number; other: number; total: number }; latency: { samples: number; p50: number; p95: number } };
  /** A first search on a phone (slow 4G, 4x CPU): input to results shown, and gzip bytes fetched, per query. */
  firstSearch: { queries: { query: string; matches: number; ms: number; bytes: number }[]; worstMs: number; worstBytes: number };
  /** A search link opened cold (empty cache) on slow 4G and 4x CPU: navigation start to the right first card (issue 45). Absent before it was measured. */
  coldSearchLink?: { queries: { query: string; ms: number }[]; worstMs: number };
}

export interface BenchResults {
  date: string;
  machine: { cpus: number; node: string };
  benchMinutes: number;
  builds: BuildResult[];
  growthRatio: number | null;
  pages: PageResult[];
  lighthouse: LighthouseResult[];
  discover: DiscoverResult[];
  /** Absent in results from before it was measured. */
  related?: RelatedResult;
  /** Absent in results from before it was measured. */
  searchQuality?: SearchQualityResult;
  /** Absent in results from before it was measured. */
  recommendations?: RecommendationsResult;
  /** Absent in results from before it was measured. */
  mcp?: McpResult;
  /** `npm run bench:scale` (100,000 ideas); absent until it has run. */
  scale?: ScaleResult;
}

/** The MCP function at /mcp, each run a cold instance of its esbuild bundle (scripts/bench-mcp.ts). */
export interface McpResult {
  ideas: number;
  /** The catalogue a cold instance reads whole; the function's zip with it, estimated (deflated); the records it reads from the deploy. */
  catalogueMb: number;
  bundleZipMb: number;
  recordFilesMb: number;
  /** Process start to the first answer (initialize), median of the cold runs. */
  coldFirstAnswerMs: number;
  /** Process start to the first search_ideas answer, median of the cold runs. */
  coldFirstSearchMs: number;
  /** search_ideas on a warm instance: p50 the best run's, p95 the worst run's. */
  warmSearch: { p50: number; p95: number; queries: number };
  /** The most CPU (user + system, ms) one request of a hostile set took, over the cold runs (issue 45). Absent before it was measured. */
  hostileWorstCpuMs?: number;
  peakRssMb: number;
  /**
   * The personal tools against the local Supabase stand-in (each call checks the token with its Auth, then reads or
   * writes through its PostgREST): a cold instance's first call and first for_you (it reads the recommendation
   * vectors), medians of the runs; warm calls, p50 the best run's, p95 the worst run's. Absent before it was measured.
   */
  personal?: { coldFirstCallMs: number; coldFirstForYouMs: number; p50: number; p95: number; calls: number };
  runs: number;
}

/** The related-ideas computation at build time (scripts/bench-related.ts). */
export interface RelatedResult {
  ideas: number;
  ms: number;
  /** Heap still held when it returns (the result and what it keeps). */
  heapMb: number;
  averageRelated: number;
  /** Share of listed related ideas that name at least one shared term. */
  withSharedShare: number;
}

/** Discover's Best-match search judged on the synthetic sheet (scripts/bench-search-quality.ts). */
export interface SearchQualityResult {
  ideas: number;
  queries: number;
  /** Share of queries with a relevant idea among the first three results. */
  hitsAt3: number;
  /** Mean of 1 / rank of the first relevant idea, 0 when it is not among the first mrrDepth. */
  mrr: number;
  mrrDepth: number;
  kinds: { kind: string; queries: number; hitsAt3: number; mrr: number }[];
  /** Up to ten queries without a relevant idea in the first three. */
  misses: { kind: string; query: string; relevant: number[]; top: number[] }[];
  /** The whole judged run, the index build and load included. */
  ms: number;
  /** One build of the discover index files (words, vocabulary, cards, core) for these ideas, as the site build makes it. */
  indexBuildMs?: number;
}

/** The catalogue at 100,000 ideas (scripts/bench-scale.ts): a cold build and the weekday build after it. */
export interface ScaleResult {
  ideas: number;
  /** Whether the builds drew the Open Graph images. */
  images: boolean | undefined;
  /** The builds' NODE_OPTIONS, netlify.toml's (its heap limit). Absent before they were run with it (a 16 GB heap). */
  nodeOptions?: string;
  cold: { ms: number; peakRssMb: number };
  weekday: { ms: number; peakRssMb: number; rows: number; files: number; mb: number; newFiles: number; newMb: number };
  /** The build the Monday after, on the weekday's sheet and caches (--monday): files and MB new against the weekday's. Absent unless measured. */
  monday?: { ms: number; peakRssMb: number; newFiles: number; newMb: number };
  largestFolder: { path: string; entries: number };
  /**
   * Discover after the weekday build: its data read in Node (scripts/bench-discover.ts discoverDataWeights), and
   * the page in Chromium (discoverInBrowser). Absent before they were measured.
   */
  discover?: DiscoverDataWeights & { browser?: DiscoverInBrowser };
}
