/**
 * The public site: page sizes and limits, fallback texts, score scales, the feed's texts. From
 * docs/spec/public-site.md; ships to the browser: plain values only.
 */
export const LIMITS = {
  slugMaxLength: 80,
  breadcrumbPitchLength: 25,
  pageSize: 20,
  loadMoreStep: 20,
  loadMoreDelayMs: 300,
  perDefault: 20,
  perMax: 50,
  paginationWindow: 5,
  sentinelMarginPx: 100,
  searchDebounceMs: 300,
  /**
   * A pause in typing this long fetches the typed text's search files while the debounce runs, so they are
   * usually here when it ends; shorter pauses (a word typed quickly) fetch nothing for the letters between.
   */
  searchPrefetchMs: 100,
  /** Close or partial matches shown under the empty state, best first. */
  closeMatches: 12,
  mobileBreakpointPx: 768,
  filterChipsShown: 3,
  dropdownMaxHeightPx: 160,
  tooltipAutoHideMs: 3000,
  pullTriggerPx: 80,
  pullMaxPx: 120,
  scoreMax: 10,
  trlMin: 1,
  trlMax: 9,
  /** Newest ideas in each RSS, Atom and JSON feed: enough for a weekly reader, small enough to poll. */
  feedItems: 50,
} as const;

export const UTM = {
  source: 'share_button',
  medium: 'social',
  campaign: 'idea_share',
} as const;

export const FEEDBACK_SUBJECT = 'User Feedback On Venture Idea';

/** Texts the idea page shows when a field is empty. */
export const FALLBACK_TEXT = {
  painPoints: 'No customer pain points specified',
  businessModel: 'Business model under development',
  competitors: 'No direct competitors identified - potential blue ocean opportunity',
  barriers: 'No major implementation barriers identified',
  tam: 'Market size analysis in progress',
  coreInnovation: 'Core innovation analysis in progress',
  validationPlan: 'Validation plan in preparation',
  authors: 'Authors information not available',
  summary: 'No summary available for this paper.',
  ideaTitle: 'Research Opportunity',
} as const;

export const NOT_FOUND_TEXT = {
  title: 'Idea Not Found',
  body: "We couldn't find the startup idea you're looking for.",
  link: 'Return to all ideas',
  /** Shown while an old or mistyped address is looked up, so "not found" never shows for an idea that exists. */
  loading: 'Loading idea details...',
  /** Without scripting the lookup cannot run: the page says why an idea's old address may end here. */
  noScript: "If you followed an older link to an idea, turn on JavaScript to be taken to its current address, or find it among all ideas.",
} as const;

/** Score scales shown in the score explanation dialog (each 1 to 10). */
export const SCORE_SCALES = [
  {
    key: 'novelty',
    label: 'Novelty',
    points: [
      { value: 1, text: 'Incremental' },
      { value: 5, text: 'Significant, meaningful advance' },
      { value: 10, text: 'Breakthrough' },
    ],
  },
  {
    key: 'marketPotential',
    label: 'Market',
    points: [
      { value: 1, text: 'Niche' },
      { value: 5, text: 'Moderate' },
      { value: 10, text: 'Mass market' },
    ],
  },
  {
    key: 'feasibility',
    label: 'Feasibility',
    points: [
      { value: 1, text: 'Years of R&D away' },
      { value: 5, text: 'Some prototyping possible' },
      { value: 10, text: 'Buildable immediately' },
    ],
  },
] as const;

/**
 * The idea page's quick-action bar (phones and tablets, where the side column sits below the long main
 * column) and its More actions menu, which brings the side column's other actions within reach.
 */
export const IDEA_ACTIONS = {
  barLabel: 'Idea quick actions',
  save: 'Save',
  paper: 'Paper',
  paperName: 'View Paper',
  chat: 'Chat',
  chatName: 'Chat with the paper',
  more: 'More',
  moreName: 'More actions',
  tagsAndNotes: 'Your tags and notes',
  subscribe: 'Get our top ideas in your inbox',
  feedback: 'Help Us Improve - Give Feedback',
  newTab: '(opens in a new tab)',
} as const;

/** The discover search box. */
export const SEARCH_TEXT = {
  label: 'Search ideas',
  placeholder: 'Search ideas, papers, authors',
  /** A phone's box is narrow beside the Filters button: the magnifier says "search", the words say what. */
  mobilePlaceholder: 'Ideas, papers, authors',
} as const;

/** Discover feed texts (docs/spec/public-site.md, sections 2 and 8). */
export const FEED_TEXT = {
  emptyTitle: 'No startup ideas found',
  emptyBody: 'Try adjusting your search terms to find startup ideas.',
  errorTitle: 'Error Loading Data',
  errorBody: "We couldn't load the startup ideas. Please try again later.",
  refresh: 'Refresh Research',
  loading: 'Loading ideas…',
  /** While a new query's search files arrive; the previous results stay, dimmed. */
  searching: 'Searching…',
  refreshing: 'Refreshing…',
  upToDate: 'Up to date: no new ideas since this page loaded.',
  updated: 'Updated to the latest ideas.',
  newIdea: '1 new idea.',
  /** {n}: how many. */
  newIdeas: '{n} new ideas.',
  refreshFailed: "Couldn't check for new ideas. Check your connection and try again.",
  /** While the index cannot load, the server-rendered newest ideas stay on screen. */
  filtersNotApplied: 'your filters could not be applied',
  /** Shown under the empty state when typos read as the catalogue's words find ideas; then "for “query”". */
  closeTitle: 'Close matches for',
  /** Followed by the words read: “agent” for “agnet”. */
  closeBody: 'No idea contains these exact words; these contain close ones, reading',
  /** When no idea has every word: the ideas with most of them. */
  partialTitle: 'Partial matches for',
  partialBody: 'No idea matches every word; these match most of them',
  /**
   * The status line over close or partial matches, in place of "Showing 0 of 0 ideas" and the empty state,
   * which beside the matches below read as a contradiction.
   */
  noneWithEveryWord: 'No idea matches every word: the closest are below',
  /** A category in the address that no idea has: it is left out of the filters, and said. */
  unknownCategory: (kind: 'technology' | 'industry', name: string) => `There is no ${kind} category “${name}”, so it is not applied.`,
  /** The status while the list's count is known and its first cards are on their way. */
  loadingCards: (count: number) => `Loading ${count} ${count === 1 ? 'idea' : 'ideas'}…`,
} as const;


/** Related ideas (src/ideas/related.build.ts): how many each idea page and saved workspace idea lists. */
export const RELATED = {
  /** Two columns of three on wide screens; enough to follow a thread without a second page. */
  count: 6,
  /** A saved card is already long (tags, note): the closest three. */
  workspaceCount: 3,
  /** Terms named under each related idea ("Shared: federated learning, hospitals"). */
  sharedTerms: 3,
  /** Terms in more than this share of ideas are ignored (little meaning, most of the cost)... */
  maxDocumentShare: 0.1,
  /** ...unless they are in at most this many ideas, so small catalogues keep every term. */
  minDocumentCap: 100,
} as const;

/** Score percentiles on idea pages and the charts of the category pages. */
export const SCORE_STATS = {
  /** A category with fewer scored ideas shows no percentile (two ideas make a coin toss, not a rank). */
  minCategorySize: 5,
  /** Weeks of research momentum on a category page, the build's week last. */
  momentumWeeks: 26,
} as const;

/**
 * Why an idea is like another, in a founder's words (issue 44), on idea pages, in the workspace, For you and
 * the daily alert: a category or a tag they share, the customers both serve, the problem both solve. For you
 * says how many of the person's saved ideas have the category.
 */
export const REASON_TEXT = {
  category: (label: string) => `Also in ${label}`,
  categorySaved: (label: string, saved: number) => `${label}, like ${saved === 1 ? 'an idea' : `${saved} ideas`} you saved`,
  tag: (label: string) => `Also about ${label}`,
  customer: (label: string) => `Also for ${label}`,
  problem: (label: string) => `Same problem: ${label}`,
  separator: ' · ',
} as const;

/** Texts of the related ideas block, the score percentiles and the scoring page. */
export const SCORE_TEXT = {
  scoringPath: '/scoring',
  scoringLink: 'How this is scored',
  relatedTitle: 'Related ideas',
  relatedIntro: 'From the same paper first, then the closest by industry, customers, problems and tags. Updated as ideas are added.',
  samePaper: 'Same paper',
  /** Percentiles count the catalogue's epoch: its first ideas, as many as the largest power of two it holds (src/ideas/catalogue-epoch.ts). */
  percentilesAmong: (ideas: number) => `Counted among the catalogue's first ${ideas.toLocaleString('en-US')} ideas.`,
  /** Said after a percentile when other ideas of the category have the same score. */
  tiedWith: (tied: number, others: number) => (tied === others ? `tied with all ${others} others` : `tied with ${tied} of the other ${others}`),
} as const;

/** User Timing names of discover's results, read by scripts/bench-discover.ts. */
export const DISCOVER_TIMING = {
  /** Set when results are computed. */
  resultsStart: 'discover:results-start',
  /** From computing results to their first screen committed to the DOM. */
  results: 'discover:results',
};
