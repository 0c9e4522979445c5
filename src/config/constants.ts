/**
 * Limits, delays and fixed texts from the spec, in one typed place.
 * Ships to the browser: plain values only.
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
  mobileBreakpointPx: 768,
  filterChipsShown: 3,
  dropdownMaxHeightPx: 160,
  tooltipAutoHideMs: 3000,
  pullTriggerPx: 80,
  pullMaxPx: 120,
  scoreMax: 10,
  trlMin: 1,
  trlMax: 9,
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

/** Fixed facts of the legal pages (spec: workspace-and-operations, sections 2 and 9). */
export const LEGAL = {
  /** ISO dates; shown as "June 1, 2025". */
  effectiveDate: '2025-06-01',
  lastUpdated: '2025-06-01',
  governingLaw: 'India',
  /** Terms of Service: minimum age to use the service. */
  minimumAge: 18,
  /** Privacy Policy: the service is not for children under this age. */
  childrenUnder: 13,
} as const;

/** Discover feed texts (spec: public-site sections 2 and 8). */
export const FEED_TEXT = {
  emptyTitle: 'No startup ideas found',
  emptyBody: 'Try adjusting your search terms to find startup ideas.',
  errorTitle: 'Error Loading Data',
  errorBody: "We couldn't load the startup ideas. Please try again later.",
  refresh: 'Refresh Research',
} as const;

/** Sign-in limits, storage keys and texts (spec: public-site sections 2, 4, 5, 8, 9). */
export const AUTH_LIMITS = {
  passwordMinLength: 6,
  /** The sign-in dialog closes this long after a magic link was sent or an account was created. */
  closeAfterMailMs: 2000,
  /** ...and this long after a password sign-in. */
  closeAfterPasswordMs: 500,
  /** The profile row is cached in sessionStorage this long. */
  profileCacheMs: 5 * 60 * 1000,
} as const;

export const AUTH_STORAGE = {
  /** sessionStorage key of the cached profile. */
  profileCache: 'rv-profile-cache',
} as const;

export const AUTH_TEXT = {
  dialogTitle: 'Sign in to save ideas',
  genericError: 'An error occurred',
  google: 'Continue with Google',
  email: 'Continue with Email',
  passwordOption: 'Sign in with password',
  sendMagicLink: 'Send Magic Link',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  back: 'Back',
  sending: 'Sending...',
  pleaseWait: 'Please wait...',
  forgotPassword: 'Forgot password?',
  toSignUp: "Don't have an account? Sign up",
  toSignIn: 'Already have an account? Sign in',
  googleRedirect: 'Redirecting to Google...',
  magicLinkSent: 'Check your email for the magic link!',
  signedUp: 'Account created! Check your email to verify your account.',
  signedIn: 'Successfully signed in!',
  resetSent: 'Check your email for a link to reset your password.',
  enterEmailFirst: 'Enter your email address first.',
  passwordsDiffer: 'Passwords do not match.',
  passwordUpdated: 'Your password has been updated.',
  nameSaved: 'Your name has been saved.',
  signingIn: 'Signing you in...',
  callbackError: 'Authentication Error',
  tryAgain: 'Try Again',
  signOut: 'Sign Out',
  account: 'Account',
  fallbackName: 'User',
} as const;

/** Toasts (spec: workspace-and-operations sections 4 and 9). */
export const TOAST = {
  /** At most this many toasts at once: a new one replaces the current one. */
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  /** A dismissed toast stays in memory this long (its closing state), then is dropped. */
  removeDelayMs: 1_000_000,
  regionLabel: 'Notifications (F8)',
  close: 'Close notification',
} as const;

/** Bookmarks, tags, notes and the workspace (spec: workspace-and-operations sections 2, 4, 5, 8, 9). */
export const WORKSPACE_LIMITS = {
  noteMaxLength: 2000,
  noteAutosaveMs: 1000,
  savedIndicatorMs: 2000,
  tagInputBlurCloseMs: 150,
  tagMaxLength: 50,
  notePreviewLength: 100,
  paperNotePreviewWords: 24,
  searchDebounceMs: 300,
  /** After a sign-in in the dialog: wait for the session this long, polling at this interval, then this much more. */
  sessionWaitMs: 5000,
  sessionPollMs: 200,
  sessionSettleMs: 800,
  /** The 'Added to Workspace' toast after a redirect sign-in shows this long after the page loads. */
  redirectToastDelayMs: 300,
  /** The workspace is refetched (on focus, reconnect, mount) when older than this. */
  staleMs: 60_000,
} as const;

export const WORKSPACE_STORAGE = {
  /** sessionStorage: the idea a guest tried to save before signing in. */
  pendingBookmark: 'pendingBookmark',
  /** sessionStorage: set when the pending bookmark was saved during a redirect sign-in. */
  bookmarkSuccess: 'showBookmarkSuccess',
  /** localStorage: the portfolio's grid or list view. */
  portfolioView: 'rv-portfolio-view',
} as const;

export const WORKSPACE_TEXT = {
  add: 'Add Idea to Workspace',
  addHint: 'Track ideas, add tags and take notes',
  remove: 'Remove From Workspace',
  goToWorkspace: 'Go To My Workspace',
  added: 'Idea Added To Your Workspace',
  addedHint: 'Add Tags/Notes, Review Ideas & Source Papers in Your Workspace',
  addedLink: 'Open Workspace',
  removed: 'Idea removed from workspace',
  toggleFailed: 'Failed to update bookmark',
  tryAgain: 'Please try again.',
  addedAfterRedirect: 'Added to Workspace',
  addFailedAfterSignIn: 'Failed to add to workspace',
  authTimeout: 'Authentication timeout',
  bookmarkNeedsUser: 'User must be authenticated to bookmark ideas',
  needsUser: 'User not authenticated',
  addTag: 'Add a tag',
  tagsDisabled: 'Log in to add tags.',
  notesDisabled: 'Log in to add notes.',
  tagEmpty: 'Enter a tag.',
  tagDuplicate: 'This tag is already on the idea.',
  notePlaceholder: 'Add a quick note...',
  saving: 'Saving...',
  saved: 'Saved',
  emptyIdeas: 'No ideas saved yet',
  browseIdeas: 'Browse Ideas',
  businessModelFallback: 'Business model analysis in progress',
  authorsFallback: 'Authors information not available',
  summaryFallback: 'No summary available for this paper.',
  readPaper: 'Read Paper',
  paperUnavailable: 'Paper Unavailable',
  chatWithPaper: 'Chat with Paper',
  markRead: 'Mark as Read',
  markUnread: 'Mark as Unread',
  yourNotes: 'Your Notes',
  noPapers: 'No papers in source list',
  noPapersHint: 'Save an idea to see its paper here',
  noReadPapers: 'No papers marked as read yet.',
  allPapersRead: 'All papers read',
  noPapersFound: 'No papers found.',
  loginToWorkspace: 'Log in to Workspace',
  portfolioSignedOut: 'Access Your Workspace',
  portfolioSignIn: 'Sign In to Continue',
  portfolioEmpty: 'No ideas in your workspace yet',
  portfolioNoMatch: 'No ideas match your search.',
} as const;

/** The admin page (/webhook-trigger) and its functions: texts, limits and the rebuild schedule (spec: workspace-and-operations sections 2, 6, 8, 9). */
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

/** Weekly Venture Picks newsletter (spec: workspace-and-operations sections 2, 4, 5, 8, 9). */
export const NEWSLETTER = {
  emailMaxLength: 255,
  /** Where the archive links go unless PUBLIC_NEWSLETTER_ARCHIVE_URL says otherwise. */
  defaultArchiveUrl: 'https://newsletter.researchventures.ai/archive',
  name: 'Weekly Venture Picks',
  popupTitle: 'Get Weekly Venture Picks',
  popupBody: 'The most promising startup ideas from new AI research, picked for founders and investors.',
  footerBody: 'The best new startup ideas from AI research, picked for you.',
  tagline: 'One short email, every week.',
  emailLabel: 'Email address',
  /**
   * The footer's (visually hidden) label. It avoids the word "email" because the form is on every page,
   * next to the sign-in forms' Email fields; the placeholder still says what to type.
   */
  footerLabel: 'Your address for Weekly Venture Picks',
  placeholder: 'Enter your email address',
  submit: 'Get Weekly Picks',
  submitting: 'Subscribing...',
  successTitle: "You're Subscribed to Weekly Venture Picks!",
  successBody: 'Your first issue arrives with the next weekly send.',
  failureTitle: 'Subscription Failed',
  tryAgain: 'Try Again',
  readThisWeek: "Read This Week's Venture Picks",
  readPrevious: 'Read Previous Newsletters',
  close: 'Close',
  invalidEmail: 'Please enter a valid email address',
  tooLong: 'Email must be less than 255 characters',
  unsafe: 'Invalid email format',
  duplicate: 'This email is already subscribed to our newsletter.',
  failed: 'Failed to subscribe. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Daily idea alerts (spec: workspace-and-operations sections 2, 4, 5, 8). */
export const ALERTS = {
  trigger: 'Get daily alerts',
  title: 'Get Daily Idea Alerts',
  body: 'New venture ideas from AI research in your inbox, every weekday.',
  emailLabel: 'Email address',
  placeholder: 'Enter your email address',
  submit: 'Subscribe to Alerts',
  submitting: 'Subscribing...',
  successTitle: "You're All Set!",
  successBody: "You'll get an email whenever new startup ideas are published.",
  failureTitle: 'Subscription Failed',
  tryAgain: 'Try Again',
  close: 'Close',
  duplicate: 'This email is already subscribed to daily alerts.',
  failed: 'Failed to subscribe. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The contact page (spec: workspace-and-operations sections 2, 3, 4, 7, 8, 9). */
export const CONTACT = {
  title: 'Contact Us',
  intro: 'Questions, feedback on an idea, or a partnership in mind? Send us a message.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send Message',
  successTitle: 'Message Sent Successfully!',
  successBody: "Thank you for reaching out. We'll get back to you within 24-48 hours.",
  backHome: 'Back to Home',
  emailUs: 'Or email us at',
  /** The form-mail service's hidden fields. */
  mailSubject: 'New message from the Research Ventures contact form',
  captcha: 'false',
  template: 'table',
  returnPath: '/contact?submitted=true',
  /** The success address is cleaned this long after the banner shows. */
  cleanupDelayMs: 1000,
} as const;

/** The share menu (spec: workspace-and-operations sections 2, 4, 7, 8, 9). */
export const SHARE = {
  prompt: "Let's make good ideas reach more people",
  button: 'Share',
  menuLabel: 'Share this idea',
  cancel: 'Cancel',
  copyLink: 'Copy Link',
  native: 'More sharing options',
  windowWidth: 600,
  windowHeight: 600,
  copied: 'Link copied!',
  copiedBody: 'The link has been copied to your clipboard.',
  copyFailed: 'Failed to copy',
  copyFailedBody: 'Please try again.',
  nativeFallback: 'Link copied to clipboard!',
} as const;

/** Analytics tag (spec: workspace-and-operations section 7): loaded only when a measurement id is set. */
export const ANALYTICS = {
  tagUrl: 'https://www.googletagmanager.com/gtag/js',
  /** The meta element that carries the measurement id to the tag script. */
  idMetaName: 'rv-analytics-id',
} as const;

/**
 * The catalogue guard (issue 9): idea numbers are row positions, and links and bookmarks are keyed by them.
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
