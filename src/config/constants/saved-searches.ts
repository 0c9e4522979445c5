/**
 * Saved searches: limits and texts. Ships to the browser: plain values only. The limits are the database's
 * (supabase/migrations/*_saved_searches.sql), checked here first so the form can say why.
 */
/** The workspace section that lists them (the toast after saving links there). */
export const SAVED_SEARCHES_PATH = '/workspace/saved-searches';

export const SAVED_SEARCH_LIMITS = {
  nameMaxLength: 80,
  queryMaxLength: 200,
  /** Per kind (technologies, industries). */
  categoriesMax: 20,
  perUser: 50,
  /** The minimum-score choices offered (scores are out of 10). */
  thresholdChoices: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
} as const;

/** The scores a saved search can set a minimum for: column, label, and the idea's field. */
export const SAVED_SEARCH_SCORES = [
  { column: 'min_novelty', label: 'Novelty', field: 'novelty' },
  { column: 'min_market', label: 'Market', field: 'marketPotential' },
  { column: 'min_feasibility', label: 'Feasibility', field: 'feasibility' },
  { column: 'min_composite', label: 'Composite', field: 'totalScore' },
] as const;

export const SAVED_SEARCH_TEXT = {
  alertMe: 'Alert me',
  alertMeLabel: 'Alert me about new ideas matching these filters',
  dialogTitle: 'Alert me about new ideas',
  dialogIntro: "Save these filters: new ideas that match them come in your daily alert email, sent to the address you signed in with. If it isn't subscribed yet, we'll email it a confirmation link first.",
  signInTitle: 'Sign in to save this search',
  filtersHeading: 'Filters',
  nameLabel: 'Name',
  minimumsLegend: 'Minimum scores (optional)',
  anyScore: 'Any',
  save: 'Save search',
  saving: 'Saving...',
  cancel: 'Cancel',
  close: 'Close',
  created: 'Saved search created',
  createdHint: 'New ideas matching it will be in your daily alert. Rename, pause or delete it in your workspace.',
  /** Saving a search subscribes the account's address to the daily alert (double opt-in). */
  confirmToReceive: (email: string) => `We sent a confirmation link to ${email}: confirm it to get your daily alert with these matches.`,
  /** The 10-minute rule sent nothing: the link sent minutes ago is the one to use. */
  confirmEarlierLink: (email: string) => `We sent a confirmation link to ${email} a few minutes ago: confirm it to get your daily alert with these matches.`,
  subscribeFailed: (message: string) => `The search is saved, but the daily alert subscription failed: ${message}`,
  openWorkspace: 'Manage',
  createFailed: 'Could not save the search',
  nameEmpty: 'Enter a name.',
  nameTooLong: 'Use at most 80 characters.',
  tooManyCategories: 'Choose at most 20 technologies and 20 industries for a saved search.',
  allIdeas: 'All new ideas',
  noFilters: 'No filters: every new idea',
  searchPrefix: 'Search',
  technologies: 'Technologies',
  industries: 'Industries',
  sectionTitle: 'Saved Searches',
  sectionIntro: 'New ideas matching an active search are listed in your daily alert, grouped by search.',
  empty: 'No saved searches yet',
  emptyHint: 'On Discover, choose filters or search, then press Alert me.',
  browse: 'Go to Discover',
  paused: 'Paused',
  active: 'Active',
  rename: 'Rename',
  saveName: 'Save',
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete',
  deleted: 'Saved search deleted',
  restoredSearch: 'Saved search restored',
  undo: 'Undo',
  updateFailed: 'Could not update the saved search',
  deleteFailed: 'Could not delete the saved search',
  loadFailed: 'Your saved searches could not be loaded. Check your connection and reload the page.',
  openOnDiscover: 'Open on Discover',
} as const;

/**
 * The daily alert as the workspace and the account page show it (issue 45): saved searches and "Picked for
 * you" reach a person only through it, so they say when it is off, with the way back on.
 */
export const DAILY_ALERT_TEXT = {
  /** Shown in place of SAVED_SEARCH_TEXT.sectionIntro, by the alert's status. */
  off: 'Your daily alert is off, so these searches are not emailed to you.',
  pending: (email: string) => `Your daily alert starts once you open the confirmation link we sent to ${email}.`,
  undeliverable: (email: string) => `Your daily alert is off: emails to ${email} could not be delivered.`,
  turnOn: 'Turn the daily alert on',
  sendAgain: 'Send the link again',
  /** A search's chip while the alert is off: it is kept, but not emailed. */
  notEmailed: 'Not emailed',
  /** Under the "Picked for you" choice on the account page. */
  pickedNeedsAlert: 'Picked for you is sent with the daily alert, which is off.',
  linkSentTitle: 'Check your inbox',
  linkSent: (email: string) => `We sent a confirmation link to ${email}: open it to turn your daily alert on.`,
  linkSentEarlier: (email: string) => `We sent a confirmation link to ${email} a few minutes ago: open that one to turn your daily alert on.`,
  failed: 'Could not turn the daily alert on',
} as const;
