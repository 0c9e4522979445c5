/**
 * "More like this" (issue 30): discover ranked by likeness to one idea (`/discover?like=<number>`). Ships to
 * the browser: plain values only.
 */
export const LIKE = {
  /** The address parameter: /discover?like=12. */
  param: 'like',
  /**
   * Similar ideas listed per idea, best first: those with any shared term, up to this many. A hundred is
   * five pages of cards, more than anyone reads for "like this", and keeps each file small.
   */
  count: 100,
  /**
   * Where likeness stops (issue 45: 62 of 64 ideas were "alike" when any shared term counted): the cosine
   * similarity an idea needs to be listed. Read on the sample sheet, 0.08 keeps what a founder would call
   * alike (an SOC analyst agent: log-sequence attack detection 0.19, agent pen-testing 0.15) and drops
   * what shares a generic word (0.06: a weather model, a math tutor); a median idea keeps 8, none is left
   * empty.
   */
  minScore: 0.08,
  /**
   * Ideas per like file in the discover index's folder. Fifty lists of a hundred ranks are about 12 KB gzip,
   * under the 30 KB a ?like visit may add; per-idea files would be smaller but add 10,000 files to the build.
   */
  chunkSize: 50,
} as const;

export const LIKE_TEXT = {
  link: 'More like this',
  /** Starts with the visible text, so speech input finds the link by what it shows. */
  linkLabel: (heading: string) => `More like this: “${heading}”`,
  sortLabel: 'Most alike',
  /** The status line while `like` is set: what the list is, how much of it shows, and its order. */
  status: (number: number, heading: string | undefined, shown: string, alikeFirst: boolean) =>
    `Ideas like #${number}${heading ? ` “${heading}”` : ''}: ${shown}${alikeFirst ? ', most alike first' : ''}`,
  loading: 'Finding similar ideas…',
  showAll: 'Show all ideas',
  unknown: (number: number) => `There is no published idea #${number} to compare with, so all ideas are shown.`,
  failed: 'Similar ideas could not be loaded, so all ideas are shown.',
  notANumber: (value: string) => `“${value}” is not an idea number to compare with, so all ideas are shown.`,
} as const;
