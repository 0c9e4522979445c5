/**
 * The workspace: limits, storage keys and texts. From docs/spec/workspace-and-operations.md; ships to the
 * browser: plain values only.
 */
/** Bookmarks, tags, notes and the workspace (docs/spec/workspace-and-operations.md, sections 2, 4, 5, 8 and 9). */
export const WORKSPACE_LIMITS = {
  noteMaxLength: 2000,
  noteAutosaveMs: 1000,
  savedIndicatorMs: 2000,
  tagInputBlurCloseMs: 150,
  tagMaxLength: 50,
  notePreviewLength: 100,
  paperNotePreviewWords: 24,
  searchDebounceMs: 300,
  /**
   * After a sign-in in the dialog: wait this long for the session to reach the auth store. The 200 ms polling
   * and 800 ms settle delay of docs/spec/public-site.md#4-states-and-transitions are gone: the save starts on
   * the store's change itself.
   */
  sessionWaitMs: 5000,
  /** A guest's pending save is forgotten after this long (the sign-in it started is long over). */
  pendingBookmarkMaxAgeMs: 30 * 60 * 1000,
  /** The workspace is refetched (on focus, reconnect, mount) when older than this. */
  staleMs: 60_000,
} as const;

export const WORKSPACE_STORAGE = {
  /** sessionStorage: the idea a guest tried to save before signing in, and when (ms since the epoch). */
  pendingBookmark: 'pendingBookmark',
  pendingBookmarkAt: 'pendingBookmarkAt',
  /** sessionStorage: set when the pending bookmark was saved during a redirect sign-in. */
  bookmarkSuccess: 'showBookmarkSuccess',
  /** localStorage: a note the server has not confirmed yet, under this prefix + '{userId}:{ideaId}'. */
  noteDraftPrefix: 'rv-note-draft:',
  /** localStorage: a tag the server has not confirmed yet, under this prefix + '{userId}:{ideaId}:{tag, lower case}'. */
  tagDraftPrefix: 'rv-tag-draft:',
  /**
   * localStorage: when this browser last changed the user's workspace (ms since the epoch), under this prefix +
   * '{userId}'. Other tabs reload theirs when it changes (a storage event) or, on focus, when it is newer.
   */
  changedPrefix: 'rv-workspace-changed:',
  /** The same announcement for "Not interested" (stores/dismissed.ts): another tab's For you hides or shows the idea too. */
  dismissedChangedPrefix: 'rv-dismissed-changed:',
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
  /** Saving an idea that was under "Not interested" lifts the hide (the database does it: a saved idea is never hidden). */
  addedLiftsHide: 'It was under “Not interested” in For you, and is no longer hidden.',
  addedLink: 'Open Workspace',
  removed: 'Idea removed from workspace',
  undo: 'Undo',
  restored: 'Idea back in your workspace',
  restoredHint: 'Its tags and note are kept.',
  toggleFailed: 'Failed to update bookmark',
  tryAgain: 'Please try again.',
  addedAfterRedirect: 'Added to Workspace',
  addFailedAfterSignIn: 'Failed to add to workspace',
  authTimeout: 'Authentication timeout',
  bookmarkNeedsUser: 'User must be authenticated to bookmark ideas',
  needsUser: 'User not authenticated',
  addTag: 'Add a tag',
  tagFilterLabel: 'Your tags:',
  tagsDisabled: 'Log in to add tags.',
  notesDisabled: 'Log in to add notes.',
  tagEmpty: 'Enter a tag.',
  tagDuplicate: 'This tag is already on the idea.',
  notePlaceholder: 'Add a quick note...',
  saving: 'Saving...',
  saved: 'Saved',
  noteOffline: "Not saved yet: the connection failed. Your note is kept on this device and is saved as soon as you're back online.",
  noteNotSaved: 'Not saved yet: your note is kept on this device and is saved with your next edit.',
  noteConflict: 'This note was changed in another tab or on another device. Choose which text to keep.',
  conflictTitle: 'This note changed elsewhere',
  conflictOther: 'Saved in another tab or device',
  conflictMine: 'Your text',
  conflictKeepMine: 'Keep mine',
  conflictUseOther: 'Use the other',
  conflictMergeLabel: 'Or merge them',
  conflictSaveMerge: 'Save merged text',
  /** Separates the two texts in the merge box the conflict panel starts with. */
  conflictMergeSeparator: '\n\n',
  tagPending: 'not saved yet',
  tagOffline: "Not saved yet: the connection failed. Your tag is kept on this device and is saved as soon as you're back online.",
  tagNotSaved: 'The tag could not be saved.',
  tagRemoveOffline: 'The tag could not be removed: the connection failed. Try again when you are back online.',
  offline: 'The connection failed. Try again when you are back online.',
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
  viewPortfolio: 'View your portfolio',
  portfolioSignedOut: 'Access Your Workspace',
  portfolioSignIn: 'Sign In to Continue',
  portfolioEmpty: 'No ideas in your workspace yet',
  portfolioNoMatch: 'No ideas match your search.',
} as const;
