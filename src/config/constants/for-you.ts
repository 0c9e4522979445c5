/**
 * The workspace's For you section (issue 30): its address and texts. Ships to the browser: plain values only.
 */
export const FOR_YOU_PATH = '/workspace/for-you';
/** The address parameter that keeps "Learn from" (a tag) across reloads and shared links: ?tag=Pilot. */
export const FOR_YOU_SCOPE_PARAM = 'tag';

export const FOR_YOU_TEXT = {
  sectionTitle: 'For you',
  sectionIntro: 'Ideas you have not saved, ranked by how closely their industry, customers, problems and tags match the ones you saved. Among equal matches, the newer idea comes first.',
  scopeLabel: 'Learn from',
  scopeAll: 'All saved ideas',
  scopeTag: (tag: string) => `Tagged “${tag}”`,
  because: 'Because you saved',
  loading: 'Finding ideas for you...',
  loadFailed: 'Recommendations could not be loaded. Check your connection and reload the page.',
  tooFew: (saved: number, needed: number) => `Save ${needed - saved} more ${needed - saved === 1 ? 'idea' : 'ideas'} to get recommendations`,
  tooFewHint: (needed: number) => `For you learns from the ideas you save: with ${needed} or more, it suggests others like them. Save ideas on Discover or on their pages.`,
  tooFewTag: (tag: string, needed: number) => `Tag at least ${needed} saved ideas “${tag}” to get recommendations from that tag, or learn from all saved ideas.`,
  browse: 'Browse Ideas',
  none: 'No more ideas like these right now',
  noneHint: 'Save or restore more ideas, or choose another tag.',
  notInterested: 'Not interested',
  dismissed: 'Not shown again',
  dismissedHint: 'It is listed under “Not interested” below.',
  dismissFailed: 'Could not hide the idea',
  undo: 'Undo',
  restore: 'Restore',
  restored: 'Idea restored',
  restoredHint: 'It can be recommended again.',
  restoreFailed: 'Could not restore the idea',
  dismissedTitle: (count: number) => `Not interested (${count})`,
  dismissedIntro: 'Ideas you hid from For you. Their words count against similar ideas; restore one to see it again.',
  dismissedLoadFailed: 'Your hidden ideas could not be loaded. Check your connection and reload the page.',
  showMore: 'Show more',
  unpublished: (id: string) => `An idea no longer published (${id})`,
} as const;

/**
 * User Timing names for For you's main-thread work once its data has arrived, read by
 * scripts/bench-for-you.ts (the budget: 100 ms at 10,000 ideas on a 4x-slowed CPU) and shown in DevTools.
 */
export const FOR_YOU_TIMING = {
  /** Parsing and decoding the vectors file, from its text in hand. */
  decode: 'for-you:decode',
  /** One ranking of the catalogue. */
  rank: 'for-you:rank',
  /** Set when card files arrive: the render measure starts there. */
  cardsArrived: 'for-you:cards-arrived',
  /** Rendering the list once the cards it shows have arrived. */
  render: 'for-you:render',
} as const;
