/**
 * The legal pages' facts. From the spec; ships to the browser: plain values only.
 */
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
