/**
 * The legal pages' facts. From docs/spec/workspace-and-operations.md; ships to the browser: plain values only.
 */
/** Fixed facts of the legal pages (docs/spec/workspace-and-operations.md, sections 2 and 9). */
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
