/**
 * The admin tools and the catalogue guard. From docs/spec/workspace-and-operations.md; ships to the browser:
 * plain values only.
 */
/**
 * The admin page (/webhook-trigger) and its functions: texts, limits and the rebuild schedule
 * (docs/spec/workspace-and-operations.md, sections 2, 6, 8 and 9).
 */
export const ADMIN = {
  role: 'admin',
  /** Pages submitted for indexing before any idea page. */
  indexingStaticPaths: ['/', '/discover', '/about', '/contact'],
  defaultIdeaCount: 50,
  /** IndexNow accepts at most this many URLs per request. */
  maxUrlsPerCall: 10_000,
  copyFeedbackMs: 2000,
  /** Rows of each history shown. */
  historyLength: 20,
  /** The weekday rebuild, UTC (Netlify cron); also the discover page's feed refresh time. */
  rebuildSchedule: '30 6 * * 1-5',
  /** Outgoing calls give up after this long (Netlify stops synchronous functions at 10 s by default). */
  outgoingTimeoutMs: 8000,
  text: {
    title: 'Operations',
    verifying: 'Verifying access...',
    restricted: 'Access Restricted',
    returnHome: 'Return to Home',
    denied: 'Access denied. Admin privileges required.',
    sessionError: 'Authentication error occurred',
    roleError: 'Error verifying user permissions',
    unexpected: 'An unexpected error occurred',
    signInRequired: 'Sign in required',
    invalidToken: 'Invalid or expired session token',
    copyAll: 'Copy All',
    copied: 'Copied!',
    copyFailed: 'Copy failed: select the text and copy it by hand.',
    generate: 'Regenerate Sitemap',
    generating: 'Generating...',
    sitemapHint:
      'The next build publishes this sitemap at /sitemap-0.xml. To update the public sitemap before then, replace the public sitemap file with this result.',
    sitemapFailed: 'Failed to generate sitemap',
    sitemapError: 'Sitemap generation failed',
    submitUrls: 'Submit URLs',
    submitting: 'Submitting to the indexing service...',
    testImplementation: 'Test Implementation',
    testing: 'Running tests...',
    indexingUnknown: 'Unknown error from edge function',
    indexingError: 'Edge function error',
    triggerWebhook: 'Trigger Webhook',
    triggering: 'Triggering...',
    rebuild: 'Rebuild now',
    rebuilding: 'Starting rebuild...',
    noHistory: 'Nothing recorded yet.',
  },
} as const;

/** The admin page's Delivery section: the mailing lists, their runs, previews and test sends. */
export const DELIVERY = {
  text: {
    title: 'Delivery',
    intro: 'Who gets the emails, how the last runs went, and the next email as a subscriber will see it.',
    subscribers: 'Subscribers',
    refresh: 'Refresh counts and runs',
    refreshing: 'Refreshing...',
    loadingCounts: 'Loading the subscriber counts...',
    countsFailed: 'Could not load the subscriber counts',
    runs: 'Delivery runs',
    previewHeading: (name: string) => `Preview of the ${name}`,
    previewLoading: 'Rendering the preview...',
    previewFailed: 'Could not build the preview',
    refreshPreview: 'Refresh preview',
    sendTest: 'Send a test to me',
    sendingTest: 'Sending the test...',
    testFailed: 'The test email could not be sent',
    testSent: (subject: string, to: string) => `Sent "${subject}" to ${to}. It is not counted as a delivery.`,
    tests: 'Test sends',
  },
} as const;

/**
 * The catalogue guard: idea numbers are row positions, and links and bookmarks are keyed by them.
 * The build refuses a sheet that moves or drops published numbers unless the override is set.
 */
export const CATALOGUE = {
  manifestPath: '/ideas-manifest.json',
  /** A shrink by more than this share of the published catalogue is refused. */
  maxShrinkRatio: 0.1,
  /** The live manifest is small and served from the CDN: a slower answer means something is wrong. */
  manifestTimeoutMs: 10_000,
  overrideVariable: 'ALLOW_CATALOGUE_CHANGES',
  /** Affected numbers listed one per line before the rest are summed up. */
  listedProblems: 40,
  text: {
    title: 'Catalogue guard',
    intro: 'Compares the live site’s idea manifest with the current sheet, as the next build will: a moved or deleted row would point published links and bookmarks at other ideas.',
    check: 'Check again',
    checking: 'Checking...',
    failed: 'Could not run the catalogue check',
  },
} as const;
