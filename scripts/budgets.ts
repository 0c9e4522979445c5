/** Performance budgets (issue: Performance), checked by `npm run bench:check` against bench/results.json. */
export const BUDGETS = {
  lighthouse: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02 },
  ideaPage: { htmlCssGzipKb: 40, totalJsGzipKb: 90, criticalPathScripts: 0 },
  /** A guest's JS before the first interaction on home, about, an idea page and a legal page. */
  guestJsBeforeInteractionKb: 15,
  build10k: { coldMinutes: 10, warmMinutes: 3, peakMemoryGb: 4 },
  /**
   * A weekday's update at 10,000 ideas (issue 47): what its deploy uploads that the last deploy does not hold,
   * and the share of discover's search data a returning visitor's browser fetches again.
   */
  weekday10k: { newFilesShare: 0.05, newMb: 40, searchRefetchShare: 0.1 },
  /** What the related-ideas computation may add to a cold build at 10,000 ideas. */
  related10k: { seconds: 60 },
  /** For you (issue 30): the vectors the workspace fetches, and its main-thread work once they arrive (500 saved ideas, 4x CPU). */
  forYou10k: { vectorsGzipKb: 400, chromiumMs: 100 },
  /** The MCP function (issue 31): a cold instance's first answer, a warm search_ideas, its peak memory. */
  /** The personal tools' (against the local stand-in): a cold instance's first call and first for_you, and warm calls. */
  mcp10k: { coldFirstAnswerMs: 1500, warmSearchP95Ms: 100, peakMemoryMb: 512, hostileRequestCpuMs: 100, personalColdMs: 1500, personalWarmP95Ms: 100 },
  discover10k: { beforeFirstKeystrokeKb: 250, keystrokeP95Ms: 16, firstResultsMs: 1000, firstResultsKb: 60, searchLinkMs: 3000 },
  /** The catalogue at 100,000 ideas (issue 47, `npm run bench:scale`), on this 2-core machine. */
  scale100k: { weekdayMinutes: 15, mondayMinutes: 15, coldMinutes: 60, peakMemoryGb: 8, folderEntries: 50_000, beforeFirstKeystrokeKb: 300, firstResultsMs: 1000, firstResultsKb: 60 },
} as const;
