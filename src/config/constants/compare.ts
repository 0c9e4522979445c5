/**
 * Compare: limits, the address, the storage key and texts. Ships to the browser: plain values only.
 */
export const COMPARE_LIMITS = { min: 2, max: 4 } as const;

export const COMPARE_PATH = '/compare';
/** /compare?ids=12,45,78: idea numbers, in the order the columns show. */
export const COMPARE_PARAM = 'ids';

/** localStorage: the picked ideas, so a pick survives navigation and is the same in every tab. */
export const COMPARE_STORAGE_KEY = 'comparePicks';

export const COMPARE_TEXT = {
  full: `You can compare up to ${COMPARE_LIMITS.max} ideas. Remove one to add another.`,
  pickMore: `Pick at least ${COMPARE_LIMITS.min} ideas to compare.`,
  loading: 'Loading the ideas…',
  errorTitle: 'Error Loading Data',
  errorBody: "We couldn't load these ideas. Please try again.",
  nothing: 'No ideas to compare',
  nothingBody: 'This address names no idea. Pick ideas with Compare on their cards in Discover or your workspace.',
} as const;
